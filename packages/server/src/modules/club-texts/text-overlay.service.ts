import { LANGUAGES, type Language } from '@clubportal/contract/languages';
import type { ClubTextEntity, ClubTextField } from '@clubportal/contract/club-texts';
import type { Executor } from '../../db/dialect.js';
import { afterCommit } from '../../db/unit-of-work.js';
import { cacheSlot, Generation, type AppCaches } from '../../lib/app-caches.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { findClubTexts } from './club-texts.repository.js';

/** Translations read through this app are kept this long, unless a write through it drops them sooner. */
export const CLUB_TEXTS_CACHE_MS = 5_000;
/** Lookups kept per app (entity x language x rows asked): the least recently used go first past this many. */
const CLUB_TEXTS_CACHE_ENTRIES = 500;

/** id|field -> translated text. */
type Lookup = ReadonlyMap<string, string>;
const clubTextsCaches = cacheSlot('club texts', (clock) => ({
  generation: new Generation(),
  lookups: new TtlCache<Lookup>(clock, CLUB_TEXTS_CACHE_MS, CLUB_TEXTS_CACHE_ENTRIES),
}));

/** What an overlay reads: the database, and the app's caches when the caller is a hot path (null: always read). */
export type ClubTextsReadDeps = { db: Executor; caches: AppCaches | null };

/**
 * Which text to show: the reader's language, the club's default (the language of the entities' own columns) and
 * the languages the club offers (a translation into a language it no longer offers is not shown; all when absent).
 */
export type TextLanguages = { language: Language; defaultLanguage: Language; offered?: readonly Language[] };

/** Changes with each translation saved through this app: caches of answers that carry translated texts key on it. */
export function clubTextsVersion(caches: AppCaches): number {
  return caches.of(clubTextsCaches).generation.value;
}

/** After a translation write commits: this app's copies are stale. */
export function clubTextsChanged(trx: Executor, caches: AppCaches | null): void {
  if (caches) afterCommit(trx, () => dropClubTexts(caches));
}

function dropClubTexts(caches: AppCaches): void {
  const slot = caches.of(clubTextsCaches);
  slot.generation.bump();
  slot.lookups.clear();
}

const baseOf = (language: string) => language.split('-')[0];

/**
 * The languages whose translation serves a reader, best first: theirs, then another of the same language
 * (es-ES for es-MX), unless that language is the default's: the default text is then the better match.
 * Empty when the reader reads the default language: the entity's own column is the text.
 */
export function translationCandidates({ language, defaultLanguage, offered = LANGUAGES }: TextLanguages): Language[] {
  if (language === defaultLanguage) return [];
  const sameLanguage =
    baseOf(language) === baseOf(defaultLanguage) ? [] : LANGUAGES.filter((l) => l !== language && baseOf(l) === baseOf(language));
  return [language, ...sameLanguage].filter((l) => l !== defaultLanguage && offered.includes(l));
}

async function readLookup(db: Executor, entity: ClubTextEntity, ids: number[], fields: string[], candidates: Language[]): Promise<Lookup> {
  const rows = await findClubTexts(db, entity, ids, fields, candidates);
  const rank = (language: string) => candidates.indexOf(language as Language);
  const best = new Map<string, { rank: number; text: string }>();
  for (const r of rows) {
    const key = `${r.entity_id}|${r.field}`;
    const seen = best.get(key);
    if (!seen || rank(r.language) < seen.rank) best.set(key, { rank: rank(r.language), text: r.text });
  }
  return new Map([...best].map(([key, { text }]) => [key, text]));
}

/** The translated copy of a row per lookup: the same object for the same row and lookup (answers memoised by identity stay valid). */
const translatedRows = new WeakMap<Lookup, WeakMap<object, object>>();

/**
 * The rows of one entity kind with their text fields in the reader's language: each field its translation
 * where one exists, else the row's own (default-language) text. One query per call, whatever the number of
 * rows, and none when cached (`deps.caches`) or when the reader reads the default language. `fields` maps the
 * entity's text fields to the row's properties holding them (`{ anticipationText: 'anticipation_text' }`).
 * A row without a translation comes back as the same object.
 */
export async function overlayTexts<E extends ClubTextEntity, T extends object>(
  deps: ClubTextsReadDeps,
  entity: E,
  rows: readonly T[],
  idOf: (row: T) => number,
  fields: Partial<Record<ClubTextField<E>, keyof T>>,
  languages: TextLanguages,
): Promise<T[]> {
  const candidates = translationCandidates(languages);
  const mapped = Object.entries(fields) as Array<[string, keyof T]>;
  if (candidates.length === 0 || rows.length === 0 || mapped.length === 0) return [...rows];
  const ids = [...new Set(rows.map(idOf))].sort((a, b) => a - b);
  const names = mapped.map(([field]) => field).sort();
  const read = () => readLookup(deps.db, entity, ids, names, candidates);
  const cache = deps.caches && !deps.db.isTransaction ? deps.caches.of(clubTextsCaches) : null;
  const lookup = cache
    ? await cache.lookups.get(`${cache.generation.value}|${entity}|${candidates.join(',')}|${names.join(',')}|${ids.join(',')}`, read)
    : await read();
  if (lookup.size === 0) return [...rows];
  let memo = translatedRows.get(lookup);
  if (!memo) translatedRows.set(lookup, (memo = new WeakMap()));
  return rows.map((row) => {
    const kept = memo.get(row);
    if (kept) return kept as T;
    const id = idOf(row);
    const changes = mapped.flatMap(([field, prop]) => {
      const text = lookup.get(`${id}|${field}`);
      return text === undefined ? [] : [[prop, text] as const];
    });
    if (changes.length === 0) return row;
    const copy = { ...row, ...Object.fromEntries(changes) } as T;
    memo.set(row, copy);
    return copy;
  });
}
