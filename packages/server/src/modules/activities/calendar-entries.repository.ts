import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/**
 * Every sign-up of the customer for an activity starting from `since` on, whatever its state (the calendar
 * feed publishes the ended ones as cancelled), with its sale's state (an unpaid hold may have run out).
 */
export function findMemberCalendarSignups(db: Executor, customerId: number, since: Instant) {
  return db
    .selectFrom('activity_signups as su')
    .innerJoin('activities as a', 'a.id', 'su.activity_id')
    .leftJoin('sales as s', 's.id', 'su.sale_id')
    .select(['su.id', 'su.status', 'su.hold_expires_at', 'su.created_at', 'su.ended_at', 's.status as sale_status', 'a.id as activity_id', 'a.name', 'a.start_at', 'a.end_at'])
    .where('su.customer_id', '=', customerId)
    .where('a.start_at', '>=', since)
    .orderBy('a.start_at')
    .orderBy('su.id')
    .execute();
}
