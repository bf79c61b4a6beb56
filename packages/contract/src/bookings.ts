import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { matchResultSchema } from './booking-results.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate } from './validation.js';

/**
 * The booking calls of spec section 7 (portal-bookings-payments.md) and the entities of section 3 they
 * answer with. Paths, methods and field names are the spec's; fields it does not name (saleId,
 * bookingToken, status...) are additions the portal's screens use. Amounts are decimal numbers of the
 * club's currency; instants ISO-8601 UTC; `sstart` and `dtStart` are the club's wall clock.
 */

/** Spec section 8 messages the screens show as they are. */
export const BOOKING_MESSAGES = {
  nothingFound: 'Sorry nothing found Try with other filters',
  maxPlayers: 'Max players reached',
  alreadyIn: 'You are already in',
  noPaymentOptions: 'No payment options available. Please contact the club',
  nothingToJoin: 'Oops! there is nothing you can join. Try changing the date',
} as const;

/** An instant as the API takes it: ISO-8601 with Z or an offset. */
export const instantInput = z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date and time with Z or an offset' });

/** customerId of public calls: a customer's id, or null / -1 for a guest (generic prices). */
const optionalCustomerId = z.union([idNumber, z.literal(-1), z.null()]).optional();

const duration = z
  .number()
  .int()
  .min(5)
  .max(24 * 60);

/** Spec: Price (price, netPrice, isSpecialPrice). */
export const bookingPriceSchema = z.object({ price: z.number(), netPrice: z.number(), isSpecialPrice: z.boolean() });
export type BookingPrice = z.infer<typeof bookingPriceSchema>;

/** Spec: Booking type (id, name, category, description, extendedDescription, image, grossPrice, bookingByPlace, allowCreateBookByPlace, byPlace, maxParticipants). */
export const bookingTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  extendedDescription: z.string(),
  image: z.string(),
  /** The lowest generic price ("from"); null when the type has no price yet. */
  grossPrice: z.number().nullable(),
  bookingByPlace: z.boolean(),
  allowCreateBookByPlace: z.boolean(),
  byPlace: z.boolean(),
  maxParticipants: z.number().int(),
  durations: z.array(z.number().int()),
  preferedDuration: z.number().int(),
  allowJoin: z.boolean(),
  sharedPaymentAllowed: z.boolean(),
  anticipationMins: z.number().int().nullable(),
  /** Whether choosing a slot opens popups of related resources (spec: several related resource types). */
  relatedResourceTypes: z.array(z.object({ bookingTypeResourceId: z.number().int(), resourceType: z.string() })),
});
export type BookingType = z.infer<typeof bookingTypeSchema>;

/** GET|POST /api/publicbookings/filters[/{bookingTypeId}] */
export const filtersParamsSchema = z.object({ bookingTypeId: idParam });
export const filtersResponseSchema = okEnvelope({
  model: z.object({
    bookingTypes: z.array(bookingTypeSchema),
    anticipationText: z.string(),
    anticipationMins: z.number().int().nullable(),
    cancelText: z.string(),
  }),
});

/** GET /api/publicbookings/booking-types-list */
export const bookingTypesListResponseSchema = okEnvelope({ model: z.array(bookingTypeSchema) });

/** Spec: Booking block (duration, resourceId, resourceName, startDate, sstart, noOnline, customerId). */
export const bookingBlockSchema = z.object({
  duration: z.number().int(),
  resourceId: z.number().int(),
  resourceName: z.string(),
  startDate: z.string(),
  sstart: z.string(),
  noOnline: z.boolean(),
  customerId: z.number().int().nullable(),
});
export type BookingBlock = z.infer<typeof bookingBlockSchema>;

/** Spec: timeTable entry (start, sstart, id, durations, priceByDuration, noOnlineBlocks). priceByDuration is keyed by minutes. */
export const timeTableEntrySchema = z.object({
  id: z.string(),
  start: z.string(),
  sstart: z.string(),
  durations: z.array(z.number().int()),
  priceByDuration: z.record(z.string(), bookingPriceSchema),
  noOnlineBlocks: z.array(bookingBlockSchema),
});

/** Spec: Booking list item (id, name, type, image, showNameOnline, timeTable, preferedDuration). */
export const bookingListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  image: z.string(),
  showNameOnline: z.boolean(),
  timeTable: z.array(timeTableEntrySchema),
  preferedDuration: z.number().int(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

/** POST /api/publicbookings/list: body date, bookingTypeId, customerId (null if guest). */
export const bookingListBodySchema = z.strictObject({ date: calendarDate, bookingTypeId: idNumber, customerId: optionalCustomerId });
export const bookingListResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({
    list: z.array(bookingListItemSchema),
    errorMsg: z.string(),
    multipleResources: z.boolean(),
    date: z.string(),
    lastDate: z.string().nullable(),
  }),
});

/**
 * POST /api/publicbookings/date-availability: the free resources of one related resource type for the
 * chosen slot. `date` is the slot's start instant; `duration` its minutes (the spec's body names only date,
 * customerId and bookingTypeResourceId; without duration the booking type's preferred one is used).
 */
export const dateAvailabilityBodySchema = z.strictObject({
  date: instantInput,
  duration: duration.optional(),
  customerId: optionalCustomerId,
  bookingTypeResourceId: idNumber,
});
export const availableResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  image: z.string(),
  startDate: z.string(),
  duration: z.number().int(),
});
export const dateAvailabilityResponseSchema = okEnvelope({ model: z.array(availableResourceSchema) });

/** POST /api/publicbookings/loadprice: customerId -1 asks for the generic price. */
export const loadPriceBodySchema = z.strictObject({
  startDate: instantInput,
  bookingTypeId: idNumber,
  duration,
  customerId: optionalCustomerId,
  resourceId: idNumber,
});
export const loadPriceResponseSchema = okEnvelope({ errorMsg: z.string(), price: bookingPriceSchema });

/** GET /api/shop/payment-mode-allowed */
export const paymentModeAllowedResponseSchema = okEnvelope({
  pendingPaymentAllowed: z.boolean(),
  sharedPaymentAllowed: z.boolean(),
  fullPaymentAllowedWithSpecialPrices: z.boolean(),
});

/** Payment type of the booking checkout: the words Full and Shared, or the enum's numbers 1 and 2. */
export const bookingPaymentTypeSchema = z
  .union([z.literal('Full'), z.literal('Shared'), z.literal(1), z.literal(2)])
  .transform((v) => (v === 'Shared' || v === 2 ? 2 : 1));

/**
 * The checkout payload (spec: customerId, bookingTypeId, bookingTypeName, maxParticipants, isValidated,
 * sendCommunications, origin, bookingByPlace, cancelText, price, date, duration, resourceName, blocks) plus
 * the checkout state's paymentType. The server reads customerId, bookingTypeId, duration, paymentType and
 * origin; names, price and maxParticipants are the client's copy and are never trusted.
 */
export const prebookBookingSchema = z.object({
  customerId: idNumber,
  bookingTypeId: idNumber,
  duration,
  paymentType: bookingPaymentTypeSchema.default(1),
  origin: z.string().max(40).optional(),
  bookingTypeName: z.string().max(200).optional(),
  maxParticipants: z.number().int().optional(),
  isValidated: z.boolean().optional(),
  sendCommunications: z.boolean().optional(),
  bookingByPlace: z.boolean().optional(),
  cancelText: z.string().max(2000).optional(),
  price: z.unknown().optional(),
  date: z.string().max(40).optional(),
  resourceName: z.string().max(200).optional(),
  comments: z.string().max(1000).optional(),
  /** Issue 29: the owner opens the booking as a match others may find and join (only for a type that allows joining); private otherwise. */
  openMatch: z.boolean().optional(),
});

export const prebookBlockSchema = z.object({
  resourceId: idNumber,
  startDate: instantInput,
  duration,
  noOnline: z.boolean().optional(),
  resourceName: z.string().max(200).optional(),
  sstart: z.string().max(10).optional(),
  customerId: idNumber.nullable().optional(),
});

/** A player the owner adds (spec: Player); only customerId and team are read. */
export const prebookPlayerSchema = z.object({
  customerId: idNumber,
  team: z.number().int().min(-1).max(1).optional(),
  id: z.number().int().optional(),
  name: z.string().max(200).optional(),
});

/** POST /api/publicbookings/prebook */
export const prebookBodySchema = z.object({
  booking: prebookBookingSchema,
  blocks: z.array(prebookBlockSchema).min(1).max(10),
  customerIsParticipant: z.literal(true).optional(),
  isMultiple: z.literal(false).optional(),
  players: z.array(prebookPlayerSchema).max(50).default([]),
});
export type PrebookBody = z.infer<typeof prebookBodySchema>;

/** Spec: prebook result entry, plus the sale the cart pays (saleId, saleNumber) and until when the slot is held. */
export const prebookEntrySchema = z.object({
  description: z.string(),
  bookingId: z.number().int(),
  paymentDeadline: z.string(),
  serviceFree: z.boolean(),
  paymentPending: z.boolean(),
  totalWithDiscount: z.number(),
  title: z.string(),
  cancelUrl: z.string(),
  saleId: z.number().int(),
  saleNumber: z.string(),
  paymentType: z.number().int(),
  holdExpiresAt: z.string().nullable(),
});
export const prebookResponseSchema = okEnvelope({ model: z.array(prebookEntrySchema) });

/**
 * Where a named player stands in a booking (issue 19: nobody owes money without saying yes). The owner is
 * `accepted` from the start; a player the owner names is `invited` and owes nothing until they accept;
 * `declined` (or unanswered by the payment deadline) and `left` free the place again; `joined` is a member
 * who took an open place themselves (open matches). Open places have no state (null).
 */
export const PARTICIPANT_STATES = ['invited', 'accepted', 'declined', 'left', 'joined'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];
/** The states that hold a place: the player is in the booking (or asked to be). */
export const PLACE_HOLDING_STATES = ['invited', 'accepted', 'joined'] as const satisfies readonly ParticipantState[];
/** Whether a participant row holds its place (the others are open places, whoever last had them). */
export const holdsPlace = (state: string | null): boolean => (PLACE_HOLDING_STATES as readonly string[]).includes(state ?? '');
/** The states of a player who takes part (said yes or joined): only they play in a team, count for a result and move levels. */
export const TOOK_PART_STATES = ['accepted', 'joined'] as const satisfies readonly ParticipantState[];
export const tookPart = (state: string | null): boolean => (TOOK_PART_STATES as readonly string[]).includes(state ?? '');
/** A player's payment of their part: paid, owed (`pending`) or nothing to pay yet (`none`: invited, free, an open place). */
export const PLAYER_PAYMENT_STATES = ['paid', 'pending', 'none'] as const;
/** Why the owner cannot cancel online (null: they can, or they are not the owner). */
export const CANCEL_CLOSED_REASONS = ['started', 'desk', 'window'] as const;

/** Spec: Player (id, customerId, name, logo, team, isMarketplace, level, isPlaceholder, totalDebts, price), plus state and paymentState. */
export const bookingPlayerSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  name: z.string(),
  logo: z.string(),
  team: z.number().int(),
  isMarketplace: z.boolean(),
  level: z.number().nullable(),
  isPlaceholder: z.boolean(),
  totalDebts: z.number(),
  price: z.number(),
  /** Null for an open place. */
  state: z.enum(['invited', 'accepted', 'joined']).nullable(),
  paymentState: z.enum(PLAYER_PAYMENT_STATES),
});

/** Spec: Booking (detail), plus the portal's additions for My Bookings. */
export const bookingDetailSchema = z.object({
  id: z.number().int(),
  isPast: z.boolean(),
  /** Club wall clock, `yyyy-MM-dd HH:mm` (spec: date system format). */
  dtStart: z.string(),
  start: z.string(),
  end: z.string(),
  resourceName: z.string(),
  players: z.array(bookingPlayerSchema),
  results: matchResultSchema.nullable(),
  bookingTypeId: z.number().int(),
  bookingType: z.string(),
  duration: z.number().int(),
  resourceIds: z.array(z.number().int()),
  maxParticipants: z.number().int(),
  paymentType: z.number().int(),
  /** The booking is an open match (issue 29: its owner's choice): anyone may find it and join a free place. */
  allowJoin: z.boolean(),
  /** The caller owns it, its type allows joining and it is still to come: My Bookings offers to open or close the match. */
  canChangeOpenMatch: z.boolean().optional(),
  description: z.string(),
  comments: z.string(),
  canCancel: z.boolean(),
  /** held: waiting for the owner's payment until holdExpiresAt; confirmed: paid or free. */
  status: z.enum(['held', 'confirmed']),
  holdExpiresAt: z.string().nullable(),
  paymentDeadline: z.string(),
  price: z.number(),
  /** What the caller still owes on this booking (0 for guests of the public page). */
  paymentPending: z.number(),
  /** The caller's own sale on this booking (what My Bookings' Pay puts in the cart); null for anyone else. */
  saleId: z.number().int().nullable(),
  /** The public page's token (/booking/{token}); only participants see it, null on the public page. */
  bookingToken: z.string().nullable(),
  cancelText: z.string(),
  /** The caller is a player (not the owner) who has paid nothing: they may leave (the cancel call with their own id). */
  canLeave: z.boolean(),
  /** Why Cancel is absent for the owner of an active booking; `cancelWindowMinutes` names the window. */
  cancelClosedReason: z.enum(CANCEL_CLOSED_REASONS).nullable(),
  cancelWindowMinutes: z.number().int(),
  /** Access QR: not issued by this part (Open Facility goes through the turnstiles). */
  qr: z.object({ content: z.string(), contentType: z.string(), encoding: z.string() }).nullable(),
  /** Open matches (issue 23): the match's level range (decimals; null: no limit on that side). */
  minLevel: z.number().nullable().optional(),
  maxLevel: z.number().nullable().optional(),
  /** The caller's club level (null: not rated, or a visitor): the join page checks the range and proposes a team with it. */
  viewerLevel: z.number().nullable().optional(),
  /** What joining costs now: the share of the next open place (0 for Full payment), and by when to pay it (spec section 9, join reading). */
  joinShare: z.number().optional(),
  joinPaymentDeadline: z.string().optional(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** GET /api/publicbookings/info/{bookingId} */
export const bookingIdParamsSchema = z.object({ bookingId: idParam });
export const bookingInfoResponseSchema = okEnvelope({ errorMsg: z.string(), model: bookingDetailSchema });

/** GET /api/publicbookings/customer-bookings/{customerId} and /customer-booking/{bookingToken} */
export const customerBookingsParamsSchema = z.object({ customerId: idParam });
export const bookingTokenParamsSchema = z.object({
  bookingToken: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, { error: 'not a booking token' }),
});
/** The most bookings of each list (next, past) one call of My Bookings answers. */
export const CUSTOMER_BOOKINGS_PAGE_SIZE = 50;
/**
 * Optional paging of My Bookings (issue 19): each list has its own page (1-based) of `pageSize` bookings
 * (at most and by default 50), so a member with more than a page loads the rest. Without it the call is
 * the spec's: the first 50 of each.
 */
export const customerBookingsQuerySchema = z.object({
  nextPage: idParam.pipe(z.number().max(100_000)).optional(),
  pastPage: idParam.pipe(z.number().max(100_000)).optional(),
  pageSize: idParam.pipe(z.number().max(CUSTOMER_BOOKINGS_PAGE_SIZE)).optional(),
});
export type CustomerBookingsQuery = z.infer<typeof customerBookingsQuerySchema>;
/** How many bookings each list holds in all, and the page and size answered: beside the spec's fields. */
export const bookingsPagingSchema = z.object({
  pageSize: z.number().int(),
  nextPage: z.number().int(),
  pastPage: z.number().int(),
  nextTotal: z.number().int(),
  pastTotal: z.number().int(),
});
export const customerBookingsResponseSchema = okEnvelope({
  model: z.object({ next: z.array(bookingDetailSchema), past: z.array(bookingDetailSchema), paging: bookingsPagingSchema.optional() }),
});
export const customerBookingIcsParamsSchema = z.object({ customerId: idParam, bookingId: idParam });

/** POST /api/publicbookings/cancel/{bookingId}/{customerId}: infoReturns lists what is given back (spec: Refund info amounts). */
export const cancelBookingParamsSchema = z.object({ bookingId: idParam, customerId: idParam });
/** `sessions` (ours): sessions given back to a sessions voucher; `amount` is then their money value. */
export const refundInfoSchema = z.object({
  amounts: z.array(z.object({ paymentMethod: z.string(), amount: z.number(), sessions: z.number().int().optional() })),
});
export const cancelBookingResponseSchema = okEnvelope({ errorMsg: z.string(), infoReturns: refundInfoSchema });

/**
 * POST /api/publicbookings/accept/{bookingId}/{customerId} and /decline/{bookingId}/{customerId}: an invited
 * player answers. Accepting makes their share a pending sale (`saleId`, what they owe and by when);
 * declining frees the place and tells the owner.
 */
export const invitationParamsSchema = z.object({ bookingId: idParam, customerId: idParam });
export const acceptInvitationResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ saleId: z.number().int().nullable(), paymentPending: z.number(), paymentDeadline: z.string() }),
});
export const declineInvitationResponseSchema = okEnvelope({ errorMsg: z.string() });

/** GET /api/publicturnstiles/enabled and /open/{bookingId}[/{bookingToken}] */
export const turnstilesEnabledResponseSchema = okEnvelope({ model: z.boolean() });
export const turnstileOpenParamsSchema = z.object({ bookingId: idParam });
export const turnstileOpenByTokenParamsSchema = bookingTokenParamsSchema.extend({ bookingId: idParam });
export const turnstileOpenResponseSchema = z.union([
  okEnvelope({ model: z.object({ contentType: z.string(), content: z.string() }) }),
  z.object({ ok: z.literal(false), reason: z.string() }),
]);
