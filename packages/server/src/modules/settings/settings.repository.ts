import type { Db } from '../../db/dialect.js';
import type { ClubConfigTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export type ConfigSection = ClubConfigTable['section'];

export async function findSection(db: Db, section: ConfigSection): Promise<unknown | undefined> {
  const row = await db.selectFrom('club_config').select('data').where('section', '=', section).executeTakeFirst();
  return row ? (JSON.parse(row.data) as unknown) : undefined;
}

export async function saveSection(db: Db, section: ConfigSection, data: unknown, now: Instant): Promise<void> {
  const values = { section, data: JSON.stringify(data), updated_at: now };
  await db
    .insertInto('club_config')
    .values(values)
    .onConflict((oc) => oc.column('section').doUpdateSet({ data: values.data, updated_at: values.updated_at }))
    .execute();
}
