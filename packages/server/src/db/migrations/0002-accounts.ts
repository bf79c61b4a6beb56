import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('customers'))
    .addColumn('email', 'varchar(254)')
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('surname', 'varchar(150)', (c) => c.notNull().defaultTo(''))
    .addColumn('email2', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('email3', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone2', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone3', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'integer')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('address_line1', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('town', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('accept_conditions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ok_rss', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'varchar(10)', (c) => c.notNull().defaultTo('es-ES'))
    .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('sessions_valid_after', 'varchar(30)')
    .execute();
  // NULL emails (children) do not collide: both dialects allow many NULLs under a unique index.
  await db.schema.createIndex('customers_email_uq').on('customers').column('email').unique().execute();
  await db.schema.createIndex('customers_parent_idx').on('customers').column('parent_id').execute();

  await withId(db, db.schema.createTable('customer_tokens'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // Failed logins, counted per account for throttling; kept in the database so every instance agrees.
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email', 'created_at']).execute();

  await withId(db, db.schema.createTable('customer_emails'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('customer_emails_customer_idx').on('customer_emails').columns(['customer_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('customer_sms'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_sms_customer_idx').on('customer_sms').columns(['customer_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['customer_sms', 'customer_emails', 'login_failures', 'customer_tokens', 'customers']) {
    await db.schema.dropTable(table).execute();
  }
}
