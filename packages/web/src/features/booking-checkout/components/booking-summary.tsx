import { useTranslation } from 'react-i18next';
import type { BookingPayload } from '@clubportal/contract/booking-payload';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';

/** The left column: what is being booked, in the club's time (spec: booking summary). */
export function BookingSummary({ booking }: { booking: BookingPayload }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const price = usePriceFormatter();
  const end = new Date(Date.parse(booking.date) + booking.duration * 60_000).toISOString();
  const extra = booking.blocks.slice(1).filter((b) => !b.noOnline && b.resourceName && b.resourceName !== booking.resourceName);
  return (
    <section className="booking-card booking-summary" aria-labelledby="booking-summary-title">
      <p className="booking-summary__eyebrow">{t('bookingCheckout.summary')}</p>
      <h2 id="booking-summary-title" className="booking-summary__type">
        {booking.bookingTypeName}
      </h2>
      <dl className="booking-facts">
        <div>
          <dt>{t('bookingCheckout.resource')}</dt>
          <dd>{[booking.resourceName, ...extra.map((b) => b.resourceName)].join(' · ')}</dd>
        </div>
        <div>
          <dt>{t('bookingCheckout.date')}</dt>
          <dd className="booking-facts__capital">{date(booking.date, 'cccc d LLLL yyyy')}</dd>
        </div>
        <div>
          <dt>{t('bookingCheckout.time')}</dt>
          <dd>
            <time dateTime={booking.date}>{date(booking.date, 'HH:mm')}</time> – <time dateTime={end}>{date(end, 'HH:mm')}</time>
          </dd>
        </div>
        <div>
          <dt>{t('bookingCheckout.duration')}</dt>
          <dd>{t('bookingCheckout.minutes', { count: booking.duration })}</dd>
        </div>
        <div>
          <dt>{t('bookingCheckout.price')}</dt>
          <dd className="booking-facts__price">
            {price(booking.price.price)}
            {booking.price.isSpecialPrice ? (
              <span className="booking-status booking-status--confirmed">{t('bookingCheckout.specialPrice')}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {booking.cancelText ? (
        <div className="booking-summary__cancel">
          <h3>{t('bookingCheckout.cancellation')}</h3>
          <p>{booking.cancelText}</p>
        </div>
      ) : null}
    </section>
  );
}
