import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../api/login-request';
import { useDateFormatter } from '../../lib/date-format';
import { apiErrorMessage } from '../../lib/error-message';
import { useCustomerId } from '../../lib/use-customer-id';
import { Button, type ButtonVariant } from '../ui/button';
import { entryFor, joinWaitlist, leaveWaitlist, myWaitlistKey, useMyWaitlist, type WaitlistTarget } from './waitlist-api';

type Props = {
  target: WaitlistTarget;
  /** Where the login brings a guest back to (the page the button is on). */
  returnTo: string;
  variant?: ButtonVariant;
  /** Names what the button queues for, for screen readers ("Court 2, 18:00"). */
  label?: string;
};

/**
 * "Join the waitlist" for a taken court slot or a full match (issue 23, section 7). A guest logs in first
 * (back to `returnTo`); a member joins the line and then sees their place in it, with Leave; an offer says
 * until when the slot or place is theirs. Shared (components/): the grid and the join page both place it.
 */
export function WaitlistButton({ target, returnTo, variant = 'ghost', label }: Props) {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const queryClient = useQueryClient();
  const mine = useMyWaitlist(customerId);
  const date = useDateFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entry = entryFor(mine.data, target);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: myWaitlistKey(customerId) });
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
    } finally {
      setBusy(false);
    }
  }

  if (customerId === null) {
    return (
      <Button
        variant={variant}
        className="waitlist-button"
        onClick={() => requestLogin(returnTo)}
        aria-label={label ? `${t('bookingWaitlist.join')}: ${label}` : undefined}
      >
        {t('bookingWaitlist.join')}
      </Button>
    );
  }
  return (
    <div className="waitlist-button__wrap">
      {entry ? (
        <>
          <p className="waitlist-button__state" role="status">
            {entry.status === 'offered' && entry.offerExpiresAt
              ? t('bookingWaitlist.offeredUntil', { time: date(entry.offerExpiresAt, 'HH:mm') })
              : t('bookingWaitlist.position', { position: entry.position })}
          </p>
          <Button
            variant="ghost"
            className="waitlist-button"
            loading={busy}
            onClick={() => void run(() => leaveWaitlist(customerId, entry.id))}
            aria-label={label ? `${t('bookingWaitlist.leave')}: ${label}` : undefined}
          >
            {t('bookingWaitlist.leave')}
          </Button>
        </>
      ) : (
        <Button
          variant={variant}
          className="waitlist-button"
          loading={busy || mine.isPending}
          onClick={() => void run(() => joinWaitlist(customerId, target))}
          aria-label={label ? `${t('bookingWaitlist.join')}: ${label}` : undefined}
        >
          {t('bookingWaitlist.join')}
        </Button>
      )}
      {error ? (
        <p className="waitlist-button__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
