import { priceOf } from '@clubportal/contract/booking-rules';
import { encodeBookingPayload } from '@clubportal/contract/booking-payload';
import {
  keptForOthers,
  matchPlacesKept,
  type BookingWaitlistEntry,
  type JoinMatchWaitlistBody,
  type JoinSlotWaitlistBody,
} from '@clubportal/contract/booking-waitlist';
import { holdsPlace } from '@clubportal/contract/bookings';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, unitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, toInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { leaveEntry, positionInLine } from '../../waitlists/index.js';
import { checkOnGrid, checkStart } from '../grid/availability.service.js';
import { getCatalogue, memoClubDay, memoInstantToLocal, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, iso, MAX_BOOKING_MINUTES, priceOut, publishedType, type BookingDeps } from '../core/booking-context.js';
import { isLive, isOpenMatch } from '../core/booking-standing.js';
import { priceCustomer, findBooking, findBookingBlocks, findClosuresOverlapping, findParticipants } from '../core/bookings.repository.js';
import { assertLevelAllowed, levelRangeOf } from '../core/level-gate.js';
import {
  findCustomerEntries,
  findLiveBlocksOverlapping,
  findLiveEntryFor,
  findMatchLine,
  findSlotLinesOverlapping,
  findWaitlistEntry,
  insertWaitlistEntry,
  type CustomerEntryRow,
} from './booking-waitlist.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import {
  BOOKING_LINE,
  courtTime,
  freePlacesOf,
  name,
  offerFreedMatchPlaces,
  offerFreedSlots,
  type WaitlistDeps,
} from './booking-waitlist-offers.js';

/** POST /api/publicbookings/waitlist/slot: queue for a court slot someone else holds. */
export async function joinSlotWaitlist(
  deps: WaitlistDeps,
  session: SessionClaims | null,
  body: JoinSlotWaitlistBody,
): Promise<BookingWaitlistEntry> {
  const person = await authorizeCustomer(deps.db, session, body.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const type = publishedType(cat, body.bookingTypeId);
  const resource = cat.resourceById.get(body.resourceId);
  if (!resource || resource.active !== 1 || resource.resource_type !== type.main?.resource_type)
    throw new AppError('not_found', 'resourceNotBookable', { name: resource?.name ?? `#${body.resourceId}` });
  if (!type.durationList.includes(body.duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: body.duration });
  const now = nowInstant(deps.clock);
  const start = toInstant(new Date(body.start));
  checkStart(type, c, start, now);
  checkOnGrid(cat, type, c, resource.id, start, body.duration, now);
  const end = iso(Date.parse(start) + body.duration * 60_000);
  const target = { resourceId: resource.id, start, duration: body.duration, bookingTypeId: type.id };

  const id = await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'resources', resource.id);
    if ((await findClosuresOverlapping(trx, [resource.id], start, end)).length) throw new AppError('bad_request', 'slotNotOffered');
    const blocks = await findLiveBlocksOverlapping(trx, [resource.id], start, end, now, MAX_BOOKING_MINUTES);
    const lines = (await findSlotLinesOverlapping(trx, [resource.id], start, end)).map(courtTime);
    if (await findLiveEntryFor(trx, person.id, target)) throw new AppError('conflict', 'alreadyOnBookingWaitlist', { name: name(person) });
    // Free for this member: nothing booked there, and no one else's turn keeps it: just book it.
    if (!blocks.length && !keptForOthers(lines, [], [{ resourceId: resource.id, start, end }], person.id, now))
      throw new AppError('conflict', 'waitlistSlotFree');
    if (
      await playsThere(
        trx,
        blocks.map((b) => b.booking_id),
        person.id,
      )
    )
      throw new AppError('conflict', 'waitlistAlreadyBooked', { name: name(person) });
    return insertWaitlistEntry(trx, {
      customer_id: person.id,
      booking_id: null,
      booking_type_id: type.id,
      resource_id: resource.id,
      starts_at: start,
      ends_at: end,
      duration_minutes: body.duration,
      created_at: now,
    });
  });
  return entryOut(deps, cat, id, now);
}

/** Whether the customer holds a place in one of these bookings. */
async function playsThere(db: Executor, bookingIds: number[], customerId: number): Promise<boolean> {
  const players = await findParticipants(db, [...new Set(bookingIds)]);
  return players.some((p) => p.customer_id === customerId && holdsPlace(p.state));
}

/** The live, not started, joinable match and its main court; refuses in the member's words otherwise. */
async function openMatch(db: Executor, cat: Catalogue, bookingId: number, now: Instant) {
  const b = await findBooking(db, { id: bookingId });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  if (b.starts_at <= now) throw new AppError('conflict', 'bookingStarted');
  // A private booking is as absent to others as a missing one (issue 29).
  if (!isOpenMatch(b, cat.typeById.get(b.booking_type_id))) throw new AppError('not_found', 'bookingNotFound');
  const main = (await findBookingBlocks(db, [b.id])).find((x) => x.no_online === 0);
  if (!main) throw new AppError('not_found', 'bookingNotFound');
  return { b, resourceId: main.resource_id };
}

/** POST /api/publicbookings/waitlist/match: queue for a place in a full open match. */
export async function joinMatchWaitlist(
  deps: WaitlistDeps,
  session: SessionClaims | null,
  body: JoinMatchWaitlistBody,
): Promise<BookingWaitlistEntry> {
  const person = await authorizeCustomer(deps.db, session, body.customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  const { resourceId } = await openMatch(deps.db, cat, body.bookingId, now);
  const id = await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'resources', resourceId);
    const { b } = await openMatch(trx, cat, body.bookingId, now);
    const players = await findParticipants(trx, [b.id]);
    if (players.some((p) => p.customer_id === person.id && holdsPlace(p.state))) throw new AppError('conflict', 'waitlistAlreadyInMatch');
    // A member the match's level range keeps out could never take the place it would offer them.
    await assertLevelAllowed(trx, person.id, levelRangeOf(b, cat.typeById.get(b.booking_type_id)), 'match');
    const line = (await findMatchLine(trx, b.id)).map(courtTime);
    if (line.some((e) => e.customerId === person.id)) throw new AppError('conflict', 'alreadyOnBookingWaitlist', { name: name(person) });
    const free = freePlacesOf(players);
    if (free > 0 && !matchPlacesKept(line, free, person.id, now)) throw new AppError('conflict', 'waitlistMatchHasPlace');
    return insertWaitlistEntry(trx, {
      customer_id: person.id,
      booking_id: b.id,
      booking_type_id: b.booking_type_id,
      resource_id: resourceId,
      starts_at: b.starts_at,
      ends_at: b.ends_at,
      duration_minutes: b.duration_minutes,
      created_at: now,
    });
  });
  return entryOut(deps, cat, id, now);
}

/** POST /api/publicbookings/waitlist/leave/{customerId}/{entryId}: out of line; an offer they held goes to the next. */
export async function leaveWaitlist(deps: WaitlistDeps, session: SessionClaims | null, customerId: number, entryId: number): Promise<void> {
  const person = await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  const entry = await findWaitlistEntry(deps.db, entryId);
  if (!entry || entry.customer_id !== person.id) throw new AppError('not_found', 'waitlistEntryNotFound');
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'resources', entry.resource_id);
    const was = await leaveEntry(trx, BOOKING_LINE, entry.id, now);
    if (!was) throw new AppError('not_found', 'waitlistEntryNotFound');
    if (was !== 'offered') return;
    if (entry.booking_id !== null) {
      await offerFreedMatchPlaces(trx, deps, entry.booking_id, now);
      return;
    }
    // The court it kept is free for the grid again, or the next in line's.
    gridsChanged(trx, deps.caches);
    await offerFreedSlots(trx, deps, [entry.resource_id], now);
  });
}

/** GET /api/publicbookings/waitlist/{customerId}: the member's places in line, soonest first. */
export async function customerWaitlist(
  deps: WaitlistDeps,
  session: SessionClaims | null,
  customerId: number,
): Promise<BookingWaitlistEntry[]> {
  const person = await authorizeCustomer(deps.db, session, customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  const rows = await findCustomerEntries(deps.db, person.id, now);
  return Promise.all(rows.map((r) => toEntry(deps, cat, r, now)));
}

async function entryOut(deps: WaitlistDeps, cat: Catalogue, id: number, now: Instant): Promise<BookingWaitlistEntry> {
  const row = (await findCustomerEntries(deps.db, (await findWaitlistEntry(deps.db, id))!.customer_id, now)).find((r) => r.id === id);
  if (!row) throw new AppError('not_found', 'waitlistEntryNotFound');
  return toEntry(deps, cat, row, now);
}

/** The columns that say which line an entry is in: its match, or its court slot (court, start, length, type). */
const sameLine = (r: CustomerEntryRow): Record<string, string | number | null> =>
  r.booking_id !== null
    ? { booking_id: r.booking_id }
    : {
        booking_id: null,
        resource_id: r.resource_id,
        starts_at: r.starts_at,
        duration_minutes: r.duration_minutes,
        booking_type_id: r.booking_type_id,
      };

/** An entry as the member sees it; an offered court slot carries the booking checkout's `pl` at their price. */
async function toEntry(deps: WaitlistDeps, cat: Catalogue, r: CustomerEntryRow, now: Instant): Promise<BookingWaitlistEntry> {
  const offered = r.status === 'offered' && r.offer_expires_at !== null && r.offer_expires_at > now;
  return {
    id: r.id,
    kind: r.booking_id === null ? 'slot' : 'match',
    status: offered ? 'offered' : 'waiting',
    position: await positionInLine(deps.db, BOOKING_LINE, r.id, sameLine(r)),
    offerExpiresAt: offered ? r.offer_expires_at : null,
    bookingId: r.booking_id,
    bookingTypeId: r.booking_type_id,
    bookingTypeName: r.type_name,
    resourceId: r.resource_id,
    resourceName: r.resource_name,
    start: r.starts_at,
    duration: r.duration_minutes,
    pl: offered && r.booking_id === null ? await offerPayload(deps, cat, r) : null,
  };
}

/** The booking checkout's `pl` for an offered court slot: what the grid would have encoded (the prebook re-prices it). */
async function offerPayload(deps: BookingDeps, cat: Catalogue, r: CustomerEntryRow): Promise<string | null> {
  const type = cat.typeById.get(r.booking_type_id);
  if (!type) return null;
  const c = await club(deps);
  const local = memoInstantToLocal(r.starts_at, c.zone);
  const weekday = memoClubDay(local.date, c.zone).weekday;
  const price = priceOf(
    type.prices,
    { durationMinutes: r.duration_minutes, weekday, time: local.time, date: local.date, resourceId: r.resource_id },
    await priceCustomer(deps.db, r.customer_id),
  );
  if (!price) return null;
  return encodeBookingPayload({
    customerId: r.customer_id,
    bookingTypeId: type.id,
    bookingTypeName: type.name,
    maxParticipants: type.max_participants,
    isValidated: false,
    sendCommunications: false,
    origin: 'web',
    bookingByPlace: type.by_place === 1,
    cancelText: type.cancel_text,
    price: priceOut(price, c.currency),
    date: r.starts_at,
    duration: r.duration_minutes,
    resourceName: r.resource_name,
    blocks: [
      {
        duration: r.duration_minutes,
        resourceId: r.resource_id,
        resourceName: r.resource_name,
        startDate: r.starts_at,
        sstart: local.time,
        noOnline: false,
        customerId: r.customer_id,
      },
    ],
  });
}
