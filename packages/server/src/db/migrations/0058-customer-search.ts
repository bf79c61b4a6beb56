import { sql, type Kysely } from 'kysely';

/**
 * The staff's customer search (issue 33 §4): its list is ordered by name, surname and id, so a broad search (a
 * letter, an empty box) walks this index and stops after a page instead of sorting 50,000 rows. The substring
 * match itself scans (`modules/accounts/staff-customer-lookup.ts`), which the bench times.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('customers_name_order').on('customers').columns(['name', 'surname', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customers_name_order`.execute(db);
}
