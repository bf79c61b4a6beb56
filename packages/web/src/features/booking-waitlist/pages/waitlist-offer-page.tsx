import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { requestLogin } from '../../../api/login-request';
import { offerHref } from '../../../components/booking-waitlist/my-waitlist';
import { useMyWaitlist } from '../../../components/booking-waitlist/waitlist-api';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';

/**
 * /waitlist-offer/{entryId}: where the offer mail's button lands. Logged in and the offer still standing,
 * it goes straight on to book: the booking checkout of the court (the entry's `pl`) or the match's join page.
 * A guest logs in first (and comes back here); an offer gone says so, with the way to My Bookings.
 */
export function WaitlistOfferPage() {
  const { t } = useTranslation();
  const { entryId } = useParams();
  const location = useLocation();
  const customerId = useCustomerId();
  const entries = useMyWaitlist(customerId);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (customerId === null) requestLogin(here);
  }, [customerId, here]);

  const entry = entries.data?.find((e) => String(e.id) === entryId);
  const href = entry?.status === 'offered' ? offerHref(entry) : null;
  if (href) return <Navigate to={href} replace />;

  return (
    <div className="waitlist-offer-page">
      <PageBanner title={t('bookingWaitlist.offerTitle')} />
      <div className="container">
        {customerId === null ? (
          <div className="notice">
            <p>{t('bookingWaitlist.loginToTake')}</p>
            <Button onClick={() => requestLogin(here)}>{t('bookingWaitlist.logIn')}</Button>
          </div>
        ) : entries.isPending ? (
          <Skeleton className="skeleton--text" />
        ) : (
          <div className="notice">
            <p role={entries.isError ? 'alert' : 'status'}>
              {entries.isError
                ? apiErrorMessage(entries.error, t('messages.crash'))
                : entry
                  ? t('bookingWaitlist.notYet', { position: entry.position })
                  : t('bookingWaitlist.offerGone')}
            </p>
            <Link className={buttonClass('secondary')} to="/customer-bookings">
              {t('bookingWaitlist.toMyBookings')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
