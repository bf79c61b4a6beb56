import { instantToLocal } from '@clubportal/contract/club-time';
import type { Language } from '@clubportal/contract/languages';
import { renderMessage } from '../../../lib/messages.js';
import type { BookingToCome } from './courts.repository.js';

/**
 * The one rule of an hours change that would orphan bookings: a booking to come stays inside its court's hours.
 * A change whose hours leave one outside is refused with a sentence naming them (date and time, the booker).
 */

type Band = { open: string; close: string };
/** A court's bands on a club-local date (weekday 1 Monday .. 7 Sunday), as the catalogue answers them. */
export type HoursOn = (date: string, weekday: number) => Band[];

/** How many bookings a refusal names before "and N more". */
export const NAMED_BOOKINGS = 5;

/** Whether a booking's time, on the club's clock, lies inside one band of its day. */
export function fitsHours(hoursOn: HoursOn, b: Pick<BookingToCome, 'starts_at' | 'ends_at'>, zone: string): boolean {
  const start = instantToLocal(b.starts_at, zone);
  const end = instantToLocal(b.ends_at, zone);
  // Ending at midnight (or past it) counts against a band that closes at 24:00.
  const endTime = end.date > start.date ? '24:00' : end.time;
  return hoursOn(start.date, start.weekday).some((band) => band.open <= start.time && endTime <= band.close);
}

/** The bookings that fall outside `hoursOn`, first first. */
export function orphansOf(bookings: BookingToCome[], hoursOn: HoursOn, zone: string): BookingToCome[] {
  return bookings.filter((b) => !fitsHours(hoursOn, b, zone));
}

/** "20 June 2026, 18:00 (Ana López); … and 3 more" in the staff member's language. */
export function namedBookings(bookings: BookingToCome[], zone: string, language: Language): string {
  const named = bookings
    .slice(0, NAMED_BOOKINGS)
    .map((b) =>
      renderMessage(
        'courtBookingNamed',
        { when: { instant: b.starts_at, timeZone: zone }, name: `${b.name} ${b.surname}`.trim() },
        language,
      ),
    )
    .join('; ');
  const more = bookings.length - NAMED_BOOKINGS;
  return more > 0 ? renderMessage('courtBookingsMore', { list: named, count: more }, language) : named;
}
