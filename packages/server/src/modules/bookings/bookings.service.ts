import { randomBytes } from 'node:crypto';
import {
  anticipationLimit,
  availableStarts,
  canCancelAt,
  checkoutPaymentDeadline,
  clubDay,
  isBookableStart,
  lastBookableDate,
  lowestPrice,
  playerShare,
  priceOf,
  sharedTotal,
  type Busy,
  type SlotPrice,
} from '@clubportal/contract/booking-rules';
import { BOOKING_MESSAGES, type BookingDetail, type BookingListItem, type BookingPrice, type BookingType, type CustomerBookingsQuery, type PrebookBody } from '@clubportal/contract/bookings';
import { instantToLocal } from '@clubportal/contract/club-time';
import { formatDate } from '@clubportal/contract/date-format';
import { CustomerStatus, PaymentType } from '@clubportal/contract/enums';
import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { Db, Executor } from '../../db/dialect.js';
import { afterCommit, lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, toInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/access.service.js';
import { cancelSale, cancelUnpaidSale, createSale, getSales } from '../sales/sales.service.js';
import { queueSaleCardRefunds, type RefundsDeps } from '../payments/refunds.service.js';
import { getMainSettingsCached, settingsVersion } from '../settings/settings.service.js';
import { paidByVoucher, refundToVoucher } from '../vouchers/vouchers.service.js';
import { accessCode } from './access-code.js';
import { bookingsPage } from './bookings-paging.js';
import { getCatalogue, memoClubDay, memoDaySlots, memoInstantToLocal, type BookingTypeEntry, type Catalogue } from './booking-catalogue.service.js';
import {
  cancelBookingRow,
  customerGroupIds,
  findActiveCustomers,
  findBooking,
  findBookingBlocks,
  findBookingSettings,
  findBusy,
  findClosuresOverlapping,
  findCustomerBookings,
  findExpiredHolds,
  findOverlapping,
  findParticipants,
  insertBlocks,
  insertBooking,
  insertParticipants,
  insertRefund,
  setBookingSale,
  setParticipantSale,
  type BookingRow,
  type ParticipantRow,
} from './bookings.repository.js';

export type BookingDeps = { db: Db; clock: Clock };
/** What signs access codes (turnstiles, access QR): the server's secret, the same on every instance. */
export type AccessDeps = BookingDeps & { config: { jwtSecret: string } };

/** The longest booking the API takes (minutes): how far back availability looks for a block still running. */
export const MAX_BOOKING_MINUTES = 24 * 60;
/** The cart posts this (prefixed with /api/) to cancel an unpaid pre-booking it drops (spec section 4). */
export const cancelUrlOf = (bookingId: number, ownerId: number) => `publicbookings/cancel/${bookingId}/${ownerId}`;

type Club = { zone: string; currency: CurrencyCode; name: string; dateFormat: string };

async function club(deps: BookingDeps): Promise<Club> {
  const s = await getMainSettingsCached(deps.db, deps.clock);
  return { zone: s.timeZone, currency: s.currencyCode, name: s.name, dateFormat: s.dateFormat };
}

const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));
const priceOut = (p: SlotPrice, currency: string): BookingPrice => ({ price: dec(p.price, currency), netPrice: dec(p.price, currency), isSpecialPrice: p.isSpecialPrice });
const iso = (ms: number) => new Date(ms).toISOString() as Instant;

/** The customer a public call names: none for a guest (null, -1 or absent), else one the session may act for. */
async function optionalCustomer(db: Db, session: SessionClaims | null, customerId: number | null | undefined) {
  if (customerId === undefined || customerId === null || customerId === -1) return null;
  return authorizeCustomer(db, session, customerId);
}

function publishedType(cat: Catalogue, id: number): BookingTypeEntry {
  const type = cat.typeById.get(id);
  if (!type || type.published !== 1) throw new AppError('not_found', 'bookingTypeNotFound');
  return type;
}

function typeOut(t: BookingTypeEntry, currency: string): BookingType {
  const from = lowestPrice(t.prices);
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    description: t.description,
    extendedDescription: t.extended_description,
    image: t.image,
    grossPrice: from === null ? null : dec(from, currency),
    bookingByPlace: t.by_place === 1,
    allowCreateBookByPlace: t.allow_create_by_place === 1,
    byPlace: t.by_place === 1,
    maxParticipants: t.max_participants,
    durations: t.durationList,
    preferedDuration: t.preferred_duration,
    allowJoin: t.allow_join === 1,
    sharedPaymentAllowed: t.shared_payment_allowed === 1,
    anticipationMins: t.anticipation_minutes,
    relatedResourceTypes: t.chosen.map((r) => ({ bookingTypeResourceId: r.id, resourceType: r.resource_type })),
  };
}

/** GET|POST /api/publicbookings/filters[/{id}]: the types to filter by, with the texts of the one shown (the given one, else the first). */
export async function bookingFilters(deps: BookingDeps, bookingTypeId?: number) {
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const types = bookingTypeId === undefined ? cat.types.filter((t) => t.published === 1) : [publishedType(cat, bookingTypeId)];
  const first = types[0];
  return {
    bookingTypes: types.map((t) => typeOut(t, c.currency)),
    anticipationText: first?.anticipation_text ?? '',
    anticipationMins: first?.anticipation_minutes ?? null,
    cancelText: first?.cancel_text ?? '',
  };
}

/** GET /api/publicbookings/booking-types-list: the index page's cards. */
export async function bookingTypesList(deps: BookingDeps): Promise<BookingType[]> {
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  return cat.types.filter((t) => t.published === 1).map((t) => typeOut(t, c.currency));
}

/** GET /api/shop/payment-mode-allowed */
export async function paymentModeAllowed(deps: BookingDeps) {
  const s = await findBookingSettings(deps.db);
  return {
    pendingPaymentAllowed: s.pending_payment_allowed === 1,
    sharedPaymentAllowed: s.shared_payment_allowed === 1,
    fullPaymentAllowedWithSpecialPrices: s.full_payment_allowed_with_special_prices === 1,
  };
}

function busyByResource(rows: Array<{ resource_id: number; starts_at: string; ends_at: string }>): Map<number, Busy[]> {
  const map = new Map<number, Busy[]>();
  for (const r of rows) {
    const list = map.get(r.resource_id) ?? [];
    list.push({ start: Date.parse(r.starts_at), end: Date.parse(r.ends_at) });
    map.set(r.resource_id, list);
  }
  return map;
}

const overlaps = (busy: Busy[] | undefined, start: number, end: number) => (busy ?? []).some((b) => b.start < end && start < b.end);

/** A guest's grid (generic prices) is kept this long per instance, unless something makes it change sooner. */
export const GUEST_GRID_CACHE_MS = 2_000;
/** Bumped after every booking write this instance commits: cached grids older than it are dropped. */
let gridGeneration = 0;
const gridCaches = new WeakMap<Db, Map<string, { generation: number; validUntil: number; answer: Promise<{ json: string; validUntil: number }> }>>();

/** After a booking write commits: this instance's cached grids are stale. */
function gridsChanged(trx: Executor): void {
  afterCommit(trx, () => {
    gridGeneration += 1;
  });
}

/**
 * The guest's grid as JSON, computed at most once per {@link GUEST_GRID_CACHE_MS} per instance: the hottest
 * call (tens of KB per answer). Never served past the moment it could change by itself: the first start
 * that would turn past, or the first unpaid hold that would expire (an expired hold frees its slot at
 * once). Writes through this instance drop it at once; another instance's new booking shows within the
 * cache time, and a prebook of a slot taken meanwhile gets the clear 409. Customers' grids (their own
 * prices) are never cached.
 */
export async function guestGridJson(deps: BookingDeps, body: { date: string; bookingTypeId: number }, wrap: (model: Awaited<ReturnType<typeof listAvailability>>) => object): Promise<string> {
  let cache = gridCaches.get(deps.db);
  if (!cache) gridCaches.set(deps.db, (cache = new Map()));
  const key = `${body.bookingTypeId}|${body.date}|${settingsVersion()}`;
  const nowMs = deps.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.generation === gridGeneration && nowMs < hit.validUntil) return (await hit.answer).json;
  const entry = { generation: gridGeneration, validUntil: nowMs + GUEST_GRID_CACHE_MS, answer: Promise.resolve({ json: '', validUntil: 0 }) };
  entry.answer = listAvailability(deps, null, { ...body, customerId: null }).then((model) => {
    entry.validUntil = Math.min(entry.validUntil, model.changesAt);
    const { changesAt: _changesAt, ...rest } = model;
    return { json: JSON.stringify(wrap(rest as typeof model)), validUntil: entry.validUntil };
  });
  entry.answer.catch(() => cache.delete(key));
  if (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return (await entry.answer).json;
}

/**
 * POST /api/publicbookings/list: each resource of the type's main kind with its free starts on the club
 * day. A start carries the durations that fit and the price of the preferred one (or its shortest);
 * the screen loads the other durations' prices on demand (loadprice), as the spec's slot expansion does.
 */
export async function listAvailability(deps: BookingDeps, session: SessionClaims | null, body: { date: string; bookingTypeId: number; customerId?: number | null | undefined }) {
  const customer = await optionalCustomer(deps.db, session, body.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const type = publishedType(cat, body.bookingTypeId);
  const now = nowInstant(deps.clock);
  // To the minute: the club's date of "now" and of the anticipation limit repeat across requests.
  const minute = toInstant(new Date(Math.floor(Date.parse(now) / 60_000) * 60_000));
  const today = memoInstantToLocal(minute, c.zone).date;
  const limit = anticipationLimit(minute, type.anticipation_minutes);
  const lastDate = limit === null ? null : memoInstantToLocal(limit, c.zone).date;
  const never = Number.POSITIVE_INFINITY;
  const empty = (errorMsg: string) => ({ list: [] as BookingListItem[], errorMsg, multipleResources: type.chosen.length > 0, date: body.date, lastDate, changesAt: never });
  if (body.date < today) return empty(BOOKING_MESSAGES.nothingFound);
  if (lastDate !== null && body.date > lastDate) return empty(type.anticipation_text || BOOKING_MESSAGES.nothingFound);

  const resources = type.main ? cat.resourcesOfType(type.main.resource_type) : [];
  const linkedResources = type.linked.flatMap((l) => cat.resourcesOfType(l.resource_type));
  const day = memoClubDay(body.date, c.zone);
  const [busyRows, groups] = await Promise.all([
    findBusy(deps.db, [...resources, ...linkedResources].map((r) => r.id), day.start as Instant, day.end as Instant, now, MAX_BOOKING_MINUTES),
    customer ? customerGroupIds(deps.db, customer.id) : Promise.resolve([]),
  ]);
  const busy = busyByResource(busyRows);
  // A start's price depends on its local time and duration, not on the court: computed once per request.
  const prices = new Map<string, BookingPrice | null>();
  const priceAt = (label: string, duration: number) => {
    const key = `${label}|${duration}`;
    let p = prices.get(key);
    if (p === undefined) {
      const slotPrice = priceOf(type.prices, { durationMinutes: duration, weekday: day.weekday, time: label }, groups);
      p = slotPrice ? priceOut(slotPrice, c.currency) : null;
      prices.set(key, p);
    }
    return p;
  };
  const noLinked = type.linked.length === 0;

  const list: BookingListItem[] = [];
  for (const r of resources) {
    const starts = availableStarts({
      date: body.date,
      zone: c.zone,
      openings: cat.openings(r.id, day.weekday),
      stepMinutes: type.slot_step_minutes,
      durations: type.durationList,
      busy: busy.get(r.id) ?? [],
      now,
      anticipationMins: type.anticipation_minutes,
      daySlots: memoDaySlots,
    });
    const timeTable: BookingListItem['timeTable'] = [];
    for (const s of starts) {
      const startMs = Date.parse(s.start);
      // Durations the club has priced and whose linked resources (lights...) are free too.
      const durations = s.durations.filter((d) => priceAt(s.label, d) !== null && (noLinked || linkedFor(type, cat, busy, startMs, d) !== null));
      if (!durations.length) continue;
      const shown = durations.includes(type.preferred_duration) ? type.preferred_duration : durations[0]!;
      const linked = noLinked ? [] : (linkedFor(type, cat, busy, startMs, shown) ?? []);
      timeTable.push({
        id: `${r.id}-${startMs}`,
        start: s.start,
        sstart: s.label,
        durations,
        priceByDuration: { [String(shown)]: priceAt(s.label, shown)! },
        noOnlineBlocks: linked.map((lr) => ({ duration: shown, resourceId: lr.id, resourceName: lr.name, startDate: s.start, sstart: s.label, noOnline: true, customerId: customer?.id ?? null })),
      });
    }
    list.push({ id: r.id, name: r.name, type: r.resource_type, image: r.image, showNameOnline: r.show_name_online === 1, timeTable, preferedDuration: type.preferred_duration });
  }
  const any = list.some((i) => i.timeTable.length > 0);
  // The first moment this answer changes by itself: a listed start turns past, or an unpaid hold expires.
  let changesAt = never;
  for (const item of list) for (const t of item.timeTable) changesAt = Math.min(changesAt, Date.parse(t.start));
  for (const b of busyRows) if (b.live_until !== null) changesAt = Math.min(changesAt, Date.parse(b.live_until));
  return { list: any ? list : [], errorMsg: any ? '' : BOOKING_MESSAGES.nothingFound, multipleResources: type.chosen.length > 0, date: body.date, lastDate, changesAt };
}

/** The first free resource of each linked kind for [start, start + duration); null when a kind has none free. */
function linkedFor(type: BookingTypeEntry, cat: Catalogue, busy: Map<number, Busy[]>, start: number, duration: number) {
  const chosen = [];
  for (const l of type.linked) {
    const free = cat.resourcesOfType(l.resource_type).find((r) => !overlaps(busy.get(r.id), start, start + duration * 60_000));
    if (!free) return null;
    chosen.push(free);
  }
  return chosen;
}

/** Where a start falls on the club's clock and whether the resource's grid offers it for the duration. */
function checkOnGrid(cat: Catalogue, type: BookingTypeEntry, c: Club, resourceId: number, start: string, duration: number, now: Instant) {
  const local = instantToLocal(start, c.zone);
  const day = clubDay(local.date, c.zone);
  const offered = availableStarts({
    date: local.date,
    zone: c.zone,
    openings: cat.openings(resourceId, day.weekday),
    stepMinutes: type.slot_step_minutes,
    durations: [duration],
    busy: [],
    now,
    anticipationMins: type.anticipation_minutes,
    daySlots: memoDaySlots,
  }).some((s) => s.start === start);
  if (!offered) throw new AppError('bad_request', 'slotNotOffered');
  return { local, weekday: day.weekday };
}

function checkStart(type: BookingTypeEntry, c: Club, start: string, now: Instant): void {
  if (Date.parse(start) <= Date.parse(now)) throw new AppError('bad_request', 'slotInPast');
  if (!isBookableStart(start, now, type.anticipation_minutes)) {
    throw new AppError('bad_request', 'beyondAnticipation', { date: lastBookableDate(now, type.anticipation_minutes, c.zone) ?? '' });
  }
}

/** POST /api/publicbookings/loadprice: the price of one slot, generic (customerId -1) or the customer's. */
export async function loadPrice(
  deps: BookingDeps,
  session: SessionClaims | null,
  body: { startDate: string; bookingTypeId: number; duration: number; customerId?: number | null | undefined; resourceId: number },
): Promise<BookingPrice> {
  const customer = await optionalCustomer(deps.db, session, body.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const type = publishedType(cat, body.bookingTypeId);
  const resource = cat.resourceById.get(body.resourceId);
  if (!resource || resource.active !== 1 || resource.resource_type !== type.main?.resource_type) throw new AppError('not_found', 'resourceNotBookable', { name: resource?.name ?? `#${body.resourceId}` });
  if (!type.durationList.includes(body.duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: body.duration });
  const start = toInstant(new Date(body.startDate));
  const local = memoInstantToLocal(start, c.zone);
  const weekday = memoClubDay(local.date, c.zone).weekday;
  const groups = customer ? await customerGroupIds(deps.db, customer.id) : [];
  const price = priceOf(type.prices, { durationMinutes: body.duration, weekday, time: local.time }, groups);
  if (!price) throw new AppError('bad_request', 'slotNotPriced');
  return priceOut(price, c.currency);
}

/**
 * POST /api/publicbookings/date-availability: the free resources of one related kind of a booking type
 * for a slot (the popups shown in turn after choosing a duration).
 */
export async function dateAvailability(
  deps: BookingDeps,
  session: SessionClaims | null,
  body: { date: string; duration?: number | undefined; customerId?: number | null | undefined; bookingTypeResourceId: number },
) {
  await optionalCustomer(deps.db, session, body.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const type = cat.types.find((t) => t.published === 1 && t.chosen.some((r) => r.id === body.bookingTypeResourceId));
  const kind = type?.chosen.find((r) => r.id === body.bookingTypeResourceId);
  if (!type || !kind) throw new AppError('not_found', 'bookingTypeNotFound');
  const duration = body.duration ?? type.preferred_duration;
  if (!type.durationList.includes(duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: duration });
  const start = toInstant(new Date(body.date));
  const now = nowInstant(deps.clock);
  checkStart(type, c, start, now);
  const startMs = Date.parse(start);
  const end = iso(startMs + duration * 60_000);
  const candidates = cat.resourcesOfType(kind.resource_type);
  const busy = busyByResource(await findBusy(deps.db, candidates.map((r) => r.id), start, end, now, MAX_BOOKING_MINUTES));
  const free = candidates.filter((r) => {
    if (overlaps(busy.get(r.id), startMs, startMs + duration * 60_000)) return false;
    try {
      checkOnGrid(cat, type, c, r.id, start, duration, now);
      return true;
    } catch {
      return false;
    }
  });
  return free.map((r) => ({ id: r.id, name: r.name, type: r.resource_type, image: r.image, startDate: start, duration }));
}

/** The payment modes this booking may use (spec section 5), given its price for the owner. */
function allowedModes(type: BookingTypeEntry, settings: Awaited<ReturnType<typeof findBookingSettings>>, price: SlotPrice) {
  return {
    shared: settings.shared_payment_allowed === 1 && type.shared_payment_allowed === 1 && type.max_participants > 1 && price.price > 0,
    full: !price.isSpecialPrice || settings.full_payment_allowed_with_special_prices === 1,
  };
}

/**
 * Releases bookings whose hold expired unpaid: the booking and its blocks go, the unpaid sales are
 * cancelled. A sale paid meanwhile keeps its booking (the payment won). Runs in the caller's unit of work.
 */
async function releaseExpired(trx: Tx, now: Instant, resourceIds?: number[]): Promise<number> {
  const expired = await findExpiredHolds(trx, now, resourceIds ? { resourceIds } : {});
  if (expired.length) gridsChanged(trx);
  let released = 0;
  for (const b of expired) {
    if (b.sale_id !== null && !(await cancelUnpaidSale(trx, b.sale_id))) continue;
    const participants = await findParticipants(trx, [b.id]);
    for (const p of participants) if (p.sale_id !== null && p.sale_id !== b.sale_id) await cancelUnpaidSale(trx, p.sale_id);
    if (await cancelBookingRow(trx, b.id, now)) released += 1;
  }
  return released;
}

/** The scheduled job: releases every expired hold for good (availability already ignores them). */
export async function releaseExpiredHolds(deps: BookingDeps): Promise<number> {
  return unitOfWork(deps.db, (trx) => releaseExpired(trx, nowInstant(deps.clock)));
}

const isExclusionViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23P01';

/**
 * POST /api/publicbookings/prebook: holds the slot and creates the sales to pay, in one unit of work with
 * the resources locked, so two customers never get one slot. Prices, shares, availability and the
 * payment mode are the server's; the client's copies in the payload are ignored.
 */
export async function prebook(deps: BookingDeps, session: SessionClaims | null, body: PrebookBody) {
  const owner = await authorizeCustomer(deps.db, session, body.booking.customerId);
  const [cat, c, settings] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps), findBookingSettings(deps.db)]);
  const type = publishedType(cat, body.booking.bookingTypeId);
  const duration = body.booking.duration;
  if (!type.durationList.includes(duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: duration });
  const now = nowInstant(deps.clock);

  // Blocks: one of the main kind, one of each kind chosen online; the club's linked kinds are picked here.
  const resourceOf = (id: number) => {
    const r = cat.resourceById.get(id);
    if (!r || r.active !== 1) throw new AppError('not_found', 'resourceNotBookable', { name: `#${id}` });
    return r;
  };
  const blocks = body.blocks.filter((b) => !b.noOnline).map((b) => ({ ...b, resource: resourceOf(b.resourceId) }));
  const main = blocks.find((b) => b.resource.resource_type === type.main?.resource_type);
  if (!main) throw new AppError('bad_request', 'resourceNotBookable', { name: blocks[0]?.resource.name ?? '' });
  const start = toInstant(new Date(main.startDate));
  const chosen = type.chosen.map((kind) => {
    const b = blocks.find((x) => x.resource.resource_type === kind.resource_type);
    if (!b) throw new AppError('bad_request', 'relatedResourceRequired');
    return b;
  });
  for (const b of blocks) {
    if (b !== main && !chosen.includes(b)) throw new AppError('bad_request', 'resourceNotBookable', { name: b.resource.name });
    if (toInstant(new Date(b.startDate)) !== start || b.duration !== duration) throw new AppError('bad_request', 'slotNotOffered');
  }
  checkStart(type, c, start, now);
  const { local, weekday } = checkOnGrid(cat, type, c, main.resource.id, start, duration, now);
  for (const b of chosen) checkOnGrid(cat, type, c, b.resource.id, start, duration, now);
  const end = iso(Date.parse(start) + duration * 60_000);

  const slot = { durationMinutes: duration, weekday, time: local.time };
  const ownerPrice = priceOf(type.prices, slot, await customerGroupIds(deps.db, owner.id));
  const genericPrice = priceOf(type.prices, slot);
  if (!ownerPrice || !genericPrice) throw new AppError('bad_request', 'slotNotPriced');

  const modes = allowedModes(type, settings, ownerPrice);
  const wantsShared = body.booking.paymentType === PaymentType.Shared && ownerPrice.price > 0;
  if (!modes.full && !modes.shared) throw new AppError('bad_request', 'noPaymentOptions');
  if (wantsShared && !modes.shared) throw new AppError('bad_request', 'sharedPaymentNotAllowed');
  if (!wantsShared && !modes.full) throw new AppError('bad_request', 'fullPaymentNotWithSpecialPrice');
  const paymentType = wantsShared ? PaymentType.Shared : PaymentType.Full;

  // Players after the owner, each once; the owner is always first.
  const playerIds = [...new Set(body.players.map((p) => p.customerId))].filter((id) => id !== owner.id);
  if (playerIds.length + 1 > type.max_participants) throw new AppError('bad_request', 'maxPlayersReached');
  const found = await findActiveCustomers(deps.db, playerIds);
  if (found.length !== playerIds.length || found.some((p) => p.status !== CustomerStatus.Active)) throw new AppError('bad_request', 'playerNotFound');
  const teamOf = new Map(body.players.map((p) => [p.customerId, p.team ?? -1]));

  const listed: Array<{ customerId: number; price: number; name: string }> = [{ customerId: owner.id, price: 0, name: `${owner.name} ${owner.surname}`.trim() }];
  for (const id of playerIds) listed.push({ customerId: id, price: 0, name: '' });
  if (paymentType === PaymentType.Shared) {
    for (const [position, p] of listed.entries()) {
      const own = position === 0 ? ownerPrice : priceOf(type.prices, slot, await customerGroupIds(deps.db, p.customerId));
      p.price = playerShare((own ?? genericPrice).price, type.max_participants, position);
    }
  } else {
    listed[0]!.price = ownerPrice.price;
  }
  const total = paymentType === PaymentType.Shared ? sharedTotal(listed.map((p) => p.price), genericPrice.price, type.max_participants) : ownerPrice.price;
  const ownerAmount = listed[0]!.price;
  const holdExpiresAt = ownerAmount > 0 ? iso(Date.parse(now) + type.hold_minutes * 60_000) : null;
  const paymentDeadline = checkoutPaymentDeadline(start, now) as Instant;
  const resourceIdsToLock = [...new Set([main.resource.id, ...chosen.map((b) => b.resource.id), ...type.linked.flatMap((l) => cat.resourcesOfType(l.resource_type).map((r) => r.id))])].sort((a, b) => a - b);
  const title = `${type.name} - ${main.resource.name}`;
  // Shown to the member in the cart and the checkout: the club's date format, as every other date there.
  const description = `${formatDate(start, { dateFormat: `${c.dateFormat} HH:mm`, timeZone: c.zone })} (${duration} min)`;

  try {
    return await unitOfWork(deps.db, async (trx) => {
      // Always in ascending id order: two prebooks locking the same courts never wait on each other in a cycle.
      for (const id of resourceIdsToLock) await lockRow(trx, 'resources', id);
      await releaseExpired(trx, now, resourceIdsToLock);
      const taken = [main.resource.id, ...chosen.map((b) => b.resource.id)];
      if ((await findOverlapping(trx, taken, start, end, MAX_BOOKING_MINUTES)).length || (await findClosuresOverlapping(trx, taken, start, end)).length) {
        throw new AppError('conflict', 'slotTaken');
      }
      const linked = [];
      for (const kind of type.linked) {
        let pick;
        for (const r of cat.resourcesOfType(kind.resource_type)) {
          if (!(await findOverlapping(trx, [r.id], start, end, MAX_BOOKING_MINUTES)).length && !(await findClosuresOverlapping(trx, [r.id], start, end)).length) {
            pick = r;
            break;
          }
        }
        if (!pick) throw new AppError('conflict', 'slotTaken');
        linked.push(pick);
      }

      const bookingId = await insertBooking(trx, {
        booking_type_id: type.id,
        owner_customer_id: owner.id,
        starts_at: start,
        ends_at: end,
        duration_minutes: duration,
        max_participants: type.max_participants,
        payment_type: paymentType,
        status: 'active',
        hold_expires_at: holdExpiresAt,
        sale_id: null,
        price: total,
        currency: c.currency,
        payment_deadline: paymentDeadline,
        token: randomBytes(16).toString('base64url'),
        origin: body.booking.origin ?? 'web',
        description,
        comments: body.booking.comments ?? '',
        created_at: now,
      });
      const block = (resourceId: number, noOnline: boolean) => ({ booking_id: bookingId, resource_id: resourceId, starts_at: start, ends_at: end, active: 1, hold_expires_at: holdExpiresAt, sale_id: null, no_online: noOnline ? 1 : 0 });
      await insertBlocks(trx, [block(main.resource.id, false), ...chosen.map((b) => block(b.resource.id, false)), ...linked.map((r) => block(r.id, true))]);
      const places = Array.from({ length: Math.max(type.max_participants, listed.length) }, (_, position) => {
        const p = listed[position];
        return {
          booking_id: bookingId,
          customer_id: p?.customerId ?? null,
          position,
          team: p ? (teamOf.get(p.customerId) ?? -1) : -1,
          sale_id: null,
          price: p ? p.price : paymentType === PaymentType.Shared ? playerShare(genericPrice.price, type.max_participants, position) : 0,
          place_id: null,
          created_at: now,
        };
      });
      await insertParticipants(trx, places);
      gridsChanged(trx);

      // One sale per payer: the owner's (the whole price, or their share) and, when shared, each listed player's share.
      let ownerSale = { id: 0, number: '' };
      for (const [position, p] of listed.entries()) {
        if (position > 0 && paymentType !== PaymentType.Shared) break;
        const number = `RES-${String(bookingId).padStart(6, '0')}-${position + 1}`;
        const saleId = await createSale(trx, {
          number,
          customerId: p.customerId,
          title,
          online: true,
          currency: c.currency,
          paid: 0,
          // What the checkout needs to take (or refuse) the payment: shared sales pay only by card, by the
          // deadline; the owner's sale dies with the hold.
          paymentType,
          paymentDeadline,
          holdExpiresAt: position === 0 ? holdExpiresAt : null,
          items: [
            {
              category: 'booking',
              name: `${type.name} - ${main.resource.name} (${duration} min)`,
              logo: type.image,
              unitPrice: p.price,
              units: 1,
              taxPercent: 0,
              customerId: p.customerId,
              parentIdentifier: description,
              parentId: bookingId,
              parentName: 'Booking',
            },
          ],
          createdAt: now,
        });
        await setParticipantSale(trx, bookingId, position, saleId);
        if (position === 0) {
          await setBookingSale(trx, bookingId, saleId);
          ownerSale = { id: saleId, number };
        }
      }
      return [
        {
          description,
          bookingId,
          paymentDeadline,
          serviceFree: ownerAmount === 0,
          paymentPending: ownerAmount > 0,
          totalWithDiscount: dec(ownerAmount, c.currency),
          title,
          cancelUrl: cancelUrlOf(bookingId, owner.id),
          saleId: ownerSale.id,
          saleNumber: ownerSale.number,
          paymentType,
          holdExpiresAt,
        },
      ];
    });
  } catch (err) {
    // The exclusion constraint (PostgreSQL) is the second wall: should a writer ever miss the lock, it says no here.
    if (isExclusionViolation(err)) throw new AppError('conflict', 'slotTaken');
    throw err;
  }
}

/** Whether a booking still holds its time: active, and paid, free or within its hold. */
function isLive(b: BookingRow, now: Instant): boolean {
  return b.status === 'active' && (b.hold_expires_at === null || b.hold_expires_at > now || b.sale_status === 'paid');
}

/**
 * `access`: the viewer may walk in with this booking (a participant, or whoever holds its token): they get
 * its access QR when the club's door reads QR codes.
 */
type Viewer = { customerId: number | null; participant: boolean; owner: boolean; showToken: boolean; access: boolean };
/** Signs a booking's access QR, or null when the club's access control does not read QR codes. */
export type QrSigner = ((b: BookingRow) => string) | null;

/** Booking details as the screens show them; what only participants may see is left out for others. */
async function details(db: Executor, cat: Catalogue, c: Club, bookings: BookingRow[], viewerOf: (b: BookingRow, players: ParticipantRow[]) => Viewer, now: Instant, qr: QrSigner = null): Promise<BookingDetail[]> {
  const ids = bookings.map((b) => b.id);
  const [participants, blocks] = await Promise.all([findParticipants(db, ids), findBookingBlocks(db, ids)]);
  return bookings.map((b) => {
    const type = cat.typeById.get(b.booking_type_id);
    const players = participants.filter((p) => p.booking_id === b.id);
    const own = blocks.filter((x) => x.booking_id === b.id);
    const viewer = viewerOf(b, players);
    const pendingOf = (p: ParticipantRow) => (p.sale_status === 'pending' && p.sale_total !== null && p.sale_paid !== null ? p.sale_total - p.sale_paid : 0);
    const mine = players.find((p) => p.customer_id !== null && p.customer_id === viewer.customerId);
    const held = b.sale_status !== null && b.sale_status !== 'paid';
    const local = instantToLocal(b.starts_at, c.zone);
    return {
      id: b.id,
      isPast: b.ends_at <= now,
      dtStart: `${local.date} ${local.time}`,
      start: b.starts_at,
      end: b.ends_at,
      resourceName: own.find((x) => x.no_online === 0)?.name ?? own[0]?.name ?? '',
      players: players.map((p) => ({
        id: p.id,
        customerId: p.customer_id,
        name: p.customer_id === null ? '' : `${p.name ?? ''} ${p.surname ?? ''}`.trim(),
        logo: p.logo ?? '',
        team: p.team,
        isMarketplace: false,
        level: null,
        isPlaceholder: p.customer_id === null,
        totalDebts: viewer.participant ? dec(pendingOf(p), b.currency) : 0,
        price: dec(p.price, b.currency),
      })),
      results: null,
      bookingTypeId: b.booking_type_id,
      bookingType: type?.name ?? '',
      duration: b.duration_minutes,
      resourceIds: own.map((x) => x.resource_id),
      maxParticipants: b.max_participants,
      paymentType: b.payment_type,
      allowJoin: type?.allow_join === 1,
      description: b.description,
      comments: viewer.participant ? b.comments : '',
      canCancel: viewer.owner && b.status === 'active' && b.starts_at > now && (held || canCancelAt(b.starts_at, now, type?.cancel_window_minutes ?? 0)),
      status: held ? 'held' : 'confirmed',
      holdExpiresAt: held ? b.hold_expires_at : null,
      paymentDeadline: b.payment_deadline,
      price: dec(b.price, b.currency),
      paymentPending: mine ? dec(pendingOf(mine), b.currency) : 0,
      saleId: mine?.sale_id ?? null,
      bookingToken: viewer.showToken ? b.token : null,
      cancelText: type?.cancel_text ?? '',
      // A confirmed booking still to come, for someone who may walk in with it (spec: QR display).
      qr: qr && viewer.access && !held && b.status === 'active' && b.ends_at > now ? { content: qr(b), contentType: 'text/plain', encoding: 'utf8' } : null,
    };
  });
}

const participantViewer = (customerId: number) => (b: BookingRow, players: ParticipantRow[]): Viewer => {
  const participant = players.some((p) => p.customer_id === customerId);
  return { customerId, participant, owner: b.owner_customer_id === customerId, showToken: participant, access: participant };
};
const outsider = (access: boolean) => (): Viewer => ({ customerId: null, participant: false, owner: false, showToken: false, access });

/** The access QR signer when the club's doors read QR codes (booking settings), else null: for the screens' answers. */
export async function accessQrSigner(deps: AccessDeps): Promise<QrSigner> {
  if ((await findBookingSettings(deps.db)).access_qr_enabled !== 1) return null;
  return (b) => accessCode(deps.config.jwtSecret, b);
}

/**
 * GET /api/publicbookings/info/{bookingId}: a participant sees their booking; anyone may see one that
 * allows joining (the join link is shared on purpose), without debts, comments or token. Anything else
 * is as absent as a missing booking.
 */
export async function bookingInfo(deps: BookingDeps, session: SessionClaims | null, bookingId: number, qr: QrSigner = null): Promise<BookingDetail> {
  const viewer = session ? await authorizeCustomer(deps.db, session, session.customerId) : null;
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const now = nowInstant(deps.clock);
  const b = await findBooking(deps.db, { id: bookingId });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const participants = await findParticipants(deps.db, [b.id]);
  const isParticipant = viewer !== null && participants.some((p) => p.customer_id === viewer.id);
  if (!isParticipant && cat.typeById.get(b.booking_type_id)?.allow_join !== 1) throw new AppError('not_found', 'bookingNotFound');
  const [detail] = await details(deps.db, cat, c, [b], isParticipant && viewer ? participantViewer(viewer.id) : outsider(false), now, qr);
  return detail!;
}

/**
 * GET /api/publicbookings/customer-bookings/{customerId}: next (soonest first) and past (latest first), a
 * page of each (the first 50 unless asked otherwise), with the totals that tell whether more pages exist.
 */
export async function customerBookings(deps: BookingDeps, session: SessionClaims | null, customerId: number, qr: QrSigner = null, query: CustomerBookingsQuery = {}) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const now = nowInstant(deps.clock);
  const paging = bookingsPage(query);
  const { next, past, nextTotal, pastTotal } = await findCustomerBookings(deps.db, customer.id, now, paging);
  const all = await details(deps.db, cat, c, [...next, ...past], participantViewer(customer.id), now, qr);
  return { next: all.slice(0, next.length), past: all.slice(next.length), paging: { pageSize: paging.limit, nextPage: paging.nextPage, pastPage: paging.pastPage, nextTotal, pastTotal } };
}

/** GET /api/publicbookings/customer-booking/{bookingToken}: the public page; no cancel, no share, no debts. */
export async function bookingByToken(deps: BookingDeps, token: string, qr: QrSigner = null) {
  const [cat, c] = await Promise.all([getCatalogue(deps.db, deps.clock), club(deps)]);
  const now = nowInstant(deps.clock);
  const b = await findBooking(deps.db, { token });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  // Whoever holds the token may walk in with it, as the public turnstile call allows.
  const [detail] = await details(deps.db, cat, c, [b], outsider(true), now, qr);
  return detail!.isPast ? { next: [], past: [detail!] } : { next: [detail!], past: [] };
}

/** The booking a participant (or the session's linked child) asks about, for the .ics and turnstiles. */
export async function participantBooking(deps: BookingDeps, session: SessionClaims | null, customerId: number, bookingId: number) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const b = await findBooking(deps.db, { id: bookingId });
  const now = nowInstant(deps.clock);
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const participants = await findParticipants(deps.db, [b.id]);
  if (!participants.some((p) => p.customer_id === customer.id)) throw new AppError('not_found', 'bookingNotFound');
  return b;
}

/** The live booking behind a public token. */
export async function tokenBooking(deps: BookingDeps, token: string) {
  const b = await findBooking(deps.db, { token });
  if (!b || !isLive(b, nowInstant(deps.clock))) throw new AppError('not_found', 'bookingNotFound');
  return b;
}

/**
 * POST /api/publicbookings/cancel/{bookingId}/{customerId}: the owner cancels. An unpaid pre-booking (the
 * cart dropping it) is released at any time before the start; a paid one until the type's window. Every
 * payer's money goes back by the type's refund rule (a card refund is sent to the provider right after
 * commit, refunds.service.ts); infoReturns lists the caller's.
 */
export async function cancelBooking(deps: RefundsDeps, session: SessionClaims | null, bookingId: number, customerId: number) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const cat = await getCatalogue(deps.db, deps.clock);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const b = await findBooking(trx, { id: bookingId });
    if (!b) throw new AppError('not_found', 'bookingNotFound');
    const participants = await findParticipants(trx, [b.id]);
    if (b.owner_customer_id !== customer.id) {
      if (participants.some((p) => p.customer_id === customer.id)) throw new AppError('forbidden', 'onlyOwnerCancels');
      throw new AppError('not_found', 'bookingNotFound');
    }
    // Idempotent for what is already gone (the cart may post the cancel URL of a hold that expired and was released).
    if (b.status !== 'active') return { amounts: [] };
    if (!isLive(b, now)) {
      await releaseExpired(trx, now, (await findBookingBlocks(trx, [b.id])).map((x) => x.resource_id));
      return { amounts: [] };
    }
    if (b.starts_at <= now) throw new AppError('conflict', 'bookingStarted');
    const type = cat.typeById.get(b.booking_type_id);
    const held = b.sale_status !== 'paid';
    const window = type?.cancel_window_minutes ?? 0;
    if (!held && !canCancelAt(b.starts_at, now, window)) throw new AppError('conflict', 'cancelWindowClosed', { hours: Math.round((window / 60) * 10) / 10 });
    if (!(await cancelBookingRow(trx, b.id, now))) return { amounts: [] };
    gridsChanged(trx);

    const amounts: Array<{ paymentMethod: string; amount: number }> = [];
    const saleIds = [...new Set(participants.map((p) => p.sale_id).filter((id): id is number => id !== null))];
    for (const sale of await getSales(trx, saleIds)) {
      if (sale.status === 'cancelled') continue;
      const payer = sale.customer_id;
      if (sale.paid <= 0 || payer === null) {
        await cancelUnpaidSale(trx, sale.id);
        continue;
      }
      const rule = type?.refund_rule ?? 'original';
      if (rule === 'none') continue; // The club keeps the money: the sale stays as paid.
      const toVoucher = rule === 'voucher' || (await paidByVoucher(trx, sale.id));
      let paymentMethod: string;
      let voucherId: number | null = null;
      if (toVoucher) {
        const v = await refundToVoucher(trx, { customerId: payer, saleId: sale.id, amount: sale.paid, currency: sale.currency, at: now });
        paymentMethod = v.description;
        voucherId = v.id;
      } else {
        paymentMethod = sale.payment_method ?? 'Card';
      }
      if (!toVoucher) await queueSaleCardRefunds(trx, deps, sale);
      await insertRefund(trx, {
        booking_id: b.id,
        sale_id: sale.id,
        customer_id: payer,
        method: toVoucher ? 'voucher' : 'card',
        payment_method: paymentMethod,
        amount: sale.paid,
        currency: sale.currency,
        voucher_id: voucherId,
        status: toVoucher ? 'done' : 'pending',
        created_at: now,
      });
      await cancelSale(trx, sale.id);
      if (payer === customer.id) amounts.push({ paymentMethod, amount: dec(sale.paid, sale.currency) });
    }
    return { amounts };
  });
}

/** GET /api/publicturnstiles/enabled */
export async function turnstilesEnabled(deps: BookingDeps): Promise<boolean> {
  return (await findBookingSettings(deps.db)).turnstiles_enabled === 1;
}

/** Doors open this long before a booking starts, until it ends. */
export const TURNSTILE_EARLY_MINUTES = 15;

export type TurnstileAnswer = { ok: true; code: string } | { ok: false; reason: 'turnstilesDisabled' | 'turnstileUnpaid' | 'turnstileOutsideWindow' };

/**
 * Whether the door may open for this booking now: turnstiles on, the booking paid (or free), and from
 * {@link TURNSTILE_EARLY_MINUTES} before its start until its end. The code is what the door controller checks
 * (an HMAC of the booking and its start under the server's secret): the same for every instance.
 */
export async function turnstileOpen(deps: AccessDeps, b: BookingRow): Promise<TurnstileAnswer> {
  if (!(await turnstilesEnabled(deps))) return { ok: false, reason: 'turnstilesDisabled' };
  if (b.sale_status !== null && b.sale_status !== 'paid') return { ok: false, reason: 'turnstileUnpaid' };
  const now = deps.clock.now().getTime();
  if (now < Date.parse(b.starts_at) - TURNSTILE_EARLY_MINUTES * 60_000 || now >= Date.parse(b.ends_at)) return { ok: false, reason: 'turnstileOutsideWindow' };
  return { ok: true, code: accessCode(deps.config.jwtSecret, b) };
}
