import type { Kysely } from 'kysely';

/**
 * Issue 33 §2's loose ends: a recurring booking keeps what it is from now on. `weekday` (ISO 1 Monday … 7 Sunday) joins
 * its time, court and length, which an edit of the following or all dates keeps up to date, so the weeks a later
 * change adds are booked as the series now is. `price_override` (minor units) and its reason: the price staff agreed
 * for the series when they made it, carried to the weeks a change of its last date adds; null: the rules' price.
 * Series made before this have no override to carry (it was kept only per booking and in the audit log).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_series')
    .addColumn('weekday', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('booking_series').addColumn('price_override', 'integer').execute();
  await db.schema.alterTable('booking_series').addColumn('price_override_reason', 'varchar(300)').execute();
  // The weekday of each series' first date (a club-local date: no time zone to apply).
  const series: Array<{ id: number; first_date: string }> = await db.selectFrom('booking_series').select(['id', 'first_date']).execute();
  for (const s of series) {
    const weekday = ((new Date(`${s.first_date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await db.updateTable('booking_series').set({ weekday }).where('id', '=', s.id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_series').dropColumn('price_override_reason').execute();
  await db.schema.alterTable('booking_series').dropColumn('price_override').execute();
  await db.schema.alterTable('booking_series').dropColumn('weekday').execute();
}
