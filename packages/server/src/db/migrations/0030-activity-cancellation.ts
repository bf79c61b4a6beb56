import type { Kysely } from 'kysely';

/**
 * An activity's cancellation rule (issue 30): a member may give a paid sign-up back until
 * `cancel_hours_before` hours before the start and gets `refund_percent` % of what they paid back, the way
 * they paid (`signUpCancellation` in the contract). Every activity, existing or new, starts with the
 * column defaults, a full refund until 24 hours before; staff change them per activity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('cancel_hours_before', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('activities')
    .addColumn('refund_percent', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').dropColumn('refund_percent').execute();
  await db.schema.alterTable('activities').dropColumn('cancel_hours_before').execute();
}
