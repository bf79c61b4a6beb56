import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/**
 * Desks in step (issue 33 §8): the day grid hears every desk's and member's changes (server-sent events), an
 * edit made on a stale copy is refused with what changed, and the last desk action that moved no money can be
 * undone for a short while.
 */

/** How long the last desk action that moved no money can be undone (seconds). */
export const DESK_UNDO_SECONDS = 30;

/**
 * What a change was: a desk's walk-in, move or undo; a member's booking or cancel; a check-in; a payment or a refund;
 * `players`: who is in a booking or class changed (an invitation answered, a player joining or leaving, a class place
 * taken or given back); `release`: an unpaid hold ran out; `block`: the club's blocks (a closure set or lifted); `match`:
 * a booking opened to others as a match, or closed again.
 */
export const DESK_EVENT_KINDS = [
  'walk-in',
  'move',
  'booking',
  'cancel',
  'check-in',
  'payment',
  'refund',
  'undo',
  'players',
  'release',
  'block',
  'match',
] as const;

/** One change on GET /api/staff/desk/events (`event: change`): the club days and courts it touched (empty: unknown, refetch). */
export const deskChangeEventSchema = z.object({
  kind: z.enum(DESK_EVENT_KINDS),
  bookingId: z.number().int().nullable(),
  courts: z.array(z.number().int()),
  days: z.array(z.string()),
});
export type DeskChangeEvent = z.infer<typeof deskChangeEventSchema>;

/** What a desk action that moved no money may be undone as, until `expiresAt` (an instant). */
export const deskUndoSchema = z.object({
  actionId: z.number().int(),
  kind: z.enum(['move', 'walk-in', 'check-in']),
  expiresAt: z.string(),
});
export type DeskUndo = z.infer<typeof deskUndoSchema>;

/** A stale edit's 409: `errorMsg` says it in a sentence, `changed` what the booking is now (status 'cancelled': gone). */
export const deskStaleChangeSchema = z.object({
  bookingId: z.number().int(),
  status: z.string(),
  resourceId: z.number().int(),
  courtName: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  version: z.string(),
});
export type DeskStaleChange = z.infer<typeof deskStaleChangeSchema>;

export const deskUndoParamsSchema = z.object({ actionId: idParam });
export const deskUndoResponseSchema = okEnvelope({ undone: z.enum(['move', 'walk-in', 'check-in']), bookingId: z.number().int() });
