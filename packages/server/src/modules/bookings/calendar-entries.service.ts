import { holdsPlace } from '@clubportal/contract/bookings';
import type { MainSettings } from '@clubportal/contract/settings';
import type { Instant } from '../../lib/clock.js';
import type { IcsEvent } from '../../lib/ics.js';
import type { DbDeps } from '../../lib/route-types.js';
import { holdStillHolds } from '../sales/sale-holds.js';
import { getMainSettingsCached } from '../settings/settings.service.js';
import { getCatalogue } from './booking-catalogue.service.js';
import { findBookingBlocks } from './bookings.repository.js';
import { findMemberCalendarBookings } from './calendar-entries.repository.js';

/** What the club's events need to say where and what they are. */
export type CalendarScope = { customerId: number; since: Instant; now: Instant; host: string; publicUrl: string };

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

/** Cancelled events go out one revision later than the live ones (RFC 5546: a calendar keeps the higher SEQUENCE). */
export const LIVE_SEQUENCE = 0;
export const CANCELLED_SEQUENCE = 1;

/**
 * The member's bookings for the calendar feed: live while the booking is active, its hold still holds and the
 * member still holds a place (an invited player's is TENTATIVE until they answer); otherwise CANCELLED (the
 * owner cancelled, the hold ran out unpaid, the member declined or left).
 */
export async function memberBookingEvents(deps: DbDeps, scope: CalendarScope): Promise<IcsEvent[]> {
  const rows = await findMemberCalendarBookings(deps.db, scope.customerId, scope.since);
  // A member may have had more than one place in a booking (left, then invited again): the one that holds counts.
  const byBooking = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byBooking.get(row.id);
    if (!seen || (!holdsPlace(seen.state) && holdsPlace(row.state))) byBooking.set(row.id, row);
  }
  const bookings = [...byBooking.values()];
  if (!bookings.length) return [];
  const [settings, cat, blocks] = await Promise.all([getMainSettingsCached(deps.db, deps.clock), getCatalogue(deps.db, deps.clock), findBookingBlocks(deps.db, bookings.map((b) => b.id))]);
  return bookings.map((b) => {
    const own = blocks.filter((x) => x.booking_id === b.id);
    const resource = own.find((x) => x.no_online === 0)?.name ?? own[0]?.name ?? '';
    const live = b.status === 'active' && holdStillHolds(b.hold_expires_at, b.sale_status, scope.now) && holdsPlace(b.state);
    const event = bookingIcsEvent(settings, b, { typeName: cat.typeById.get(b.booking_type_id)?.name ?? '', resource }, scope);
    const changedAt = live ? (b.responded_at ?? b.created_at) : (b.cancelled_at ?? b.responded_at ?? b.hold_expires_at ?? b.created_at);
    return {
      ...event,
      status: live ? (b.state === 'invited' ? 'TENTATIVE' : 'CONFIRMED') : 'CANCELLED',
      sequence: live ? LIVE_SEQUENCE : CANCELLED_SEQUENCE,
      stamp: scope.now,
      lastModified: changedAt,
    };
  });
}
