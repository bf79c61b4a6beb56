import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minutes and seconds left until `until` (never below zero), as 14:32. */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a sale holds for payment counts down on /checkout from the hold's expiry the server gave: a court
 * ("Pista retenida 14:32") or a place in an activity ("Plaza reservada 14:32"); once it runs out it says it
 * is no longer held. Ticks with the clock each second.
 */
export function HoldCountdown({ until, of = 'court' }: { until: string; of?: 'court' | 'activity' }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const over = Date.parse(until) <= now;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  return (
    <p className={`checkout-hold${over ? ' checkout-hold--over' : ''}`} role="timer" aria-live="off">
      {of === 'activity'
        ? over
          ? t('checkout.holdPlaceExpired')
          : t('checkout.holdPlace', { time: timeLeft(until, now) })
        : over
          ? t('checkout.holdExpired')
          : t('checkout.holdCountdown', { time: timeLeft(until, now) })}
    </p>
  );
}
