import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { optionalText, requiredText } from './validation.js';

/**
 * Refunds at the desk (issue 33 §5). Staff find a payment and give back all or part of what is left of it,
 * back the way it was paid (the card through its provider's refund API, the voucher that paid it, the club's
 * desk for money paid there) or as club credit (a money voucher of the customer), with a reason. The client
 * sends an idempotency key per refund it means to make: the same key again answers the same refund. Money is
 * decimals of the payment's currency here, minor units in the database. No time limit.
 */

/** Payments a search lists at most. */
export const STAFF_PAYMENTS_LIMIT = 50;

export const REFUND_DESTINATIONS = ['original', 'credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
/** How the money went back: the card's provider, a voucher, the club's desk. */
export const REFUND_METHODS = ['card', 'voucher', 'club'] as const;

export const staffPaymentsQuerySchema = z.object({
  customerId: idParam.optional(),
  /** Part of the customer's name, surname or email, a sale's number, or the payment's number. */
  search: optionalText(100).optional(),
});

export const staffPaymentParamsSchema = z.object({ id: idParam });

export const staffRefundBodySchema = z.object({
  /** In the currency's units (12.5 is 12,50 €): what to give back, at most what is left to refund. */
  amount: z.number().positive().max(10_000_000),
  destination: z.enum(REFUND_DESTINATIONS),
  reason: requiredText(300),
  /** One per refund the staff member means: a double click or a retry sends the same key. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

export const staffRefundSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  amount: z.number(),
  destination: z.enum(REFUND_DESTINATIONS),
  method: z.enum(REFUND_METHODS),
  /** done; pending while the card's provider has not answered; failed or manual: left for the club. */
  status: z.enum(['done', 'pending', 'failed', 'manual']),
  reason: z.string(),
  actor: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const staffPaymentSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  paidAt: z.string().nullable(),
  currency: z.string(),
  amount: z.number(),
  /** The method's name (a card provider, a voucher, the club). */
  method: z.string(),
  /** card: a provider's charge; voucher; club: paid at the desk. */
  paidBy: z.enum(['card', 'voucher', 'sessions', 'club', 'none']),
  /** What it paid: the sales' numbers and titles. */
  paidFor: z.array(z.object({ number: z.string(), title: z.string(), amount: z.number(), cancelled: z.boolean() })),
  /** Given back so far, by staff or by cancels. */
  refunded: z.number(),
  /** What is left to give back. */
  refundable: z.number(),
  /** Whether the money can go back the way it came (a sessions voucher's cannot: credit only). */
  originalPossible: z.boolean(),
  refunds: z.array(staffRefundSchema),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const staffPaymentsResponseSchema = okEnvelope({ payments: z.array(staffPaymentSchema) });
export const staffRefundResponseSchema = okEnvelope({ payment: staffPaymentSchema, refund: staffRefundSchema });
export type StaffRefundResponse = z.infer<typeof staffRefundResponseSchema>;

/** The club's pending refunds: money paid at the club owed back, and card refunds the provider did not make. */
export const PENDING_REFUND_KINDS = ['club', 'card'] as const;
export const SETTLE_HOWS = ['cash', 'terminal', 'credit'] as const;

/** `club-12` (a booking refund paid at the club) or `card-5` (a card refund left for the club). */
export const pendingRefundParamsSchema = z.object({ id: z.string().regex(/^(club|card)-[1-9][0-9]{0,9}$/) });

export const settleRefundBodySchema = z.object({
  how: z.enum(SETTLE_HOWS),
  note: optionalText(300).optional(),
});
export type SettleRefundBody = z.infer<typeof settleRefundBodySchema>;

export const pendingRefundSchema = z.object({
  id: z.string(),
  kind: z.enum(PENDING_REFUND_KINDS),
  customerId: z.number().int(),
  customerName: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** What it gives back (a sale's number and title) when known. */
  what: z.string(),
  /** A card refund's status (failed, manual) and the provider's message; '' for the club's. */
  status: z.string(),
  message: z.string(),
  at: z.string(),
});
export type PendingRefund = z.infer<typeof pendingRefundSchema>;

export const pendingRefundsResponseSchema = okEnvelope({ refunds: z.array(pendingRefundSchema) });
export const settleRefundResponseSchema = okEnvelope({ settled: z.object({ id: z.string(), how: z.enum(SETTLE_HOWS) }) });
