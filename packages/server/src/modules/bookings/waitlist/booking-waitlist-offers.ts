import type { AppCaches } from '../../../lib/app-caches.js';
import { holdsPlace } from '@clubportal/contract/bookings';
import {
  BOOKING_WAITLIST_OFFER_MINUTES,
  keptForOthers,
  matchPlacesKept,
  nextForFreedSlots,
  nextInLine,
  type CourtTime,
  type TakenSlot,
} from '@clubportal/contract/booking-waitlist';
import type { Db, Executor } from '../../../db/dialect.js';
import { customerActor } from '../../../db/audit-log.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../../lib/clock.js';
import {
  lapseEntries,
  lapseRunOutOffers,
  offerPlace,
  takeEntries,
  type WaitlistLine,
  type WaitlistLineServer,
} from '../../waitlists/index.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { checkOnGrid, checkStart } from '../grid/availability.service.js';
import { getCatalogue, memoClubDay } from '../core/booking-catalogue.service.js';
import { club, MAX_BOOKING_MINUTES, publishedType, type BookingDeps } from '../core/booking-context.js';
import { isLive } from '../core/booking-standing.js';
import { findBooking, findBookingBlocks, findParticipants, type BookingRow } from '../core/bookings.repository.js';
import { bookingOfferMail } from './booking-waitlist-mail.js';
import {
  findClosureTimes,
  findLiveBlocksOverlapping,
  findLiveEntryIds,
  findMatchLine,
  findSlotLinesOn,
  findSlotLinesOverlapping,
  findStartedEntryIds,
  findTakenBlocks,
  linesToServe,
  type WaitlistRow,
} from './booking-waitlist.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';

/**
 * The booking waitlist (issue 23, section 7). A member (or a linked child) queues for a court slot someone
 * else holds, or for a place in a full open match. When the slot or a place frees (the booking cancelled, a
 * place declined, unanswered or left, an unpaid hold run out, an offer lapsed), the first in line gets an
 * exclusive offer by mail for BOOKING_WAITLIST_OFFER_MINUTES (never past the start); nobody else can take
 * it meanwhile (the prebook asks {@link slotKeptForWaitlist}, the join {@link claimMatchPlace}); then the
 * next in line. Entries move through the one waitlist engine (modules/waitlists), whose `waitlist-offers` job
 * serves the courts' and the matches' lines every minute ({@link bookingLineServers}).
 */
export type WaitlistDeps = { db: Db; clock: Clock; outbox: MailOutbox; config: { publicUrl: string }; caches: AppCaches };

/** The booking lines on the engine: their entries, their rule on the audit log (as before the engine), their offer length. */
export const BOOKING_LINE: WaitlistLine = {
  table: 'booking_waitlist',
  rule: 'booking-waitlist',
  offerMinutes: BOOKING_WAITLIST_OFFER_MINUTES,
};

export const courtTime = (e: WaitlistRow) => ({
  id: e.id,
  status: e.status,
  offerExpiresAt: e.offer_expires_at,
  resourceId: e.resource_id,
  start: e.starts_at,
  end: e.ends_at,
  customerId: e.customer_id,
});
export const name = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();

/** Places of a match nobody holds (placeholders, declined, left). */
export const freePlacesOf = (players: Array<{ state: string | null }>) => players.filter((p) => !holdsPlace(p.state)).length;

/** What takes time on the courts around [from, to): live bookings and the club's closures. */
async function busyOn(db: Executor, resourceIds: number[], from: Instant, to: Instant, now: Instant): Promise<CourtTime[]> {
  const [blocks, closures] = await Promise.all([
    findLiveBlocksOverlapping(db, resourceIds, from, to, now, MAX_BOOKING_MINUTES),
    findClosureTimes(db, resourceIds, from, to),
  ]);
  return [...blocks, ...closures].map((b) => ({ resourceId: b.resource_id, start: b.starts_at, end: b.ends_at }));
}

/**
 * Offers each freed court slot on these resources to the first in line (in the caller's unit of work, the
 * resources locked in ascending order, so a prebook never slips in between): offers run out are lapsed
 * first, then {@link nextForFreedSlots} decides who gets one; each gets the mail. Answers how many were offered.
 */
export async function offerFreedSlots(trx: Tx, deps: WaitlistDeps, resourceIds: number[], now: Instant): Promise<number> {
  const ids = [...new Set(resourceIds)].sort((a, b) => a - b);
  if (!ids.length || !(await findSlotLinesOn(trx, ids, now)).length) return 0;
  // In ascending id order, as the prebook locks them: the two never wait on each other in a cycle.
  for (const id of ids) await lockRow(trx, 'resources', id);
  await lapseRunOutOffers(trx, BOOKING_LINE, await findLiveEntryIds(trx, { resourceIds: ids }), now);
  const lines = await findSlotLinesOn(trx, ids, now);
  if (!lines.length) return 0;
  const from = lines.reduce((m, e) => (e.starts_at < m ? e.starts_at : m), lines[0]!.starts_at);
  const to = lines.reduce((m, e) => (e.ends_at > m ? e.ends_at : m), lines[0]!.ends_at);
  const due = nextForFreedSlots(lines.map(courtTime), await busyOn(trx, ids, from, to, now), now);
  for (const e of due)
    await makeOffer(
      trx,
      deps,
      lines.find((l) => l.id === e.id)!,
      now,
    );
  if (due.length) gridsChanged(trx, deps.caches);
  return due.length;
}

/** Offers a match's free places to the first in line (offers run out lapsed first). In the caller's unit of work. */
export async function offerFreedMatchPlaces(trx: Tx, deps: WaitlistDeps, bookingId: number, now: Instant): Promise<number> {
  await lapseRunOutOffers(trx, BOOKING_LINE, await findLiveEntryIds(trx, { bookingId }), now);
  const line = await findMatchLine(trx, bookingId);
  if (!line.length) return 0;
  const b = await findBooking(trx, { id: bookingId });
  if (!b || !isLive(b, now) || b.starts_at <= now) {
    await lapseEntries(trx, BOOKING_LINE, await findLiveEntryIds(trx, { bookingId }), now);
    return 0;
  }
  const due = nextInLine(line.map(courtTime), freePlacesOf(await findParticipants(trx, [bookingId])), now);
  for (const e of due)
    await makeOffer(
      trx,
      deps,
      line.find((l) => l.id === e.id)!,
      now,
    );
  return due.length;
}

/** The first in line gets the slot or place until the engine's deadline (never past its start), by mail. */
async function makeOffer(trx: Tx, deps: WaitlistDeps, e: WaitlistRow, now: Instant): Promise<void> {
  const mail = await bookingOfferMail(trx, deps.config.publicUrl, e);
  await offerPlace(trx, deps, BOOKING_LINE, e, { cap: e.starts_at, now, mail });
}

/**
 * The cancel's hook (cancel-booking.service): a cancelled booking's match line ends, and its courts go to
 * whoever waits for them. In the cancel's unit of work.
 */
export async function bookingFreed(trx: Tx, deps: WaitlistDeps, b: Pick<BookingRow, 'id'>, now: Instant): Promise<void> {
  await lapseEntries(trx, BOOKING_LINE, await findLiveEntryIds(trx, { bookingId: b.id }), now);
  await offerFreedSlots(
    trx,
    deps,
    (await findBookingBlocks(trx, [b.id])).map((x) => x.resource_id),
    now,
  );
}

/**
 * For the prebook (in its unit of work, its resources locked, after its own overlap check): refuses a time
 * the waitlist keeps for someone else (a standing offer, or a waiting member whose slot is free and is due
 * one); the owner's own entries on that time are then `taken`.
 */
export async function slotKeptForWaitlist(
  trx: Tx,
  time: { resourceIds: number[]; start: Instant; end: Instant; customerId: number },
  now: Instant,
): Promise<void> {
  const lines = await findSlotLinesOverlapping(trx, time.resourceIds, time.start, time.end);
  if (!lines.length) return;
  const from = lines.reduce((m, e) => (e.starts_at < m ? e.starts_at : m), time.start);
  const to = lines.reduce((m, e) => (e.ends_at > m ? e.ends_at : m), time.end);
  const entries = lines.map(courtTime);
  const wanted = time.resourceIds.map((resourceId) => ({ resourceId, start: time.start, end: time.end }));
  if (keptForOthers(entries, await busyOn(trx, time.resourceIds, from, to, now), wanted, time.customerId, now))
    throw new AppError('conflict', 'slotKeptForWaitlist');
  const mine = lines.filter((e) => e.customer_id === time.customerId).map((e) => e.id);
  if (mine.length) await takeEntries(trx, BOOKING_LINE, mine, await customerActor(trx, time.customerId), now);
}

/**
 * For the join (A's byplace-prebook-place, in its unit of work before it takes a place): refuses when every
 * free place of the match is kept for others in line (standing offers, or waiting members due one); the
 * joiner's own entry is then `taken`. `freePlaces`: places nobody holds before this join.
 */
export async function claimMatchPlace(
  trx: Tx,
  match: { bookingId: number; customerId: number; freePlaces: number },
  now: Instant,
): Promise<void> {
  const line = await findMatchLine(trx, match.bookingId);
  if (!line.length) return;
  if (matchPlacesKept(line.map(courtTime), match.freePlaces, match.customerId, now)) throw new AppError('conflict', 'placeKeptForWaitlist');
  const mine = line.filter((e) => e.customer_id === match.customerId).map((e) => e.id);
  if (mine.length) await takeEntries(trx, BOOKING_LINE, mine, await customerActor(trx, match.customerId), now);
}

/**
 * The booking lines' servers for the `waitlist-offers` job (every minute): entries for what has started
 * lapse, offers run out lapse, and every line is served again: a court whose hold ran out unpaid, or an offer
 * that lapsed, goes to the next. Each court and match in the engine's unit of work under the court's row
 * lock: two instances offer once.
 */
export function bookingLineServers(deps: WaitlistDeps): WaitlistLineServer[] {
  return [
    {
      name: 'courts',
      line: BOOKING_LINE,
      ended: (db, now) => findStartedEntryIds(db, 'slot', now),
      lines: async (db, now) => (await linesToServe(db, now)).resourceIds,
      serve: (trx, resourceId, now) => offerFreedSlots(trx, deps, [resourceId], now),
    },
    {
      name: 'matches',
      line: BOOKING_LINE,
      ended: (db, now) => findStartedEntryIds(db, 'match', now),
      lines: async (db, now) => (await linesToServe(db, now)).bookingIds,
      serve: async (trx, bookingId, now) => {
        const main = (await findBookingBlocks(trx, [bookingId])).find((x) => x.no_online === 0);
        if (main) await lockRow(trx, 'resources', main.resource_id);
        return offerFreedMatchPlaces(trx, deps, bookingId, now);
      },
    },
  ];
}

/**
 * GET /api/publicbookings/waitlist-taken: the court slots of a club day someone holds, on the type's courts,
 * at a start and length the type offers: what a member may queue for. The same for every viewer.
 */
export async function takenSlots(deps: BookingDeps, q: { bookingTypeId: number; date: string }): Promise<TakenSlot[]> {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const type = publishedType(cat, q.bookingTypeId);
  const now = nowInstant(deps.clock);
  const courts = type.main ? cat.resourcesOfType(type.main.resource_type) : [];
  const day = memoClubDay(q.date, c.zone);
  const blocks = await findTakenBlocks(
    deps.db,
    courts.map((r) => r.id),
    day.start as Instant,
    day.end as Instant,
    now,
  );
  const out: TakenSlot[] = [];
  for (const b of blocks) {
    const duration = Math.round((Date.parse(b.ends_at) - Date.parse(b.starts_at)) / 60_000);
    if (b.starts_at <= now || !type.durationList.includes(duration)) continue;
    try {
      checkStart(type, c, b.starts_at, now);
      checkOnGrid(cat, type, c, b.resource_id, b.starts_at, duration, now);
    } catch {
      continue;
    }
    out.push({ resourceId: b.resource_id, resourceName: cat.resourceById.get(b.resource_id)?.name ?? '', start: b.starts_at, duration });
  }
  return out;
}
