import { sql } from 'kysely';
import type { Executor } from '../../db/dialect.js';

/** Every group with its member count and the prices pointing at it, by name. */
export function findGroups(db: Executor) {
  return db
    .selectFrom('customer_groups as g')
    .select((eb) => [
      'g.id',
      'g.name',
      eb
        .selectFrom('customer_group_members as m')
        .whereRef('m.customer_group_id', '=', 'g.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('members'),
      eb
        .selectFrom('booking_prices as p')
        .whereRef('p.customer_group_id', '=', 'g.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('price_rules'),
      eb
        .selectFrom('customer_prices as cp')
        .whereRef('cp.customer_group_id', '=', 'g.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('product_prices'),
    ])
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
}
export type GroupRow = Awaited<ReturnType<typeof findGroups>>[number];

export async function findGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  return (await findGroups(db)).find((g) => g.id === id);
}

/** A group whose name is `name` in any case. */
export function findGroupByName(db: Executor, name: string) {
  return db
    .selectFrom('customer_groups')
    .select(['id', 'name'])
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export async function insertGroup(db: Executor, name: string): Promise<number> {
  const { id } = await db.insertInto('customer_groups').values({ name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function renameGroup(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('customer_groups').set({ name }).where('id', '=', id).execute();
}

/** Deletes a group and its memberships (nothing else points at it: the caller checked the prices). */
export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('customer_group_members').where('customer_group_id', '=', id).execute();
  await db.deleteFrom('customer_groups').where('id', '=', id).execute();
}

/** The names of what prices a group: booking types of its price rules, products of its group prices. */
export async function findGroupPriceUsers(db: Executor, id: number): Promise<string[]> {
  const [types, products, memberships] = await Promise.all([
    db
      .selectFrom('booking_prices as p')
      .innerJoin('booking_types as t', 't.id', 'p.booking_type_id')
      .select('t.name')
      .distinct()
      .where('p.customer_group_id', '=', id)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('customer_prices as cp')
      .innerJoin('products as pr', 'pr.id', 'cp.product_id')
      .select('pr.name')
      .distinct()
      .where('cp.customer_group_id', '=', id)
      .orderBy('pr.name')
      .execute(),
    // A membership type that puts its holders in the group (archived ones too: their passes may still run).
    db.selectFrom('membership_types').select('name').distinct().where('customer_group_id', '=', id).orderBy('name').execute(),
  ]);
  return [...types, ...products, ...memberships].map((r) => r.name);
}

export function findGroupMembers(db: Executor, groupId: number) {
  return db
    .selectFrom('customer_group_members as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select(['c.id', 'c.name', 'c.surname', 'c.email'])
    .where('m.customer_group_id', '=', groupId)
    .orderBy('c.name')
    .orderBy('c.surname')
    .orderBy('c.id')
    .execute();
}

export function findLiveCustomer(db: Executor, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Adds a membership; false when it was there already (ignored, never a duplicate). */
export async function insertMember(db: Executor, groupId: number, customerId: number, byPass = false): Promise<boolean> {
  const res = await db
    .insertInto('customer_group_members')
    .values({ customer_group_id: groupId, customer_id: customerId, by_pass: byPass ? 1 : 0 })
    .onConflict((oc) => oc.columns(['customer_id', 'customer_group_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteMember(db: Executor, groupId: number, customerId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('customer_group_members')
    .where('customer_group_id', '=', groupId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The group memberships of these customers (the import adds only those missing). */
export function findGroupsOfCustomers(db: Executor, customerIds: readonly number[]) {
  if (!customerIds.length) return Promise.resolve([]);
  return db
    .selectFrom('customer_group_members')
    .select(['customer_id', 'customer_group_id'])
    .where('customer_id', 'in', [...customerIds])
    .execute();
}

/** A customer's group memberships, and which a season pass gave. */
export function findCustomerMemberships(db: Executor, customerId: number) {
  return db
    .selectFrom('customer_group_members')
    .select(['customer_group_id', 'by_pass'])
    .where('customer_id', '=', customerId)
    .orderBy('customer_group_id')
    .execute();
}

/** Customers holding a membership a season pass gave. */
export async function findPassGivenMembers(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('customer_group_members').select('customer_id').distinct().where('by_pass', '=', 1).execute();
  return rows.map((r) => r.customer_id);
}

/** The groups (id and name) by name: what a membership type may put its holders in. */
export function findGroupChoices(db: Executor) {
  return db.selectFrom('customer_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}
