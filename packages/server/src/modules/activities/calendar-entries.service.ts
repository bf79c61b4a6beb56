import { CANCELLED_SEQUENCE, LIVE_SEQUENCE, summaryFor, type CalendarScope } from '../../lib/calendar-scope.js';
import type { IcsEvent } from '../../lib/ics.js';
import type { DbDeps } from '../../lib/route-types.js';
import { holdStillHolds } from '../sales/index.js';
import { getMainSettingsCached } from '../settings/index.js';
import { findMemberCalendarSignups } from './calendar-entries.repository.js';

/**
 * The activity sign-ups of the member and their linked children for the calendar feed, one event per sign-up
 * (its UID stays the same for good; a child's summary names the child, so a parent signed up with their child
 * sees both places): live while the sign-up is active and its unpaid hold, if any, still holds; CANCELLED (one
 * SEQUENCE higher) once given back or run out. An activity without an end is an event of no length at its start.
 */
export async function memberActivityEvents(deps: DbDeps, scope: CalendarScope): Promise<IcsEvent[]> {
  const rows = await findMemberCalendarSignups(
    deps.db,
    scope.people.map((p) => p.customerId),
    scope.since,
  );
  if (!rows.length) return [];
  const childName = new Map(scope.people.map((p) => [p.customerId, p.childName]));
  const settings = await getMainSettingsCached(deps);
  const location = [settings.name, settings.address].filter(Boolean).join(', ');
  return rows.map((r) => {
    const child = childName.get(r.customer_id);
    const live = r.status === 'active' && holdStillHolds(r.hold_expires_at, r.sale_status, scope.now);
    return {
      uid: `activity-signup-${r.id}@${scope.host}`,
      start: r.start_at,
      end: r.end_at ?? r.start_at,
      summary: summaryFor(r.name, child ? [child] : []),
      description: `${settings.name}: ${r.name}`,
      location,
      ...(scope.publicUrl ? { url: `${scope.publicUrl}/activity/${r.activity_id}` } : {}),
      status: live ? 'CONFIRMED' : 'CANCELLED',
      sequence: live ? LIVE_SEQUENCE : CANCELLED_SEQUENCE,
      stamp: scope.now,
      lastModified: live ? r.created_at : (r.ended_at ?? r.hold_expires_at ?? r.created_at),
    } satisfies IcsEvent;
  });
}
