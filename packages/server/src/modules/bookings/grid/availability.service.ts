import {
  anticipationLimit,
  availableStarts,
  clubDay,
  isBookableStart,
  lastBookableDate,
  lowestPrice,
  priceOf,
  type Busy,
} from '@clubportal/contract/booking-rules';
import type { BookingListItem, BookingPrice, BookingType } from '@clubportal/contract/bookings';
import { instantToLocal } from '@clubportal/contract/club-time';

import type { Language } from '@clubportal/contract/languages';
import type { AppCaches } from '../../../lib/app-caches.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, toInstant, type Instant } from '../../../lib/clock.js';
import { renderMessage } from '../../../lib/messages.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import {
  getCatalogue,
  memoClubDay,
  memoDaySlots,
  memoInstantToLocal,
  type BookingTypeEntry,
  type Catalogue,
} from '../core/booking-catalogue.service.js';
import {
  club,
  dec,
  iso,
  MAX_BOOKING_MINUTES,
  optionalCustomer,
  priceOut,
  publishedType,
  type BookingDeps,
  type Club,
} from '../core/booking-context.js';
import { findBookingSettings, findBusy, priceCustomer } from '../core/bookings.repository.js';
import { findOfferedSlots } from '../waitlist/booking-waitlist.repository.js';
import type { TextLanguages } from '../../club-texts/index.js';
import { typesIn } from './type-texts.js';
import { withPassWindow, type GridViewer } from './booking-window.js';

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

/**
 * GET|POST /api/publicbookings/filters[/{id}]: the types to filter by, with the texts of the one shown (the
 * given one, else the first), in the reader's `languages`.
 */
export async function bookingFilters(deps: BookingDeps & { caches?: AppCaches | null }, bookingTypeId?: number, languages?: TextLanguages) {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const types = await typesIn(
    deps,
    bookingTypeId === undefined ? cat.types.filter((t) => t.published === 1) : [publishedType(cat, bookingTypeId)],
    languages,
  );
  const first = types[0];
  return {
    bookingTypes: types.map((t) => typeOut(t, c.currency)),
    anticipationText: first?.anticipation_text ?? '',
    anticipationMins: first?.anticipation_minutes ?? null,
    cancelText: first?.cancel_text ?? '',
  };
}

/** GET /api/publicbookings/booking-types-list: the index page's cards, in the reader's `languages`. */
export async function bookingTypesList(
  deps: BookingDeps & { caches?: AppCaches | null },
  languages?: TextLanguages,
): Promise<BookingType[]> {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const types = await typesIn(
    deps,
    cat.types.filter((t) => t.published === 1),
    languages,
  );
  return types.map((t) => typeOut(t, c.currency));
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

/**
 * POST /api/publicbookings/list: each resource of the type's main kind with its free starts on the club
 * day. A start carries the durations that fit and the price of the preferred one (or its shortest);
 * the screen loads the other durations' prices on demand (loadprice), as the spec's slot expansion does.
 * An empty day says so in the caller's `language` (the club's anticipation text, else the catalogue's).
 */
export async function listAvailability(
  deps: BookingDeps & { caches?: AppCaches | null },
  viewer: GridViewer,
  body: { date: string; bookingTypeId: number },
  language: Language = 'en-US',
  languages?: TextLanguages,
) {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const type = withPassWindow(publishedType(cat, body.bookingTypeId), viewer.windowDays ?? null);
  const now = nowInstant(deps.clock);
  // To the minute: the club's date of "now" and of the anticipation limit repeat across requests.
  const minute = toInstant(new Date(Math.floor(Date.parse(now) / 60_000) * 60_000));
  const today = memoInstantToLocal(minute, c.zone).date;
  const limit = anticipationLimit(minute, type.anticipation_minutes);
  const lastDate = limit === null ? null : memoInstantToLocal(limit, c.zone).date;
  const never = Number.POSITIVE_INFINITY;
  const empty = (errorMsg: string) => ({
    list: [] as BookingListItem[],
    errorMsg,
    multipleResources: type.chosen.length > 0,
    date: body.date,
    lastDate,
    changesAt: never,
  });
  const nothingFound = renderMessage('nothingFound', {}, language);
  if (body.date < today) return empty(nothingFound);
  if (lastDate !== null && body.date > lastDate) {
    const [shown] = await typesIn(deps, [type], languages);
    return empty(shown?.anticipation_text || nothingFound);
  }

  const resources = type.main ? cat.resourcesOfType(type.main.resource_type) : [];
  const linkedResources = type.linked.flatMap((l) => cat.resourcesOfType(l.resource_type));
  const day = memoClubDay(body.date, c.zone);
  const [bookedRows, offeredRows] = await Promise.all([
    findBusy(
      deps.db,
      [...resources, ...linkedResources].map((r) => r.id),
      day.start as Instant,
      day.end as Instant,
      now,
      MAX_BOOKING_MINUTES,
    ),
    // A court kept for the first on its waitlist is taken for everyone until the offer lapses (the same for every viewer).
    findOfferedSlots(
      deps.db,
      resources.map((r) => r.id),
      day.start as Instant,
      day.end as Instant,
      now,
    ),
  ]);
  const busyRows = [...bookedRows, ...offeredRows];
  const who = { customerId: viewer.priceCustomerId ?? null, groupIds: viewer.groups };
  const busy = busyByResource(busyRows);
  // A start's price depends on its local time, duration and court: computed once per request for each.
  const prices = new Map<string, BookingPrice | null>();
  const priceAt = (resourceId: number, label: string, duration: number) => {
    const key = `${resourceId}|${label}|${duration}`;
    let p = prices.get(key);
    if (p === undefined) {
      const slot = { durationMinutes: duration, weekday: day.weekday, time: label, date: body.date, resourceId };
      const slotPrice = priceOf(type.prices, slot, who);
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
      openings: cat.openings(r.id, body.date, day.weekday),
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
      const durations = s.durations.filter(
        (d) => priceAt(r.id, s.label, d) !== null && (noLinked || linkedFor(type, cat, busy, startMs, d) !== null),
      );
      if (!durations.length) continue;
      const shown = durations.includes(type.preferred_duration) ? type.preferred_duration : durations[0]!;
      const linked = noLinked ? [] : (linkedFor(type, cat, busy, startMs, shown) ?? []);
      timeTable.push({
        id: `${r.id}-${startMs}`,
        start: s.start,
        sstart: s.label,
        durations,
        priceByDuration: { [String(shown)]: priceAt(r.id, s.label, shown)! },
        noOnlineBlocks: linked.map((lr) => ({
          duration: shown,
          resourceId: lr.id,
          resourceName: lr.name,
          startDate: s.start,
          sstart: s.label,
          noOnline: true,
          customerId: viewer.customerId,
        })),
      });
    }
    list.push({
      id: r.id,
      name: r.name,
      type: r.resource_type,
      image: r.image,
      showNameOnline: r.show_name_online === 1,
      timeTable,
      preferedDuration: type.preferred_duration,
    });
  }
  const any = list.some((i) => i.timeTable.length > 0);
  // The first moment this answer changes by itself: a listed start turns past, or an unpaid hold expires.
  let changesAt = never;
  for (const item of list) for (const t of item.timeTable) changesAt = Math.min(changesAt, Date.parse(t.start));
  for (const b of busyRows) if (b.live_until !== null) changesAt = Math.min(changesAt, Date.parse(b.live_until));
  return {
    list: any ? list : [],
    errorMsg: any ? '' : nothingFound,
    multipleResources: type.chosen.length > 0,
    date: body.date,
    lastDate,
    changesAt,
  };
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
export function checkOnGrid(
  cat: Catalogue,
  type: BookingTypeEntry,
  c: Club,
  resourceId: number,
  start: string,
  duration: number,
  now: Instant,
) {
  const local = instantToLocal(start, c.zone);
  const day = clubDay(local.date, c.zone);
  const offered = availableStarts({
    date: local.date,
    zone: c.zone,
    openings: cat.openings(resourceId, local.date, day.weekday),
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

export function checkStart(type: BookingTypeEntry, c: Club, start: string, now: Instant): void {
  if (Date.parse(start) <= Date.parse(now)) throw new AppError('bad_request', 'slotInPast');
  if (!isBookableStart(start, now, type.anticipation_minutes)) {
    throw new AppError('bad_request', 'beyondAnticipation', {
      date: { day: lastBookableDate(now, type.anticipation_minutes, c.zone) ?? '' },
    });
  }
}

/** POST /api/publicbookings/loadprice: the price of one slot, generic (customerId -1) or the customer's. */
export async function loadPrice(
  deps: BookingDeps,
  session: SessionClaims | null,
  body: { startDate: string; bookingTypeId: number; duration: number; customerId?: number | null | undefined; resourceId: number },
): Promise<BookingPrice> {
  const customer = await optionalCustomer(deps.db, session, body.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const type = publishedType(cat, body.bookingTypeId);
  const resource = cat.resourceById.get(body.resourceId);
  if (!resource || resource.active !== 1 || resource.resource_type !== type.main?.resource_type)
    throw new AppError('not_found', 'resourceNotBookable', { name: resource?.name ?? `#${body.resourceId}` });
  if (!type.durationList.includes(body.duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: body.duration });
  const start = toInstant(new Date(body.startDate));
  const local = memoInstantToLocal(start, c.zone);
  const weekday = memoClubDay(local.date, c.zone).weekday;
  const slot = { durationMinutes: body.duration, weekday, time: local.time, date: local.date, resourceId: resource.id };
  const price = priceOf(type.prices, slot, await priceCustomer(deps.db, customer?.id ?? null));
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
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
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
  const busy = busyByResource(
    await findBusy(
      deps.db,
      candidates.map((r) => r.id),
      start,
      end,
      now,
      MAX_BOOKING_MINUTES,
    ),
  );
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
