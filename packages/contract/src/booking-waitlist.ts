import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { instantInput } from './bookings.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate } from './validation.js';
import { LIVE_WAITLIST_STATUSES } from './waitlist.js';

/**
 * The booking waitlist (issue 23, section 7): a member queues for a taken court slot or a full open match;
 * when the slot or a place frees, the first in line gets it to themselves for a while (an exclusive offer,
 * by mail), then the next. The rules both sides read are here; the server keeps them (booking-waitlist.service).
 */

/** How long the first in line has a freed slot or place to themselves (a constant, the same for every club), never past its start (`offerDeadline`, waitlist.ts). */
export const BOOKING_WAITLIST_OFFER_MINUTES = 30;

/** Whether an offer still stands at `now`. */
export const offerStands = (e: { status: string; offerExpiresAt: string | null }, now: string): boolean =>
  e.status === 'offered' && e.offerExpiresAt !== null && e.offerExpiresAt > now;

/**
 * Who gets the `free` places now, first come first served: live offers keep theirs, and each place not kept
 * goes to the earliest waiting entry (by id, the order they joined in). Entries in any order; answers the
 * entries to offer, earliest first.
 */
export function nextInLine<T extends { id: number; status: string; offerExpiresAt: string | null }>(
  entries: readonly T[],
  free: number,
  now: string,
): T[] {
  const kept = entries.filter((e) => offerStands(e, now)).length;
  const open = free - kept;
  if (open <= 0) return [];
  return entries
    .filter((e) => e.status === 'waiting')
    .sort((a, b) => a.id - b.id)
    .slice(0, open);
}

/** A court-slot entry as the line rules see it: its court and time ([start, end), ISO instants). */
export type SlotLineEntry = { id: number; status: string; offerExpiresAt: string | null; resourceId: number; start: string; end: string };
/** Time taken on a court ([start, end), ISO instants). */
export type CourtTime = { resourceId: number; start: string; end: string };

const overlapsTime = (a: CourtTime, b: CourtTime) => a.resourceId === b.resourceId && a.start < b.end && b.start < a.end;

/**
 * Who a freed court goes to, first come first served: each waiting entry in the order they joined gets an
 * offer when its court and time are free: not `busy` (live bookings, closures), not kept by a standing
 * offer, nor by an offer this round gave someone earlier in line (overlapping slots of other lengths share
 * one court). Answers the entries to offer, earliest first.
 */
export function nextForFreedSlots<T extends SlotLineEntry>(entries: readonly T[], busy: readonly CourtTime[], now: string): T[] {
  const taken: CourtTime[] = [...busy, ...entries.filter((e) => offerStands(e, now))];
  const chosen: T[] = [];
  for (const e of [...entries].sort((a, b) => a.id - b.id)) {
    if (e.status !== 'waiting' || e.start <= now) continue;
    if (taken.some((t) => overlapsTime(t, e))) continue;
    chosen.push(e);
    taken.push(e);
  }
  return chosen;
}

/**
 * Whether someone else's place in line keeps `time` from `customerId` now: a standing offer of another
 * member, or another member's waiting entry that is due an offer (its court and time are free: the job
 * offers it within the minute). `busy` is what else takes time on those courts. The member's own offer or
 * due entry never keeps it from them.
 */
export function keptForOthers<T extends SlotLineEntry & { customerId: number }>(
  entries: readonly T[],
  busy: readonly CourtTime[],
  time: CourtTime[],
  customerId: number,
  now: string,
): boolean {
  const kept = [...entries.filter((e) => offerStands(e, now)), ...nextForFreedSlots(entries, busy, now)];
  return kept.some((e) => e.customerId !== customerId && time.some((t) => overlapsTime(t, e)));
}

/**
 * Whether a match's free places are all kept for others: standing offers of other members, and the places
 * the line is due (waiting entries that {@link nextInLine} would offer). The member's own offer or due turn counts as theirs.
 */
export function matchPlacesKept<T extends { id: number; status: string; offerExpiresAt: string | null; customerId: number }>(
  entries: readonly T[],
  freePlaces: number,
  customerId: number,
  now: string,
): boolean {
  const kept = [...entries.filter((e) => offerStands(e, now)), ...nextInLine(entries, freePlaces, now)];
  const mine = kept.some((e) => e.customerId === customerId);
  return !mine && kept.length >= freePlaces;
}

/** POST /api/publicbookings/waitlist/slot: queue for a court slot someone else holds. */
export const joinSlotWaitlistBodySchema = z.strictObject({
  customerId: idNumber,
  bookingTypeId: idNumber,
  resourceId: idNumber,
  /** The slot's start instant. */
  start: instantInput,
  duration: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
});
export type JoinSlotWaitlistBody = z.infer<typeof joinSlotWaitlistBodySchema>;

/** POST /api/publicbookings/waitlist/match: queue for a place in a full open match. */
export const joinMatchWaitlistBodySchema = z.strictObject({ customerId: idNumber, bookingId: idNumber });
export type JoinMatchWaitlistBody = z.infer<typeof joinMatchWaitlistBodySchema>;

/** GET /api/publicbookings/waitlist/{customerId}; POST .../waitlist/leave/{customerId}/{entryId}. */
export const waitlistCustomerParamsSchema = z.object({ customerId: idParam });
export const leaveWaitlistParamsSchema = z.object({ customerId: idParam, entryId: idParam });

/** One of the member's places in line. */
export const bookingWaitlistEntrySchema = z.object({
  id: z.number().int(),
  /** slot: a court at a time; match: a place in an open match (bookingId). */
  kind: z.enum(['slot', 'match']),
  status: z.enum(LIVE_WAITLIST_STATUSES),
  /** 1 is first in line (an offer counts as in line). */
  position: z.number().int(),
  /** While offered: until when the slot or place is theirs alone. */
  offerExpiresAt: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  bookingTypeId: z.number().int(),
  bookingTypeName: z.string(),
  resourceId: z.number().int(),
  resourceName: z.string(),
  start: z.string(),
  duration: z.number().int(),
  /** An offered court slot: the booking checkout's `pl` for it (booking-payload.ts); null otherwise. */
  pl: z.string().nullable(),
});
export type BookingWaitlistEntry = z.infer<typeof bookingWaitlistEntrySchema>;

export const bookingWaitlistResponseSchema = okEnvelope({ model: z.array(bookingWaitlistEntrySchema) });
export const joinBookingWaitlistResponseSchema = okEnvelope({ model: bookingWaitlistEntrySchema });
export const leaveBookingWaitlistResponseSchema = okEnvelope({});

/**
 * GET /api/publicbookings/waitlist-taken?bookingTypeId&date: the court slots of a club day that someone holds
 * (live bookings on the type's courts, whose start and length the type offers): the same for every viewer,
 * what the grid offers to queue for.
 */
export const takenSlotsQuerySchema = z.object({ bookingTypeId: idParam, date: calendarDate });
export const takenSlotSchema = z.object({
  resourceId: z.number().int(),
  resourceName: z.string(),
  start: z.string(),
  duration: z.number().int(),
});
export type TakenSlot = z.infer<typeof takenSlotSchema>;
export const takenSlotsResponseSchema = okEnvelope({ model: z.array(takenSlotSchema) });
