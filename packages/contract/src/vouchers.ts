import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/** Spec section 3, voucher movement: created, amount, previousAmount, current (amount < 0 when spent). */
export const voucherMovementSchema = z.object({
  created: z.string(),
  amount: z.number(),
  previousAmount: z.number(),
  current: z.number(),
});

/**
 * Spec section 3, voucher: description, balance, movements. `kind` money: amounts are decimal numbers of
 * the voucher's currency; `sessions`: whole sessions.
 */
export const voucherSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  kind: z.enum(['money', 'sessions']),
  balance: z.number(),
  created: z.string(),
  expires: z.string().nullable(),
  movements: z.array(voucherMovementSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** GET /api/publicvouchers/customer-vouchers/{customerId} */
export const customerVouchersParamsSchema = z.object({ customerId: idParam });
export const customerVouchersResponseSchema = okEnvelope({
  model: z.object({ active: z.array(voucherSchema), inactive: z.array(voucherSchema) }),
});
