import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { optionalCalendarDate, requiredText } from './validation.js';

/**
 * The staff console's promo codes (issue 32 §4). A code takes a percent or an amount off the shop articles of a
 * checkout (its scope: bookings, fees and pending sales in the same cart are never discounted, as the checkout
 * prices them today), from a minimum of those articles, up to a number of uses, between two days of the club's
 * calendar. Codes are upper-cased, so two codes differing only in case are one code. Amounts are decimals of
 * the club's currency here and minor units in the database.
 */

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** What a code discounts: the checkout's shop articles (the only scope the checkout knows). */
export const PROMO_SCOPE = 'shop-articles' as const;
/** Redemptions one promo's list shows, latest first. */
export const PROMO_REDEMPTIONS_PAGE = 200;

export const staffPromoBodySchema = z.object({
  /** Letters, digits, `-` and `_`; stored upper-cased. */
  code: requiredText(50).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/)),
  kind: z.enum(PROMO_KINDS),
  /** A percent (a whole number, 1 to 100) or an amount in the currency's units (12.5 is 12,50 €). */
  value: z.number().positive().max(100_000),
  /** The shop articles' total the code needs, in the currency's units (0: none). */
  minTotal: z.number().min(0).max(1_000_000),
  /** How many checkouts may use it; null: no limit. */
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
  /** First and last day it applies (club time); '' for open-ended. */
  validFrom: optionalCalendarDate,
  validUntil: optionalCalendarDate,
  active: z.boolean(),
});
export type StaffPromoBody = z.infer<typeof staffPromoBodySchema>;

export const staffPromoParamsSchema = z.object({ id: idParam });

export const staffPromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  /** The club's currency (a percent's minimum is in it too). */
  currency: z.string(),
  minTotal: z.number(),
  maxUses: z.number().int().nullable(),
  /** Checkouts that used it and were not abandoned (the checkout's own count). */
  uses: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  active: z.boolean(),
  scope: z.literal(PROMO_SCOPE),
  createdAt: z.string(),
});
export type StaffPromo = z.infer<typeof staffPromoSchema>;

export const promoRedemptionSchema = z.object({
  paymentId: z.number().int(),
  at: z.string(),
  saleNumber: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** The discount the sale got, in the currency's units. */
  discount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refund_due', 'abandoned']),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const staffPromosResponseSchema = okEnvelope({ promos: z.array(staffPromoSchema), currency: z.string() });
export const staffPromoResponseSchema = okEnvelope({ promo: staffPromoSchema });
export const promoRedemptionsResponseSchema = okEnvelope({ promo: staffPromoSchema, redemptions: z.array(promoRedemptionSchema) });
