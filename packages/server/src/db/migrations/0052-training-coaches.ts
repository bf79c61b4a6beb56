import type { Kysely } from 'kysely';

/**
 * The staff's trainings editor (issue 32 §5): a training's coach is a staff account (a coach-role account sees only
 * the trainings it coaches), and a training is archived, never deleted (who did not show points at it): an archived
 * training is off the members' lists.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trainings')
    .addColumn('coach_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('trainings')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('trainings_coach_idx').on('trainings').column('coach_staff_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trainings_coach_idx').execute();
  await db.schema.alterTable('trainings').dropColumn('active').execute();
  await db.schema.alterTable('trainings').dropColumn('coach_staff_id').execute();
}
