import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDateFormatter } from '../../../lib/date-format';
import { saveFile } from '../../../lib/save-file';
import { downloadBookingIcs, usePaidBooking } from '../api/paid-booking';

/**
 * The booking a member just paid, on /cz/ok (issue 20): court, day, time and players, with "Add to
 * calendar" (the server's .ics, in club time) and "Share" (the Web Share API, else the link is copied).
 */
export function PaidBooking({ bookingId, customerId }: { bookingId: number; customerId: number }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const { data: booking } = usePaidBooking(bookingId);
  const [note, setNote] = useState<string | null>(null);
  if (!booking) return null;
  const players = booking.players.filter((p) => !p.isPlaceholder).map((p) => p.name);
  const link = booking.bookingToken ? `${window.location.origin}/booking/${booking.bookingToken}` : null;

  async function share() {
    if (!link) return;
    const data = { title: booking?.resourceName ?? '', url: link };
    if (typeof navigator.share === 'function') {
      await navigator.share(data).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link);
    setNote(t('paymentResult.linkCopied'));
  }

  return (
    <div className="payment-result__booking">
      <p className="payment-result__booking-court">{booking.resourceName}</p>
      <p>
        {/* In the club's time zone and the page's language. */}
        {date(booking.start, 'EEEE d MMMM yyyy')} · {date(booking.start, 'HH:mm')}-{date(booking.end, 'HH:mm')}
      </p>
      {players.length > 0 ? <p>{t('paymentResult.players', { names: players.join(', ') })}</p> : null}
      <div className="payment-result__booking-actions">
        <Button variant="secondary" onClick={() => void downloadBookingIcs(customerId, bookingId).then(saveFile)}>
          {t('paymentResult.addToCalendar')}
        </Button>
        {link ? (
          <Button variant="secondary" onClick={() => void share()}>
            {t('paymentResult.share')}
          </Button>
        ) : null}
      </div>
      {note ? (
        <p role="status" className="payment-result__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
