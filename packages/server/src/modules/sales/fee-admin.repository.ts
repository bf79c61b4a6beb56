import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { PeriodicFeesTable } from '../../db/schema.js';

const feeColumns = [
  'f.id',
  'f.customer_id',
  'f.description',
  'f.amount',
  'f.currency',
  'f.period_months',
  'f.next_due_date',
  'f.active',
  'c.name',
  'c.surname',
] as const;

/** Fees with their customer's name, running ones first then by customer; one customer's when given. */
export function findStaffFees(db: Executor, customerId?: number) {
  let q = db.selectFrom('periodic_fees as f').innerJoin('customers as c', 'c.id', 'f.customer_id').select(feeColumns);
  if (customerId !== undefined) q = q.where('f.customer_id', '=', customerId);
  return q.orderBy('f.active', 'desc').orderBy('c.name').orderBy('c.surname').orderBy('f.description').orderBy('f.id').execute();
}
export type StaffFeeRow = Awaited<ReturnType<typeof findStaffFees>>[number];

export function findStaffFee(db: Executor, id: number): Promise<StaffFeeRow | undefined> {
  return db
    .selectFrom('periodic_fees as f')
    .innerJoin('customers as c', 'c.id', 'f.customer_id')
    .select(feeColumns)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** Per fee: its charges not yet paid and what they still owe (minor units). */
export async function findFeeDebts(db: Executor, feeIds: number[]): Promise<Map<number, { charges: number; owed: number }>> {
  if (!feeIds.length) return new Map();
  const rows = await db
    .selectFrom('sales')
    .select((eb) => [
      'periodic_fee_id',
      eb.fn.countAll<number>().as('charges'),
      eb.fn.sum<number>(eb('total', '-', eb.ref('paid'))).as('owed'),
    ])
    .where('periodic_fee_id', 'in', feeIds)
    .where('status', '=', 'pending')
    .whereRef('paid', '<', 'total')
    .groupBy('periodic_fee_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.periodic_fee_id), { charges: Number(r.charges), owed: Number(r.owed ?? 0) }]));
}

/** Fees running with a period due on or before `upTo` (club-local yyyy-MM-dd), in id order (the run locks in that order). */
export function findDueFees(db: Executor, upTo: string) {
  return db
    .selectFrom('periodic_fees as f')
    .innerJoin('customers as c', 'c.id', 'f.customer_id')
    .select(feeColumns)
    .where('f.active', '=', 1)
    .where('f.next_due_date', 'is not', null)
    .where('f.next_due_date', '<=', upTo)
    .orderBy('f.id')
    .execute();
}

export async function updateFee(db: Executor, id: number, values: Updateable<PeriodicFeesTable>): Promise<void> {
  await db.updateTable('periodic_fees').set(values).where('id', '=', id).execute();
}

/**
 * Moves a running fee's next due day from `from` to `to`, only if it is still `from`: true when this call moved
 * it (and so owns that period's charge). On PostgreSQL a concurrent run's update of the same fee waits for this
 * one's commit, then finds the day moved and changes nothing; SQLite has one writer.
 */
export async function advanceFee(db: Executor, id: number, from: string, to: string): Promise<boolean> {
  const res = await db
    .updateTable('periodic_fees')
    .set({ next_due_date: to })
    .where('id', '=', id)
    .where('active', '=', 1)
    .where('next_due_date', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findFeeCustomer(db: Executor, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertFeeRow(db: Executor, fee: Insertable<PeriodicFeesTable>): Promise<number> {
  const { id } = await db.insertInto('periodic_fees').values(fee).returning('id').executeTakeFirstOrThrow();
  return id;
}
