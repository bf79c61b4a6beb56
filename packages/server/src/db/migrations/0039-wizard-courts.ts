import { sql, type Kysely } from 'kysely';

/**
 * The booking type the go-live wizard's courts step created (issue 31 §5), so that revisiting the step edits
 * those courts (names, hours, base prices) and adds more instead of creating a second set. Null until the step
 * is saved, and on a club whose courts came from elsewhere (the demo, a club before the wizard).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('club_launch').addColumn('courts_booking_type_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table club_launch drop column courts_booking_type_id`.execute(db);
}
