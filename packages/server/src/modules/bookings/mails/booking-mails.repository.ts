/** Kysely queries of the booking mails job: what is due, who claims it, where it goes. */
import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';

/** Confirmed bookings (owner's sale paid) whose confirmation has not gone out yet. */
export function findUnconfirmed(db: Executor, now: Instant, limit: number) {
  return db
    .selectFrom('bookings as bk')
    .innerJoin('sales as s', 's.id', 'bk.sale_id')
    .select('bk.id')
    .where('bk.status', '=', 'active')
    .where('bk.confirmation_sent_at', 'is', null)
    .where('s.status', '=', 'paid')
    .where('bk.ends_at', '>', now)
    .orderBy('bk.id')
    .limit(limit)
    .execute();
}

/** Confirmed bookings starting in (now, until] whose reminder has not gone out yet. */
export function findDueReminders(db: Executor, now: Instant, until: Instant, limit: number) {
  return db
    .selectFrom('bookings as bk')
    .innerJoin('sales as s', 's.id', 'bk.sale_id')
    .select('bk.id')
    .where('bk.status', '=', 'active')
    .where('bk.starts_at', '>', now)
    .where('bk.starts_at', '<=', until)
    .where('bk.reminder_sent_at', 'is', null)
    .where('s.status', '=', 'paid')
    .orderBy('bk.starts_at')
    .limit(limit)
    .execute();
}

/**
 * Takes the right to send one booking mail: sets the marker only if nobody has, in one statement. Of two
 * instances racing, the second waits for the first's row lock (PostgreSQL) or the write lock (SQLite) and
 * then finds the marker set: one mail, however many instances.
 */
export async function claimMail(
  db: Executor,
  bookingId: number,
  marker: 'confirmation_sent_at' | 'reminder_sent_at',
  now: Instant,
): Promise<boolean> {
  const res = await db
    .updateTable('bookings')
    .set({ [marker]: now })
    .where('id', '=', bookingId)
    .where(marker, 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Who a booking mail goes to: name, address and language of each customer. */
export function findMailContacts(db: Executor, customerIds: number[]) {
  if (!customerIds.length) return Promise.resolve([]);
  return db.selectFrom('customers').select(['id', 'name', 'surname', 'email', 'language']).where('id', 'in', customerIds).execute();
}
