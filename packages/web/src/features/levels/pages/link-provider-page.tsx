import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { linkAccount } from '../api/levels-queries';

/**
 * /levels/link-to-provider/{provider}?user_id=&state= (spec): where the provider sends the member back.
 * Without user_id: an alert 'error', then the levels page. With it: the member is asked whether to link that
 * account (nothing is posted on load, so a link someone else made links nothing); confirmed, the link is
 * posted with the state the provider returned and the member goes to the levels page of that provider.
 */
export function LinkProviderPage() {
  const { t } = useTranslation();
  const provider = useParams().provider ?? '';
  const [search] = useSearchParams();
  const userId = search.get('user_id');
  const state = search.get('state') ?? '';
  const customerId = useCustomerId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alerted = useRef(false);
  const providerName = t(`levels.providers.${provider}`, { defaultValue: provider });

  useEffect(() => {
    if (userId || alerted.current) return;
    alerted.current = true;
    window.alert(t('levels.linkError'));
    void navigate('/levels', { replace: true });
  }, [userId, navigate, t]);

  const confirm = async () => {
    if (customerId === null || !userId) return;
    setBusy(true);
    setError(null);
    try {
      await linkAccount(customerId, provider, { userId, state });
      // What the levels page read before ("not linked") is out of date now.
      await queryClient.invalidateQueries({ queryKey: ['levels', customerId] });
      await navigate(`/levels?provider=${encodeURIComponent(provider)}&linked=1`, { replace: true });
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
      setBusy(false);
    }
  };

  return (
    <div className="levels-page">
      <PageBanner title={t('sections.levelsLink')} />
      <div className="container levels">
        {userId ? (
          <div className="notice levels__link">
            <p>{t('levels.consent', { provider: providerName, userId })}</p>
            <div className="levels__actions">
              <Button onClick={() => void confirm()} loading={busy}>
                {t('levels.confirmLink')}
              </Button>
              <Link className="btn btn--secondary" to={`/levels?provider=${encodeURIComponent(provider)}`}>
                {t('levels.cancelLink')}
              </Link>
            </div>
            {error ? <p role="alert">{error}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
