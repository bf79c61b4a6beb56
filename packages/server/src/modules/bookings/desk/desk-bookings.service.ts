import { randomBytes } from 'node:crypto';
import { availableStarts, clubDay, priceOf } from '@clubportal/contract/booking-rules';
import { instantToLocal } from '@clubportal/contract/club-time';
import { PaymentType } from '@clubportal/contract/enums';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, toInstant, type Instant } from '../../../lib/clock.js';
import type { RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, createSale, repriceUnpaidSale } from '../../sales/index.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { getCatalogue, memoDaySlots, type BookingTypeEntry, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, iso, MAX_BOOKING_MINUTES, type BookingDeps, type Club } from '../core/booking-context.js';
import {
  cancelBookingRow,
  insertBlocks,
  insertBooking,
  insertParticipants,
  priceCustomer,
  setBookingSale,
  setParticipantSale,
} from '../core/bookings.repository.js';
import { shareSaleNumber } from '../core/share-sale.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { releaseExpired } from '../grid/hold-release.service.js';
import { findBookingBlocks, findCollisions, findMovable, updateBookingSlot, updateOwnerPlacePrice } from './desk.repository.js';
import { bookingDeskVersion, staleEdit, versionOf } from './desk-version.js';

/**
 * The booking engine's rules for what staff do at the desk (issue 33 §1): a walk-in and a move or extension. The
 * same rules as a member's prebook where they apply to the club's own staff: the court's kind and hours, the type's
 * durations and step, the price rules (priceOf), and no overlap under the courts' row locks (ascending ids, as the
 * prebook locks them; PostgreSQL's exclusion constraint is the second wall). Unlike a member, the desk is not held
 * to how far ahead a type may be booked, and may book a slot of today that has already begun (the players are on
 * the court); never a past day.
 */

export type DeskSlot = { resourceId: number; startsAt: string; durationMinutes: number };

/** Where a desk slot falls and that the court offers it: the type's kind, one of its durations, on its grid within the hours. */
export function checkDeskSlot(cat: Catalogue, type: BookingTypeEntry, c: Club, slot: DeskSlot, now: Instant) {
  const resource = cat.resourceById.get(slot.resourceId);
  if (!resource || resource.active !== 1 || resource.resource_type !== type.main?.resource_type)
    throw new AppError('bad_request', 'resourceNotBookable', { name: resource?.name ?? `#${slot.resourceId}` });
  if (!type.durationList.includes(slot.durationMinutes))
    throw new AppError('bad_request', 'durationNotOffered', { minutes: slot.durationMinutes });
  const start = toInstant(new Date(slot.startsAt));
  const local = instantToLocal(start, c.zone);
  const today = instantToLocal(now, c.zone).date;
  if (local.date < today) throw new AppError('bad_request', 'slotInPast');
  const day = clubDay(local.date, c.zone);
  // From the day's first minute: a slot of today already begun is still the desk's to book.
  const offered = availableStarts({
    date: local.date,
    zone: c.zone,
    openings: cat.openings(resource.id, local.date, day.weekday),
    stepMinutes: type.slot_step_minutes,
    durations: [slot.durationMinutes],
    busy: [],
    now: iso(Date.parse(day.start) - 1),
    anticipationMins: null,
    daySlots: memoDaySlots,
  }).some((s) => s.start === start);
  if (!offered) throw new AppError('bad_request', 'slotNotOffered');
  return { resource, start, end: iso(Date.parse(start) + slot.durationMinutes * 60_000), local, weekday: day.weekday };
}

export function deskType(cat: Catalogue, id: number): BookingTypeEntry {
  const type = cat.typeById.get(id);
  if (!type || type.published !== 1 || type.main === undefined) throw new AppError('not_found', 'bookingTypeNotFound');
  // A class sold by place is not one customer's court: its places are sold from the roster (rosters module).
  if (type.by_place === 1) throw new AppError('bad_request', 'deskByPlace', { name: type.name });
  return type;
}

/** The rules' price of a slot for a customer (null: everyone's price, a guest's), in minor units. */
export async function rulesPrice(
  db: Executor,
  type: BookingTypeEntry,
  checked: ReturnType<typeof checkDeskSlot>,
  customerId: number | null,
) {
  const slot = {
    durationMinutes: Math.round((Date.parse(checked.end) - Date.parse(checked.start)) / 60_000),
    weekday: checked.weekday,
    time: checked.local.time,
    date: checked.local.date,
    resourceId: checked.resource.id,
  };
  const price = priceOf(type.prices, slot, await priceCustomer(db, customerId));
  if (!price) throw new AppError('bad_request', 'slotNotPriced');
  return price;
}

/** What a walk-in on a slot costs by the rules (the members' grid's own): the customer's price, a guest's the generic one. */
export async function deskPrice(deps: BookingDeps, q: DeskSlot & { bookingTypeId: number; customerId: number | null }) {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const type = deskType(cat, q.bookingTypeId);
  const checked = checkDeskSlot(cat, type, c, q, nowInstant(deps.clock));
  const price = await rulesPrice(deps.db, type, checked, q.customerId);
  return { price: price.price, isSpecialPrice: price.isSpecialPrice, currency: c.currency };
}

/** Locks courts in ascending id order (as every booking writer does), then lets their run-out holds go. */
export async function lockCourts(trx: Tx, deps: RefundsDeps, ids: number[], now: Instant) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted) await lockRow(trx, 'resources', id);
  await releaseExpired(trx, deps, now, { resourceIds: sorted });
}

/**
 * A walk-in in the caller's unit of work: checked and priced again under the court's lock, confirmed at once
 * (the players are at the desk: no hold, no mail), and its sale left pending to be paid at the club. The price is
 * the rules' for the owner unless staff override it (`overridePrice`); `guestName` names a guest the owner stands for.
 */
export async function bookAtDesk(
  trx: Tx,
  deps: RefundsDeps,
  b: DeskSlot & { bookingTypeId: number; ownerId: number; guestName: string; overridePrice?: number | undefined },
): Promise<{ bookingId: number; rulesPrice: number; price: number; currency: string }> {
  const cat = await getCatalogue({ db: trx });
  // Read through the unit of work: on SQLite its one connection is busy until it ends (a read beside it would wait on it).
  const c = await club({ ...deps, db: trx });
  const now = nowInstant(deps.clock);
  const type = deskType(cat, b.bookingTypeId);
  const checked = checkDeskSlot(cat, type, c, b, now);
  const rules = await rulesPrice(trx, type, checked, b.ownerId);
  const price = b.overridePrice ?? rules.price;
  await lockCourts(trx, deps, [checked.resource.id], now);
  if (await findCollisions(trx, 0, [checked.resource.id], checked.start, checked.end, MAX_BOOKING_MINUTES))
    throw new AppError('conflict', 'slotTaken');
  const bookingId = await insertBooking(trx, {
    booking_type_id: type.id,
    owner_customer_id: b.ownerId,
    starts_at: checked.start,
    ends_at: checked.end,
    duration_minutes: b.durationMinutes,
    max_participants: type.max_participants,
    payment_type: PaymentType.Full,
    status: 'active',
    hold_expires_at: null,
    sale_id: null,
    price,
    currency: c.currency,
    payment_deadline: checked.start,
    token: randomBytes(16).toString('base64url'),
    origin: 'desk',
    description: '',
    comments: '',
    created_at: now,
    // Told at the desk: no confirmation mail.
    confirmation_sent_at: now,
    guest_name: b.guestName,
  });
  await insertBlocks(trx, [
    {
      booking_id: bookingId,
      resource_id: checked.resource.id,
      starts_at: checked.start,
      ends_at: checked.end,
      active: 1,
      hold_expires_at: null,
      sale_id: null,
      no_online: 0,
    },
  ]);
  await insertParticipants(
    trx,
    Array.from({ length: type.max_participants }, (_, position) => ({
      booking_id: bookingId,
      customer_id: position === 0 ? b.ownerId : null,
      state: position === 0 ? ('accepted' as const) : null,
      responded_at: position === 0 ? now : null,
      position,
      team: -1,
      sale_id: null,
      price: position === 0 ? price : 0,
      place_id: null,
      created_at: now,
    })),
  );
  const saleId = await createSale(trx, {
    number: shareSaleNumber(bookingId, 0),
    customerId: b.ownerId,
    title: `${type.name} - ${checked.resource.name}`,
    online: false,
    currency: c.currency,
    paid: 0,
    items: [
      {
        category: 'booking',
        name: `${type.name} - ${checked.resource.name} (${b.durationMinutes} min)`,
        unitPrice: price,
        units: 1,
        taxPercent: 0,
        parentId: bookingId,
        parentName: 'Booking',
      },
    ],
    createdAt: now,
  });
  await setBookingSale(trx, bookingId, saleId);
  await setParticipantSale(trx, bookingId, 0, saleId);
  gridsChanged(trx, deps.caches);
  deskChanged(trx, deps.caches, { kind: 'walk-in', bookingId, courts: [checked.resource.id], at: [checked.start] });
  return { bookingId, rulesPrice: rules.price, price, currency: c.currency };
}

export type DeskMove = {
  bookingId: number;
  before: { resourceId: number; startsAt: string; durationMinutes: number; price: number };
  after: { resourceId: number; startsAt: string; durationMinutes: number };
  priceAfter: number;
  charged: number;
  difference: number;
  paid: boolean;
  currency: string;
  /** The booking's desk version after the move (what an undo checks is still so). */
  version: string;
};

/**
 * Moves (another court, day or time) or extends (another duration) a booking in the caller's unit of work, or with
 * `save` false only answers what it would cost. The courts are locked (old and new, ascending) before the new time
 * is checked free of every other booking and block, so two desks moving onto one slot get one yes and one 409.
 * The price: the rules' price of the new slot for the owner. While nothing of it is paid (one pending sale), the
 * booking and its sale take that price; a paid booking (or a shared one, each place sold apart) keeps the price it
 * was paid, and the answer says the difference, owed at the desk (> 0) or due back (< 0).
 */
export async function moveAtDesk(
  trx: Tx,
  deps: RefundsDeps,
  to: DeskSlot,
  bookingId: number,
  save: boolean,
  seenVersion?: string | undefined,
): Promise<DeskMove> {
  const now = nowInstant(deps.clock);
  const seen = await findMovable(trx, bookingId);
  const cat = await getCatalogue({ db: trx });
  // Read through the unit of work: on SQLite its one connection is busy until it ends (a read beside it would wait on it).
  const c = await club({ ...deps, db: trx });
  if (seenVersion !== undefined && seen?.status !== 'active')
    throw staleEdit(seen, await findBookingBlocks(trx, bookingId), cat, c, now, bookingId);
  if (!seen || seen.status !== 'active') throw new AppError('not_found', 'bookingNotFound');
  const blocksSeen = await findBookingBlocks(trx, bookingId);
  const main = blocksSeen[0];
  if (!main) throw new AppError('not_found', 'bookingNotFound');
  const type = cat.typeById.get(seen.booking_type_id);
  if (!type || type.main === undefined || type.by_place === 1)
    throw new AppError('bad_request', 'resourceNotBookable', { name: type?.name ?? '' });
  const checked = checkDeskSlot(cat, type, c, to, now);
  const others = blocksSeen.slice(1).map((b) => b.resource_id);
  if (save) {
    await lockCourts(trx, deps, [main.resource_id, checked.resource.id, ...others], now);
    await lockRow(trx, 'bookings', bookingId);
  }
  // Read again under the locks: another desk may have moved it meanwhile.
  const booking = save ? await findMovable(trx, bookingId) : seen;
  const blocks = save ? await findBookingBlocks(trx, bookingId) : blocksSeen;
  // What the desk saw is no longer so (another desk, the member): refused with what it is now.
  if (seenVersion !== undefined && (!booking || booking.status !== 'active' || versionOf(booking, blocks) !== seenVersion))
    throw staleEdit(booking, blocks, cat, c, now, bookingId);
  if (!booking || booking.status !== 'active' || blocks[0]?.resource_id !== main.resource_id) throw new AppError('conflict', 'slotTaken');
  if (await findCollisions(trx, bookingId, [checked.resource.id, ...others], checked.start, checked.end, MAX_BOOKING_MINUTES))
    throw new AppError('conflict', 'slotTaken');

  const rules = await rulesPrice(trx, type, checked, booking.owner_customer_id);
  const unpaid =
    booking.payment_type === PaymentType.Full && booking.sale_id !== null && booking.sale_status === 'pending' && booking.sale_paid === 0;
  const move: DeskMove = {
    bookingId,
    before: { resourceId: main.resource_id, startsAt: booking.starts_at, durationMinutes: booking.duration_minutes, price: booking.price },
    after: { resourceId: checked.resource.id, startsAt: checked.start, durationMinutes: to.durationMinutes },
    priceAfter: rules.price,
    charged: unpaid ? rules.price : booking.price,
    difference: unpaid ? 0 : rules.price - booking.price,
    paid: !unpaid,
    currency: c.currency,
    version: '',
  };
  if (!save) return move;
  if (unpaid && rules.price !== booking.price) {
    // Paid meanwhile (a conditional update): it keeps the price it was paid, the difference is then owed or due back.
    if (await repriceUnpaidSale(trx, booking.sale_id!, rules.price)) await updateOwnerPlacePrice(trx, bookingId, rules.price);
    else Object.assign(move, { charged: booking.price, difference: rules.price - booking.price, paid: true });
  }
  await updateBookingSlot(trx, {
    bookingId,
    startsAt: checked.start,
    endsAt: checked.end,
    duration: to.durationMinutes,
    price: move.charged,
    mainBlockId: main.id,
    resourceId: checked.resource.id,
  });
  gridsChanged(trx, deps.caches);
  deskChanged(trx, deps.caches, {
    kind: 'move',
    bookingId,
    courts: [...new Set([main.resource_id, checked.resource.id, ...others])],
    at: [booking.starts_at, checked.start],
  });
  move.version = (await bookingDeskVersion(trx, bookingId)) ?? '';
  return move;
}

/**
 * Undoes a walk-in nothing of which is paid (issue 33 §8), in the caller's unit of work: the booking is cancelled
 * and its pending sale with it. Refused when it changed since (`version`), or when money moved (anything paid).
 */
export async function cancelUnpaidWalkIn(trx: Tx, deps: RefundsDeps, bookingId: number, version: string): Promise<void> {
  const now = nowInstant(deps.clock);
  const blocks = await findBookingBlocks(trx, bookingId);
  await lockCourts(
    trx,
    deps,
    blocks.map((b) => b.resource_id),
    now,
  );
  await lockRow(trx, 'bookings', bookingId);
  if ((await bookingDeskVersion(trx, bookingId)) !== version) throw new AppError('conflict', 'deskUndoChanged');
  const b = await findMovable(trx, bookingId);
  if (!b || b.sale_id === null) throw new AppError('conflict', 'deskUndoChanged');
  await lockRow(trx, 'sales', b.sale_id);
  const sale = await findMovable(trx, bookingId);
  if (sale?.sale_status !== 'pending' || sale.sale_paid !== 0 || !(await cancelUnpaidSale(trx, b.sale_id)))
    throw new AppError('conflict', 'deskUndoMovedMoney');
  if (!(await cancelBookingRow(trx, bookingId, now))) throw new AppError('conflict', 'deskUndoChanged');
  gridsChanged(trx, deps.caches);
  deskChanged(trx, deps.caches, { kind: 'undo', bookingId, courts: blocks.map((x) => x.resource_id), at: [b.starts_at] });
}
