import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Players say yes before they owe anything (issue 19): each place of a booking gets the state of whoever
 * holds it (`invited`, `accepted`, `declined`, `left`, `joined`; null for an open place) and when they
 * answered. Places taken before this migration were already sold to their players, so they count as
 * accepted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_participants').addColumn('state', 'varchar(10)').execute();
  await db.schema.alterTable('booking_participants').addColumn('responded_at', instantType(db)).execute();
  await db.updateTable('booking_participants').set({ state: 'accepted' }).where('customer_id', 'is not', null).execute();
  // The invitations job looks for the unanswered ones.
  await db.schema.createIndex('booking_participants_state').on('booking_participants').columns(['state', 'booking_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_participants_state').execute();
  await db.schema.alterTable('booking_participants').dropColumn('responded_at').execute();
  await db.schema.alterTable('booking_participants').dropColumn('state').execute();
}
