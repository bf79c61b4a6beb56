import { sql } from 'kysely';
import type { Executor as Db } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export function findCustomFields(db: Db) {
  return db.selectFrom('custom_fields').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findCustomValues(db: Db, customerId: number) {
  return db.selectFrom('customer_custom_values').select(['custom_field_id', 'value']).where('customer_id', '=', customerId).execute();
}

export async function replaceCustomValues(
  db: Db,
  customerId: number,
  values: Array<{ customFieldId: number; value: string }>,
): Promise<void> {
  await db.deleteFrom('customer_custom_values').where('customer_id', '=', customerId).execute();
  if (values.length === 0) return;
  await db
    .insertInto('customer_custom_values')
    .values(values.map((v) => ({ customer_id: customerId, custom_field_id: v.customFieldId, value: v.value })))
    .execute();
}

/** The contact and personal fields an erased or merged-away customer no longer holds (one list for both). */
const CLEARED_CONTACT = {
  email2: '',
  email3: '',
  phone: '',
  phone2: '',
  phone3: '',
  gender: null,
  birth_date: null,
  address_line1: '',
  postal_code: '',
  city: '',
  town: '',
  country: '',
  ok_rss: 0,
  logo: '',
} as const;

/**
 * Wipes a customer's personal data but keeps the row, so orders, bookings and payments that point at
 * it stay intact. Their children are unlinked, their tokens and saved cards dropped, and the previous system's ids
 * of records merged into them cleared.
 */
export async function anonymiseCustomer(db: Db, id: number, now: Instant): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      email: null,
      password_hash: null,
      name: 'Deleted',
      surname: 'customer',
      ...CLEARED_CONTACT,
      parent_id: null,
      external_id: null,
      proven_email: null,
      deleted_at: now,
      // Every session ends, the one that deleted the account included.
      session_version: sql<number>`session_version + 1`,
      kept_session_id: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  await db.updateTable('customers').set({ parent_id: null, updated_at: now }).where('parent_id', '=', id).execute();
  // The previous system's ids of records merged into them go too: nothing leads back to the person.
  await db.updateTable('customers').set({ external_id: null, updated_at: now }).where('merged_into_id', '=', id).execute();
  await db.deleteFrom('customer_custom_values').where('customer_id', '=', id).execute();
  await db.deleteFrom('customer_form_answers').where('customer_id', '=', id).execute();
  await db.deleteFrom('customer_tokens').where('customer_id', '=', id).execute();
  await db.updateTable('payment_tokens').set({ deleted_at: now }).where('customer_id', '=', id).where('deleted_at', 'is', null).execute();
}

/** The merged-away customer (issue 33 §4): pointing at the kept one, out of sign-in and search, its name alone kept. */
export async function markCustomerMerged(
  db: Db,
  mergedId: number,
  keptId: number,
  keep: { keepExternalId: boolean },
  now: Instant,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      merged_into_id: keptId,
      merged_at: now,
      deleted_at: now,
      email: null,
      password_hash: null,
      proven_email: null,
      ...(keep.keepExternalId ? {} : { external_id: null }),
      parent_id: null,
      ...CLEARED_CONTACT,
      session_version: sql<number>`session_version + 1`,
      kept_session_id: null,
      updated_at: now,
    })
    .where('id', '=', mergedId)
    .execute();
}

/**
 * Active customers whose name or surname contains the text (case-insensitive on both dialects):
 * account holders, and the dependants of `familyId` (a family finds its own children).
 */
export function searchByName(db: Db, text: string, who: { excludeId: number; familyId: number }, limit: number) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'logo'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 0)
    .where('id', '!=', who.excludeId)
    .where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '=', who.familyId)]))
    .where(sql<boolean>`lower(name || ' ' || surname) like ${pattern} escape '\\'`)
    .orderBy('name')
    .orderBy('surname')
    .limit(limit)
    .execute();
}
