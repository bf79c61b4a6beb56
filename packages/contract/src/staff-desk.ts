import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { instantInput } from './bookings.js';
import { checkInSchema } from './staff-checkins.js';
import { BLOCK_KINDS } from './staff-blocks.js';
import { deskUndoSchema } from './staff-desk-sync.js';
import { calendarDate, optionalEmail, optionalText, requiredText } from './validation.js';

/**
 * The front desk's day grid (issue 33 §1): the club's courts as columns and everything on them one club day, and
 * the desk's own bookings: a walk-in (an existing customer, a new one typed inline, or a guest known by a name),
 * a move and an extension. Times are instants (ISO, UTC); opening hours are club-local `HH:mm`. Money is decimals
 * of the club's currency here, minor units in the database.
 */

/** Customers the walk-in dialog's search offers at most. */
export const DESK_CUSTOMER_SEARCH_LIMIT = 10;

/** What takes time on a court: a booking (court, class or open match), an unpaid hold, or the club's own block. */
export const DESK_ENTRY_KINDS = ['booking', 'class', 'match', 'hold', 'block'] as const;
export type DeskEntryKind = (typeof DESK_ENTRY_KINDS)[number];

/** A player's money for this booking: paid, still to pay (pending), or invited and not yet answered. */
export const DESK_PAYMENT_STATES = ['paid', 'pending', 'invited'] as const;
export type DeskPaymentState = (typeof DESK_PAYMENT_STATES)[number];

export const deskDayQuerySchema = z.object({ date: calendarDate });

const deskPlayerSchema = z.object({
  /** The player's place (booking_participants.id): what the desk checks in. */
  participantId: z.number().int(),
  customerId: z.number().int().nullable(),
  name: z.string(),
  payment: z.enum(DESK_PAYMENT_STATES),
  /** The sale the desk takes their payment on (their own, the owner's the booking's); null: none. */
  saleId: z.number().int().nullable(),
  /** Checked in at the desk or the door (issue 33 §3); null: not yet. */
  checkIn: checkInSchema.nullable(),
});
export type DeskPlayer = z.infer<typeof deskPlayerSchema>;

const deskEntrySchema = z.object({
  kind: z.enum(DESK_ENTRY_KINDS),
  /** The booking's id; the block's id for a block. */
  id: z.number().int(),
  resourceId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The booking type's name; '' for a block. */
  typeName: z.string(),
  bookingTypeId: z.number().int().nullable(),
  /** Who booked: the owner's name, a walk-in guest's own name; a block's reason. */
  title: z.string(),
  ownerId: z.number().int().nullable(),
  /** The booking's price; null for a block. */
  price: z.number().nullable(),
  /** The whole booking: paid when every sale of it is. */
  payment: z.enum(DESK_PAYMENT_STATES).nullable(),
  players: z.array(deskPlayerSchema),
  origin: z.string(),
  /** A block's kind (maintenance, rain, tournament, other; issue 33 §2); its note is the title. Absent for a booking. */
  blockKind: z.enum(BLOCK_KINDS).optional(),
  /** What the desk saw of the booking (court, time, length, price): an edit sends it back and is refused if it changed (issue 33 §8). */
  version: z.string(),
  /** An occurrence of a recurring booking (issue 33 §2): its place among the series' dates still booked, and how many. */
  series: z.object({ position: z.number().int(), count: z.number().int() }).optional(),
});
export type DeskEntry = z.infer<typeof deskEntrySchema>;

const deskCourtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  resourceType: z.string(),
  /** The court's bands that day, club-local `HH:mm` (`close` may be `24:00`); none: closed all day. */
  hours: z.array(z.object({ open: z.string(), close: z.string() })),
  /** The booking types a walk-in on this court may be (its kind's, published), first the club's first. */
  bookingTypeIds: z.array(z.number().int()),
});
export type DeskCourt = z.infer<typeof deskCourtSchema>;

const deskTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  durations: z.array(z.number().int()),
  preferredDuration: z.number().int(),
  slotStepMinutes: z.number().int(),
});
export type DeskType = z.infer<typeof deskTypeSchema>;

export const deskDayResponseSchema = okEnvelope({
  date: z.string(),
  zone: z.string(),
  currency: z.string(),
  /** The grid's rows: the smallest slot step of the club's booking types (minutes). */
  slotMinutes: z.number().int(),
  courts: z.array(deskCourtSchema),
  types: z.array(deskTypeSchema),
  entries: z.array(deskEntrySchema),
});
export type DeskDay = z.infer<typeof deskDayResponseSchema>;

export const deskCustomersQuerySchema = z.object({ search: requiredText(100) });
export const deskCustomersResponseSchema = okEnvelope({
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});

/** Who a walk-in is for: an existing customer, a new one typed at the desk, or a guest with just a name. */
export const deskCustomerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), customerId: idNumber }),
  // Someone the club can reach again: a new customer leaves an email or a phone (the server refuses neither).
  z.object({
    kind: z.literal('new'),
    name: requiredText(100),
    surname: optionalText(100),
    email: optionalEmail,
    phone: optionalText(30),
  }),
  z.object({ kind: z.literal('guest'), name: requiredText(100) }),
]);
export type DeskCustomer = z.infer<typeof deskCustomerSchema>;

/** Staff charging another price than the rules give: the price (decimal) and why (needs prices.override). */
const priceOverrideSchema = z.object({
  price: z.number().min(0).max(100_000),
  reason: requiredText(300),
});

const slotFields = {
  resourceId: idNumber,
  /** The start, an instant. */
  startsAt: instantInput,
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
};

export const deskBookingBodySchema = z.object({
  ...slotFields,
  bookingTypeId: idNumber,
  customer: deskCustomerSchema,
  priceOverride: priceOverrideSchema.optional(),
});
export type DeskBookingBody = z.infer<typeof deskBookingBodySchema>;

/** The price a walk-in would have (the rules' for the customer; a guest pays the generic price). */
export const deskQuoteBodySchema = z.object({
  ...slotFields,
  bookingTypeId: idNumber,
  customerId: idNumber.optional(),
});
export const deskQuoteResponseSchema = okEnvelope({ price: z.number(), isSpecialPrice: z.boolean() });

export const deskBookingParamsSchema = z.object({ id: idParam });

/** A move (another court, day or time) or an extension (another duration); `preview` answers without saving. */
export const deskMoveBodySchema = z.object({
  ...slotFields,
  preview: z.boolean().optional(),
  /** The entry's `version` the desk saw: another desk's change meanwhile answers 409 with what changed, never overwrites. */
  version: z.string().max(64).optional(),
});
export type DeskMoveBody = z.infer<typeof deskMoveBodySchema>;

export const deskMoveResponseSchema = okEnvelope({
  bookingId: z.number().int(),
  saved: z.boolean(),
  /** The price before and the price the rules give the new slot. */
  priceBefore: z.number(),
  priceAfter: z.number(),
  /**
   * What the booking charges after the move: the new price while nothing is paid; a paid booking keeps the
   * price it was paid and `difference` (new minus paid) is what is owed (> 0) or due back (< 0) at the desk.
   */
  charged: z.number(),
  difference: z.number(),
  paid: z.boolean(),
  /** A saved move that moved no money may be undone until then (issue 33 §8); null otherwise. */
  undo: deskUndoSchema.nullable().optional(),
});
export type DeskMoveAnswer = z.infer<typeof deskMoveResponseSchema>;

export const deskBookingResponseSchema = okEnvelope({
  bookingId: z.number().int(),
  price: z.number(),
  ownerId: z.number().int(),
  /** Nothing is paid yet: the walk-in may be undone (cancelled) until then. */
  undo: deskUndoSchema.nullable().optional(),
});
