import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function findCardConfig(db: Executor) {
  return db.selectFrom('virtual_card_config').selectAll().orderBy('id').executeTakeFirst();
}

export async function saveCardConfig(
  db: Executor,
  c: { top_image: string; shield: string; selected_sponsors: string; fields: string; qr_valid_minutes: number },
): Promise<void> {
  const current = await findCardConfig(db);
  if (current) await db.updateTable('virtual_card_config').set(c).where('id', '=', current.id).execute();
  else await db.insertInto('virtual_card_config').values(c).execute();
}

/** The customer's passes valid on `day` (club-local yyyy-MM-dd), the newest first. */
export async function findSeasonPassesOn(db: Executor, customerId: number, day: string) {
  return db
    .selectFrom('season_passes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('starts_on', '<=', day)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', day)]))
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Of these customers, the active, undeleted ones with a pass valid on `day`. */
export async function findPassHoldersOn(db: Executor, customerIds: number[], day: string): Promise<number[]> {
  const rows = await db
    .selectFrom('season_passes as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select('p.customer_id')
    .distinct()
    .where('p.customer_id', 'in', customerIds)
    .where('c.status', '=', 0)
    .where('c.deleted_at', 'is', null)
    .where('p.starts_on', '<=', day)
    .where((eb) => eb.or([eb('p.ends_on', 'is', null), eb('p.ends_on', '>=', day)]))
    .execute();
  return rows.map((r) => r.customer_id);
}

export async function insertSeasonPass(
  db: Executor,
  p: { customerId: number; name: string; startsOn: string; endsOn: string | null },
  now: Instant,
): Promise<number> {
  const { id } = await db
    .insertInto('season_passes')
    .values({ customer_id: p.customerId, name: p.name, starts_on: p.startsOn, ends_on: p.endsOn, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
