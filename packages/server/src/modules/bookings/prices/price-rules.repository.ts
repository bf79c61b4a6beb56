/** Kysely reads and writes of the booking types' price rules (the staff's price editor and the court set's base prices). */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { BookingPricesTable } from '../../../db/schema.js';

/** A type's rules in their order: the first that holds gives the price. */
export function findRulesOfType(db: Executor, bookingTypeId: number) {
  return db
    .selectFrom('booking_prices as p')
    .leftJoin('customers as c', 'c.id', 'p.customer_id')
    .selectAll('p')
    .select(['c.name as customer_first_name', 'c.surname as customer_surname'])
    .where('p.booking_type_id', '=', bookingTypeId)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

export function findRule(db: Executor, id: number) {
  return db.selectFrom('booking_prices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The sort order after the type's last rule. */
export async function nextSortOrder(db: Executor, bookingTypeId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_prices')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('booking_type_id', '=', bookingTypeId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertRule(db: Executor, row: Insertable<BookingPricesTable>): Promise<number> {
  const inserted = await db.insertInto('booking_prices').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRule(db: Executor, id: number, values: Updateable<BookingPricesTable>): Promise<void> {
  await db.updateTable('booking_prices').set(values).where('id', '=', id).execute();
}

export async function deleteRule(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('booking_prices').where('id', '=', id).execute();
}

/** Numbers a type's rules 1..n in the given order of ids. */
export async function renumberRules(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('booking_prices')
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
}

export function findCustomerGroups(db: Executor) {
  return db.selectFrom('customer_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export function findCustomerName(db: Executor, id: number) {
  return db.selectFrom('customers').select(['id', 'name', 'surname']).where('id', '=', id).executeTakeFirst();
}

export function findBookingTypeNames(db: Executor) {
  return db.selectFrom('booking_types').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
}
