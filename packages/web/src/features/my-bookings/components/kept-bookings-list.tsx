import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/qr-code';
import { useDateFormatter } from '../../../lib/date-format';
import { keptBookings } from '../rules/kept-bookings';

/** The next bookings the phone kept (rules/kept-bookings.ts), for the app opened without a connection. */
export function KeptBookingsList({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const [bookings] = useState(() => keptBookings(window.localStorage, customerId, Date.now()));
  if (bookings.length === 0) return null;
  return (
    <section className="kept-bookings" aria-labelledby="kept-bookings-title">
      <h2 id="kept-bookings-title" className="kept-bookings__title">
        {t('offlineStart.lastBookings')}
      </h2>
      <ul className="kept-bookings__list">
        {bookings.map((b) => {
          const when = `${date(b.start, 'ccc d LLL')} · ${date(b.start, 'HH:mm')}–${date(b.end, 'HH:mm')}`;
          return (
            <li key={b.id} className="kept-bookings__item">
              <p className="kept-bookings__when">{when}</p>
              <p className="kept-bookings__what">
                {b.resourceName} · {b.bookingType}
              </p>
              {b.qr ? (
                <QrCode
                  qr={{ content: b.qr, contentType: 'text/plain', encoding: 'utf8' }}
                  label={t('offlineStart.bookingCode', { when })}
                  size={144}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
