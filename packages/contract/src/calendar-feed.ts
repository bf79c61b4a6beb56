import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/**
 * My calendar (issue 23 section 8): a secret address per member that calendar apps subscribe to (webcal://),
 * with their bookings and activity sign-ups. Only a hash of the secret is kept, so the address is shown once,
 * when it is made; a new one (or turning it off) kills the old one at once.
 */

/** GET|POST /api/publicbookings/calendar-feed/{customerId}, POST .../revoke */
export const calendarFeedParamsSchema = z.object({ customerId: idParam });

/** Whether the member has a live link, and since when (its address cannot be shown again). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedStatusResponseSchema = okEnvelope({ model: calendarFeedStatusSchema });

/** A new link: its path on the portal (`/api/publiccalendar/{secret}.ics`); the page adds its origin, and webcal:. */
export const calendarFeedLinkSchema = z.object({ path: z.string(), createdAt: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
export const calendarFeedLinkResponseSchema = okEnvelope({ model: calendarFeedLinkSchema });

/** GET /api/publiccalendar/{secret}.ics: the feed itself (no session: calendar apps cannot log in); the secret is 128 random bits, base64url. */
export const calendarFeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{22}\.ics$/, { error: 'not a calendar link' }),
});

/** How far back the feed goes: about three months of past bookings and activities; every future one. */
export const CALENDAR_FEED_PAST_DAYS = 92;
/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
