import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import { foldForSearch } from '../../lib/search-fold.js';

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escaped(foldForSearch(text))}%`;

/** "#123" or "123": a member number (this portal's customer number). */
const MEMBER_NUMBER = /^#?(\d{1,9})$/;

/**
 * A customer (aliased `c`) the text finds: their search column (migration 0058: name and surname in either order,
 * email, phone digits, lower case without accents, kept by the database) holding it, any case or accent; holding its digits when it reads as a
 * phone (at least four digits, only phone characters: `611 22 33` finds `+34 611-22-33-44`); the member number
 * (the customer's id, `#123`) or the previous system's id (`external_id`), exactly. One column scanned on both
 * dialects: 50,000 customers answer within the budget (`npm run bench`).
 */
export const customerMatches = (raw: string) => {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  const number = MEMBER_NUMBER.exec(text)?.[1];
  const alternatives = [sql<SqlBool>`c.search_text like ${containing(text)} escape '\\'`, sql<SqlBool>`c.external_id = ${text}`];
  if (digits.length >= 4 && digits !== text && /^[\d\s+\-./()]+$/.test(text))
    alternatives.push(sql<SqlBool>`c.search_text like ${`%${digits}%`}`);
  if (number) alternatives.push(sql<SqlBool>`c.id = ${Number(number)}`);
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
};

/**
 * The staff console's customer lookup (a voucher's, a group's, a fee's customer): accounts not erased the text
 * finds (`customerMatches`), as "name surname" and email.
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

/**
 * One page of the customers' search (the staff's customers list): accounts not erased, by name then id; an empty
 * text lists everyone. One row more than the page is read to tell whether another page follows.
 */
export async function searchStaffCustomers(db: Executor, text: string, page: number, pageSize: number) {
  let query = db
    .selectFrom('customers as c')
    .select(['c.id', 'c.name', 'c.surname', 'c.email', 'c.phone', 'c.external_id', 'c.parent_id', 'c.status'])
    .where('c.deleted_at', 'is', null);
  if (text.trim()) query = query.where(customerMatches(text));
  const rows = await query
    .orderBy('c.name')
    .orderBy('c.surname')
    .orderBy('c.id')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
