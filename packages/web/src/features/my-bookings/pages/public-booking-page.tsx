import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { isApiError, isNotFound } from '../../../api/api-error';
import { publicBookingQuery, usePublicBooking } from '../api/get-public-booking';
import { turnstilesEnabledQuery, useTurnstilesEnabled } from '../api/turnstiles';
import { BookingCard } from '../components/booking-card';
import { LoadFailure, Loading } from '../../../components/load-state';

/** The server renders the page from these answers (ARCHITECTURE.md "Pages"). */
export async function prefetch(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }) {
  const token = params.bookingToken ?? '';
  await Promise.all([queryClient.prefetchQuery(publicBookingQuery(token)), queryClient.prefetchQuery(turnstilesEnabledQuery)]);
}

/** The link names no booking: none has that token, or it is not a token at all (the server says 400). */
const noSuchBooking = (error: unknown) => isNotFound(error) || (isApiError(error) && error.status === 400);

/** A link to a booking that does not exist (or no longer does) answers 404. */
export function status(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): number | undefined {
  const state = queryClient.getQueryState(publicBookingQuery(params.bookingToken ?? '').queryKey);
  return state?.data === null || noSuchBooking(state?.error) ? 404 : undefined;
}

/** /booking/{bookingToken}: a booking shared by its private link; no Cancel, no Share (spec section 6). */
export function PublicBookingPage() {
  const { t } = useTranslation();
  const token = useParams().bookingToken ?? '';
  const booking = usePublicBooking(token);
  const turnstiles = useTurnstilesEnabled();
  const missing = booking.isError && noSuchBooking(booking.error);
  return (
    <div className="bookings-page">
      <PageBanner title={t('sections.bookingPublic')} />
      <div className="container my-bookings my-bookings--single">
        {missing || (booking.isSuccess && booking.data === null) ? (
          <div className="notice">
            <p role="alert">{t('myBookings.notFound')}</p>
            <Link className="btn btn--secondary" to="/bookingtypes">
              {t('myBookings.bookACourt')}
            </Link>
          </div>
        ) : booking.isError ? (
          <LoadFailure error={booking.error} onRetry={() => void booking.refetch()} retrying={booking.isRefetching} />
        ) : booking.isPending ? (
          <Loading>
            <Skeleton className="booking-skeleton" />
          </Loading>
        ) : booking.data ? (
          <BookingCard
            booking={booking.data}
            viewer={{ kind: 'public', bookingToken: token }}
            turnstilesEnabled={turnstiles.data === true}
          />
        ) : null}
      </div>
    </div>
  );
}
