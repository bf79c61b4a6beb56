import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePriceFormatter } from '../../../lib/format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { acceptInvitation, declineInvitation } from '../api/answer-invitation';
import { cancelBooking } from '../api/cancel-booking';
import { setOpenMatch } from '../api/set-open-match';
import { customerBookingsKey, getCustomerBookings, useCustomerBookings } from '../api/get-customer-bookings';
import { useTurnstilesEnabled } from '../api/turnstiles';
import { BookingCard } from '../components/booking-card';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { RefundDialog, type RefundInfo } from '../components/refund-dialog';
import { myPlace, payAction } from '../rules/booking-actions';
import { keepBookings } from '../rules/kept-bookings';
import { LoadFailure, Loading } from '../../../components/load-state';

export type CustomerBookingsProps = {
  /** Sale ids the cart holds (the app reads the cart): Pay then goes straight to /checkout. */
  saleIdsInCart: readonly number[];
  /** Puts a booking's sale into the cart (the app's cart); answers the cart's refusal text. */
  addToCart: (booking: BookingDetail) => { ok: true } | { ok: false; message: string };
  /** The member's places in booking waitlists (composed by the app: components/booking-waitlist). */
  waitlist?: ReactNode;
};

/** /customer-bookings: Next Bookings and Past Bookings, with Pay, calendar, sharing, the door and Cancel. */
export function CustomerBookingsPage({ saleIdsInCart, addToCart, waitlist }: CustomerBookingsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customerId = useCustomerId();
  const date = useDateFormatter();
  const bookings = useCustomerBookings(customerId);
  // What the list showed, for the app opened without a connection.
  useEffect(() => {
    if (customerId !== null && bookings.data) keepBookings(window.localStorage, customerId, bookings.data.next);
  }, [customerId, bookings.data]);
  const turnstiles = useTurnstilesEnabled();
  const [cancelling, setCancelling] = useState<BookingDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const [refund, setRefund] = useState<RefundInfo | null>(null);
  const [leaving, setLeaving] = useState<BookingDetail | null>(null);
  // What just happened, said once at the top of the page (cancelled, left, accepted, declined).
  const [done, setDone] = useState<string | null>(null);
  const price = usePriceFormatter();
  // Later pages of each list, loaded on demand (a member with more than 50 bookings in one of them).
  const [more, setMore] = useState<Record<'next' | 'past', BookingDetail[][]>>({ next: [], past: [] });
  const [loadingMore, setLoadingMore] = useState<'next' | 'past' | null>(null);
  const shown = (which: 'next' | 'past') => [...(bookings.data?.[which] ?? []), ...more[which].flat()];
  const total = (which: 'next' | 'past') => (which === 'next' ? bookings.data?.paging?.nextTotal : bookings.data?.paging?.pastTotal) ?? 0;
  const loadMore = async (which: 'next' | 'past') => {
    if (customerId === null) return;
    setLoadingMore(which);
    setPageError(null);
    try {
      const page = await getCustomerBookings(customerId, undefined, { list: which, number: more[which].length + 2 });
      setMore((m) => ({ ...m, [which]: [...m[which], page[which]] }));
    } catch (error) {
      setPageError(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setLoadingMore(null);
    }
  };

  // After an answer or a leave the member stays where they were: the later pages they had opened are read again.
  const reload = async (keepPages = false) => {
    await queryClient.invalidateQueries({ queryKey: customerBookingsKey(customerId) });
    if (!keepPages || customerId === null) {
      setMore({ next: [], past: [] });
      return;
    }
    const again = (which: 'next' | 'past') =>
      Promise.all(
        more[which].map((_, i) => getCustomerBookings(customerId, undefined, { list: which, number: i + 2 }).then((page) => page[which])),
      );
    const [next, past] = await Promise.all([again('next'), again('past')]);
    setMore({ next, past });
  };
  const when = (b: BookingDetail) => `${date(b.start)} ${date(b.start, 'HH:mm')}`;

  const confirmCancel = async () => {
    if (!cancelling || customerId === null) return;
    setBusy(true);
    setPageError(null);
    setDone(null);
    try {
      const info = await cancelBooking(cancelling.id, customerId);
      await reload();
      setRefund(info);
      setDone(
        `${t('myBookings.cancelledDone', { type: cancelling.bookingType, date: when(cancelling) })} ${info.amounts.length ? t('myBookings.refundGoesBack') : t('myBookings.nothingToRefund')}`,
      );
    } catch (error) {
      setPageError(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  // Leaving is the cancel call with the player's own id (the server checks nothing of their share is paid).
  const confirmLeave = async () => {
    if (!leaving || customerId === null) return;
    setBusy(true);
    setPageError(null);
    setDone(null);
    try {
      await cancelBooking(leaving.id, customerId);
      await reload(true);
      setDone(t('myBookings.leftDone', { type: leaving.bookingType, date: when(leaving) }));
    } catch (error) {
      setPageError(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setBusy(false);
      setLeaving(null);
    }
  };

  const answerInvitation = async (booking: BookingDetail, choice: 'accept' | 'decline') => {
    if (customerId === null) return null;
    setDone(null);
    try {
      if (choice === 'accept') {
        const owed = await acceptInvitation(booking.id, customerId);
        setDone(
          owed.paymentPending > 0
            ? t('myBookings.acceptedDone', {
                amount: price(owed.paymentPending),
                deadline: `${date(owed.paymentDeadline)} ${date(owed.paymentDeadline, 'HH:mm')}`,
              })
            : t('myBookings.acceptedFreeDone'),
        );
      } else {
        await declineInvitation(booking.id, customerId);
        setDone(t('myBookings.declinedDone', { type: booking.bookingType, date: when(booking) }));
      }
      await reload(true);
      return null;
    } catch (error) {
      return apiErrorMessage(error, t('messages.crash'));
    }
  };
  const leavingShare = leaving && customerId !== null ? (myPlace(leaving, customerId)?.price ?? 0) : 0;

  const list = (which: 'next' | 'past', empty: string) => {
    const items = shown(which);
    return items.length === 0 ? (
      <p className="my-bookings__empty">{empty}</p>
    ) : (
      <>
        <ul className="booking-list">
          {items.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                turnstilesEnabled={turnstiles.data === true}
                viewer={{
                  kind: 'member',
                  customerId: customerId as number,
                  pay: payAction(booking, saleIdsInCart),
                  onPay: async () => {
                    const added = addToCart(booking);
                    if (!added.ok) return added.message;
                    navigate('/checkout');
                    return null;
                  },
                  onCancel: () => setCancelling(booking),
                  onAnswer: (choice) => answerInvitation(booking, choice),
                  onLeave: () => setLeaving(booking),
                  onOpenMatch: async (open) => {
                    try {
                      await setOpenMatch(booking.id, open);
                      await reload(true);
                      setDone(
                        t(open ? 'openMatches.openedDone' : 'openMatches.privateDone', { type: booking.bookingType, date: when(booking) }),
                      );
                      return null;
                    } catch (error) {
                      return apiErrorMessage(error, t('messages.crash'));
                    }
                  },
                }}
              />
            </li>
          ))}
        </ul>
        {items.length < total(which) ? (
          <Button variant="secondary" className="my-bookings__more" loading={loadingMore === which} onClick={() => void loadMore(which)}>
            {t('myBookings.showMore')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <div className="bookings-page">
      <PageBanner title={t('menu.bookings')} />
      <div className="container my-bookings">
        <FormAlert message={pageError} />
        {done ? (
          <p className="notice my-bookings__done" role="status">
            {done}
          </p>
        ) : null}
        {waitlist}
        {bookings.isError || customerId === null ? (
          <LoadFailure error={bookings.error} onRetry={() => void bookings.refetch()} retrying={bookings.isRefetching} />
        ) : bookings.isPending ? (
          <Loading className="booking-list">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="booking-skeleton" />
            ))}
          </Loading>
        ) : (
          <>
            <section aria-labelledby="next-bookings">
              <h2 id="next-bookings" className="my-bookings__heading">
                {t('myBookings.next')}
              </h2>
              {list('next', t('myBookings.noNext'))}
            </section>
            <section aria-labelledby="past-bookings">
              <h2 id="past-bookings" className="my-bookings__heading">
                {t('myBookings.past')}
              </h2>
              {list('past', t('myBookings.noPast'))}
            </section>
            <CalendarFeedSection customerId={customerId} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('myBookings.cancelTitle')}
        confirmLabel={t('myBookings.cancelConfirm')}
        cancelLabel={t('myBookings.keep')}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>{t('myBookings.cancelQuestion', { type: cancelling?.bookingType ?? '', date: cancelling ? when(cancelling) : '' })}</p>
        {cancelling?.cancelText ? <p className="cancel-text">{cancelling.cancelText}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving !== null}
        title={t('myBookings.leaveTitle')}
        confirmLabel={t('myBookings.leaveConfirm')}
        cancelLabel={t('myBookings.keep')}
        busy={busy}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setLeaving(null)}
      >
        <p>{t('myBookings.leaveQuestion', { type: leaving?.bookingType ?? '', date: leaving ? when(leaving) : '' })}</p>
        <p>
          {leavingShare > 0
            ? t('myBookings.leaveShare', { amount: price(leavingShare), name: leaving?.players[0]?.name ?? '' })
            : t('myBookings.leaveOwnerTold', { name: leaving?.players[0]?.name ?? '' })}
        </p>
      </ConfirmDialog>
      <RefundDialog refund={refund} onClose={() => setRefund(null)} />
    </div>
  );
}
