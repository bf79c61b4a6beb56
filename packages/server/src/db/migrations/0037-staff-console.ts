import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The staff console's foundation (issue 31): staff accounts and their sessions, custom roles, one-time links
 * (setup, invitation, password reset), and the append-only audit log.
 *
 * `staff_users` (0001) stays what it is: the blog's bylines. Staff accounts are a table of their own.
 * Emails are stored lower-cased (the contract lower-cases them), so the unique index is case-insensitive.
 * The audit log refuses UPDATE and DELETE in the database itself: a trigger on each dialect.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('staff_roles'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_accounts'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('custom_role_id', 'integer', (c) => c.references('staff_roles.id'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('totp_secret', 'varchar(100)')
    .addColumn('totp_enrolled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_last_step', 'integer')
    .addColumn('recovery_codes', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_accounts_role_idx').on('staff_accounts').columns(['role', 'active']).execute();

  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('session_version', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('last_seen_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await withId(db, db.schema.createTable('staff_tokens'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('used_at', instant)
    .execute();
  await db.schema.createIndex('staff_tokens_purpose_idx').on('staff_tokens').columns(['purpose', 'staff_id']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_kind', 'actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const op of ['UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${op.toLowerCase()} BEFORE ${op} ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
  } else {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'staff_tokens', 'staff_sessions', 'staff_accounts', 'staff_roles']) {
    await db.schema.dropTable(table).execute();
  }
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
