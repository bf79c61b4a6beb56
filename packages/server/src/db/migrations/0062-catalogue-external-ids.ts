import { sql, type Kysely } from 'kysely';

/**
 * The id a product or a court had in a club's previous system (issue 32 §7): the CSV imports find the row again by
 * it, so a second import of the same catalogue updates rather than duplicates. A product's is its reference or SKU.
 * Null when staff created the row here; unique when set (both dialects let any number of nulls share a unique index).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('external_id', 'varchar(100)').execute();
  await db.schema.createIndex('products_external_id_key').on('products').column('external_id').unique().execute();
  await db.schema.alterTable('resources').addColumn('external_id', 'varchar(100)').execute();
  await db.schema.createIndex('resources_external_id_key').on('resources').column('external_id').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index resources_external_id_key`.execute(db);
  await db.schema.alterTable('resources').dropColumn('external_id').execute();
  await sql`drop index products_external_id_key`.execute(db);
  await db.schema.alterTable('products').dropColumn('external_id').execute();
}
