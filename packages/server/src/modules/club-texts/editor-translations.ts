import type { ClubTextEntity } from '@clubportal/contract/club-texts';
import type { Language } from '@clubportal/contract/languages';
import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import { translationsOf, writeClubText, type ClubLanguages, type ClubTextSource } from './club-texts.service.js';

/**
 * What every staff editor with per-language texts reads and writes (the shop's, the content's): one home, so a
 * variant, a transport, a post or a photo's caption are translated the same way.
 */
type Texts<F extends string> = Record<F, string>;

/** The other languages the club offers (its default apart): the editor's translation groups. */
export const otherLanguages = (choice: ClubLanguages): Language[] => choice.offered.filter((l) => l !== choice.fallback);

/** Per row, per other offered language, its translation of each field ('' where none). */
export async function editorTranslationsOf<F extends string>(
  db: Executor,
  entity: ClubTextEntity,
  ids: number[],
  fields: readonly F[],
  languages: readonly Language[],
): Promise<Map<number, Record<string, Texts<F>>>> {
  const stored = await translationsOf(db, entity, ids, fields, languages);
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Texts<F>;
  return new Map(ids.map((id) => [id, Object.fromEntries(languages.map((l) => [l, { ...empty(), ...stored.get(id)?.[l] }]))]));
}

/**
 * Writes a row's translations in the caller's unit of work through the club texts (each saved or cleared one is
 * audited there as `club_text.*`): every field of every other offered language, an empty one cleared. A language
 * the club does not offer, or its default (the row's own texts), is refused with a sentence.
 */
export async function writeEditorTranslations<F extends string>(
  trx: Tx,
  ctx: { caches: AppCaches | null; choice: ClubLanguages; source: ClubTextSource; now: Instant },
  actor: AuditActor,
  row: { entity: ClubTextEntity; id: number; fields: readonly F[] },
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
