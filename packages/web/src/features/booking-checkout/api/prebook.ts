import type { z } from 'zod';
import type { prebookBodySchema, prebookResponseSchema } from '@clubportal/contract/bookings';
import { apiRequest } from '../../../api/client';

export type PrebookEntry = z.infer<typeof prebookResponseSchema>['model'][number];
/** The body as the browser sends it (paymentType in the spec's words). */
export type PrebookRequest = z.input<typeof prebookBodySchema>;

/** POST /api/publicbookings/prebook: holds the slot and answers the sales to pay (spec: Prebook result entry). */
export async function prebook(body: PrebookRequest): Promise<PrebookEntry[]> {
  const answer = await apiRequest('/api/publicbookings/prebook', {
    method: 'POST',
    body,
    schema: () => import('@clubportal/contract/bookings').then((m) => m.prebookResponseSchema),
  });
  return answer.model;
}
