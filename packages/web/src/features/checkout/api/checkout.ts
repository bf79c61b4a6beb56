import { checkoutResponseSchema, type CheckoutBody } from '@clubportal/contract/checkout';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/shop/checkout (guest) or /api/shop/checkout-customer (also the voucher payment): the sale
 * and the payment; the body's guid makes a repeat answer from the first one.
 */
export async function postCheckout(body: CheckoutBody) {
  const path = body.customer.id ? '/api/shop/checkout-customer' : '/api/shop/checkout';
  const answer = await apiRequest(path, { method: 'POST', body, schema: checkoutResponseSchema });
  return answer.model;
}
