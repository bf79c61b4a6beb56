import { playerShare } from '@clubportal/contract/booking-rules';
import { holdsPlace } from '@clubportal/contract/bookings';
import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { PaymentType } from '@clubportal/contract/enums';
import { isLevelInRange, levelFromHundredths, levelToHundredths } from '@clubportal/contract/levels';
import { orderOpenMatches, type OpenMatch, type OpenMatchesAnswer, type OpenMatchesQuery } from '@clubportal/contract/open-matches';
import { lockRow, unitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { clubLevelsOf } from '../../levels/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { club, dec, type BookingDeps } from '../core/booking-context.js';
import { isLive, isOpenMatch } from '../core/booking-standing.js';
import { findBooking, findBookingBlocks, findParticipants } from '../core/bookings.repository.js';
import { levelRangeOf } from '../core/level-gate.js';
import { findOpenMatches, setOpenMatchFlag } from './open-matches.repository.js';

/**
 * Open matches (issue 29, sections 2 and 3): the owner opens a booking as a match, or makes it private
 * again, and members find the open ones. Whether a booking is one is `isOpenMatch` (booking-standing.ts).
 */

/**
 * PUT /api/publicbookings/open-match `{ bookingId, open }`: only the owner, of a live booking still to come
 * whose type allows joining. Making a match private keeps whoever already joined it (they are its players);
 * it only stops others from finding and joining it.
 */
export async function setOpenMatch(deps: BookingDeps, session: SessionClaims | null, body: { bookingId: number; open: boolean }) {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await authorizeCustomer(deps.db, session, session.customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'bookings', body.bookingId))) throw new AppError('not_found', 'bookingNotFound');
    const b = await findBooking(trx, { id: body.bookingId });
    if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
    if (b.owner_customer_id !== customer.id) {
      const players = await findParticipants(trx, [b.id]);
      const isIn = players.some((p) => p.customer_id === customer.id && holdsPlace(p.state));
      // Someone else's booking: as absent as a missing one unless they play in it or anyone may see it.
      if (!isIn && !isOpenMatch(b, cat.typeById.get(b.booking_type_id))) throw new AppError('not_found', 'bookingNotFound');
      throw new AppError('forbidden', 'openMatchOwnerOnly');
    }
    if (b.starts_at <= now) throw new AppError('conflict', 'openMatchClosedPast');
    if (body.open && cat.typeById.get(b.booking_type_id)?.allow_join !== 1) throw new AppError('bad_request', 'openMatchNotOffered');
    await setOpenMatchFlag(trx, b.id, body.open);
    // The desk's grid shows an open match apart from a private booking.
    if (Boolean(b.open_match) !== body.open)
      deskChanged(trx, deps.caches, { kind: 'match', bookingId: b.id, courts: [], at: [b.starts_at] });
    return { bookingId: b.id, open: body.open };
  });
}

/**
 * POST /api/publicbookings/open-matches: the open matches of a day still to start with a free place, by
 * sport (booking type), time of day and level; each with its level range, places left and players' first
 * names and levels. A member's matches (those whose range fits their level) come first; matches they are
 * already in are left out. Anyone may ask (open matches are public); never a private booking.
 */
export async function listOpenMatches(deps: BookingDeps, session: SessionClaims | null, q: OpenMatchesQuery): Promise<OpenMatchesAnswer> {
  const viewer = session ? await authorizeCustomer(deps.db, session, session.customerId) : null;
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const now = nowInstant(deps.clock);
  const joinable = cat.types.filter((t) => t.allow_join === 1 && t.by_place !== 1);
  const typeIds = joinable.filter((t) => q.bookingTypeId === undefined || t.id === q.bookingTypeId).map((t) => t.id);
  const day = localDayBounds(q.date, c.zone);
  const found = await findOpenMatches(deps.db, { from: day.start as Instant, to: day.end as Instant, now, typeIds });
  const bookings = (await Promise.all(found.map((r) => findBooking(deps.db, { id: r.id })))).flatMap((b) =>
    b && isLive(b, now) && isOpenMatch(b, cat.typeById.get(b.booking_type_id)) ? [b] : [],
  );
  const ids = bookings.map((b) => b.id);
  const [participants, blocks] = await Promise.all([findParticipants(deps.db, ids), findBookingBlocks(deps.db, ids)]);
  const levels = await clubLevelsOf(deps.db, [
    ...(viewer ? [viewer.id] : []),
    ...participants.flatMap((p) => (p.customer_id !== null && holdsPlace(p.state) ? [p.customer_id] : [])),
  ]);
  const viewerLevel = viewer ? (levels.get(viewer.id) ?? null) : null;
  const wanted = q.level === undefined ? null : levelToHundredths(q.level);
  const list: OpenMatch[] = [];
  for (const b of bookings) {
    const type = cat.typeById.get(b.booking_type_id);
    const players = participants.filter((p) => p.booking_id === b.id);
    const holders = players.filter((p) => holdsPlace(p.state));
    const open = players.filter((p) => !holdsPlace(p.state));
    if (!open.length || (viewer && holders.some((p) => p.customer_id === viewer.id))) continue;
    const local = instantToLocal(b.starts_at, c.zone);
    if ((q.from !== undefined && local.time < q.from) || (q.to !== undefined && local.time >= q.to)) continue;
    const range = levelRangeOf(b, type);
    if (wanted !== null && !isLevelInRange(wanted, range)) continue;
    const share = b.payment_type === PaymentType.Shared ? playerShare(b.price, b.max_participants, open[0]!.position) : 0;
    list.push({
      id: b.id,
      bookingTypeId: b.booking_type_id,
      bookingType: type?.name ?? '',
      start: b.starts_at,
      dtStart: `${local.date} ${local.time}`,
      duration: b.duration_minutes,
      resourceName: blocks.find((x) => x.booking_id === b.id && x.no_online === 0)?.name ?? '',
      minLevel: range.min === null ? null : levelFromHundredths(range.min),
      maxLevel: range.max === null ? null : levelFromHundredths(range.max),
      maxParticipants: b.max_participants,
      placesLeft: open.length,
      players: holders.map((p) => {
        const level = p.customer_id === null ? undefined : levels.get(p.customer_id);
        return { name: p.name ?? '', level: level === undefined ? null : levelFromHundredths(level), team: p.team };
      }),
      paymentType: b.payment_type,
      joinShare: dec(share, b.currency),
      fitsMyLevel: isLevelInRange(viewerLevel, range),
    });
  }
  return {
    list: orderOpenMatches(list),
    bookingTypes: joinable.map((t) => ({ id: t.id, name: t.name })),
    viewerLevel: viewerLevel === null ? null : levelFromHundredths(viewerLevel),
  };
}
