import { z } from 'zod';
import { okEnvelope } from '@clubportal/contract/api-result';
import type { CheckoutInfoBody } from '@clubportal/contract/checkout';
import { apiRequest } from '../../../api/client';

const promoAppliedSchema = okEnvelope({ errorMsg: z.null(), data: z.object({ discount: z.number(), message: z.string() }) });

/**
 * POST /api/promos/validate: the discount a code gives on this cart. A refusal (`ok: false`, 'Sorry, the
 * code is not valid' in the interface language) arrives as an ApiError carrying the server's errorMsg.
 */
export async function validatePromo(code: string, cart: CheckoutInfoBody): Promise<{ discount: number }> {
  const answer = await apiRequest('/api/promos/validate', { method: 'POST', body: { code, ...cart }, schema: promoAppliedSchema });
  return { discount: answer.data.discount };
}
