import type { Kysely } from 'kysely';

/**
 * Clubs whose doors read QR codes (`access_qr_enabled`): My Bookings and the public booking page show a
 * confirmed booking's access QR (spec, Customer bookings), and Open Facility is then not offered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_settings')
    .addColumn('access_qr_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_settings').dropColumn('access_qr_enabled').execute();
}
