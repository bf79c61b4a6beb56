import { paymentStatusResponseSchema } from '@clubportal/contract/payment-providers';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';

/** GET /api/payments/status/{guid}: a checkout's payment by the cart's guid (ok when paid, retry while pending). */
export const getPaymentStatus = (guid: string, signal?: AbortSignal) =>
  apiRequest(`/api/payments/status/${encodeURIComponent(guid)}`, { schema: paymentStatusResponseSchema, signal });

/** GET /api/stripe/status/{payment_intent}: what Stripe says of the intent the browser came back with. */
export const getStripeStatus = (paymentIntent: string, signal?: AbortSignal) =>
  apiRequest(`/api/stripe/status/${encodeURIComponent(paymentIntent)}`, { schema: paymentStatusResponseSchema, signal });

/**
 * Why the last checkout's card was declined, in the provider's words, when it said: the status of a
 * declined payment answers `ok: false` (which the client raises), with `declineReason` beside it.
 */
export async function getDeclineReason(guid: string, signal?: AbortSignal): Promise<string | null> {
  try {
    return (await getPaymentStatus(guid, signal)).declineReason ?? null;
  } catch (error) {
    const body = error instanceof ApiError ? paymentStatusResponseSchema.safeParse(error.body) : null;
    return body?.success ? (body.data.declineReason ?? null) : null;
  }
}
