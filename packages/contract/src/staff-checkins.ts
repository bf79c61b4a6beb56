import { z } from 'zod';
import { deskUndoSchema } from './staff-desk-sync.js';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate } from './validation.js';

/**
 * At the door (issue 33 §3): staff check a player of a booking or a class place in (once; undone the same
 * day), scan a member card QR or a booking's door code (checked with the door credentials' own public key),
 * revoke a credential, and mark no-shows under the club's rule (a flag, or a fee charged as a pending sale).
 * Amounts are decimals of the club's currency.
 */

/** Sentences the desk's forms check before sending (the server translates them by their English text). */
export const CHECKIN_MESSAGES = {
  whichPlayer: 'Choose the player: a participant, or a booking and a customer',
  codeNeeded: 'Scan or type the code',
  feeNeeded: 'A no-show fee needs an amount above zero',
} as const;

/** A player of a booking: their participant row, or the booking and the customer playing in it. */
/** The booking's `version` the desk saw (the day grid's or the door's): another desk's change meanwhile answers 409 with what changed. */
const seenVersion = z.string().max(64).optional();

export const checkInBodySchema = z
  .object({ participantId: idNumber.optional(), bookingId: idNumber.optional(), customerId: idNumber.optional(), version: seenVersion })
  .refine((b) => b.participantId !== undefined || (b.bookingId !== undefined && b.customerId !== undefined), {
    error: CHECKIN_MESSAGES.whichPlayer,
  });
export type CheckInBody = z.infer<typeof checkInBodySchema>;
export const checkInParamsSchema = z.object({ participantId: idParam });
/** Undoing a check-in from the grid or the door: the booking's `version` the desk saw, checked as the check-in's is. */
export const checkInUndoQuerySchema = z.object({ version: seenVersion });
export type CheckInUndoQuery = z.infer<typeof checkInUndoQuerySchema>;

export const checkInSchema = z.object({
  participantId: z.number().int(),
  bookingId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  checkedInAt: z.string(),
  /** Who checked them in (the staff member's name). */
  checkedInBy: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
/** `already`: they had been checked in before this call (who and when are the first check-in's). */
export const checkInResponseSchema = okEnvelope({
  checkIn: checkInSchema,
  already: z.boolean(),
  /** The desk may undo this check-in until then (issue 33 §8); null when it was made before (`already`). */
  undo: deskUndoSchema.nullable().optional(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** A player of one of the holder's bookings today, with where they stand at the door. */
export const doorPlayerSchema = z.object({
  participantId: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  checkIn: checkInSchema.nullable(),
  noShow: z.boolean(),
});
export type DoorPlayer = z.infer<typeof doorPlayerSchema>;

export const doorBookingSchema = z.object({
  bookingId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The booking type (the sport, the class). */
  typeName: z.string(),
  /** The courts or rooms it takes. */
  resources: z.array(z.string()),
  players: z.array(doorPlayerSchema),
  /** What the door saw of the booking (as the day grid's `version`): sent back with a check-in or a no-show. */
  version: z.string(),
});
export type DoorBooking = z.infer<typeof doorBookingSchema>;

export const scanBodySchema = z.object({ code: z.string().trim().min(1, { error: CHECKIN_MESSAGES.codeNeeded }).max(4000) });
export type ScanBody = z.infer<typeof scanBodySchema>;

export const scanResultSchema = z.object({
  credential: z.object({
    id: z.string(),
    kind: z.enum(['member', 'booking']),
    expiresAt: z.string(),
    /** A booking's door code: the booking it opens. */
    bookingId: z.number().int().nullable(),
  }),
  holder: z.object({ customerId: z.number().int(), name: z.string(), photo: z.string() }),
  /** Season passes and memberships valid today. */
  passes: z.array(z.object({ name: z.string(), start: z.string(), end: z.string().nullable() })),
  /** The holder's bookings and class places today, in order, each with all its players. */
  bookings: z.array(doorBookingSchema),
  /** The holder's check-in this scan made or found (the booking starting now); null: staff pick one. */
  checkIn: checkInSchema.nullable(),
  already: z.boolean(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;
export const scanResponseSchema = okEnvelope({ scan: scanResultSchema });

export const revokeCredentialBodySchema = z.object({ credentialId: z.string().trim().min(1).max(100) });
/** `revoked`: false when it had been revoked already. */
export const revokeCredentialResponseSchema = okEnvelope({ revoked: z.boolean() });

export const NO_SHOW_MODES = ['flag', 'fee'] as const;
export type NoShowMode = (typeof NO_SHOW_MODES)[number];
export const noShowRuleSchema = z.object({ mode: z.enum(NO_SHOW_MODES), fee: z.number().min(0).max(100_000) });
export const noShowRuleBodySchema = noShowRuleSchema.refine((r) => r.mode === 'flag' || r.fee > 0, {
  error: CHECKIN_MESSAGES.feeNeeded,
  path: ['fee'],
});
export type NoShowRule = z.infer<typeof noShowRuleSchema>;
export const noShowRuleResponseSchema = okEnvelope({ rule: noShowRuleSchema, currency: z.string() });

export const noShowBodySchema = z.object({ participantId: idNumber, version: seenVersion });
export const noShowSchema = z.object({
  participantId: z.number().int(),
  bookingId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  markedAt: z.string(),
  markedBy: z.string(),
  /** The fee charged (a pending sale) and its number; null: the rule flags only. */
  fee: z.number().nullable(),
  saleNumber: z.string().nullable(),
});
export type NoShow = z.infer<typeof noShowSchema>;
export const noShowResponseSchema = okEnvelope({ noShow: noShowSchema, already: z.boolean() });

export const noShowsQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export const noShowCustomerSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** The fees charged for them (decimal of the currency). */
  fees: z.number(),
  last: z.string(),
});
export type NoShowCustomer = z.infer<typeof noShowCustomerSchema>;
export const noShowsResponseSchema = okEnvelope({ customers: z.array(noShowCustomerSchema), currency: z.string() });
