import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest, type DownloadedFile } from '../../../api/client';

/** GET /api/publicbookings/info/{bookingId}: the booking just paid, as its players see it (court, day, time, players). */
export function usePaidBooking(bookingId: number) {
  return useQuery({
    queryKey: ['bookings', 'info', bookingId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publicbookings/info/${bookingId}`, {
          schema: () => import('@clubportal/contract/bookings').then((m) => m.bookingInfoResponseSchema),
          signal,
        })
      ).model,
    retry: false,
  });
}

/** GET /api/publicbookings/customer-bookings/{customerId}/{bookingId}/ics: the server's .ics of the booking, in club time. */
export const downloadBookingIcs = (customerId: number, bookingId: number): Promise<DownloadedFile> =>
  apiDownload(`/api/publicbookings/customer-bookings/${customerId}/${bookingId}/ics`, { fallbackName: 'booking.ics' });
