import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

/**
 * The one iCalendar writer of the server (RFC 5545): the booking's .ics (Add to calendar, the confirmation
 * mail) and the member's calendar feed. ical-generator escapes text (`,` `;` `\` and line breaks) and folds
 * lines at 75 octets without splitting a UTF-8 character; times are written as the club's wall clock with
 * TZID and the zone's VTIMEZONE (from the IANA data, both DST rules), DTSTAMP in UTC.
 */
export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export type IcsEvent = {
  /** Stable per booking or sign-up: a calendar updates the event it has instead of adding another. */
  uid: string;
  /** ISO-8601 instants (UTC). */
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: IcsStatus;
  /**
   * RFC 5546 revision: raised whenever the event changes in a way attendees must notice (cancelled), so a
   * calendar takes the newer copy over the one it holds.
   */
  sequence?: number;
  /** When this copy of the event was made (DTSTAMP, UTC). */
  stamp: string;
  lastModified?: string;
};

export type IcsCalendar = {
  /** The club's name (X-WR-CALNAME and the PRODID's company stays ClubPortal). */
  name: string;
  /** IANA zone of the club: every DTSTART/DTEND carries it as TZID, with its VTIMEZONE. */
  timeZone: string;
  events: IcsEvent[];
  /** A subscribed feed: how often clients should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
};

const STATUS: Record<IcsStatus, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * Builds the calendar text (CRLF lines). METHOD:PUBLISH always: a file or a subscribed feed publishes the
 * club's copy of each event (RFC 5546 section 3.2.1); a cancelled event stays in it with STATUS:CANCELLED and a
 * higher SEQUENCE, which is how a published calendar cancels (METHOD:CANCEL is an iTIP message of its own
 * and cannot share an object with PUBLISH).
 */
export function buildIcs(input: IcsCalendar): string {
  const cal = ical({
    name: input.name,
    prodId: { company: 'ClubPortal', product: 'bookings', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // The zone goes on the events, not the calendar: the calendar's would also make DTSTAMP a local time,
  // which RFC 5545 forbids (it must be UTC). The generator still writes the events' zone's VTIMEZONE.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  cal.x([{ key: 'X-WR-TIMEZONE', value: input.timeZone }]);
  if (input.refreshMinutes) {
    cal.ttl(input.refreshMinutes * 60);
  }
  const zoned = (instant: string) => DateTime.fromISO(instant, { zone: input.timeZone });
  for (const e of input.events) {
    cal.createEvent({
      id: e.uid,
      // Luxon times in the club's zone: written as that zone's wall clock (a plain Date would be UTC).
      start: zoned(e.start),
      end: zoned(e.end),
      timezone: input.timeZone,
      stamp: DateTime.fromISO(e.stamp, { zone: 'utc' }),
      summary: e.summary,
      ...(e.description !== undefined ? { description: e.description } : {}),
      ...(e.location ? { location: e.location } : {}),
      ...(e.url ? { url: e.url } : {}),
      ...(e.status ? { status: STATUS[e.status] } : {}),
      ...(e.sequence !== undefined ? { sequence: e.sequence } : {}),
      ...(e.lastModified ? { lastModified: DateTime.fromISO(e.lastModified, { zone: 'utc' }) } : {}),
    });
  }
  return cal.toString();
}
