import {
  CLUB_TEXT_ENTITIES,
  CLUB_TEXT_FIELDS,
  clubTextMaxLength,
  isClubTextEntity,
  isClubTextField,
  type ClubTextEntity,
  type ClubTexts,
  type MissingTranslations,
} from '@clubportal/contract/club-texts';
import type { Language } from '@clubportal/contract/languages';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { deleteClubText, findClubText, findClubTexts, findClubTextsOfEntity, upsertClubText } from './club-texts.repository.js';
import { clubTextsChanged, translationCandidates } from './text-overlay.service.js';

/** An entity as its owning module lists it for the editor: its id, how staff know it, and its default-language texts. */
export type ClubTextOwnerRow = { id: number; label: string; texts: Record<string, string> };
/** Lists one entity kind's rows (in the given executor: a save checks the row inside its unit of work). */
export type ClubTextSource = (db: Executor) => Promise<ClubTextOwnerRow[]>;
/** Each entity kind's lister, handed down by the composition root from the module that owns it. */
export type ClubTextSources = { [E in ClubTextEntity]: ClubTextSource };
/** The club's languages: the offered ones and its default (the settings' choice, handed down by the caller). */
export type ClubLanguages = { offered: readonly Language[]; fallback: Language };

export type ClubTextsDeps = {
  db: Db;
  clock: Clock;
  caches: AppCaches | null;
  sources: ClubTextSources;
  languages: () => Promise<ClubLanguages>;
};

function entityOf(entity: string): ClubTextEntity {
  if (!isClubTextEntity(entity)) throw new AppError('not_found', 'clubTextUnknownEntity', { entity });
  return entity;
}

/** Whether readers of `language` get their own language: a translation of theirs, or a default text of the same language. */
const served = (language: Language, defaultLanguage: Language, has: (l: Language) => boolean) => {
  const candidates = translationCandidates({ language, defaultLanguage });
  return candidates.length === 0 || candidates.some(has) || language.split('-')[0] === defaultLanguage.split('-')[0];
};

/**
 * The editor's list of one entity kind: each row's each text field, its default-language text, and per other
 * offered language its translation or null; `missing` names the offered languages whose readers get another
 * language than theirs (a text that is empty needs none).
 */
export async function listClubTexts(deps: ClubTextsDeps, entityName: string): Promise<ClubTexts> {
  const entity = entityOf(entityName);
  const [choice, rows, stored] = await Promise.all([
    deps.languages(),
    deps.sources[entity](deps.db),
    findClubTextsOfEntity(deps.db, entity),
  ]);
  const defaultLanguage = choice.fallback;
  const languages = choice.offered.filter((l) => l !== defaultLanguage);
  const byKey = new Map(stored.map((s) => [`${s.entity_id}|${s.field}|${s.language}`, s.text]));
  const fields = Object.keys(CLUB_TEXT_FIELDS[entity]);
  const texts = rows.flatMap((row) =>
    fields.map((field) => {
      const translation = (l: Language) => byKey.get(`${row.id}|${field}|${l}`) ?? null;
      const base = row.texts[field] ?? '';
      return {
        entityId: row.id,
        label: row.label,
        field,
        maxLength: clubTextMaxLength(entity, field),
        base,
        translations: Object.fromEntries(languages.map((l) => [l, translation(l)])),
        missing: base.trim() === '' ? [] : languages.filter((l) => !served(l, defaultLanguage, (c) => translation(c) !== null)),
      };
    }),
  );
  return { entity, defaultLanguage, languages, texts };
}

export type ClubTextChange = { entity: string; entityId: number; field: string; language: Language; text: string | null };

/**
 * Saves (text) or clears (null) one translation in the caller's unit of work, with its audit record: refused
 * with a sentence for an unknown kind, field or row, the default language (its text is the entity's own
 * column, edited with the entity) or a text longer than the field's. Unchanged: nothing written, nothing
 * recorded. This app's copies are dropped once it commits. The demo seed writes through here too.
 */
export async function writeClubText(
  trx: Tx,
  ctx: { caches: AppCaches | null; sources: Partial<ClubTextSources>; defaultLanguage: Language },
  actor: AuditActor,
  change: ClubTextChange,
  now: Instant,
): Promise<void> {
  const entity = entityOf(change.entity);
  if (!isClubTextField(entity, change.field)) throw new AppError('bad_request', 'clubTextUnknownField', { field: change.field, entity });
  if (change.language === ctx.defaultLanguage)
    throw new AppError('bad_request', 'clubTextDefaultLanguage', { language: change.language, entity });
  const max = clubTextMaxLength(entity, change.field);
  if (change.text !== null && change.text.length > max) throw new AppError('bad_request', 'clubTextTooLong', { max });
  const source = ctx.sources[entity];
  if (!source) throw new Error(`writeClubText: no lister of ${entity} was given`);
  if (!(await source(trx)).some((row) => row.id === change.entityId))
    throw new AppError('not_found', 'clubTextNoSuchRow', { entity, id: change.entityId });

  const key = { entity, entityId: change.entityId, field: change.field, language: change.language };
  const before = await findClubText(trx, key);
  if (before === change.text) return;
  if (change.text === null) await deleteClubText(trx, key);
  else await upsertClubText(trx, key, change.text, now);
  const name = `${change.field}.${change.language}`;
  await recordAudit(
    trx,
    {
      actor,
      action: change.text === null ? 'club_text.clear' : 'club_text.save',
      entity,
      entityId: change.entityId,
      before: { [name]: before },
      after: { [name]: change.text },
    },
    now,
  );
  clubTextsChanged(trx, ctx.caches);
}

/** A staff member's save or clear of one translation: its own unit of work. */
export async function changeClubText(deps: ClubTextsDeps, actor: AuditActor, change: ClubTextChange): Promise<void> {
  const { fallback } = await deps.languages();
  await unitOfWork(deps.db, (trx) =>
    writeClubText(trx, { caches: deps.caches, sources: deps.sources, defaultLanguage: fallback }, actor, change, nowInstant(deps.clock)),
  );
}

/**
 * An owner's editor's view of its rows' translations: per row, per language, each field's text ('' where none).
 * Rows without any translation are left out.
 */
export async function translationsOf<F extends string>(
  db: Executor,
  entity: ClubTextEntity,
  ids: readonly number[],
  fields: readonly F[],
  languages: readonly Language[],
): Promise<Map<number, Partial<Record<Language, Record<F, string>>>>> {
  const out = new Map<number, Partial<Record<Language, Record<F, string>>>>();
  for (const r of await findClubTexts(db, entity, ids, fields, languages)) {
    const byLanguage = out.get(r.entity_id) ?? {};
    const language = r.language as Language;
    const texts = byLanguage[language] ?? (Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
    texts[r.field as F] = r.text;
    byLanguage[language] = texts;
    out.set(r.entity_id, byLanguage);
  }
  return out;
}

/**
 * Every club text, of every kind, that readers of one of the club's languages get in another language (issue 32
 * §6: `/staff/translations`): per text its kind, row, field and the languages it lacks.
 */
export async function listMissingTranslations(deps: ClubTextsDeps): Promise<MissingTranslations> {
  const lists = await Promise.all(CLUB_TEXT_ENTITIES.map((entity) => listClubTexts(deps, entity)));
  const choice = await deps.languages();
  return {
    defaultLanguage: choice.fallback,
    languages: choice.offered.filter((l) => l !== choice.fallback),
    missing: lists.flatMap((list) =>
      list.texts
        .filter((text) => text.missing.length > 0)
        .map((text) => ({
          entity: list.entity as ClubTextEntity,
          entityId: text.entityId,
          label: text.label,
          field: text.field,
          missing: text.missing,
        })),
    ),
  };
}
