import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/**
 * Every sign-up of the customers for an activity starting from `since` on, whatever its state (the calendar
 * feed publishes the ended ones as cancelled), with its sale's state (an unpaid hold may have run out).
 */
export function findMemberCalendarSignups(db: Executor, customerIds: readonly number[], since: Instant) {
  return db
    .selectFrom('activity_signups as su')
    .innerJoin('activities as a', 'a.id', 'su.activity_id')
    .leftJoin('sales as s', 's.id', 'su.sale_id')
    .select([
      'su.id',
      'su.customer_id',
      'su.status',
      'su.hold_expires_at',
      'su.created_at',
      'su.ended_at',
      's.status as sale_status',
      'a.id as activity_id',
      'a.name',
      'a.start_at',
      'a.end_at',
    ])
    .where('su.customer_id', 'in', customerIds)
    .where('a.start_at', '>=', since)
    .orderBy('a.start_at')
    .orderBy('su.id')
    .execute();
}
