import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { deskChanged } from '../../lib/desk-changes.js';
import { findBookingsOfSales } from './payments.repository.js';

/**
 * Money moved on these sales (a payment settled, a staff refund): the desks showing the days of the bookings they pay
 * for read their day again once the unit of work commits (issue 33 §8), as every other desk change names its days;
 * the desks showing other days do not. A sale of no booking (a shop order, a fee, an activity) changes nothing the day
 * grid shows: no one is told.
 */
export async function moneyMovedOnSales(
  trx: Tx,
  caches: AppCaches | undefined,
  kind: 'payment' | 'refund',
  saleIds: number[],
): Promise<void> {
  if (!caches) return;
  const rows = await findBookingsOfSales(trx, [...new Set(saleIds)]);
  const bookings = [...new Set(rows.map((r) => r.id))];
  if (!bookings.length) return;
  deskChanged(trx, caches, {
    kind,
    bookingId: bookings.length === 1 ? bookings[0]! : null,
    courts: [...new Set(rows.map((r) => r.resource_id).filter((id): id is number => id !== null))],
    at: [...new Set(rows.map((r) => r.starts_at))],
  });
}
