import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { buttonClass } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { useFollowNewsletterLink, type NewsletterLinkKind } from '../api/follow-newsletter-link';

/**
 * The page a newsletter mail's link opens: it sends the link's token once (a page, not a GET that changes
 * state, so a mail scanner following links confirms or unsubscribes nobody) and says what happened.
 */
function NewsletterLinkPage({ kind }: { kind: NewsletterLinkKind }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const mutation = useFollowNewsletterLink();
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate({ kind, token });
  }, [kind, token, mutate]);

  return (
    <div className="newsletter-link">
      <PageBanner title={t('newsletter.title')} />
      <div className="container status-page__body status-page__body--center">
        <div className="status-card status-card--center" aria-live="polite">
          {mutation.isSuccess ? (
            <p role="status">{t(kind === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed')}</p>
          ) : mutation.isError ? (
            <p role="alert">{isApiError(mutation.error) && mutation.error.errorMsg ? mutation.error.errorMsg : t('messages.crash')}</p>
          ) : (
            <p role="status">{t('newsletter.working')}</p>
          )}
          <Link to="/" className={buttonClass('primary')}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage kind="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage kind="unsubscribe" />;
