import { bookingTypeProblem } from '@clubportal/contract/staff-booking-types';
import type { Executor } from '../../../db/dialect.js';
import { AppError } from '../../../lib/app-error.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { afterCommit } from '../../../db/unit-of-work.js';
import { dropCatalogueCache } from '../core/booking-catalogue.service.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { insertOpeningHours, insertPrices } from './booking-setup.repository.js';
import { BOOKING_TYPE_MESSAGE_KEYS, createResource } from './booking-setup.service.js';
import { nextSortOrder } from '../prices/price-rules.repository.js';
import {
  deleteBasePrices,
  deleteHoursOf,
  findBasePrices,
  findCourtsOfKind,
  findHoursOf,
  findTypeForCourts,
  renameResource,
  updateTypeBasics,
} from './court-set.repository.js';

/**
 * One booking type with its main courts, their weekly hours (the same for every court) and a base price per
 * duration (all day, every day, for everyone): what the go-live wizard's courts step creates and edits.
 * Prices are in the currency's minor units.
 */
export type CourtSet = {
  sport: string;
  players: number;
  courts: Array<{ id: number; name: string }>;
  hours: Array<{ weekday: number; open: string; close: string }>;
  prices: Array<{ durationMinutes: number; price: number }>;
};
export type CourtSetChange = Omit<CourtSet, 'courts'> & { courts: Array<{ id?: number | undefined; name: string }> };

export async function findCourtSet(db: Executor, bookingTypeId: number): Promise<CourtSet | undefined> {
  const type = await findTypeForCourts(db, bookingTypeId);
  if (!type) return undefined;
  const courts = await findCourtsOfKind(db, type.resource_type);
  const hours = courts[0] ? await findHoursOf(db, courts[0].id) : [];
  const prices = await findBasePrices(db, bookingTypeId);
  return {
    sport: type.name,
    players: type.max_participants,
    courts,
    hours: hours.map((h) => ({ weekday: h.weekday, open: h.open_time, close: h.close_time })),
    prices: prices.map((p) => ({ durationMinutes: p.duration_minutes, price: p.price })),
  };
}

/**
 * Edits a court set in the caller's unit of work: the sport's name and players, its base prices, the courts
 * named (renamed when they have an id, added when not) and their hours. A court left out keeps what it has
 * (bookings may stand on it). Refuses an id that is not one of the set's courts. Answers the set after.
 */
export async function updateCourtSet(db: Executor, caches: AppCaches, bookingTypeId: number, change: CourtSetChange): Promise<CourtSet> {
  const type = await findTypeForCourts(db, bookingTypeId);
  if (!type) throw new AppError('not_found', 'courtSetNotFound');
  const existing = await findCourtsOfKind(db, type.resource_type);
  const stranger = change.courts.find((c) => c.id !== undefined && !existing.some((e) => e.id === c.id));
  if (stranger) throw new AppError('bad_request', 'courtNotInSet', { name: stranger.name });
  const durations = [...new Set(change.prices.map((p) => p.durationMinutes))].sort((a, b) => a - b);
  // The booking types' one rule: the durations on the type's slot step (the staff editor may have changed it).
  const problem = bookingTypeProblem({
    durations,
    preferredDuration: durations[0] ?? 60,
    slotStepMinutes: type.slot_step_minutes,
    minLevel: null,
    maxLevel: null,
  });
  if (problem) throw new AppError('bad_request', BOOKING_TYPE_MESSAGE_KEYS[problem]);
  await updateTypeBasics(db, bookingTypeId, {
    name: change.sport,
    maxParticipants: change.players,
    durations,
    preferredDuration: durations[0] ?? 60,
  });
  await deleteBasePrices(db, bookingTypeId);
  // The base prices are the most general rules: after every rule the club has added (first match wins).
  const last = await nextSortOrder(db, bookingTypeId);
  await insertPrices(
    db,
    change.prices.map((p, i) => ({
      booking_type_id: bookingTypeId,
      duration_minutes: p.durationMinutes,
      weekday: null,
      from_time: '00:00',
      to_time: '24:00',
      customer_group_id: null,
      price: p.price,
      sort_order: last + i,
    })),
  );
  const hours = weeklyHours(change.hours);
  for (const [i, court] of change.courts.entries()) {
    if (court.id === undefined) {
      await createResource(db, { name: court.name, resourceType: type.resource_type, sortOrder: existing.length + i + 1 }, hours);
      continue;
    }
    await renameResource(db, court.id, court.name);
    await deleteHoursOf(db, court.id);
    const id = court.id;
    await insertOpeningHours(
      db,
      change.hours.map((h) => ({ resource_id: id, weekday: h.weekday, open_time: h.open, close_time: h.close })),
    );
  }
  courtsChanged(db, caches);
  return (await findCourtSet(db, bookingTypeId))!;
}

/**
 * After a write of courts or their hours commits: this app's catalogue copy (courts, hours, exceptions) and its
 * grids are stale, so the public grid shows the change at once here (another instance within CATALOGUE_CACHE_MS).
 */
export function courtsChanged(trx: Executor, caches: AppCaches): void {
  gridsChanged(trx, caches);
  afterCommit(trx, () => dropCatalogueCache(caches));
}

/** `hours[weekday]` lists the openings of that weekday (1 Monday .. 7 Sunday), as createResource takes them. */
export function weeklyHours(list: CourtSet['hours']): Record<number, Array<{ open: string; close: string }>> {
  const hours: Record<number, Array<{ open: string; close: string }>> = {};
  for (const h of list) (hours[h.weekday] ??= []).push({ open: h.open, close: h.close });
  return hours;
}
