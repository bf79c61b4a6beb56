import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export type ClubTextKey = { entity: string; entityId: number; field: string; language: string };
export type StoredClubText = { entity_id: number; field: string; language: string; text: string };

/** Longest `in (...)` list per query: well within both dialects' bound on parameters. */
const IDS_PER_QUERY = 5_000;

/** The translations of these rows' fields in these languages: one query (per 5,000 ids). */
export async function findClubTexts(
  db: Executor,
  entity: string,
  entityIds: readonly number[],
  fields: readonly string[],
  languages: readonly string[],
): Promise<StoredClubText[]> {
  if (entityIds.length === 0 || fields.length === 0 || languages.length === 0) return [];
  const found: StoredClubText[] = [];
  for (let at = 0; at < entityIds.length; at += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('club_texts')
      .select(['entity_id', 'field', 'language', 'text'])
      .where('entity', '=', entity)
      .where('entity_id', 'in', entityIds.slice(at, at + IDS_PER_QUERY))
      .where('field', 'in', fields)
      .where('language', 'in', languages)
      .execute();
    found.push(...rows);
  }
  return found;
}

/** Every translation of one entity kind (the staff editor's list). */
export function findClubTextsOfEntity(db: Executor, entity: string): Promise<StoredClubText[]> {
  return db.selectFrom('club_texts').select(['entity_id', 'field', 'language', 'text']).where('entity', '=', entity).execute();
}

export async function findClubText(db: Executor, key: ClubTextKey): Promise<string | null> {
  const row = await db
    .selectFrom('club_texts')
    .select('text')
    .where('entity', '=', key.entity)
    .where('entity_id', '=', key.entityId)
    .where('field', '=', key.field)
    .where('language', '=', key.language)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** Writes the one translation of its key (replacing the one before, if any). */
export async function upsertClubText(db: Executor, key: ClubTextKey, text: string, now: Instant): Promise<void> {
  await db
    .insertInto('club_texts')
    .values({ entity: key.entity, entity_id: key.entityId, field: key.field, language: key.language, text, updated_at: now })
    .onConflict((oc) => oc.columns(['entity', 'entity_id', 'field', 'language']).doUpdateSet({ text, updated_at: now }))
    .execute();
}

export async function deleteClubText(db: Executor, key: ClubTextKey): Promise<void> {
  await db
    .deleteFrom('club_texts')
    .where('entity', '=', key.entity)
    .where('entity_id', '=', key.entityId)
    .where('field', '=', key.field)
    .where('language', '=', key.language)
    .execute();
}
