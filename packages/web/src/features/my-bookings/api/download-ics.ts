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

/** Hands a downloaded file to the browser as a download (a blob link, revoked once clicked). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
