import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Staff vouchers (issue 32 §4): a movement may carry why and by whom (a voucher issued by staff is its first
 * movement, with the reason given), and a voucher's deactivations and reactivations are kept with their reason
 * and who made them (`voucher_status_changes`), as the movements are: its balance stays their sum, and
 * `vouchers.enabled` is the latest change. Touches only tables of migration 0008.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await db.schema
    .alterTable('voucher_movements')
    .addColumn('reason', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('voucher_movements')
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await withId(db, db.schema.createTable('voucher_status_changes'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voucher_status_changes_voucher_idx').on('voucher_status_changes').columns(['voucher_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table voucher_status_changes`.execute(db);
  await db.schema.alterTable('voucher_movements').dropColumn('actor_label').execute();
  await db.schema.alterTable('voucher_movements').dropColumn('reason').execute();
}
