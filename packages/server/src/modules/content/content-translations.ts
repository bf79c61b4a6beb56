import type { Language } from '@clubportal/contract/languages';
import type { AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { translationsOf as storedTranslationsOf, writeClubText, type ClubLanguages, type ClubTextSource } from '../club-texts/index.js';

/** What the content editors need: the database, the clock, this app's caches and the club's languages (from settings). */
export type ContentAdminDeps = { db: Db; clock: Clock; caches: AppCaches | null; languages: () => Promise<ClubLanguages> };

type Entity = 'post' | 'banner' | 'testimonial' | 'team-member' | 'gallery-photo';
type Texts<F extends string> = Record<F, string>;

/** The other languages the club offers (its default apart): the editor's translation tabs. */
export const otherLanguages = (choice: ClubLanguages): Language[] => choice.offered.filter((l) => l !== choice.fallback);

/** Per row, per other offered language, its translation of each field ('' where none): the editor's tabs, all of them. */
async function translationsOf<F extends string>(
  db: Executor,
  entity: Entity,
  ids: number[],
  fields: readonly F[],
  languages: readonly Language[],
): Promise<Map<number, Record<string, Texts<F>>>> {
  const stored = await storedTranslationsOf(db, entity, ids, fields, languages);
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Texts<F>;
  return new Map(ids.map((id) => [id, Object.fromEntries(languages.map((l) => [l, stored.get(id)?.[l] ?? empty()]))]));
}

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
  const translations = await translationsOf(
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

/**
 * Writes a row's translations in the caller's unit of work, through the club texts (each saved or cleared one
 * audited there as `club_text.*`): every field of every other offered language, an empty one cleared. A language
 * the club does not offer, or its default (the row's own texts), is refused with a sentence.
 */
export async function writeTranslations<F extends string>(
  trx: Tx,
  ctx: { caches: AppCaches | null; choice: ClubLanguages; source: ClubTextSource; now: Instant },
  actor: AuditActor,
  row: { entity: Entity; id: number; fields: readonly F[] },
  translations: Partial<Record<Language, Partial<Texts<F>>>>,
): Promise<void> {
  const others = otherLanguages(ctx.choice);
  for (const language of Object.keys(translations) as Language[])
    if (!others.includes(language)) throw new AppError('bad_request', 'contentLanguageNotOffered', { language });
  const context = { caches: ctx.caches, sources: { [row.entity]: ctx.source }, defaultLanguage: ctx.choice.fallback };
  for (const language of others)
    for (const field of row.fields) {
      const text = translations[language]?.[field] ?? '';
      await writeClubText(trx, context, actor, { entity: row.entity, entityId: row.id, field, language, text: text || null }, ctx.now);
    }
}
