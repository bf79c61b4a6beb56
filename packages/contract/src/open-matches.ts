import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber } from './ids.js';
import { calendarDate } from './validation.js';

/**
 * Open matches (issue 29, sections 2 and 3): whether a booking is one is its owner's choice, at checkout and
 * later in My Bookings; the list is where members find them by date, sport, level and time. Only open
 * matches are ever listed; a private booking is neither listed nor readable by anyone but its players.
 */

/** PUT /api/publicbookings/open-match: the owner opens their booking as a match, or makes it private again. */
export const openMatchBodySchema = z.strictObject({ bookingId: idNumber, open: z.boolean() });
export const openMatchResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ bookingId: z.number().int(), open: z.boolean() }),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time HH:mm' });

/**
 * POST /api/publicbookings/open-matches: the open matches of one day (the club's calendar) still to start
 * with a free place, optionally of one booking type (the sport), starting from..to a time of day (club
 * time, `to` exclusive) and open to a level (decimal).
 */
export const openMatchesBodySchema = z.strictObject({
  date: calendarDate,
  bookingTypeId: idNumber.optional(),
  level: z.number().min(0).max(10).optional(),
  from: clockTime.optional(),
  to: clockTime.optional(),
});
export type OpenMatchesQuery = z.infer<typeof openMatchesBodySchema>;

export const openMatchSchema = z.object({
  id: z.number().int(),
  bookingTypeId: z.number().int(),
  bookingType: z.string(),
  /** Instant, and the club's wall clock (`yyyy-MM-dd HH:mm`). */
  start: z.string(),
  dtStart: z.string(),
  duration: z.number().int(),
  resourceName: z.string(),
  minLevel: z.number().nullable(),
  maxLevel: z.number().nullable(),
  maxParticipants: z.number().int(),
  placesLeft: z.number().int(),
  /** The players in it: first names and levels only (the detail of the join page says more). */
  players: z.array(z.object({ name: z.string(), level: z.number().nullable(), team: z.number().int() })),
  paymentType: z.number().int(),
  /** What joining costs now (decimal; 0 for a Full-payment match). */
  joinShare: z.number(),
  /** The caller's level is within the match's range (no range: everyone fits; a caller without a level fits only those). */
  fitsMyLevel: z.boolean(),
});
export type OpenMatch = z.infer<typeof openMatchSchema>;

export const openMatchesResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({
    list: z.array(openMatchSchema),
    /** The sports to filter by: the booking types that allow open matches. */
    bookingTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** The caller's club level (null: not rated). */
    viewerLevel: z.number().nullable(),
  }),
});
export type OpenMatchesAnswer = z.infer<typeof openMatchesResponseSchema>['model'];

/**
 * The list's order: matches whose level range fits the member first, then by start (then id). Pure, so the
 * page and the server agree.
 */
export function orderOpenMatches<T extends { fitsMyLevel: boolean; start: string; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.fitsMyLevel) - Number(a.fitsMyLevel) || a.start.localeCompare(b.start) || a.id - b.id);
}
