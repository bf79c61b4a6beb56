import { paymentStatusResponseSchema } from '@clubportal/contract/checkout';
import { apiRequest } from '../../../api/client';

/** GET /api/payments/status/{guid}: a checkout's payment by the cart's guid (ok when paid, retry while pending). */
export const getPaymentStatus = (guid: string, signal?: AbortSignal) =>
  apiRequest(`/api/payments/status/${encodeURIComponent(guid)}`, { schema: paymentStatusResponseSchema, signal });

/** GET /api/stripe/status/{payment_intent}: what Stripe says of the intent the browser came back with. */
export const getStripeStatus = (paymentIntent: string, signal?: AbortSignal) =>
  apiRequest(`/api/stripe/status/${encodeURIComponent(paymentIntent)}`, { schema: paymentStatusResponseSchema, signal });
