import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { instantInput } from './bookings.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate, VALIDATION_MESSAGES } from './validation.js';

/**
 * The price rules editor (issue 32 §3): a booking type's prices are an ordered list, the first rule that holds
 * giving the price (`priceOf` in booking-rules.ts). Amounts are in the currency's units (12.5 is 12.50).
 */
export const PRICE_RULE_MESSAGES = {
  bandOrder: 'The time band must end after it starts',
  datesOrder: 'The last date must be on or after the first',
  oneAudience: 'A rule is for everyone, one customer group or one customer: choose one',
} as const;

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, VALIDATION_MESSAGES.notATime);

/** A rule as staff write it: conditions left null hold for every weekday, court, customer and date. */
export const priceRuleBodySchema = z
  .strictObject({
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    weekday: z.number().int().min(1).max(7).nullable(),
    from: time,
    to: time,
    resourceId: idNumber.nullable(),
    customerGroupId: idNumber.nullable(),
    customerId: idNumber.nullable(),
    validFrom: calendarDate.nullable(),
    validTo: calendarDate.nullable(),
    price: z.number({ error: VALIDATION_MESSAGES.notAnAmount }).min(0, VALIDATION_MESSAGES.notAnAmount).max(100_000),
  })
  .refine((r) => r.from < r.to, { error: PRICE_RULE_MESSAGES.bandOrder, path: ['to'] })
  .refine((r) => r.validFrom === null || r.validTo === null || r.validFrom <= r.validTo, {
    error: PRICE_RULE_MESSAGES.datesOrder,
    path: ['validTo'],
  })
  .refine((r) => r.customerGroupId === null || r.customerId === null, { error: PRICE_RULE_MESSAGES.oneAudience, path: ['customerId'] });
export type PriceRuleBody = z.infer<typeof priceRuleBodySchema>;

/** A stored rule: its id and its place in the list (1 is checked first). */
export const staffPriceRuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  durationMinutes: z.number().int(),
  weekday: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  resourceId: z.number().int().nullable(),
  customerGroupId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  /** The named customer's name (the list shows who, not a number). */
  customerName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  price: z.number(),
});
export type StaffPriceRule = z.infer<typeof staffPriceRuleSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/staff/prices: the booking types to pick from and the picked one's rules, courts, durations and the club's groups. */
export const staffPricesSchema = z.object({
  types: z.array(named),
  bookingTypeId: z.number().int().nullable(),
  durations: z.array(z.number().int()),
  courts: z.array(named),
  groups: z.array(named),
  currency: z.string(),
  rules: z.array(staffPriceRuleSchema),
});
export type StaffPrices = z.infer<typeof staffPricesSchema>;
export const staffPricesResponseSchema = okEnvelope({ model: staffPricesSchema });
export const staffPricesQuerySchema = z.strictObject({ bookingTypeId: idParam.optional() });

export const bookingTypeRulesParamsSchema = z.strictObject({ bookingTypeId: idParam });
export const priceRuleParamsSchema = z.strictObject({ ruleId: idParam });
/** Where a new rule goes: `position` 1 is first (an exception goes above the rules it overrides); none: last. */
export const priceRuleCreateQuerySchema = z.strictObject({
  position: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, VALIDATION_MESSAGES.notAnOption)
    .transform(Number)
    .optional(),
});
/** Move a rule to a place in its list (1 is first; past the end is last). */
export const priceRuleMoveBodySchema = z.strictObject({ position: z.number().int().min(1).max(10_000) });

/**
 * GET /api/staff/prices/preview: what a customer (none: a guest) pays for a slot and by which rule. `start` is an
 * instant with its offset, or the club's local date and time (`yyyy-MM-ddTHH:mm`).
 */
export const pricePreviewQuerySchema = z.strictObject({
  bookingTypeId: idParam,
  resourceId: idParam,
  start: z.union([instantInput, z.string().regex(/^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/, VALIDATION_MESSAGES.dateFormat)]),
  duration: z
    .string()
    .regex(/^\d{1,4}$/, VALIDATION_MESSAGES.notAnOption)
    .transform(Number),
  customerId: idParam.optional(),
});
export const pricePreviewSchema = z.object({
  /** The price in the currency's units; null when no rule sells the slot. */
  price: z.number().nullable(),
  isSpecialPrice: z.boolean(),
  ruleId: z.number().int().nullable(),
  position: z.number().int().nullable(),
  /** Where the start falls on the club's clock. */
  date: z.string(),
  time: z.string(),
  weekday: z.number().int(),
  customerName: z.string().nullable(),
  /** The answer in a sentence, in the staff member's language. */
  sentence: z.string(),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;
export const pricePreviewResponseSchema = okEnvelope({ model: pricePreviewSchema });
