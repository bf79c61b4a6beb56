import { CustomerStatus } from '@clubportal/contract/enums';
import { sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor as Db } from '../../db/dialect.js';
import type { CustomersTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export type CustomerRow = Selectable<CustomersTable>;

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findChildren(db: Db, parentId: number): Promise<CustomerRow[]> {
  return db.selectFrom('customers').selectAll().where('parent_id', '=', parentId).where('deleted_at', 'is', null).orderBy('id').execute();
}

export async function insertCustomer(
  db: Db,
  values: Omit<Insertable<CustomersTable>, 'created_at' | 'updated_at'>,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: Omit<Updateable<CustomersTable>, 'id' | 'created_at'>,
  now: Instant,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The newsletter tick (`ok_rss`) of every live account with this address (any case). */
export async function setOkRssByEmail(db: Db, email: string, okRss: 0 | 1, now: Instant): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ok_rss: okRss, updated_at: now })
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .where('ok_rss', '!=', okRss)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Ends every session of the account: its session version moves on; `keptSessionId`'s session alone survives. */
export async function endSessions(db: Db, id: number, keptSessionId: string | null, now: Instant): Promise<void> {
  await db
    .updateTable('customers')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), kept_session_id: keptSessionId, updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** `staff-login`: the staff console's sign-ins (modules/staff), throttled by the same rule. */
export type FailureKind = 'login' | 'change-password' | 'staff-login';

/** Failed password checks of one account (`email`; `#<id>` for change-password) since `since`, from `ip` when given. */
export async function countRecentLoginFailures(
  db: Db,
  f: { kind: FailureKind; email: string; ip?: string },
  since: Instant,
): Promise<number> {
  let query = db
    .selectFrom('login_failures')
    .select(db.fn.countAll<number>().as('n'))
    .where('kind', '=', f.kind)
    .where('email', '=', f.email)
    .where('created_at', '>', since);
  if (f.ip !== undefined) query = query.where('ip', '=', f.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordLoginFailure(db: Db, f: { kind: FailureKind; email: string; ip: string }, now: Instant): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ kind: f.kind, email: f.email, ip: f.ip.slice(0, 64), created_at: now })
    .execute();
}

export async function deleteLoginFailuresBefore(db: Db, before: Instant): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}

export async function clearLoginFailures(db: Db, kind: FailureKind, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('kind', '=', kind).where('email', '=', email).execute();
}

/** Dependants `parentId` added since `since`. */
export async function countChildrenCreatedSince(db: Db, parentId: number, since: Instant): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select(db.fn.countAll<number>().as('n'))
    .where('parent_id', '=', parentId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Links a partner token to the customer; linking the same token again moves it to this customer. */
export async function upsertExternalLink(db: Db, customerId: number, tokenHash: string, now: Instant): Promise<void> {
  await db
    .insertInto('external_account_links')
    .values({ customer_id: customerId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ customer_id: customerId, created_at: now }))
    .execute();
}

/** A customer an imported row may be about, with the fields an import writes. */
export type ImportMatch = {
  id: number;
  external_id: string | null;
  email: string | null;
  name: string;
  surname: string;
  phone: string;
  birth_date: string | null;
  address_line1: string;
  postal_code: string;
  city: string;
  country: string;
  language: string;
};

/** Customers (not deleted) with one of the external ids or one of the emails. */
export function findImportMatches(db: Db, externalIds: readonly string[], emails: readonly string[]): Promise<ImportMatch[]> {
  if (externalIds.length === 0 && emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customers')
    .select([
      'id',
      'external_id',
      'email',
      'name',
      'surname',
      'phone',
      'birth_date',
      'address_line1',
      'postal_code',
      'city',
      'country',
      'language',
    ])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([...(externalIds.length ? [eb('external_id', 'in', externalIds)] : []), ...(emails.length ? [eb('email', 'in', emails)] : [])]),
    )
    .execute();
}

/**
 * The customers that records merged into them (issue 33 §4) were known as in a previous system, by that id: a
 * merged record keeps its old id (unless the kept customer took it) and points at the kept one.
 */
export async function findMergedImportMatches(
  db: Db,
  externalIds: readonly string[],
): Promise<Array<{ oldId: string; kept: ImportMatch }>> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .selectFrom('customers as m')
    .innerJoin('customers as k', 'k.id', 'm.merged_into_id')
    .select([
      'm.external_id as old_id',
      'k.id',
      'k.external_id',
      'k.email',
      'k.name',
      'k.surname',
      'k.phone',
      'k.birth_date',
      'k.address_line1',
      'k.postal_code',
      'k.city',
      'k.country',
      'k.language',
    ])
    .where('m.external_id', 'in', externalIds)
    .where('k.deleted_at', 'is', null)
    .execute();
  return rows.flatMap(({ old_id, ...kept }) => (old_id === null ? [] : [{ oldId: old_id, kept }]));
}

/** The club's one desk-guest customer (migration 0057), if made yet. */
export async function findDeskGuestId(db: Db): Promise<number | undefined> {
  return (await db.selectFrom('customers').select('id').where('desk_guest', '=', 1).executeTakeFirst())?.id;
}

/** Makes the desk-guest customer unless another desk just did (the partial unique index says which). */
export async function insertDeskGuestOnce(db: Db, name: string, now: Instant): Promise<void> {
  await db
    .insertInto('customers')
    .values({
      email: null,
      password_hash: null,
      name,
      status: CustomerStatus.NotActivated,
      desk_guest: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
