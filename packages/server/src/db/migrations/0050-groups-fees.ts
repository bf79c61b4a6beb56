import { sql, type Kysely } from 'kysely';

/**
 * Customer groups and periodic fees in the staff console (issue 32 §3). A fee's charge records the due day it
 * charges (`sales.fee_due_date`), and one fee's day is charged once (a unique index: the fee run's last word
 * when two desks run at once). A group's name is one name (unique; the service also compares it without case).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales').addColumn('fee_due_date', 'varchar(10)').execute();
  await db.schema.createIndex('sales_fee_period_uq').unique().on('sales').columns(['periodic_fee_id', 'fee_due_date']).execute();
  await db.schema.createIndex('customer_groups_name_uq').unique().on('customer_groups').column('name').execute();
  await db.schema.createIndex('customer_group_members_group_idx').on('customer_group_members').column('customer_group_id').execute();
  await db.schema.createIndex('periodic_fees_due_idx').on('periodic_fees').columns(['active', 'next_due_date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index periodic_fees_due_idx`.execute(db);
  await sql`drop index customer_group_members_group_idx`.execute(db);
  await sql`drop index customer_groups_name_uq`.execute(db);
  await sql`drop index sales_fee_period_uq`.execute(db);
  await db.schema.alterTable('sales').dropColumn('fee_due_date').execute();
}
