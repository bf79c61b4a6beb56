import { paypalCallbackResponseSchema } from '@clubportal/contract/payment-providers';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/paypal/callback: the order PayPal's buttons approved and the authorisation they made. The
 * server checks both with PayPal and collects the money; an `ok: false` answer arrives as an ApiError
 * with the server's message.
 */
export async function postPayPalCallback(orderId: string, authorizationId: string): Promise<void> {
  await apiRequest('/api/paypal/callback', { method: 'POST', body: { orderId, authorizationId }, schema: paypalCallbackResponseSchema });
}
