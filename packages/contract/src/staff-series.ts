import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { deskCustomerSchema } from './staff-desk.js';
import { calendarDate, requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * Recurring bookings at the front desk (issue 33 §2): a weekly school class, a season's Tuesday match. Staff
 * preview every date (its price by the rules for that date, and what stops it: a taken court, closed hours, the
 * club's block), choose to skip the conflicting dates or stop before the first one, and create: each occurrence is
 * a booking of its own, with its own sale (pending, paid at the club), linked by the series. Edits (move the time or
 * court, change the duration, cancel) apply to one occurrence, this and the following, or all still to come, each
 * previewed first. Money is decimals of the club's currency; dates and times are club-local.
 */

/** Occurrences one series may have at most (a year of weeks). */
export const SERIES_MAX_OCCURRENCES = 52;
/** At most every this many weeks. */
export const SERIES_MAX_EVERY_WEEKS = 8;

/** What stops a date: another booking on the court, the court closed then (or not on the type's grid), the club's block, or no price. */
export const SERIES_CONFLICTS = ['taken', 'closed', 'blocked', 'unpriced'] as const;
export type SeriesConflict = (typeof SERIES_CONFLICTS)[number];

/** On conflict: book every other date (skip), or only the dates before the first conflict (stop). */
export const SERIES_ON_CONFLICT = ['skip', 'stop'] as const;
export type SeriesOnConflict = (typeof SERIES_ON_CONFLICT)[number];

/** Which occurrences an edit applies to: this one, this and the following, or all still to come. */
export const SERIES_SCOPES = ['one', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, VALIDATION_MESSAGES.notATime);
const duration = z
  .number()
  .int()
  .positive()
  .max(24 * 60);

export const seriesBodySchema = z.object({
  customer: deskCustomerSchema,
  resourceId: idNumber,
  bookingTypeId: idNumber,
  durationMinutes: duration,
  /** The first date and the club-local start time of every occurrence. */
  startDate: calendarDate,
  time: clockTime,
  everyWeeks: z.number().int().min(1).max(SERIES_MAX_EVERY_WEEKS),
  /** Until a date (included) or a number of occurrences; at most SERIES_MAX_OCCURRENCES either way. */
  end: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('until'), date: calendarDate }),
    z.object({ kind: z.literal('count'), count: z.number().int().min(1).max(SERIES_MAX_OCCURRENCES) }),
  ]),
  onConflict: z.enum(SERIES_ON_CONFLICT),
  /** Another price for every occurrence (needs prices.override), audited per occurrence. */
  priceOverride: z.object({ price: z.number().min(0).max(100_000), reason: requiredText(300) }).optional(),
});
export type SeriesBody = z.infer<typeof seriesBodySchema>;

/** Create: what the preview showed would be booked; a date that changed since is refused (409) naming it. */
export const seriesCreateBodySchema = seriesBodySchema.extend({
  dates: z.array(calendarDate).min(1).max(SERIES_MAX_OCCURRENCES),
});
export type SeriesCreateBody = z.infer<typeof seriesCreateBodySchema>;

const occurrenceSchema = z.object({
  date: z.string(),
  startsAt: z.string(),
  /** The rules' price for that date (the override when one is given); null when it has no price. */
  price: z.number().nullable(),
  conflict: z.enum(SERIES_CONFLICTS).nullable(),
  /** Booked by create, given the choice on conflict. */
  included: z.boolean(),
});
export type SeriesOccurrence = z.infer<typeof occurrenceSchema>;

export const seriesPreviewResponseSchema = okEnvelope({
  currency: z.string(),
  occurrences: z.array(occurrenceSchema),
  /** The dates create will book (included ones), to send back with it. */
  dates: z.array(z.string()),
  total: z.number(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewResponseSchema>;

export const seriesCreateResponseSchema = okEnvelope({
  seriesId: z.number().int(),
  ownerId: z.number().int(),
  bookings: z.array(z.object({ bookingId: z.number().int(), date: z.string(), price: z.number() })),
  skipped: z.array(z.string()),
});

export const seriesOfBookingParamsSchema = z.object({ bookingId: idParam });
export const seriesParamsSchema = z.object({ id: idParam });

const seriesBookingSchema = z.object({
  bookingId: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  resourceId: z.number().int(),
  price: z.number(),
  status: z.enum(['active', 'cancelled']),
  paid: z.boolean(),
  /** Already begun or over: no edit applies to it (but "this one"). */
  started: z.boolean(),
});
export type SeriesBooking = z.infer<typeof seriesBookingSchema>;

export const seriesResponseSchema = okEnvelope({
  series: z
    .object({
      id: z.number().int(),
      ownerName: z.string(),
      typeName: z.string(),
      everyWeeks: z.number().int(),
      /** What the series is from now on (an edit of the following or all dates keeps it): ISO weekday (1 Monday … 7 Sunday) and club time. */
      weekday: z.number().int().min(1).max(7),
      time: z.string(),
      currency: z.string(),
      bookings: z.array(seriesBookingSchema),
    })
    .nullable(),
});
export type SeriesView = NonNullable<z.infer<typeof seriesResponseSchema>['series']>;

/** An edit: from this occurrence, which ones; `preview` answers without saving. */
const editFields = {
  bookingId: idNumber,
  scope: z.enum(SERIES_SCOPES),
  preview: z.boolean().optional(),
  /** The day grid's `version` of the booking opened: another desk's change meanwhile answers 409 with what changed. */
  version: z.string().max(64).optional(),
};

/**
 * Move every chosen occurrence to another time (same date), court or duration. The preview says per date whether it
 * moves or what stops it; the save sends back the dates the preview would move (`dates`): the conflicting ones are
 * skipped, and a date whose outcome changed since the preview refuses the save (409, naming it).
 */
export const seriesMoveBodySchema = z.object({
  ...editFields,
  resourceId: idNumber,
  time: clockTime,
  durationMinutes: duration,
  dates: z.array(calendarDate).max(SERIES_MAX_OCCURRENCES).optional(),
});
export type SeriesMoveBody = z.infer<typeof seriesMoveBodySchema>;

export const seriesCancelBodySchema = z.object(editFields);
export type SeriesCancelBody = z.infer<typeof seriesCancelBodySchema>;

const editedSchema = z.object({
  bookingId: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  /** A move: the price before, the rules' price after, what it charges (a paid one keeps its paid price) and the difference owed (> 0) or due back (< 0). */
  priceBefore: z.number(),
  priceAfter: z.number(),
  charged: z.number(),
  difference: z.number(),
  paid: z.boolean(),
  conflict: z.enum(SERIES_CONFLICTS).nullable(),
  /** A cancel: what goes back of a paid one (the way it was paid); 0 for an unpaid one, released. */
  refund: z.number(),
});
export type SeriesEdited = z.infer<typeof editedSchema>;

export const seriesEditResponseSchema = okEnvelope({
  saved: z.boolean(),
  currency: z.string(),
  occurrences: z.array(editedSchema),
});
export type SeriesEditAnswer = z.infer<typeof seriesEditResponseSchema>;

/** A series' occurrences from one on take another weekday, time or last date: "this and the following", or all to come. */
export const SERIES_RESCHEDULE_SCOPES = ['following', 'all'] as const;

/**
 * What a reschedule does to a date: an occurrence moves to its week's new day and time, stays as it is (already there),
 * a new date is booked (the series runs longer), an occurrence is cancelled (past the new last date, or after a stop),
 * or a date is skipped (it cannot take the change: the occurrence stays where it was, or the new date is not booked).
 */
export const SERIES_RESCHEDULE_ACTIONS = ['move', 'keep', 'book', 'cancel', 'skip'] as const;
export type SeriesRescheduleAction = (typeof SERIES_RESCHEDULE_ACTIONS)[number];

const plannedDateSchema = z.object({ date: calendarDate, action: z.enum(SERIES_RESCHEDULE_ACTIONS) });

export const seriesRescheduleBodySchema = z.object({
  bookingId: idNumber,
  scope: z.enum(SERIES_RESCHEDULE_SCOPES),
  /** 1 (Monday) to 7 (Sunday): each week's occurrence moves to this day of its week. */
  weekday: z.number().int().min(1).max(7),
  time: clockTime,
  /** The series' new last date (included): earlier drops dates, later adds them. */
  until: calendarDate,
  onConflict: z.enum(SERIES_ON_CONFLICT),
  preview: z.boolean().optional(),
  /** The save sends back what the preview showed; a date whose outcome changed since refuses it (409, naming it). */
  expected: z
    .array(plannedDateSchema)
    .max(SERIES_MAX_OCCURRENCES * 2)
    .optional(),
});
export type SeriesRescheduleBody = z.infer<typeof seriesRescheduleBodySchema>;

const rescheduledSchema = z.object({
  action: z.enum(SERIES_RESCHEDULE_ACTIONS),
  /** The date it is on after the change (a cancelled or skipped occurrence: the date it has). */
  date: z.string(),
  /** A move: the date it leaves. */
  from: z.string().nullable(),
  /** The occurrence's booking; null for a new date. */
  bookingId: z.number().int().nullable(),
  startsAt: z.string(),
  /** What the date costs after the change: a move's charged price (a paid one keeps its paid price), a new date's rules price. */
  price: z.number().nullable(),
  /** A paid occurrence moved: the rules' price minus what was paid (owed > 0, due back < 0). */
  difference: z.number(),
  paid: z.boolean(),
  /** Why it is skipped (null after a stop, or for any other action). */
  conflict: z.enum(SERIES_CONFLICTS).nullable(),
  /** A cancel: what goes back of a paid one (the way it was paid). */
  refund: z.number(),
});
export type SeriesRescheduled = z.infer<typeof rescheduledSchema>;

export const seriesRescheduleResponseSchema = okEnvelope({
  saved: z.boolean(),
  currency: z.string(),
  dates: z.array(rescheduledSchema),
  /** What the save sends back. */
  expected: z.array(plannedDateSchema),
});
export type SeriesRescheduleAnswer = z.infer<typeof seriesRescheduleResponseSchema>;
