import { sql, type Kysely } from 'kysely';

/**
 * The staff's CSV import (issue 32 §7): a customer keeps the id the club's previous system gave them, so a second
 * import of the same file finds them again (by this id, else by email) instead of making a duplicate. Unique when
 * set; most customers have none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('external_id', 'varchar(100)').execute();
  await db.schema.createIndex('customers_external_id_key').on('customers').column('external_id').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customers_external_id_key`.execute(db);
  await db.schema.alterTable('customers').dropColumn('external_id').execute();
}
