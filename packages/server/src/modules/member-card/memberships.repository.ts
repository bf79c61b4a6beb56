import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import type { Database, MembershipTypesTable, SeasonPassesTable } from '../../db/schema.js';

/** A pass runs on `day` (club-local yyyy-MM-dd): started, and not past its last day (an ended pass's is the day before). */
const runningOn = (day: string) => (eb: ExpressionBuilder<Database & { p: SeasonPassesTable }, 'p'>) =>
  eb.and([eb('p.starts_on', '<=', day), eb.or([eb('p.ends_on', 'is', null), eb('p.ends_on', '>=', day)])]);

/** Every membership type with its group's name and its holders running on `day` or starting later, by name. */
export function findMembershipTypes(db: Executor, day: string) {
  return db
    .selectFrom('membership_types as t')
    .leftJoin('customer_groups as g', 'g.id', 't.customer_group_id')
    .selectAll('t')
    .select((eb) => [
      'g.name as group_name',
      eb
        .selectFrom('season_passes as p')
        .whereRef('p.membership_type_id', '=', 't.id')
        .where((e) => e.or([e('p.ends_on', 'is', null), e('p.ends_on', '>=', day)]))
        .select(eb.fn.countAll<number>().as('n'))
        .as('holders'),
    ])
    .orderBy('t.archived')
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
}
export type MembershipTypeRow = Awaited<ReturnType<typeof findMembershipTypes>>[number];

export async function findMembershipType(db: Executor, id: number, day: string): Promise<MembershipTypeRow | undefined> {
  return (await findMembershipTypes(db, day)).find((t) => t.id === id);
}

export async function insertMembershipType(db: Executor, t: Insertable<MembershipTypesTable>): Promise<number> {
  const { id } = await db.insertInto('membership_types').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMembershipType(db: Executor, id: number, t: Updateable<MembershipTypesTable>): Promise<void> {
  await db.updateTable('membership_types').set(t).where('id', '=', id).execute();
}

export function findGroupName(db: Executor, id: number) {
  return db.selectFrom('customer_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findPassCustomer(db: Executor, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A type's passes with their holders, the running and coming ones first, newest first. */
export function findTypePasses(db: Executor, typeId: number) {
  return db
    .selectFrom('season_passes as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select([
      'p.id',
      'p.customer_id',
      'p.starts_on',
      'p.ends_on',
      'p.ended_at',
      'p.reason',
      'p.periodic_fee_id',
      'c.name',
      'c.surname',
      'c.email',
    ])
    .where('p.membership_type_id', '=', typeId)
    .orderBy('p.ended_at', 'desc')
    .orderBy('p.starts_on', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

export function findPass(db: Executor, id: number) {
  return db.selectFrom('season_passes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's pass of this type that runs on `day` or starts later and was not ended. */
export function findHeldPass(db: Executor, customerId: number, typeId: number, day: string) {
  return db
    .selectFrom('season_passes as p')
    .select('p.id')
    .where('p.customer_id', '=', customerId)
    .where('p.membership_type_id', '=', typeId)
    .where('p.ended_at', 'is', null)
    .where((eb) => eb.or([eb('p.ends_on', 'is', null), eb('p.ends_on', '>=', day)]))
    .executeTakeFirst();
}

export async function insertPass(
  db: Executor,
  p: {
    customer_id: number;
    name: string;
    starts_on: string;
    ends_on: string | null;
    membership_type_id: number;
    periodic_fee_id: number | null;
    reason: string;
    created_at: Instant;
  },
): Promise<number> {
  const { id } = await db.insertInto('season_passes').values(p).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function endPassRow(db: Executor, id: number, endsOn: string, endedAt: Instant): Promise<void> {
  await db.updateTable('season_passes').set({ ends_on: endsOn, ended_at: endedAt }).where('id', '=', id).execute();
}

/** The groups the customer's passes running on `day` put them in. */
export async function findRunningPassGroups(db: Executor, customerId: number, day: string): Promise<number[]> {
  const rows = await db
    .selectFrom('season_passes as p')
    .innerJoin('membership_types as t', 't.id', 'p.membership_type_id')
    .select('t.customer_group_id')
    .distinct()
    .where('p.customer_id', '=', customerId)
    .where('t.customer_group_id', 'is not', null)
    .where(runningOn(day))
    .execute();
  return rows.map((r) => r.customer_group_id as number);
}

/** Customers whose passes running on `day` put them in a group. */
export async function findGroupPassHolders(db: Executor, day: string): Promise<number[]> {
  const rows = await db
    .selectFrom('season_passes as p')
    .innerJoin('membership_types as t', 't.id', 'p.membership_type_id')
    .select('p.customer_id')
    .distinct()
    .where('t.customer_group_id', 'is not', null)
    .where(runningOn(day))
    .execute();
  return rows.map((r) => r.customer_id);
}

/** The longest booking window (days) the customer's passes running on `day` give; null when none gives one. */
export async function findBestBookingDays(db: Executor, customerId: number, day: string): Promise<number | null> {
  const row = await db
    .selectFrom('season_passes as p')
    .innerJoin('membership_types as t', 't.id', 'p.membership_type_id')
    .select((eb) => eb.fn.max<number | null>('t.booking_days').as('days'))
    .where('p.customer_id', '=', customerId)
    .where(runningOn(day))
    .executeTakeFirst();
  return row?.days == null ? null : Number(row.days);
}

/** Of these passes, their type's window and names (the card shows them). */
export function findPassTypes(db: Executor, typeIds: number[]) {
  if (!typeIds.length) return Promise.resolve([]);
  return db.selectFrom('membership_types').select(['id', 'booking_days', 'names_json']).where('id', 'in', typeIds).execute();
}
