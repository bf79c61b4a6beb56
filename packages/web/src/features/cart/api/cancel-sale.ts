import { z } from 'zod';
import { apiRequest } from '../../../api/client';

const anyAnswer = z.unknown();

/**
 * Posts a cart sale's cancel URL (spec section 7: "Cart cancel URLs are posted as /api/{cancelUrl}"), e.g.
 * publicbookings/cancel/{bookingId}/{ownerId} for a prebooked booking. Throws when the server refuses.
 */
export async function postCancelUrl(cancelUrl: string): Promise<void> {
  const path = cancelUrl.replace(/^\/+/, '').replace(/^api\//, '');
  // Only a plain API path: never another origin, a query or a step out of /api.
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(path)) throw new Error(`Unusable cancel URL: ${cancelUrl}`);
  await apiRequest(`/api/${path}`, { method: 'POST', body: {}, schema: anyAnswer });
}
