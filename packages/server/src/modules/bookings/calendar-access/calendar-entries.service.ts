import type { MainSettings } from '@clubportal/contract/settings';
import { CANCELLED_SEQUENCE, LIVE_SEQUENCE, summaryFor, type CalendarScope } from '../../../lib/calendar-scope.js';
import type { IcsEvent } from '../../../lib/ics.js';
import type { DbDeps } from '../../../lib/route-types.js';
import { holdStillHolds } from '../../sales/index.js';
import { getMainSettingsCached } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { findBookingBlocks } from '../core/bookings.repository.js';
import { householdPlace } from './calendar-places.js';
import { findMemberCalendarBookings } from './calendar-entries.repository.js';

/**
 * A booking as a calendar event: the same UID, summary and place in the booking's .ics (Add to calendar, the
 * confirmation mail) and in the member's feed, so a calendar that has both keeps one event.
 */
export function bookingIcsEvent(
  settings: Pick<MainSettings, 'name' | 'address'>,
  b: { id: number; starts_at: string; ends_at: string; duration_minutes: number; token: string },
  what: { typeName: string; resource: string },
  link: { host: string; publicUrl: string },
): Omit<IcsEvent, 'stamp'> {
  return {
    uid: `booking-${b.id}@${link.host}`,
    start: b.starts_at,
    end: b.ends_at,
    summary: `${what.typeName} - ${what.resource}`,
    description: `${settings.name}: ${what.typeName}, ${what.resource} (${b.duration_minutes} min)`,
    location: [settings.name, settings.address].filter(Boolean).join(', '),
    ...(link.publicUrl ? { url: `${link.publicUrl}/booking/${b.token}` } : {}),
  };
}

/**
 * The bookings of the member and their linked children for the calendar feed, one event per booking: live
 * while the booking is active, its hold still holds and someone of the household still holds a place (TENTATIVE
 * while all they have is an unanswered invitation); otherwise CANCELLED (the owner cancelled, the hold ran
 * out unpaid, they declined or left). The summary names the children it is for.
 */
export async function memberBookingEvents(deps: DbDeps, scope: CalendarScope): Promise<IcsEvent[]> {
  const rows = await findMemberCalendarBookings(
    deps.db,
    scope.people.map((p) => p.customerId),
    scope.since,
  );
  // One row per place: the booking's fields repeat, its places are the household's in it.
  const byBooking = new Map<number, { b: (typeof rows)[number]; places: (typeof rows)[number][] }>();
  for (const row of rows) {
    const seen = byBooking.get(row.id);
    if (seen) seen.places.push(row);
    else byBooking.set(row.id, { b: row, places: [row] });
  }
  if (!byBooking.size) return [];
  const [settings, cat, blocks] = await Promise.all([
    getMainSettingsCached(deps),
    getCatalogue(deps),
    findBookingBlocks(deps.db, [...byBooking.keys()]),
  ]);
  return [...byBooking.values()].map(({ b, places }) => {
    const household = householdPlace(scope.people, places);
    const own = blocks.filter((x) => x.booking_id === b.id);
    const resource = own.find((x) => x.no_online === 0)?.name ?? own[0]?.name ?? '';
    const live = b.status === 'active' && holdStillHolds(b.hold_expires_at, b.sale_status, scope.now) && household.holds;
    const event = bookingIcsEvent(settings, b, { typeName: cat.typeById.get(b.booking_type_id)?.name ?? '', resource }, scope);
    const changedAt = live
      ? (household.respondedAt ?? b.created_at)
      : (b.cancelled_at ?? household.respondedAt ?? b.hold_expires_at ?? b.created_at);
    return {
      ...event,
      summary: summaryFor(event.summary, household.childNames),
      status: live ? (household.tentative ? 'TENTATIVE' : 'CONFIRMED') : 'CANCELLED',
      sequence: live ? LIVE_SEQUENCE : CANCELLED_SEQUENCE,
      stamp: scope.now,
      lastModified: changedAt,
    };
  });
}
