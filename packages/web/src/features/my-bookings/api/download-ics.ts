import { apiDownload, type DownloadedFile } from '../../../api/client';

/**
 * The booking as an .ics (Add to calendar): by the member's id, or by the public page's token.
 * GET /api/publicbookings/customer-bookings/{customerId}/{bookingId}/ics or /customer-booking/{token}/ics.
 */
export function downloadIcs(target: { customerId: number; bookingId: number } | { bookingToken: string }): Promise<DownloadedFile> {
  const path =
    'bookingToken' in target
      ? `/api/publicbookings/customer-booking/${encodeURIComponent(target.bookingToken)}/ics`
      : `/api/publicbookings/customer-bookings/${target.customerId}/${target.bookingId}/ics`;
  return apiDownload(path, { fallbackName: 'booking.ics' });
}
