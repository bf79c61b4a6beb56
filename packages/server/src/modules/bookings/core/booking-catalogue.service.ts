import { instantToLocal, localDaySlots, type LocalInstant, type LocalSlot, type SlotRule } from '@clubportal/contract/club-time';
import { clubDay } from '@clubportal/contract/booking-rules';
import type { PriceRule } from '@clubportal/contract/booking-rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/dialect.js';
import type { BookingPricesTable } from '../../../db/schema.js';
import { cacheSlot, type AppCaches } from '../../../lib/app-caches.js';
import { TtlCache } from '../../../lib/ttl-cache.js';
import {
  findBookingTypes,
  findOpeningExceptionsAll,
  findOpeningsAll,
  findPriceRows,
  findResourcesAll,
  findTypeResources,
  type BookingTypeRow,
  type ResourceRow,
  type TypeResourceRow,
} from './booking-catalogue.repository.js';

/**
 * What the club sells and when it opens: booking types with their resource kinds and prices, resources
 * and opening hours. Read on every availability call, so kept for {@link CATALOGUE_CACHE_MS} per
 * instance (staff edits show within seconds). Availability itself (bookings, holds, blocks) is never
 * cached: an expired hold frees its slot at once.
 */
export const CATALOGUE_CACHE_MS = 5_000;

export type BookingTypeEntry = BookingTypeRow & {
  durationList: number[];
  main: TypeResourceRow | undefined;
  /** Related kinds the customer picks in a popup. */
  chosen: TypeResourceRow[];
  /** Related kinds the club links itself (the noOnline blocks). */
  linked: TypeResourceRow[];
  /** The type's price rules in their order (the first that holds gives the price). */
  prices: PriceRule[];
};

export type Catalogue = {
  types: BookingTypeEntry[];
  typeById: Map<number, BookingTypeEntry>;
  resourceById: Map<number, ResourceRow>;
  resourcesOfType: (resourceType: string) => ResourceRow[];
  /** A court's bands on a club-local date: the date's exceptions when it has any (none: closed), else its weekday's hours. */
  openings: (resourceId: number, date: string, weekday: number) => Array<{ open: string; close: string }>;
};

/** The app's one copy of the catalogue (in its AppCaches: two apps in one process never share it). */
const catalogueCache = cacheSlot('booking-catalogue', (clock) => new TtlCache<Catalogue>(clock, CATALOGUE_CACHE_MS, 1));

/** What reading the catalogue needs: the database, and the app whose copy serves it (none: read afresh). */
export type CatalogueDeps = { db: Db; caches?: AppCaches | undefined };

/**
 * The whole catalogue (published or not: old bookings keep their type); lists filter on `published`. Inside a
 * unit of work, or without the app's caches, it is read afresh (a write and the reads after it in one unit agree).
 */
export function getCatalogue(deps: CatalogueDeps): Promise<Catalogue> {
  const { db, caches } = deps;
  if (db.isTransaction || !caches) return readCatalogue(db);
  return caches.of(catalogueCache).get('catalogue', () => readCatalogue(db));
}

/** Drops the app's copy (tests, and staff writes through the services). */
export function dropCatalogueCache(caches: AppCaches): void {
  caches.of(catalogueCache).clear();
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const rows = await findBookingTypes(db, { includeUnpublished: true });
  const ids = rows.map((t) => t.id);
  const [typeResources, priceRows, resources, openingRows, exceptionRows] = await Promise.all([
    findTypeResources(db, ids),
    findPriceRows(db, ids),
    findResourcesAll(db),
    findOpeningsAll(db),
    findOpeningExceptionsAll(db),
  ]);
  const types = rows.map((t): BookingTypeEntry => {
    const own = typeResources.filter((r) => r.booking_type_id === t.id);
    return {
      ...t,
      durationList: parseDurations(t.durations),
      main: own.find((r) => r.main === 1),
      chosen: own.filter((r) => r.main === 0 && r.chosen_online === 1),
      linked: own.filter((r) => r.main === 0 && r.chosen_online === 0),
      prices: priceRows.filter((p) => p.booking_type_id === t.id).map(priceRuleOf),
    };
  });
  const active = resources.filter((r) => r.active === 1);
  const openingsBy = new Map<string, Array<{ open: string; close: string }>>();
  for (const o of openingRows) {
    const key = `${o.resource_id}:${o.weekday}`;
    openingsBy.set(key, [...(openingsBy.get(key) ?? []), { open: o.open_time, close: o.close_time }]);
  }
  const exceptionsBy = new Map<string, Array<{ open: string; close: string }>>();
  for (const e of exceptionRows) {
    const key = `${e.resource_id}:${e.date}`;
    const bands = exceptionsBy.get(key) ?? [];
    // A row without times closes the day: it adds no band, but the date still has its exception.
    if (e.open_time !== null && e.close_time !== null) bands.push({ open: e.open_time, close: e.close_time });
    exceptionsBy.set(key, bands);
  }
  return {
    types,
    typeById: new Map(types.map((t) => [t.id, t])),
    resourceById: new Map(resources.map((r) => [r.id, r])),
    resourcesOfType: (resourceType) => active.filter((r) => r.resource_type === resourceType),
    openings: (resourceId, date, weekday) => exceptionsBy.get(`${resourceId}:${date}`) ?? openingsBy.get(`${resourceId}:${weekday}`) ?? [],
  };
}

/** A stored price row as the pricing rule reads it. */
function priceRuleOf(p: Selectable<BookingPricesTable>): PriceRule {
  return {
    id: p.id,
    durationMinutes: p.duration_minutes,
    weekday: p.weekday,
    from: p.from_time,
    to: p.to_time,
    resourceId: p.resource_id,
    customerGroupId: p.customer_group_id,
    customerId: p.customer_id,
    validFrom: p.valid_from,
    validTo: p.valid_to,
    price: p.price,
  };
}

function parseDurations(text: string): number[] {
  try {
    const list = JSON.parse(text) as unknown;
    if (Array.isArray(list)) return list.filter((d): d is number => Number.isInteger(d) && d > 0).sort((a, b) => a - b);
  } catch {
    // A malformed list offers nothing rather than failing every call.
  }
  return [];
}

/**
 * club-time's slot grid of a day, remembered: every resource with the same hours shares it, and computing
 * it walks the time zone's offsets. Bounded (the oldest 1000th entry goes first).
 */
type TimedSlot = LocalSlot & { startMs: number; endMs: number };
const slotMemo = new Map<string, readonly TimedSlot[]>();
const SLOT_MEMO_MAX = 5_000;
export function memoDaySlots(date: string, zone: string, rule: SlotRule): readonly TimedSlot[] {
  const key = `${date}|${zone}|${rule.open}|${rule.close}|${rule.stepMinutes}|${rule.durationMinutes}`;
  let slots = slotMemo.get(key);
  if (!slots) {
    slots = localDaySlots(date, zone, rule).map((s) => ({ ...s, startMs: Date.parse(s.start), endMs: Date.parse(s.end) }));
    if (slotMemo.size >= SLOT_MEMO_MAX) slotMemo.delete(slotMemo.keys().next().value as string);
    slotMemo.set(key, slots);
  }
  return slots;
}

/** Bounded memo maps: the oldest entry goes first. */
function memo<V>(max: number): (key: string, compute: () => V) => V {
  const map = new Map<string, V>();
  return (key, compute) => {
    let v = map.get(key);
    if (v === undefined) {
      v = compute();
      if (map.size >= max) map.delete(map.keys().next().value as string);
      map.set(key, v);
    }
    return v;
  };
}

const dayMemo = memo<ReturnType<typeof clubDay>>(2_000);
/** club-time's day bounds and weekday, remembered (they walk the zone's offsets). */
export function memoClubDay(date: string, zone: string): ReturnType<typeof clubDay> {
  return dayMemo(`${date}|${zone}`, () => clubDay(date, zone));
}

const localMemo = memo<LocalInstant>(20_000);
/** Where an instant falls on the club's clock, remembered (slot starts and "now" to the minute repeat). */
export function memoInstantToLocal(instant: string, zone: string): LocalInstant {
  return localMemo(`${instant}|${zone}`, () => instantToLocal(instant, zone));
}
