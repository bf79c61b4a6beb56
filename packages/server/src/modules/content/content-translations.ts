import type { Language } from '@clubportal/contract/languages';
import type { Db, Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { editorTranslationsOf, otherLanguages, type ClubLanguages } from '../club-texts/index.js';

// The editors' translation read and write live with the club texts; the content editors import them from here.
export { otherLanguages, writeEditorTranslations as writeTranslations } from '../club-texts/index.js';

/** What the content editors need: the database, the clock, this app's caches and the club's languages (from settings). */
export type ContentAdminDeps = { db: Db; clock: Clock; caches: AppCaches | null; languages: () => Promise<ClubLanguages> };

/**
 * A content write in the caller's unit of work: the clock it stamps what it writes and records with (the editor's is
 * the app's; the demo seed sets one back per post, as its posts were written on their own days), this app's caches
 * (null for a database no app serves) and the club's languages.
 */
export type ContentWrite = { trx: Tx; clock: Clock; caches: AppCaches | null; choice: ClubLanguages };

/** A clock standing at one instant: a write's one "now" for its row and its records. */
export const clockAt = (at: Instant | Date): Clock => ({ now: () => new Date(at) });

type Entity = 'post' | 'banner' | 'testimonial' | 'team-member' | 'gallery-photo';
type Texts<F extends string> = Record<F, string>;

/**
 * The one read every content editor makes: its rows shaped for the editor, each with its translations in every
 * other offered language ('' where none).
 */
export async function withTranslations<R extends { id: number }, F extends string, O>(
  db: Executor,
  row: { entity: Entity; fields: readonly F[] },
  rows: readonly R[],
  choice: ClubLanguages,
  shape: (row: R) => O,
): Promise<Array<O & { translations: Record<string, Texts<F>> }>> {
  const translations = await editorTranslationsOf(
    db,
    row.entity,
    rows.map((r) => r.id),
    row.fields,
    otherLanguages(choice),
  );
  return rows.map((r) => ({ ...shape(r), translations: translations.get(r.id) ?? {} }));
}

/** An editor's list: its rows (with translations) under `key`, and the languages its tabs show. */
export async function editorList<K extends string, T>(
  deps: ContentAdminDeps,
  key: K,
  read: (choice: ClubLanguages) => Promise<T[]>,
): Promise<Record<K, T[]> & { defaultLanguage: Language; languages: Language[] }> {
  const choice = await deps.languages();
  return { [key]: await read(choice), defaultLanguage: choice.fallback, languages: otherLanguages(choice) } as Record<K, T[]> & {
    defaultLanguage: Language;
    languages: Language[];
  };
}
