import { sharePaymentDeadline } from '@clubportal/contract/booking-rules';
import { holdsPlace, type BookingDetail, type CustomerBookingsQuery } from '@clubportal/contract/bookings';
import { matchLevelRange } from '@clubportal/contract/booking-join';
import { PaymentType } from '@clubportal/contract/enums';
import { levelFromHundredths } from '@clubportal/contract/levels';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { Executor } from '../../../db/dialect.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { clubLevelsOf } from '../../levels/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, dec, type BookingDeps, type Club } from '../core/booking-context.js';
import { cancelClosedReason, isLive, isOpenMatch, leaveRefusal, standingOf } from '../core/booking-standing.js';
import { bookingsPage } from './bookings-paging.js';
import {
  findBooking,
  findBookingBlocks,
  findCustomerBookings,
  findParticipants,
  type BookingRow,
  type ParticipantRow,
} from '../core/bookings.repository.js';
import { mayEnter, type QrSigner } from '../calendar-access/facility-access.service.js';
import { matchResultsOf } from '../results/results.service.js';
import { catalogueIn } from '../grid/type-texts.js';
import type { TextLanguages } from '../../club-texts/index.js';
import type { AppCaches } from '../../../lib/app-caches.js';

/**
 * `access`: the viewer may walk in with this booking (a player who said yes): they get their own access QR
 * when the club's door reads QR codes. Whoever holds the public link is not a player and gets none.
 */
type Viewer = { customerId: number | null; participant: boolean; owner: boolean; showToken: boolean; access: boolean };

/** Booking details as the screens show them; what only participants may see is left out for others. */
async function details(
  db: Executor,
  cat: Catalogue,
  c: Club,
  bookings: BookingRow[],
  viewerOf: (b: BookingRow, players: ParticipantRow[]) => Viewer,
  now: Instant,
  qr: QrSigner = null,
): Promise<BookingDetail[]> {
  const ids = bookings.map((b) => b.id);
  const [participants, blocks, results] = await Promise.all([
    findParticipants(db, ids),
    findBookingBlocks(db, ids),
    matchResultsOf(db, bookings, now),
  ]);
  // Levels on players (issue 23) and the viewer's own, for the join page.
  const levels = await clubLevelsOf(
    db,
    participants.flatMap((p) => (p.customer_id !== null && holdsPlace(p.state) ? [p.customer_id] : [])),
  );
  const level = (customerId: number | null) => (customerId === null ? undefined : levels.get(customerId));
  const viewers = bookings.map((b) =>
    viewerOf(
      b,
      participants.filter((p) => p.booking_id === b.id),
    ),
  );
  // A confirmed booking still to come, for a player who may walk in with it (spec: QR display).
  const codes = await Promise.all(
    bookings.map((b, i) => {
      const viewer = viewers[i]!;
      const entitled = viewer.access && viewer.customerId !== null && standingOf(b) !== 'held' && b.status === 'active' && b.ends_at > now;
      return qr && entitled ? qr(b, viewer.customerId!) : null;
    }),
  );
  return bookings.map((b, i) => {
    const type = cat.typeById.get(b.booking_type_id);
    const players = participants.filter((p) => p.booking_id === b.id);
    const own = blocks.filter((x) => x.booking_id === b.id);
    const viewer = viewers[i]!;
    const code = codes[i];
    const pendingOf = (p: ParticipantRow) =>
      p.sale_status === 'pending' && p.sale_total !== null && p.sale_paid !== null ? p.sale_total - p.sale_paid : 0;
    const mine = players.find((p) => p.customer_id !== null && p.customer_id === viewer.customerId && holdsPlace(p.state));
    const cancelClosed = viewer.owner && b.status === 'active' ? cancelClosedReason(b, type?.cancel_window_minutes ?? 0, now) : null;
    const held = standingOf(b) === 'held';
    const local = instantToLocal(b.starts_at, c.zone);
    return {
      id: b.id,
      isPast: b.ends_at <= now,
      dtStart: `${local.date} ${local.time}`,
      start: b.starts_at,
      end: b.ends_at,
      resourceName: own.find((x) => x.no_online === 0)?.name ?? own[0]?.name ?? '',
      players: players.map((row) => {
        // A place declined or left is open again, whoever last had it.
        const p = holdsPlace(row.state)
          ? row
          : { ...row, customer_id: null, name: null, surname: null, logo: null, sale_status: null, state: null };
        return {
          id: p.id,
          customerId: p.customer_id,
          name: p.customer_id === null ? '' : `${p.name ?? ''} ${p.surname ?? ''}`.trim(),
          logo: p.logo ?? '',
          team: p.team,
          isMarketplace: false,
          level: p.customer_id === null || level(p.customer_id) === undefined ? null : levelFromHundredths(level(p.customer_id)!),
          isPlaceholder: p.customer_id === null,
          totalDebts: viewer.participant ? dec(pendingOf(p), b.currency) : 0,
          price: dec(p.price, b.currency),
          state: p.state === 'invited' || p.state === 'accepted' || p.state === 'joined' ? p.state : null,
          paymentState: paymentStateOf(p),
        };
      }),
      results: results.get(b.id) ?? null,
      bookingTypeId: b.booking_type_id,
      bookingType: type?.name ?? '',
      duration: b.duration_minutes,
      resourceIds: own.map((x) => x.resource_id),
      maxParticipants: b.max_participants,
      paymentType: b.payment_type,
      allowJoin: isOpenMatch(b, type),
      canChangeOpenMatch: viewer.owner && type?.allow_join === 1 && b.status === 'active' && b.starts_at > now,
      description: b.description,
      comments: viewer.participant ? b.comments : '',
      canCancel: viewer.owner && b.status === 'active' && cancelClosed === null,
      status: held ? 'held' : 'confirmed',
      holdExpiresAt: held ? b.hold_expires_at : null,
      // The viewer's own share's deadline (a joiner's is from when they joined), else the booking's.
      paymentDeadline: (mine && mine.sale_status !== 'cancelled' ? mine.sale_payment_deadline : null) ?? b.payment_deadline,
      price: dec(b.price, b.currency),
      paymentPending: mine ? dec(pendingOf(mine), b.currency) : 0,
      saleId: mine?.sale_id ?? null,
      bookingToken: viewer.showToken ? b.token : null,
      cancelText: type?.cancel_text ?? '',
      canLeave: !viewer.owner && mine !== undefined && b.status === 'active' && leaveRefusal(b, mine, now) === null,
      cancelClosedReason: cancelClosed,
      cancelWindowMinutes: type?.cancel_window_minutes ?? 0,
      qr: code ? { content: code, contentType: 'text/plain', encoding: 'utf8' } : null,
      ...joinFacts(b, type, players, now),
    };
  });
}

/**
 * What the join page needs beyond the spec's detail (issue 23): the match's level range (its own ends, else
 * its type's), what the next open place costs (Shared: the place's own share, as the prebook priced it and
 * the organiser's page and mails show it) and the deadline taking it now would give (sharePaymentDeadline).
 */
function joinFacts(
  b: BookingRow,
  type: { min_level_hundredths: number | null; max_level_hundredths: number | null } | undefined,
  players: ParticipantRow[],
  now: Instant,
) {
  const range = matchLevelRange(
    { min: b.min_level_hundredths, max: b.max_level_hundredths },
    { min: type?.min_level_hundredths ?? null, max: type?.max_level_hundredths ?? null },
  );
  const open = players.find((p) => !holdsPlace(p.state));
  const share = open && b.payment_type === PaymentType.Shared ? open.price : 0;
  return {
    minLevel: range.min === null ? null : levelFromHundredths(range.min),
    maxLevel: range.max === null ? null : levelFromHundredths(range.max),
    joinShare: dec(share, b.currency),
    joinPaymentDeadline: sharePaymentDeadline(b.starts_at, now),
  };
}

/** A player's part: paid, owed, or nothing to pay (invited, free, an open place). */
function paymentStateOf(p: { state: string | null; sale_status: string | null }): 'paid' | 'pending' | 'none' {
  if (!holdsPlace(p.state) || p.sale_status === null || p.sale_status === 'cancelled') return 'none';
  return p.sale_status === 'paid' ? 'paid' : 'pending';
}

const inBooking = (players: ParticipantRow[], customerId: number) =>
  players.some((p) => p.customer_id === customerId && holdsPlace(p.state));

const participantViewer =
  (customerId: number) =>
  (b: BookingRow, players: ParticipantRow[]): Viewer => {
    const participant = inBooking(players, customerId);
    return {
      customerId,
      participant,
      owner: b.owner_customer_id === customerId,
      showToken: participant,
      access: mayEnter(players, customerId),
    };
  };
const outsider = (): Viewer => ({ customerId: null, participant: false, owner: false, showToken: false, access: false });

/**
 * GET /api/publicbookings/info/{bookingId}: a participant sees their booking; anyone may see an open match
 * (its owner opened it: the join link is shared on purpose), without debts, comments or token. Anything
 * else, a private booking included, is as absent as a missing booking (issue 29).
 */
export async function bookingInfo(
  deps: BookingDeps,
  session: SessionClaims | null,
  bookingId: number,
  qr: QrSigner = null,
): Promise<BookingDetail> {
  const viewer = session ? await authorizeCustomer(deps.db, session, session.customerId) : null;
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const now = nowInstant(deps.clock);
  const b = await findBooking(deps.db, { id: bookingId });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const participants = await findParticipants(deps.db, [b.id]);
  const isParticipant = viewer !== null && inBooking(participants, viewer.id);
  if (!isParticipant && !isOpenMatch(b, cat.typeById.get(b.booking_type_id))) throw new AppError('not_found', 'bookingNotFound');
  const [detail] = await details(deps.db, cat, c, [b], isParticipant && viewer ? participantViewer(viewer.id) : outsider, now, qr);
  const viewerLevel = viewer ? ((await clubLevelsOf(deps.db, [viewer.id])).get(viewer.id) ?? null) : null;
  return { ...detail!, viewerLevel: viewerLevel === null ? null : levelFromHundredths(viewerLevel) };
}

/**
 * GET /api/publicbookings/customer-bookings/{customerId}: next (soonest first) and past (latest first), a
 * page of each (the first 50 unless asked otherwise), with the totals that tell whether more pages exist.
 */
export async function customerBookings(
  deps: BookingDeps & { caches?: AppCaches | null },
  session: SessionClaims | null,
  customerId: number,
  qr: QrSigner = null,
  query: CustomerBookingsQuery = {},
  languages?: TextLanguages,
) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const [stored, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  // The types' names and cancellation terms in the member's language.
  const cat = await catalogueIn(deps, stored, languages);
  const now = nowInstant(deps.clock);
  const paging = bookingsPage(query);
  const { next, past, nextTotal, pastTotal } = await findCustomerBookings(deps.db, customer.id, now, paging);
  const all = await details(deps.db, cat, c, [...next, ...past], participantViewer(customer.id), now, qr);
  return {
    next: all.slice(0, next.length),
    past: all.slice(next.length),
    paging: { pageSize: paging.limit, nextPage: paging.nextPage, pastPage: paging.pastPage, nextTotal, pastTotal },
  };
}

/** GET /api/publicbookings/customer-booking/{bookingToken}: the public page; no cancel, no share, no debts. */
export async function bookingByToken(deps: BookingDeps, token: string) {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const now = nowInstant(deps.clock);
  const b = await findBooking(deps.db, { token });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const [detail] = await details(deps.db, cat, c, [b], outsider, now);
  return detail!.isPast ? { next: [], past: [detail!] } : { next: [detail!], past: [] };
}

/**
 * The booking a participant (or the session's linked child) asks about, for the .ics and turnstiles;
 * `entering` (the door) also wants a player who said yes.
 */
export async function participantBooking(
  deps: BookingDeps,
  session: SessionClaims | null,
  customerId: number,
  bookingId: number,
  opts: { entering?: boolean } = {},
) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const b = await findBooking(deps.db, { id: bookingId });
  const now = nowInstant(deps.clock);
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const participants = await findParticipants(deps.db, [b.id]);
  if (!(opts.entering ? mayEnter : inBooking)(participants, customer.id)) throw new AppError('not_found', 'bookingNotFound');
  return b;
}

/** The live booking behind a public token. */
export async function tokenBooking(deps: BookingDeps, token: string) {
  const b = await findBooking(deps.db, { token });
  if (!b || !isLive(b, nowInstant(deps.clock))) throw new AppError('not_found', 'bookingNotFound');
  return b;
}
