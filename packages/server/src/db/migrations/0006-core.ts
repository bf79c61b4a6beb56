import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { bytesType, instantType, withId } from './helpers.js';

/** Every instant column so far; on PostgreSQL they become real `timestamptz` columns. */
const instantColumns: Record<string, string[]> = {
  club_config: ['updated_at'],
  file_uploads: ['created_at'],
  info_requests: ['created_at'],
  text_blocks: ['created_at'],
  customers: ['created_at', 'updated_at', 'deleted_at', 'sessions_valid_after'],
  customer_tokens: ['expires_at', 'used_at', 'created_at'],
  login_failures: ['created_at'],
  customer_emails: ['created_at', 'sent_at'],
  customer_sms: ['created_at'],
  payment_tokens: ['created_at', 'deleted_at'],
  external_account_links: ['created_at'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite) {
    for (const [table, columns] of Object.entries(instantColumns)) {
      for (const column of columns) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type timestamptz using ${sql.ref(column)}::timestamptz`.execute(
          db,
        );
      }
    }
  }
  const instant = instantType(db);

  // Mail waiting to be sent after the transaction that caused it commits (modules/comms/mail-outbox.*).
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('customer_email_id', 'integer', (c) => c.references('customer_emails.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('claimed_until', instant)
    .addColumn('sent_at', instant)
    .addColumn('failed_at', instant)
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute();

  // Uploaded files, in the database so that every server instance serves the same ones.
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
  await db.schema.dropTable('mail_outbox').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const [table, columns] of Object.entries(instantColumns)) {
      for (const column of columns) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type varchar(30) using to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(
          db,
        );
      }
    }
  }
}
