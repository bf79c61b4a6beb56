import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Failed password checks are counted per account and per address (a lockout needs both) and per kind
  // (a wrong current password on the change-password page is throttled apart from logins).
  await db.schema.alterTable('login_failures').addColumn('ip', 'varchar(64)').execute();
  await db.schema
    .alterTable('login_failures')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('login'))
    .execute();
  await db.schema.createIndex('login_failures_kind_email_idx').on('login_failures').columns(['kind', 'email', 'created_at']).execute();
  // A password change ends every other session of the account but keeps the one that made it.
  await db.schema.alterTable('customers').addColumn('kept_session_id', 'varchar(64)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('kept_session_id').execute();
  await db.schema.dropIndex('login_failures_kind_email_idx').execute();
  await db.schema.alterTable('login_failures').dropColumn('kind').execute();
  await db.schema.alterTable('login_failures').dropColumn('ip').execute();
}
