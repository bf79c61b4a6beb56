import type { Kysely } from 'kysely';

/**
 * Who an activity is for (issue 30): `for_children` (0/1) marks an activity meant for members' children (a
 * children's school, a summer camp), so a parent signing up is offered their child first; `activity_sports`
 * lists the sports (booking types) it is about, so its sign-up form's sport and court lists offer only those
 * sports and their courts (the rows go with their activity). An activity without sports offers the club's whole lists, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('for_children', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('activity_sports')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id'))
    .addPrimaryKeyConstraint('activity_sports_pk', ['activity_id', 'booking_type_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_sports').execute();
  await db.schema.alterTable('activities').dropColumn('for_children').execute();
}
