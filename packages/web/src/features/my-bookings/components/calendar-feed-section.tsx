import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedLink } from '@clubportal/contract/calendar-feed';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { calendarFeedKey, newCalendarLink, revokeCalendarLink, useCalendarFeedStatus } from '../api/calendar-feed';
import { CopyLink } from './copy-link';
import '../../../styles/calendar-feed.css';

const noSubscription = () => () => {};

/**
 * "Subscribe in your calendar" (issue 23 section 8): a secret address with the member's (and their linked
 * children's) bookings and activities that their calendar app keeps up to date. The server keeps only a hash of it, so the address
 * is shown when it is made; a new one, or turning it off, stops the old one at once.
 */
export function CalendarFeedSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const date = useDateFormatter();
  const status = useCalendarFeedStatus(customerId);
  const host = useSyncExternalStore(
    noSubscription,
    () => window.location.host,
    () => '',
  );
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState<'new' | 'off' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (which: 'new' | 'off') => {
    setBusy(which);
    setError(null);
    setNotice(null);
    try {
      if (which === 'new') {
        const made = await newCalendarLink(customerId);
        setLink(made);
        if (status.data?.active) setNotice(t('calendarFeed.replaced'));
      } else {
        await revokeCalendarLink(customerId);
        setLink(null);
        setNotice(t('calendarFeed.turnedOff'));
      }
      await queryClient.invalidateQueries({ queryKey: calendarFeedKey(customerId) });
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    } finally {
      setBusy(null);
    }
  };
  const active = link !== null || status.data?.active === true;

  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="my-bookings__heading">
        {t('calendarFeed.title')}
      </h2>
      <p>{t('calendarFeed.intro')}</p>
      <FormAlert message={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {link ? (
        <div className="calendar-feed__link">
          <CopyLink label={t('calendarFeed.linkLabel')} path={link.path} />
          <p className="calendar-feed__hint">{t('calendarFeed.shownOnce')}</p>
          <a className="btn btn--primary calendar-feed__open" href={`webcal://${host}${link.path}`}>
            {t('calendarFeed.open')}
          </a>
        </div>
      ) : status.data?.active && status.data.createdAt ? (
        <p className="calendar-feed__hint">{t('calendarFeed.activeSince', { date: date(status.data.createdAt) })}</p>
      ) : null}
      <div className="calendar-feed__actions">
        <Button
          variant={active ? 'secondary' : 'primary'}
          loading={busy === 'new'}
          disabled={busy !== null || status.isPending}
          onClick={() => void run('new')}
        >
          {active ? t('calendarFeed.newLink') : t('calendarFeed.getLink')}
        </Button>
        {active ? (
          <Button variant="secondary" loading={busy === 'off'} disabled={busy !== null} onClick={() => void run('off')}>
            {t('calendarFeed.turnOff')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
