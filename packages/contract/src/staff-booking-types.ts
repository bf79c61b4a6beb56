import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { CLUB_TEXT_FIELDS } from './club-texts.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';
import { imageAddress } from './image-address.js';

/**
 * The staff's booking types editor (issue 32 §2): everything the grid and checkout read of a type (durations,
 * players, shared payment, open matches, result sets, how far ahead, cancellation, hold, levels), which court
 * kind it books, its order and whether members see it (published; a type is never deleted: bookings point at it).
 * Its texts are written in the club's default language, and per other offered language beside them.
 */
export const BOOKING_TYPE_MESSAGES = {
  durationsRepeated: 'A duration is listed twice',
  durationsOffStep: 'Each duration must be a multiple of the slot step',
  preferredNotListed: 'The preferred duration must be one of the durations',
  levelsOrder: 'The lowest level must not be above the highest',
  notAnImage: 'Give the image as an address starting with https:// or /uploads/, or the name of an uploaded file',
} as const;
export type BookingTypeMessageKey = keyof typeof BOOKING_TYPE_MESSAGES;

export const REFUND_RULES = ['original', 'voucher', 'none'] as const;
export const RESULT_SETS = [3, 5] as const;

/** What a type's timing rules are made of: the one rule the editor, the first-run wizard and the demo seed check. */
export type BookingTypeTiming = {
  durations: readonly number[];
  preferredDuration: number;
  slotStepMinutes: number;
  minLevel: number | null;
  maxLevel: number | null;
};

/** The first rule the values break, or null: durations once each, each a multiple of the step, the preferred one listed, levels in order. */
export function bookingTypeProblem(t: BookingTypeTiming): BookingTypeMessageKey | null {
  if (new Set(t.durations).size !== t.durations.length) return 'durationsRepeated';
  if (t.durations.some((d) => d % t.slotStepMinutes !== 0)) return 'durationsOffStep';
  if (!t.durations.includes(t.preferredDuration)) return 'preferredNotListed';
  if (t.minLevel !== null && t.maxLevel !== null && t.minLevel > t.maxLevel) return 'levelsOrder';
  return null;
}

/** The texts a club writes per language (the club-texts fields of a booking type). */
export const BOOKING_TYPE_TEXT_FIELDS = Object.keys(CLUB_TEXT_FIELDS['booking-type']) as Array<
  keyof (typeof CLUB_TEXT_FIELDS)['booking-type']
>;
const limits = CLUB_TEXT_FIELDS['booking-type'];
/** One language's translations: '' clears one (members read the default text). */
const translationSchema = z.strictObject({
  name: optionalText(limits.name),
  category: optionalText(limits.category),
  description: optionalText(limits.description),
  extendedDescription: optionalText(limits.extendedDescription),
  anticipationText: optionalText(limits.anticipationText),
  cancelText: optionalText(limits.cancelText),
});
export type BookingTypeTranslation = z.infer<typeof translationSchema>;

const minutes = (min: number, max: number) => z.number({ error: VALIDATION_MESSAGES.required }).int().min(min).max(max);
/** A level in hundredths (0.00 .. 10.00 as the levels module counts them). */
const level = z.number().int().min(0).max(1000).nullable();

export const staffBookingTypeParamsSchema = z.strictObject({ id: idParam });

export const staffBookingTypeBodySchema = z
  .strictObject({
    name: requiredText(limits.name),
    /** The sport as members read it on the type's card ("Pádel"). */
    category: requiredText(limits.category),
    description: optionalText(limits.description),
    extendedDescription: optionalText(limits.extendedDescription),
    /** An https address, the club's uploads, or an uploaded file by its name (as the demo's types have theirs). */
    image: imageAddress(BOOKING_TYPE_MESSAGES.notAnImage),
    /** The court kind it books (its main resource kind): the courts of that kind are its grid's columns. */
    kind: requiredText(60),
    durations: z
      .array(minutes(5, 24 * 60))
      .min(1, VALIDATION_MESSAGES.fieldRequired)
      .max(12),
    preferredDuration: minutes(5, 24 * 60),
    slotStepMinutes: minutes(5, 240),
    maxParticipants: z.number({ error: VALIDATION_MESSAGES.required }).int().min(1).max(50),
    sharedPaymentAllowed: z.boolean(),
    /** Whether its bookings may be open matches others join. */
    allowJoin: z.boolean(),
    resultSets: z.union([z.literal(3), z.literal(5)], { error: VALIDATION_MESSAGES.notAnOption }),
    /** How far ahead members may book, in minutes (null: no limit), and the grid's note saying so. */
    anticipationMinutes: minutes(0, 366 * 24 * 60).nullable(),
    anticipationText: optionalText(limits.anticipationText),
    /** Until how many minutes before the start a member may cancel, and what the refund is. */
    cancelWindowMinutes: minutes(0, 60 * 24 * 60),
    cancelText: optionalText(limits.cancelText),
    refundRule: z.enum(REFUND_RULES, { error: VALIDATION_MESSAGES.notAnOption }),
    /** How long an unpaid booking holds the court. */
    holdMinutes: minutes(1, 24 * 60),
    minLevel: level,
    maxLevel: level,
    /**
     * A by-place type's floor plan (null: none, any free place), which its classes to come follow; absent keeps the
     * one it has. The plan needs a place for each player.
     */
    floorPlanId: idNumber.nullable().optional(),
    /**
     * Sold place by place (classes the club opens) rather than by the court; absent keeps what it is. Refused while
     * bookings of the other kind are to come.
     */
    byPlace: z.boolean().optional(),
    /** Per other offered language, its translations (a language left out keeps what it has). */
    translations: z.partialRecord(z.enum(LANGUAGES), translationSchema),
  })
  .superRefine((body, ctx) => {
    const problem = bookingTypeProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: BOOKING_TYPE_MESSAGES[problem], path: ['durations'] });
  });
export type StaffBookingTypeBody = z.infer<typeof staffBookingTypeBodySchema>;

/** Move a type to a place in the list members see (1 is first; past the end is last). */
export const bookingTypeMoveBodySchema = z.strictObject({ position: z.number().int().min(1).max(10_000) });

export const staffBookingTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  extendedDescription: z.string(),
  image: z.string(),
  kind: z.string(),
  durations: z.array(z.number().int()),
  preferredDuration: z.number().int(),
  slotStepMinutes: z.number().int(),
  maxParticipants: z.number().int(),
  sharedPaymentAllowed: z.boolean(),
  allowJoin: z.boolean(),
  resultSets: z.number().int(),
  anticipationMinutes: z.number().int().nullable(),
  anticipationText: z.string(),
  cancelWindowMinutes: z.number().int(),
  cancelText: z.string(),
  refundRule: z.enum(REFUND_RULES),
  holdMinutes: z.number().int(),
  minLevel: z.number().int().nullable(),
  maxLevel: z.number().int().nullable(),
  /** Sold place by place (classes): such a type chooses its floor plan (`floorPlanId`, null: none). */
  byPlace: z.boolean(),
  floorPlanId: z.number().int().nullable(),
  published: z.boolean(),
  /** Its place in the list (1 first). */
  position: z.number().int(),
  /** The translations stored, per other language (fields without one absent). */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type StaffBookingType = z.infer<typeof staffBookingTypeSchema>;

export const staffBookingTypesSchema = z.object({
  types: z.array(staffBookingTypeSchema),
  /** The court kinds the club has (and those types book): what the form offers. */
  kinds: z.array(z.string()),
  /** The floor plans a by-place type may choose, with how many places each has. */
  floorPlans: z.array(z.object({ id: z.number().int(), name: z.string(), places: z.number().int() })),
  /** The language of the types' own texts, and the other languages the club offers (one translation each). */
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
});
export type StaffBookingTypes = z.infer<typeof staffBookingTypesSchema>;
export const staffBookingTypesResponseSchema = okEnvelope({ model: staffBookingTypesSchema });
export const staffBookingTypeResponseSchema = okEnvelope({ model: staffBookingTypeSchema });
