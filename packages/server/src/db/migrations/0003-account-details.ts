import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('custom_fields'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('field_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('pick_list_values', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('customer_custom_values')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('custom_field_id', 'integer', (c) => c.notNull().references('custom_fields.id').onDelete('cascade'))
    .addColumn('value', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_custom_values_pk', ['customer_id', 'custom_field_id'])
    .execute();

  await withId(db, db.schema.createTable('payment_tokens'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('card_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('payment_tokens_customer_idx').on('payment_tokens').column('customer_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_tokens', 'customer_custom_values', 'custom_fields']) await db.schema.dropTable(table).execute();
}
