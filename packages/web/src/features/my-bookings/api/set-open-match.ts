import { apiRequest } from '../../../api/client';

/** PUT /api/publicbookings/open-match: the owner opens their booking as a match others may find and join, or makes it private. */
export async function setOpenMatch(bookingId: number, open: boolean): Promise<void> {
  await apiRequest('/api/publicbookings/open-match', {
    method: 'PUT',
    body: { bookingId, open },
    schema: () => import('@clubportal/contract/open-matches').then((m) => m.openMatchResponseSchema),
  });
}
