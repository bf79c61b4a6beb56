import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingWaitlistEntry } from '@clubportal/contract/booking-waitlist';
import { useDateFormatter } from '../../lib/date-format';
import { apiErrorMessage } from '../../lib/error-message';
import { useSettings } from '../../lib/settings/settings-context';
import { useCustomerId } from '../../lib/use-customer-id';
import { Button, buttonClass } from '../ui/button';
import { leaveWaitlist, myWaitlistKey, useMyWaitlist } from './waitlist-api';

/** Where an offer is taken: the booking checkout of the court (its `pl`), or the match's join page. */
export function offerHref(entry: Pick<BookingWaitlistEntry, 'kind' | 'bookingId' | 'pl'>): string | null {
  if (entry.kind === 'match') return entry.bookingId === null ? null : `/booking-join/${entry.bookingId}`;
  return entry.pl ? `/checkout-booking?pl=${encodeURIComponent(entry.pl)}` : null;
}

/**
 * The member's places in line on My Bookings: what, when, their position, an offer's deadline with Book now,
 * and Leave. Nothing at all while they are in no line.
 */
export function MyWaitlist() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const entries = useMyWaitlist(customerId);
  if (customerId === null || !entries.data?.length) return null;
  return (
    <section className="my-waitlist" aria-labelledby="my-waitlist-title">
      <h2 id="my-waitlist-title" className="my-bookings__heading">
        {t('bookingWaitlist.title')}
      </h2>
      <ul className="my-waitlist__list">
        {entries.data.map((entry) => (
          <WaitlistRow key={entry.id} entry={entry} customerId={customerId} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistRow({ entry, customerId }: { entry: BookingWaitlistEntry; customerId: number }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const { dateFormat } = useSettings();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const href = entry.status === 'offered' ? offerHref(entry) : null;
  const what = `${entry.bookingTypeName} · ${entry.resourceName}`;

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      await leaveWaitlist(customerId, entry.id);
      await queryClient.invalidateQueries({ queryKey: myWaitlistKey(customerId) });
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
      setBusy(false);
    }
  }

  return (
    <li className={`my-waitlist__item${entry.status === 'offered' ? ' is-offered' : ''}`}>
      <div className="my-waitlist__what">
        <strong>{what}</strong>
        <span>
          {date(entry.start, `${dateFormat} HH:mm`)} · {t('bookingWaitlist.minutes', { count: entry.duration })}
        </span>
        <span className="my-waitlist__state">
          {entry.status === 'offered' && entry.offerExpiresAt
            ? t('bookingWaitlist.offeredUntil', { time: date(entry.offerExpiresAt, 'HH:mm') })
            : t('bookingWaitlist.position', { position: entry.position })}
        </span>
      </div>
      <div className="my-waitlist__actions">
        {href ? (
          <Link className={buttonClass('primary')} to={href}>
            {entry.kind === 'match' ? t('bookingWaitlist.joinNow') : t('bookingWaitlist.bookNow')}
          </Link>
        ) : null}
        <Button variant="ghost" loading={busy} onClick={() => void leave()} aria-label={`${t('bookingWaitlist.leave')}: ${what}`}>
          {t('bookingWaitlist.leave')}
        </Button>
      </div>
      {error ? (
        <p className="waitlist-button__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
