import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * A class place's own booking mails (bookings by place): the class is one booking with many members, each
 * paying their own place, so the confirmation and the reminder are marked per place, not per booking.
 * Places taken before this migration are counted as confirmed (no late confirmations); their reminders
 * still go.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_participants').addColumn('confirmation_sent_at', instantType(db)).execute();
  await db.schema.alterTable('booking_participants').addColumn('reminder_sent_at', instantType(db)).execute();
  await db
    .updateTable('booking_participants')
    .set((eb) => ({ confirmation_sent_at: eb.ref('created_at') }))
    .where('customer_id', 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_participants').dropColumn('reminder_sent_at').execute();
  await db.schema.alterTable('booking_participants').dropColumn('confirmation_sent_at').execute();
}
