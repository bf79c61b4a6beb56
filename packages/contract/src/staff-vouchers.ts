import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { optionalCalendarDate, optionalText, requiredText } from './validation.js';

/**
 * The staff console's vouchers (issue 32 §4). Staff issue a voucher to a customer (money or sessions) with a
 * reason; the issue is its first movement and the balance stays the movements' sum. Staff never top one up or
 * spend from it: only the member's own checkout spends. Staff deactivate (and reactivate) one with a reason,
 * kept in its status history. Money is decimals of the voucher's currency here, minor units in the database.
 */

export const VOUCHER_KINDS = ['money', 'sessions'] as const;
/** Vouchers a search lists at most. */
export const STAFF_VOUCHERS_LIMIT = 200;
/** Customers the issue form's search offers. */
export const VOUCHER_CUSTOMER_SEARCH_LIMIT = 20;

export const staffVouchersQuerySchema = z.object({
  /** Part of the customer's name, surname or email. */
  search: optionalText(100).optional(),
  customerId: idParam.optional(),
});

export const staffVoucherParamsSchema = z.object({ id: idParam });

export const issueVoucherBodySchema = z.object({
  customerId: idNumber,
  description: requiredText(200),
  kind: z.enum(VOUCHER_KINDS),
  /** Money: in the currency's units (25.5 is 25,50 €); sessions: a whole number. */
  amount: z.number().positive().max(100_000),
  /** Its last day (club time); '' for none. */
  expiresOn: optionalCalendarDate,
  reason: requiredText(300),
});
export type IssueVoucherBody = z.infer<typeof issueVoucherBodySchema>;

export const voucherStatusBodySchema = z.object({ reason: requiredText(300) });

export const staffVoucherSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  description: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  currency: z.string(),
  /** Money: decimal of the currency; sessions: whole sessions. */
  balance: z.number(),
  enabled: z.boolean(),
  /** Enabled and not expired: it can pay. */
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;

export const staffVoucherMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  amount: z.number(),
  previous: z.number(),
  current: z.number(),
  saleNumber: z.string().nullable(),
  reason: z.string(),
  actor: z.string(),
});
export type StaffVoucherMovement = z.infer<typeof staffVoucherMovementSchema>;

export const voucherStatusChangeSchema = z.object({
  at: z.string(),
  enabled: z.boolean(),
  reason: z.string(),
  actor: z.string(),
});

export const staffVouchersResponseSchema = okEnvelope({ vouchers: z.array(staffVoucherSchema) });
export const staffVoucherResponseSchema = okEnvelope({
  voucher: staffVoucherSchema,
  movements: z.array(staffVoucherMovementSchema),
  statusChanges: z.array(voucherStatusChangeSchema),
});
export type StaffVoucherDetail = z.infer<typeof staffVoucherResponseSchema>;

export const voucherCustomersQuerySchema = z.object({ search: requiredText(100) });
export const voucherCustomersResponseSchema = okEnvelope({
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
