import type { Language } from '@clubportal/contract/languages';
import type { Db, Executor } from '../../db/dialect.js';
import { afterCommit } from '../../db/unit-of-work.js';
import { settingsVersion } from '../settings/settings.service.js';
import { listAvailability } from './availability.service.js';
import type { BookingDeps } from './booking-context.js';

/** A guest's grid (generic prices) is kept this long per instance, unless something makes it change sooner. */
export const GUEST_GRID_CACHE_MS = 2_000;
/** Bumped after every booking write this instance commits: cached grids older than it are dropped. */
let gridGeneration = 0;
const gridCaches = new WeakMap<Db, Map<string, { generation: number; validUntil: number; answer: Promise<{ json: string; validUntil: number }> }>>();

/** After a booking write commits: this instance's cached grids are stale. */
export function gridsChanged(trx: Executor): void {
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
export async function guestGridJson(deps: BookingDeps, body: { date: string; bookingTypeId: number }, language: Language, wrap: (model: Awaited<ReturnType<typeof listAvailability>>) => object): Promise<string> {
  let cache = gridCaches.get(deps.db);
  if (!cache) gridCaches.set(deps.db, (cache = new Map()));
  const key = `${body.bookingTypeId}|${body.date}|${language}|${settingsVersion()}`;
  const nowMs = deps.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.generation === gridGeneration && nowMs < hit.validUntil) return (await hit.answer).json;
  const entry = { generation: gridGeneration, validUntil: nowMs + GUEST_GRID_CACHE_MS, answer: Promise.resolve({ json: '', validUntil: 0 }) };
  entry.answer = listAvailability(deps, null, { ...body, customerId: null }, language).then((model) => {
    entry.validUntil = Math.min(entry.validUntil, model.changesAt);
    const { changesAt: _changesAt, ...rest } = model;
    return { json: JSON.stringify(wrap(rest as typeof model)), validUntil: entry.validUntil };
  });
  entry.answer.catch(() => cache.delete(key));
  if (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return (await entry.answer).json;
}

