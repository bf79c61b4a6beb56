import { sql } from 'kysely';
import type { Executor } from '../../db/dialect.js';

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A customer (aliased `c`) whose name, surname or email contains the text, any case. */
export const customerMatches = (text: string) =>
  sql<boolean>`(lower(c.name || ' ' || c.surname) like ${containing(text)} escape '\\' or lower(coalesce(c.email, '')) like ${containing(text)} escape '\\')`;

/**
 * The staff console's customer lookup (a voucher's, a group's, a fee's customer): accounts not erased whose
 * name, surname or email holds the text, as "name surname" and email.
 */
export async function findStaffCustomers(db: Executor, text: string, limit: number) {
  const rows = await db
    .selectFrom('customers as c')
    .select(['c.id', 'c.name', 'c.surname', 'c.email'])
    .where('c.deleted_at', 'is', null)
    .where(customerMatches(text))
    .orderBy('c.name')
    .orderBy('c.surname')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((c) => ({ id: c.id, name: `${c.name} ${c.surname}`.trim(), email: c.email ?? '' }));
}
