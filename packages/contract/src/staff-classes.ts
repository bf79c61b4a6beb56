import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { SERIES_MAX_OCCURRENCES } from './staff-series.js';
import { calendarDate, VALIDATION_MESSAGES } from './validation.js';

/**
 * Classes opened and cancelled by staff (issue 32 §2, issue 33 §6): a class is a booking of a by-place type owned by
 * the club, taking its room, with open places members take one by one. Staff open one date or the same time every
 * week until a date, after a preview saying of each date whether it opens or why it is skipped (the room taken by
 * another booking, closed then, or the club's block); the save opens exactly what the preview showed. Cancelling a
 * class gives every member's money back in full the way they paid. Dates and times are club-local.
 */

/** Why a date is skipped: another booking has the room, the room is closed then (or the date is past), the club's block. */
export const CLASS_SKIPS = ['taken', 'closed', 'blocked'] as const;
export type ClassSkip = (typeof CLASS_SKIPS)[number];

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, VALIDATION_MESSAGES.notATime);

export const classesQuerySchema = z.strictObject({ week: calendarDate.optional() });
export const classParamsSchema = z.strictObject({ id: idParam });

export const classPlanBodySchema = z.strictObject({
  bookingTypeId: idNumber,
  /** The room (a court the type books). */
  resourceId: idNumber,
  firstDate: calendarDate,
  time: clockTime,
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
  /** Open places; at most the type's floor plan's places. */
  places: z.number({ error: VALIDATION_MESSAGES.required }).int().min(1).max(50),
  coachId: idNumber.nullable(),
  /** The same weekday and time every week until this date (included); null: the first date only. */
  until: calendarDate.nullable(),
});
export type ClassPlanBody = z.infer<typeof classPlanBodySchema>;

/**
 * Open: the dates the preview showed opening; one that changed since is refused (409) naming it. `key` is the form's
 * one random key per save: the same save sent again (a double submit) answers the classes it opened, opening none.
 */
export const classOpenBodySchema = classPlanBodySchema.extend({
  dates: z.array(calendarDate).min(1).max(SERIES_MAX_OCCURRENCES),
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type ClassOpenBody = z.infer<typeof classOpenBodySchema>;

const classDateSchema = z.object({ date: z.string(), startsAt: z.string(), skip: z.enum(CLASS_SKIPS).nullable() });
export type ClassDate = z.infer<typeof classDateSchema>;

export const classPreviewResponseSchema = okEnvelope({ dates: z.array(classDateSchema) });
export const classOpenResponseSchema = okEnvelope({
  opened: z.array(z.object({ id: z.number().int(), date: z.string() })),
  skipped: z.array(z.string()),
});

export const staffClassSchema = z.object({
  id: z.number().int(),
  typeName: z.string(),
  room: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  taken: z.number().int(),
  capacity: z.number().int(),
  coachName: z.string().nullable(),
  planName: z.string().nullable(),
});
export type StaffClass = z.infer<typeof staffClassSchema>;

/** A by-place type the form offers: its durations, players, floor plan's places and rooms. */
export const classTypeChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  durations: z.array(z.number().int()),
  preferredDuration: z.number().int(),
  maxParticipants: z.number().int(),
  planName: z.string().nullable(),
  planPlaces: z.number().int().nullable(),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ClassTypeChoice = z.infer<typeof classTypeChoiceSchema>;

export const staffClassesResponseSchema = okEnvelope({
  /** Monday of the week shown, and the classes starting that week (Monday to Sunday in the club's zone). */
  week: z.string(),
  timeZone: z.string(),
  classes: z.array(staffClassSchema),
  types: z.array(classTypeChoiceSchema),
  coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffClasses = Omit<z.infer<typeof staffClassesResponseSchema>, 'ok'>;

export const classCancelResponseSchema = okEnvelope({
  /** Members who held a place; of them, those refunded and the total given back (decimals of the club's currency). */
  members: z.number().int(),
  refunded: z.number(),
  currency: z.string(),
});
