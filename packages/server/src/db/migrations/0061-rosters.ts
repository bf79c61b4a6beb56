import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The desk's rosters (issue 33 §6). An activity and a class (a by-place booking) name their coach, a staff account
 * (a coach reads only the sessions naming them), as trainings do since 0052. `roster_attendance` is who came to a
 * session: one row per participant and session (the unique index), changed in place by an edit the audit log keeps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['activities', 'bookings'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('coach_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_coach_idx`).on(table).column('coach_staff_id').execute();
  }
  await withId(db, db.schema.createTable('roster_attendance'))
    // 'activity' (activities.id) or 'class' (bookings.id of a by-place class).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('marked_by_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('marked_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roster_attendance_once')
    .unique()
    .on('roster_attendance')
    .columns(['kind', 'session_id', 'customer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_attendance').execute();
  for (const table of ['activities', 'bookings'] as const) {
    await db.schema.dropIndex(`${table}_coach_idx`).execute();
    await db.schema.alterTable(table).dropColumn('coach_staff_id').execute();
  }
}
