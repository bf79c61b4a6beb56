import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { Skeleton } from '../../../components/ui/spinner';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomerEmail } from '../api/get-customer-email';
import { useMessageDate } from '../components/use-message-date';
import '../../../styles/account.css';
import { LoadFailure, Loading } from '../../../components/load-state';

/** /customer-comms/emails/:id: number, subject, created date and the (sanitised) HTML body. */
export function EmailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const customerId = useCustomerId();
  const email = useCustomerEmail(validId, customerId);
  const date = useMessageDate();

  return (
    <div className="email-page">
      <PageBanner title={t('comms.emailTitle')} />
      <div className="container email">
        <Link to="/customer-comms" className="email__back">
          <ArrowRightIcon size={16} />
          {t('comms.back')}
        </Link>
        {email.data ? (
          <article className="email__card" aria-labelledby="email-subject">
            <h2 id="email-subject" className="email__subject" lang={email.data.language}>
              {email.data.subject}
            </h2>
            <dl className="email__meta">
              <div>
                <dt>{t('comms.number')}</dt>
                <dd>{email.data.id}</dd>
              </div>
              <div>
                <dt>{t('comms.date')}</dt>
                <dd>
                  <time dateTime={email.data.created}>{date(email.data.created)}</time>
                </dd>
              </div>
            </dl>
            <SanitizedHtml className="email__body prose prose--plain" html={email.data.body} lang={email.data.language} />
          </article>
        ) : email.isError || validId === null || customerId === null ? (
          validId === null ? (
            <LoadFailure message={t('comms.notFound')} />
          ) : (
            <LoadFailure error={email.error} onRetry={() => void email.refetch()} retrying={email.isRefetching} />
          )
        ) : (
          <Loading className="email__card">
            <Skeleton className="skeleton--line skeleton--w60" />
            <Skeleton className="skeleton--line skeleton--w40" />
            <div>
              <Skeleton className="skeleton--line" />
              <Skeleton className="skeleton--line skeleton--w80" />
              <Skeleton className="skeleton--line" />
            </div>
          </Loading>
        )}
      </div>
    </div>
  );
}
