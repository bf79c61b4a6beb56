import type { ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}]: takes a place
 * of the class (the one chosen on the floor plan, or any free one) and answers its sale.
 */
export async function prebookPlace(r: { customerId: number; bookingId: number; placeId: number | null }): Promise<ByPlacePrebookAnswer> {
  const path = `/api/publicbookings/byplace-prebook-place/${r.customerId}/${r.bookingId}/web${r.placeId === null ? '' : `/${r.placeId}`}`;
  const answer = await apiRequest(path, {
    method: 'POST',
    body: {},
    schema: () => import('@clubportal/contract/bookings-by-place').then((m) => m.byPlacePrebookResponseSchema),
  });
  return answer.model;
}

/** POST /api/{cancelUrl} (publicbookings/byplace-cancel/{bookingId}/{customerId}): gives a place not paid yet back. */
export async function cancelPlace(cancelUrl: string): Promise<void> {
  await apiRequest(`/api/${cancelUrl}`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/bookings-by-place').then((m) => m.byPlaceCancelResponseSchema),
  });
}
