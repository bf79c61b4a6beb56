import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Results the other team answers (issue 29 section 4): a saved result is now a proposal by one team
 * (`proposed_team`) that the other confirms or disputes until `answer_by`; unanswered, it stands.
 * `status`: proposed, confirmed, unanswered, disputed, settled (by staff); `answered_by` / `answered_at`
 * say who answered (the customer; null when the window or staff decided) and when. Results saved before moved levels at once: they stand, confirmed.
 * The job looks for proposals past their window by status and answer_by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_results')
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('confirmed'))
    .execute();
  await db.schema
    .alterTable('booking_results')
    .addColumn('proposed_team', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('booking_results').addColumn('answer_by', instantType(db)).execute();
  // No foreign key: SQLite cannot drop a column that has one (down), and staff who settle are not customers.
  await db.schema.alterTable('booking_results').addColumn('answered_by', 'integer').execute();
  await db.schema.alterTable('booking_results').addColumn('answered_at', instantType(db)).execute();
  await db.schema.createIndex('booking_results_status').on('booking_results').columns(['status', 'answer_by']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_results_status').execute();
  for (const column of ['answered_at', 'answered_by', 'answer_by', 'proposed_team', 'status'])
    await db.schema.alterTable('booking_results').dropColumn(column).execute();
}
