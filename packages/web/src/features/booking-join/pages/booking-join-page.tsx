import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { joinState, teamsWithRoom, type TeamChoice } from '@clubportal/contract/booking-join';
import { isApiError, isNotFound } from '../../../api/api-error';
import { requestLogin } from '../../../api/login-request';
import { WaitlistButton } from '../../../components/booking-waitlist/waitlist-button';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePriceFormatter } from '../../../lib/format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { joinBookingQuery, useJoinBooking } from '../api/get-join-booking';
import { joinBooking } from '../api/join-booking';
import { updateTeam } from '../api/update-team';
import { TeamDialog } from '../components/team-dialog';
import { TeamLists } from '../components/team-lists';
import { formatLevel, joinInputs, levelRangeOf } from '../rules/join-rules';
import { LoadFailure, Loading } from '../../../components/load-state';

/** What the page does with the member's share: the app's cart (features never import each other); answers the cart's refusal. */
export type PayShare = (booking: BookingDetail & { saleId: number }) => { ok: true } | { ok: false; message: string };

/** The id of the path: plain digits, else NaN (the page then goes to the booking types). */
export function bookingIdOf(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The server renders the page from the booking's public detail (ARCHITECTURE.md "Pages"). */
export function prefetch(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): Promise<unknown> {
  const id = bookingIdOf(params.bookingId);
  return Number.isNaN(id) ? Promise.resolve() : queryClient.prefetchQuery(joinBookingQuery(id, null));
}

/** A link to a match that does not exist (or can no longer be joined) answers 404. */
export function status(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): number | undefined {
  const id = bookingIdOf(params.bookingId);
  if (Number.isNaN(id)) return 404;
  const error = queryClient.getQueryState(joinBookingQuery(id, null).queryKey)?.error;
  return isNotFound(error) || (isApiError(error) && error.status === 400) ? 404 : undefined;
}

/**
 * /booking-join/{bookingId} (spec "Booking join", section 4 "Joining a booking"): the match, its players by
 * team with the free places, levels and level range, the payment deadline of the join reading, and Join
 * when the booking allows joining, the member is not in it and a place is free. A visitor's Join opens the
 * login popup and comes back here. Both teams free: the team popup proposes the balancing team. After the
 * join: a free match goes to My Bookings; a share shows Payment Pending and Pay (the cart, then /checkout).
 * Past matches go to their results; no id to the booking types.
 */
export function BookingJoinPage({ payShare }: { payShare: PayShare }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = bookingIdOf(useParams().bookingId);
  const customerId = useCustomerId();
  const query = useJoinBooking(id, customerId);
  const date = useDateFormatter();
  const price = usePriceFormatter();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joinedNote, setJoinedNote] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const booking = query.data;
  const missing = query.isError && (isNotFound(query.error) || (isApiError(query.error) && query.error.status === 400));

  useEffect(() => {
    if (Number.isNaN(id)) void navigate('/bookingtypes', { replace: true });
    else if (booking?.isPast) void navigate(`/booking-results/${id}`, { replace: true });
  }, [id, booking?.isPast, navigate]);

  const when = (iso: string) => `${date(iso)} ${date(iso, 'HH:mm')}`;
  const state = booking ? joinState(joinInputs(booking, customerId)) : null;
  const mine = booking && customerId !== null ? booking.players.find((p) => !p.isPlaceholder && p.customerId === customerId) : undefined;

  async function join(team: TeamChoice | null) {
    if (!booking || customerId === null) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await joinBooking(customerId, booking.id, team);
      setChoosing(false);
      if (answer.serviceFree) {
        void navigate('/customer-bookings');
        return;
      }
      setJoinedNote(t('bookingJoin.joined', { date: when(answer.more.paymentDeadline) }));
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    } catch (err) {
      setChoosing(false);
      setError(apiErrorMessage(err, t('messages.crash')));
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'join', id] });
    } finally {
      setBusy(false);
    }
  }

  function onJoin() {
    if (!booking) return;
    if (customerId === null) {
      requestLogin(`/booking-join/${booking.id}`);
      return;
    }
    const room = teamsWithRoom(joinInputs(booking, customerId).places, booking.maxParticipants);
    if (room.length === 2) setChoosing(true);
    else void join(room[0] ?? null);
  }

  // A member who is in may move to the other team while it has room (update-team: their own place only).
  const otherTeam: TeamChoice | null = mine && (mine.team === 0 || mine.team === 1) ? (mine.team === 0 ? 1 : 0) : null;
  const canSwitch =
    booking !== undefined &&
    otherTeam !== null &&
    teamsWithRoom(
      joinInputs(booking, customerId).places.filter((p) => p.player.id !== mine?.id),
      booking.maxParticipants,
    ).includes(otherTeam);
  async function onSwitch() {
    if (!mine || otherTeam === null) return;
    setBusy(true);
    setError(null);
    try {
      await updateTeam(mine.id, otherTeam);
      await queryClient.invalidateQueries({ queryKey: ['bookings', 'join', id] });
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
    } finally {
      setBusy(false);
    }
  }

  function onPay() {
    if (!booking || booking.saleId === null) return;
    const added = payShare({ ...booking, saleId: booking.saleId });
    if (!added.ok) {
      setError(added.message);
      return;
    }
    void navigate('/checkout');
  }

  const range = booking ? levelRangeOf(booking) : null;
  return (
    <div className="booking-join">
      <PageBanner title={t('sections.bookingJoin')} />
      <div className="container booking-join__layout" aria-busy={query.isPending && !missing}>
        {Number.isNaN(id) || missing ? (
          <div className="notice">
            <p role="alert">{t('bookingJoin.notFound')}</p>
            <Link className={buttonClass('secondary')} to="/bookingtypes">
              {t('bookingJoin.bookACourt')}
            </Link>
          </div>
        ) : query.isError && !booking ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : !booking ? (
          <Loading>
            <Skeleton className="booking-skeleton" />
          </Loading>
        ) : booking.isPast ? (
          <p className="notice" role="status">
            {t('bookingJoin.redirecting')}
          </p>
        ) : (
          <article className="join-card" aria-labelledby={titleId}>
            <header className="join-card__head">
              <h1 id={titleId} className="join-card__title">
                {booking.bookingType}
              </h1>
              <p className="join-card__when">
                <time dateTime={booking.start}>{date(booking.start, 'cccc')}</time>{' '}
                <time dateTime={booking.start}>{when(booking.start)}</time>
              </p>
            </header>
            <dl className="join-card__facts">
              <div>
                <dt className="sr-only">{t('bookingJoin.summary')}</dt>
                <dd>
                  {booking.resourceName} · {t('bookingCheckout.minutes', { count: booking.duration })} ·{' '}
                  {t('bookingJoin.players', { count: booking.maxParticipants })}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('bookingJoin.level', { range: '' })}</dt>
                <dd className="join-card__range">{range ? t('bookingJoin.level', { range }) : t('bookingJoin.anyLevel')}</dd>
              </div>
              <div>
                <dt className="sr-only">{t('bookingCheckout.yourPart')}</dt>
                <dd>
                  {booking.paymentType === 2
                    ? t('bookingJoin.share', { amount: price(sharePrice(booking, mine)) })
                    : t('bookingJoin.freeToJoin')}
                  {/* Before joining: the deadline taking the place now gives; once in: their own share's, until it is paid. */}
                  {booking.paymentType === 2 && shareDeadline(booking, mine)
                    ? ` · ${t('bookingJoin.deadline', { date: when(shareDeadline(booking, mine)!) })}`
                    : null}
                  {booking.paymentType === 2 && mine?.paymentState === 'paid' ? (
                    <span className="booking-status booking-status--confirmed join-card__paid">{t('bookingJoin.sharePaid')}</span>
                  ) : null}
                </dd>
              </div>
            </dl>
            <TeamLists booking={booking} customerId={customerId} />
            <div className="join-card__actions">
              {state === 'in' ? (
                <>
                  <span className="btn btn--secondary join-card__in" aria-disabled="true">
                    {t('bookingJoin.alreadyIn')}
                  </span>
                  {canSwitch && otherTeam !== null ? (
                    <Button variant="secondary" onClick={() => void onSwitch()} loading={busy}>
                      {t('bookingJoin.switchTeam', { team: t('bookingJoin.team', { n: otherTeam + 1 }) })}
                    </Button>
                  ) : null}
                  {mine && booking.paymentPending > 0 ? (
                    <>
                      <span className="btn btn--light join-card__pending" aria-disabled="true">
                        {t('bookingJoin.paymentPending')}: {price(booking.paymentPending)}
                      </span>
                      <Button onClick={onPay}>{t('bookingJoin.pay')}</Button>
                    </>
                  ) : null}
                </>
              ) : state === 'full' ? (
                <>
                  <p className="join-card__note">{t('bookingJoin.maxPlayers')}</p>
                  <WaitlistButton
                    target={{ kind: 'match', bookingId: booking.id }}
                    returnTo={`/booking-join/${booking.id}`}
                    variant="secondary"
                  />
                </>
              ) : state === 'notAllowed' ? (
                <p className="join-card__note">{t('bookingJoin.notJoinable')}</p>
              ) : state === 'level' ? (
                <p className="join-card__note">
                  {t('bookingJoin.outOfRange', {
                    range,
                    level: booking.viewerLevel == null ? t('bookingJoin.noLevel') : formatLevel(booking.viewerLevel),
                  })}
                </p>
              ) : state === 'open' ? (
                <Button onClick={onJoin} loading={busy}>
                  {t('bookingJoin.join')}
                </Button>
              ) : null}
            </div>
            {joinedNote ? (
              <p className="join-card__done" role="status">
                {joinedNote}
              </p>
            ) : null}
            <FormAlert message={error} />
          </article>
        )}
      </div>
      {choosing && booking ? (
        <TeamDialog booking={booking} busy={busy} onClose={() => setChoosing(false)} onChoose={(team) => void join(team)} />
      ) : null}
    </div>
  );
}

/**
 * The member's share (spec section 9: the price split by maxParticipants, by place): once in, their own
 * place's (what they owe or paid); before, the next open place's, the one a join takes.
 */
function sharePrice(booking: BookingDetail, mine: BookingDetail['players'][number] | undefined): number {
  return mine ? mine.price : (booking.joinShare ?? 0);
}

/** The deadline the share line names: a new join's, or the member's own while their share is owed (none once paid). */
function shareDeadline(booking: BookingDetail, mine: BookingDetail['players'][number] | undefined): string | null {
  if (!mine) return booking.joinPaymentDeadline ?? null;
  return mine.paymentState === 'pending' ? booking.paymentDeadline : null;
}
