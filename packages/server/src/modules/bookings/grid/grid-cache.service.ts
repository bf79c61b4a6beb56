import type { Language } from '@clubportal/contract/languages';
import type { Executor } from '../../../db/dialect.js';
import { afterCommit } from '../../../db/unit-of-work.js';
import { cacheSlot, Generation, type AppCaches } from '../../../lib/app-caches.js';
import { settingsVersion, textLanguages } from '../../settings/index.js';
import { clubTextsVersion } from '../../club-texts/index.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { listAvailability } from './availability.service.js';
import { gridViewer } from './booking-window.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import type { BookingDeps } from '../core/booking-context.js';

/** A grid is kept this long per instance (per price group set), unless something makes it change sooner. */
export const GRID_CACHE_MS = 2_000;

/**
 * A grid as the bytes sent, cut where the viewer's own id goes: the grid is computed for "nobody"
 * (customerId null), and the only customerId in it is the noOnline blocks' own (a quote inside a JSON string
 * is always escaped, so the marker matches nothing else). Most grids have no such block: one piece, sent as is.
 */
type GridBytes = { pieces: Buffer[] };
type GridEntry = { generation: number; catalogue: Catalogue; validUntil: number; answer: Promise<GridBytes> };
/** Grids kept per app: the oldest goes first past this many (dates x types x languages x group sets). */
const GRID_CACHE_ENTRIES = 1_000;
const gridCaches = cacheSlot('booking grids', () => ({ entries: new Map<string, GridEntry>(), generation: new Generation() }));
/** The grid's callers hold the app's caches (the grid is one of them). */
type GridDeps = BookingDeps & { caches: AppCaches };
const VIEWER_MARKER = '"customerId":null';

/** After a booking write commits: the grids this app cached are stale (its generation is bumped). */
export function gridsChanged(trx: Executor, caches: AppCaches): void {
  afterCommit(trx, () => caches.of(gridCaches).generation.bump());
}

/** How many grids this app holds (its memory: the tests of the cache's bound). */
export const cachedGridCount = (caches: AppCaches): number => caches.of(gridCaches).entries.size;

type GridModel = Awaited<ReturnType<typeof listAvailability>>;

/**
 * POST /api/publicbookings/list as JSON: the hottest call (tens of KB per answer), computed at most once per
 * {@link GRID_CACHE_MS} per instance for each price group set (a guest has none; prices depend only on the
 * groups, so members of the same groups share one computation), and per customer a price rule names. Never served past the moment it could
 * change by itself: the first start that would turn past, or the first unpaid hold that would expire (an
 * expired hold frees its slot at once). Writes through this instance drop it at once, and so does a new
 * copy of the booking catalogue (prices, opening hours); another instance's new booking shows within the
 * cache time, and a prebook of a slot taken meanwhile gets the clear 409. The session is checked on every
 * call; the customer's own id (the noOnline blocks carry it) is filled in per answer.
 */
export async function gridJson(
  deps: GridDeps,
  session: SessionClaims | null,
  body: { date: string; bookingTypeId: number; customerId?: number | null | undefined },
  language: Language,
  wrap: (model: Omit<GridModel, 'changesAt'>) => object,
): Promise<Buffer> {
  const viewer = await gridViewer(deps, session, body.customerId);
  // A price rule naming this customer makes their grid their own; everyone else shares their groups' grid.
  const named =
    viewer.customerId !== null &&
    (await getCatalogue(deps)).typeById.get(body.bookingTypeId)?.prices.some((r) => r.customerId === viewer.customerId) === true;
  const { pieces } = await cachedGrid(
    deps,
    { date: body.date, bookingTypeId: body.bookingTypeId },
    {
      groups: [...viewer.groups].sort((a, b) => a - b),
      priceCustomerId: named ? viewer.customerId : null,
      windowDays: viewer.windowDays ?? null,
    },
    language,
    wrap,
  );
  if (pieces.length === 1) return pieces[0]!;
  const own = Buffer.from(viewer.customerId === null ? VIEWER_MARKER : `"customerId":${viewer.customerId}`);
  return Buffer.concat(pieces.flatMap((piece, i) => (i ? [own, piece] : [piece])));
}

async function cachedGrid(
  deps: GridDeps,
  body: { date: string; bookingTypeId: number },
  pricedFor: { groups: number[]; priceCustomerId: number | null; windowDays: number | null },
  language: Language,
  wrap: (model: Omit<GridModel, 'changesAt'>) => object,
): Promise<GridBytes> {
  const { groups, priceCustomerId, windowDays } = pricedFor;
  const { entries: cache, generation } = deps.caches.of(gridCaches);
  // A translation saved through this app (the anticipation note an empty day shows) drops the grids too.
  const key = `${body.bookingTypeId}|${body.date}|${language}|${groups.join(',')}|${priceCustomerId ?? ''}|${windowDays ?? ''}|${settingsVersion(deps.caches)}|${clubTextsVersion(deps.caches)}`;
  const nowMs = deps.clock.now().getTime();
  const catalogue = await getCatalogue(deps);
  const hit = cache.get(key);
  if (hit && hit.generation === generation.value && hit.catalogue === catalogue && nowMs < hit.validUntil) return hit.answer;
  const entry: GridEntry = {
    generation: generation.value,
    catalogue,
    validUntil: nowMs + GRID_CACHE_MS,
    answer: Promise.resolve({ pieces: [] }),
  };
  entry.answer = textLanguages(deps, language)
    .then((languages) => listAvailability(deps, { customerId: null, groups, priceCustomerId, windowDays }, body, language, languages))
    .then((model) => {
      entry.validUntil = Math.min(entry.validUntil, model.changesAt);
      const { changesAt: _changesAt, ...rest } = model;
      return {
        pieces: JSON.stringify(wrap(rest))
          .split(VIEWER_MARKER)
          .map((piece) => Buffer.from(piece)),
      };
    });
  entry.answer.catch(() => cache.delete(key));
  // A grid (tens of KB) is served at most GRID_CACHE_MS: the oldest that can no longer be served go at once,
  // so the cache holds the grids of the last seconds, not the last thousand (issue 34: memory).
  for (const [oldKey, old] of cache) {
    if (old.generation === generation.value && nowMs < old.validUntil && cache.size < GRID_CACHE_ENTRIES) break;
    cache.delete(oldKey);
  }
  cache.delete(key);
  cache.set(key, entry);
  return entry.answer;
}
