import type { Instant } from '../../lib/clock.js';
import type { IcsEvent } from '../../lib/ics.js';
import type { DbDeps } from '../../lib/route-types.js';
import { holdStillHolds } from '../sales/sale-holds.js';
import { getMainSettingsCached } from '../settings/settings.service.js';
import { findMemberCalendarSignups } from './calendar-entries.repository.js';

type CalendarScope = { customerId: number; since: Instant; now: Instant; host: string; publicUrl: string };

/**
 * The member's activity sign-ups for the calendar feed, one event per sign-up (its UID stays the same for
 * good): live while the sign-up is active and its unpaid hold, if any, still holds; CANCELLED (one SEQUENCE
 * higher) once given back or run out. An activity without an end is an event of no length at its start.
 */
export async function memberActivityEvents(deps: DbDeps, scope: CalendarScope): Promise<IcsEvent[]> {
  const rows = await findMemberCalendarSignups(deps.db, scope.customerId, scope.since);
  if (!rows.length) return [];
  const settings = await getMainSettingsCached(deps.db, deps.clock);
  const location = [settings.name, settings.address].filter(Boolean).join(', ');
  return rows.map((r) => {
    const live = r.status === 'active' && holdStillHolds(r.hold_expires_at, r.sale_status, scope.now);
    return {
      uid: `activity-signup-${r.id}@${scope.host}`,
      start: r.start_at,
      end: r.end_at ?? r.start_at,
      summary: r.name,
      description: `${settings.name}: ${r.name}`,
      location,
      ...(scope.publicUrl ? { url: `${scope.publicUrl}/activity/${r.activity_id}` } : {}),
      status: live ? 'CONFIRMED' : 'CANCELLED',
      sequence: live ? 0 : 1,
      stamp: scope.now,
      lastModified: live ? r.created_at : (r.ended_at ?? r.hold_expires_at ?? r.created_at),
    } satisfies IcsEvent;
  });
}
