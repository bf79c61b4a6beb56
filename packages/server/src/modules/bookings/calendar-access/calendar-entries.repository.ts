import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';

/**
 * Every booking from `since` on in which one of the customers has (or had) a place, whatever its state: the
 * calendar feed publishes the cancelled ones too. One row per place; the service keeps the ones that count.
 */
export function findMemberCalendarBookings(db: Executor, customerIds: readonly number[], since: Instant) {
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select([
      'bk.id',
      'bk.booking_type_id',
      'bk.starts_at',
      'bk.ends_at',
      'bk.duration_minutes',
      'bk.status',
      'bk.token',
      'bk.hold_expires_at',
      'bk.created_at',
      'bk.cancelled_at',
      's.status as sale_status',
      'p.customer_id',
      'p.state',
      'p.responded_at',
    ])
    .where('p.customer_id', 'in', customerIds)
    .where('bk.starts_at', '>=', since)
    .orderBy('bk.starts_at')
    .orderBy('bk.id')
    .execute();
}
