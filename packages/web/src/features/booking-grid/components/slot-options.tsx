import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingPrice } from '@clubportal/contract/bookings';
import { usePriceFormatter } from '../../../lib/format';
import { slotPriceQuery } from '../api/load-price';
import { durationsLackingPrice, type TimeTableEntry } from '../rules/booking-choice';

type Props = {
  bookingTypeId: number;
  resourceId: number;
  entry: TimeTableEntry;
  durations: number[];
  customerId: number | null;
  onChoose: (duration: number, price: BookingPrice) => void;
  /** Spec section 8: a failed price load says so on the page (the price counts as 0). */
  onPriceError: (message: string) => void;
  /** A choice being worked on (login, related resources): the buttons wait. */
  busy: boolean;
};

/**
 * An expanded slot: one button per duration with its price. The list answer prices one duration; the others
 * are asked for with loadprice, once each (spec section 4), while the buttons show a placeholder.
 */
export function SlotOptions({ bookingTypeId, resourceId, entry, durations, customerId, onChoose, onPriceError, busy }: Props) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const missing = durationsLackingPrice(entry, durations);
  const crash = t('messages.crash');
  const loaded = useQueries({
    queries: missing.map((duration) => slotPriceQuery({ startDate: entry.start, bookingTypeId, duration, resourceId, customerId }, crash)),
  });
  const failures = loaded
    .map((q) => q.data?.errorMsg ?? '')
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    if (failures) onPriceError(failures);
  }, [failures, onPriceError]);

  const priceOf = (duration: number): BookingPrice | undefined =>
    entry.priceByDuration[String(duration)] ?? loaded[missing.indexOf(duration)]?.data?.price;

  return (
    <div className="slot-options" role="group" aria-label={t('bookingGrid.durationsAt', { time: entry.sstart })}>
      {durations.map((duration) => {
        const price = priceOf(duration);
        return (
          <button
            key={duration}
            type="button"
            className="slot-option"
            disabled={!price || busy}
            aria-busy={!price || undefined}
            onClick={() => price && onChoose(duration, price)}
          >
            <span className="slot-option__duration">{t('bookingGrid.minutes', { count: duration })}</span>
            {price ? (
              <span className="slot-option__price">
                {format(price.price)}
                {price.isSpecialPrice ? <span className="slot-option__special">{t('bookingGrid.yourPrice')}</span> : null}
              </span>
            ) : (
              <span className="slot-option__price slot-option__price--loading">
                <span className="spinner spinner--sm" aria-hidden="true" />
                <span className="sr-only">{t('common.loading')}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
