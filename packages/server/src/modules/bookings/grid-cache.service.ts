import type { Language } from '@clubportal/contract/languages';
import type { Db, Executor } from '../../db/dialect.js';
import { afterCommit } from '../../db/unit-of-work.js';
import { settingsVersion } from '../settings/settings.service.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { gridViewer, listAvailability } from './availability.service.js';
import type { BookingDeps } from './booking-context.js';

/** A grid is kept this long per instance (per price group set), unless something makes it change sooner. */
export const GRID_CACHE_MS = 2_000;
/** Bumped after every booking write this instance commits: cached grids older than it are dropped. */
let gridGeneration = 0;
const gridCaches = new WeakMap<Db, Map<string, { generation: number; validUntil: number; answer: Promise<{ json: string; validUntil: number }> }>>();

/** After a booking write commits: this instance's cached grids are stale. */
export function gridsChanged(trx: Executor): void {
  afterCommit(trx, () => {
    gridGeneration += 1;
  });
}

type GridModel = Awaited<ReturnType<typeof listAvailability>>;

/**
 * POST /api/publicbookings/list as JSON: the hottest call (tens of KB per answer), computed at most once per
 * {@link GRID_CACHE_MS} per instance for each price group set (a guest has none; prices depend only on the
 * groups, so members of the same groups share one computation). Never served past the moment it could
 * change by itself: the first start that would turn past, or the first unpaid hold that would expire (an
 * expired hold frees its slot at once). Writes through this instance drop it at once; another instance's
 * new booking shows within the cache time, and a prebook of a slot taken meanwhile gets the clear 409.
 * The session is checked on every call; the customer's own id (the noOnline blocks carry it) is filled in
 * per answer.
 */
export async function gridJson(
  deps: BookingDeps,
  session: SessionClaims | null,
  body: { date: string; bookingTypeId: number; customerId?: number | null | undefined },
  language: Language,
  wrap: (model: Omit<GridModel, 'changesAt'>) => object,
): Promise<string> {
  const viewer = await gridViewer(deps, session, body.customerId);
  const json = await cachedGrid(deps, { date: body.date, bookingTypeId: body.bookingTypeId }, [...viewer.groups].sort((a, b) => a - b), language, wrap);
  // Computed for "nobody" (customerId null): the only customerId of the grid is the noOnline blocks' own, and a
  // quote inside a string is always escaped in JSON, so this touches nothing else.
  return viewer.customerId === null ? json : json.replaceAll('"customerId":null', `"customerId":${viewer.customerId}`);
}

async function cachedGrid(deps: BookingDeps, body: { date: string; bookingTypeId: number }, groups: number[], language: Language, wrap: (model: Omit<GridModel, 'changesAt'>) => object): Promise<string> {
  let cache = gridCaches.get(deps.db);
  if (!cache) gridCaches.set(deps.db, (cache = new Map()));
  const key = `${body.bookingTypeId}|${body.date}|${language}|${groups.join(',')}|${settingsVersion()}`;
  const nowMs = deps.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.generation === gridGeneration && nowMs < hit.validUntil) return (await hit.answer).json;
  const entry = { generation: gridGeneration, validUntil: nowMs + GRID_CACHE_MS, answer: Promise.resolve({ json: '', validUntil: 0 }) };
  entry.answer = listAvailability(deps, { customerId: null, groups }, body, language).then((model) => {
    entry.validUntil = Math.min(entry.validUntil, model.changesAt);
    const { changesAt: _changesAt, ...rest } = model;
    return { json: JSON.stringify(wrap(rest)), validUntil: entry.validUntil };
  });
  entry.answer.catch(() => cache.delete(key));
  if (cache.size >= 1000) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return (await entry.answer).json;
}
