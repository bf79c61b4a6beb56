import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomerComms } from '../api/get-customer-comms';
import { useMessageDate } from '../components/use-message-date';
import '../../../styles/account.css';
import { LoadFailure } from '../../../components/load-state';

/** /customer-comms: the Emails list (each opens its page) and the Sms list; each message in the language it was written in. */
export function CommsPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const comms = useCustomerComms(customerId);
  const date = useMessageDate();

  return (
    <div className="comms-page">
      <PageBanner title={t('menu.communications')} />
      <div className="container">
        {comms.isError || customerId === null ? (
          <div className="comms">
            <LoadFailure error={comms.error} onRetry={() => void comms.refetch()} retrying={comms.isRefetching} />
          </div>
        ) : (
          <div className="comms">
            <CommsSection
              title={t('comms.emails')}
              count={comms.data?.emails.length}
              loading={comms.isPending}
              empty={t('comms.emailsEmpty')}
            >
              {comms.data?.emails.map((email) => (
                <li key={email.id}>
                  <Link to={`/customer-comms/emails/${email.id}`} className="comms-item">
                    <span className="comms-item__icon" aria-hidden="true">
                      <MailIcon size={18} />
                    </span>
                    <span className="comms-item__body">
                      <span className="comms-item__title" lang={comms.data?.language}>
                        {email.subject}
                      </span>
                      <time className="comms-item__date" dateTime={email.created}>
                        {date(email.created)}
                      </time>
                    </span>
                    <ArrowRightIcon size={18} className="comms-item__chevron" />
                  </Link>
                </li>
              ))}
            </CommsSection>
            <CommsSection title={t('comms.sms')} count={comms.data?.smss.length} loading={comms.isPending} empty={t('comms.smsEmpty')}>
              {comms.data?.smss.map((sms) => (
                <li key={sms.id} className="comms-item">
                  <span className="comms-item__icon" aria-hidden="true">
                    <PhoneIcon size={18} />
                  </span>
                  <span className="comms-item__body">
                    <span className="comms-item__text" lang={comms.data?.language}>
                      {sms.text}
                    </span>
                    <time className="comms-item__date" dateTime={sms.created}>
                      {date(sms.created)}
                    </time>
                  </span>
                </li>
              ))}
            </CommsSection>
          </div>
        )}
      </div>
    </div>
  );
}

type SectionProps = { title: string; count: number | undefined; loading: boolean; empty: string; children: ReactNode };

function CommsSection({ title, count, loading, empty, children }: SectionProps) {
  const id = useId();
  return (
    <section className="comms-section" aria-labelledby={id}>
      <h2 id={id} className="comms-section__title">
        <span>{title}</span>
        {count ? <span className="comms-section__count">{count}</span> : null}
      </h2>
      {loading ? (
        <div aria-busy="true">
          <Skeleton className="comms-skeleton" />
          <Skeleton className="comms-skeleton" />
          <Skeleton className="comms-skeleton" />
        </div>
      ) : count ? (
        <ul className="comms-list" aria-labelledby={id}>
          {children}
        </ul>
      ) : (
        <p className="account-empty">{empty}</p>
      )}
    </section>
  );
}
