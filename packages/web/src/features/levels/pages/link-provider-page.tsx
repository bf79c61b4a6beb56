import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageBanner } from '../../../components/ui/page-banner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { linkAccount } from '../api/levels-queries';

/**
 * /levels/link-to-provider/{provider}?user_id= (spec): where the provider sends the member back. Without
 * user_id: an alert 'error', then the levels page; with it: the link is posted and the member goes to the
 * levels page of that provider.
 */
export function LinkProviderPage() {
  const { t } = useTranslation();
  const provider = useParams().provider ?? '';
  const userId = useSearchParams()[0].get('user_id');
  const customerId = useCustomerId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || customerId === null) return;
    started.current = true;
    if (!userId) {
      window.alert(t('levels.linkError'));
      void navigate('/levels', { replace: true });
      return;
    }
    linkAccount(customerId, provider, userId).then(
      async () => {
        // What the levels page read before ("not linked") is out of date now.
        await queryClient.invalidateQueries({ queryKey: ['levels', customerId] });
        await navigate(`/levels?provider=${encodeURIComponent(provider)}`, { replace: true });
      },
      (err: unknown) => setError(apiErrorMessage(err, t('messages.crash'))),
    );
  }, [customerId, provider, userId, navigate, queryClient, t]);

  return (
    <div className="levels-page">
      <PageBanner title={t('sections.levelsLink')} />
      <div className="container levels">
        {error ? (
          <div className="notice">
            <p role="alert">{error}</p>
            <Link className="btn btn--secondary" to="/levels">
              {t('levels.back')}
            </Link>
          </div>
        ) : (
          <p role="status">{t('levels.linking')}</p>
        )}
      </div>
    </div>
  );
}
