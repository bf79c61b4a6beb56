import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { ACTIVITY_TYPES } from './activity-limits.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { isCalendarDate, optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';
import { imageAddress } from './image-address.js';

/**
 * The staff's activities editor (issue 32 §5): an activity or registration with its dates, poster, places, price,
 * sign-up window and terms, sports and sign-up form, and its name and description per language (the club's
 * default language in the activity's own columns, the others as club texts). Dates and times are the club's wall
 * clock, `yyyy-MM-ddTHH:mm` (what a date-and-time field gives); the server turns them into instants in the club's
 * zone. Prices are decimals of the club's currency here and minor units in the database. An activity is never
 * deleted: unpublishing takes it off the portal and keeps its sign-ups.
 */
export const ACTIVITY_ADMIN_MESSAGES = {
  notALocalDateTime: 'Enter a date and time such as 2026-07-01T18:30',
  endBeforeStart: 'The activity must end after it starts',
  closesBeforeOpens: 'Sign-up must close after it opens',
  notAPoster: 'Give the poster as an address starting with https:// or /uploads/, or a file name of the club’s uploads',
} as const;

export const ACTIVITY_NAME_MAX = 200;
/** A paid sign-up's usual terms (the columns' defaults, migration 0030): given back in full until a day before. */
export const ACTIVITY_DEFAULT_TERMS = { cancelHoursBefore: 24, refundPercent: 100 } as const;
export const ACTIVITY_DESCRIPTION_MAX = 20_000;

/** A wall-clock date and time of the club, as a date-and-time field gives it. */
export const localDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/, { error: ACTIVITY_ADMIN_MESSAGES.notALocalDateTime, abort: true })
  .refine((v) => isCalendarDate(v.slice(0, 10)), { error: VALIDATION_MESSAGES.notADate });

const poster = imageAddress(ACTIVITY_ADMIN_MESSAGES.notAPoster);

/** An activity's name and description in one language other than the default; an empty text clears it. */
export const activityTextsSchema = z.strictObject({
  name: optionalText(ACTIVITY_NAME_MAX),
  description: optionalText(ACTIVITY_DESCRIPTION_MAX),
});
export type ActivityTexts = z.infer<typeof activityTextsSchema>;

/** POST /api/staff/activities, PUT /api/staff/activities/:id */
export const staffActivityBodySchema = z
  .strictObject({
    /** In the club's default language. */
    name: requiredText(ACTIVITY_NAME_MAX),
    type: z.enum(ACTIVITY_TYPES, { error: VALIDATION_MESSAGES.notAnOption }),
    start: localDateTime,
    end: localDateTime,
    poster,
    /** In the club's default language (HTML, sanitised where it is shown). */
    description: optionalText(ACTIVITY_DESCRIPTION_MAX),
    /** Places in all; null is no limit. */
    capacity: z.number().int().min(1).max(100_000).nullable(),
    /** Sign-up opens at once when null, and closes when the activity ends when null. */
    signUpOpens: localDateTime.nullable(),
    signUpCloses: localDateTime.nullable(),
    /** In the currency's units (12.5 is 12,50 €); 0 is free. */
    price: z.number({ error: VALIDATION_MESSAGES.notAnAmount }).min(0, { error: VALIDATION_MESSAGES.notAnAmount }).max(1_000_000),
    onlineSignUp: z.boolean(),
    published: z.boolean(),
    /** A paid sign-up is given back until this many hours before the start, with this share of what was paid. */
    cancelHoursBefore: z
      .number()
      .int()
      .min(0)
      .max(24 * 365),
    refundPercent: z.number().int().min(0).max(100),
    forChildren: z.boolean(),
    /** The booking types it is about (its form's sport and court lists offer only these); none: all. */
    sports: z.array(idNumber).max(50),
    /**
     * The sign-up form: a dynamic form of the club's activities (this one's own, or another's to copy); null: none,
     * sign-up takes one tap.
     */
    signUpForm: idNumber.nullable(),
    /** Per other language the club offers: the name and description its readers see. */
    texts: z.partialRecord(z.enum(LANGUAGES), activityTextsSchema),
  })
  .superRefine((body, ctx) => {
    if (body.end <= body.start) ctx.addIssue({ code: 'custom', message: ACTIVITY_ADMIN_MESSAGES.endBeforeStart, path: ['end'] });
    if (body.signUpOpens && body.signUpCloses && body.signUpCloses <= body.signUpOpens)
      ctx.addIssue({ code: 'custom', message: ACTIVITY_ADMIN_MESSAGES.closesBeforeOpens, path: ['signUpCloses'] });
  });
export type StaffActivityBody = z.infer<typeof staffActivityBodySchema>;
export type StaffActivityInput = z.input<typeof staffActivityBodySchema>;

export const staffActivityParamsSchema = z.strictObject({ id: idParam });

export const staffActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** Club-local, as the form edits them. */
  start: z.string(),
  end: z.string().nullable(),
  poster: z.string(),
  description: z.string(),
  capacity: z.number().int().nullable(),
  /** Places taken now: live sign-ups and places kept for waitlist offers. */
  taken: z.number().int(),
  /** Live sign-ups now. */
  signedUp: z.number().int(),
  signUpOpens: z.string().nullable(),
  signUpCloses: z.string().nullable(),
  price: z.number(),
  onlineSignUp: z.boolean(),
  published: z.boolean(),
  cancelHoursBefore: z.number().int(),
  refundPercent: z.number().int(),
  forChildren: z.boolean(),
  sports: z.array(z.number().int()),
  /** The id of its own sign-up form; null: none. */
  signUpForm: z.number().int().nullable(),
  texts: z.record(z.string(), activityTextsSchema),
});
export type StaffActivity = z.infer<typeof staffActivitySchema>;

export const staffActivitiesSchema = z.object({
  /** Soonest-starting last: what is to come and what runs now first. */
  activities: z.array(staffActivitySchema),
  currency: z.string(),
  zone: z.string(),
  /** The language of the activities' own name and description, and the other languages the club offers. */
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  /** The booking types an activity may be about. */
  sports: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The activities' sign-up forms one may choose (copied onto the activity when it is another's). */
  forms: z.array(z.object({ id: z.number().int(), title: z.string(), activity: z.string() })),
});
export type StaffActivities = z.infer<typeof staffActivitiesSchema>;

export const staffActivitiesResponseSchema = okEnvelope({ model: staffActivitiesSchema });
export const staffActivityResponseSchema = okEnvelope({ model: staffActivitySchema });
