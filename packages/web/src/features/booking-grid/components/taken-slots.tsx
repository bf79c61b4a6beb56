import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { WaitlistButton } from '../../../components/booking-waitlist/waitlist-button';
import { useTakenSlots } from '../../../components/booking-waitlist/waitlist-api';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';

type Props = { typeId: number; date: string };

/**
 * Under the grid, quietly: "Is the time you want taken?" opens the day's taken court slots, each with Join
 * the waitlist (a guest logs in first). The slots come from their own call, loaded only when opened, so the
 * shared, cached grid answer stays as it is.
 */
export function TakenSlots({ typeId, date }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const slots = useTakenSlots(typeId, date, open);
  const format = useDateFormatter();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const listId = 'taken-slots-list';
  return (
    <section className="taken-slots" aria-label={t('bookingWaitlist.takenTitle')}>
      <button
        type="button"
        className="taken-slots__toggle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('bookingWaitlist.takenToggle')}
      </button>
      {open ? (
        <div id={listId} className="taken-slots__body">
          {slots.isPending ? (
            <Skeleton className="skeleton--text" />
          ) : slots.isError ? (
            <p role="alert">{t('messages.crash')}</p>
          ) : slots.data.length === 0 ? (
            <p className="taken-slots__none">{t('bookingWaitlist.noTaken')}</p>
          ) : (
            <ul className="taken-slots__list">
              {slots.data.map((s) => {
                const what = `${s.resourceName} · ${format(s.start, 'HH:mm')}`;
                return (
                  <li key={`${s.resourceId}-${s.start}-${s.duration}`} className="taken-slots__item">
                    <span className="taken-slots__what">
                      {what} · {t('bookingWaitlist.minutes', { count: s.duration })}
                    </span>
                    <WaitlistButton
                      target={{ kind: 'slot', bookingTypeId: typeId, resourceId: s.resourceId, start: s.start, duration: s.duration }}
                      returnTo={returnTo}
                      label={what}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
