import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MyActivityWaitlist, MySignUp, WithdrawAnswer } from '@clubportal/contract/activities';
import { LoadFailure } from '../../../components/load-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { leaveActivityWaitlist, mySignUpsKey, useMySignUps, withdrawSignUp } from '../api/my-sign-ups';
import { cancelNote, refundLines } from '../rules/my-activities-rules';
import { MY_ACTIVITIES_ANCHOR } from './my-activities-anchor';
import '../../../styles/my-activities.css';

/**
 * My Bookings' "My activities" (issue 30): what the member (and the children they signed up) signed up for,
 * each with what cancelling refunds and until when, and their places in activities' lines, with Leave.
 * What a cancel gave back is said at the top of the section.
 */
export function MyActivities() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const queryClient = useQueryClient();
  const location = useLocation();
  const list = useMySignUps(customerId);
  const date = useDateFormatter();
  const price = usePriceFormatter();
  // Activity names are the club's text, in the club's language (not the page's).
  const { Culture: clubLanguage } = useSettings();
  const section = useRef<HTMLElement>(null);
  const [cancelling, setCancelling] = useState<MySignUp | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ text: string; refunds: string[] } | null>(null);
  const when = (iso: string) => `${date(iso)} ${date(iso, 'HH:mm')}`;

  // Sent here from the payment success page: the section comes into view once it has its content.
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded && location.hash === `#${MY_ACTIVITIES_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, location.hash]);

  // Nothing signed up for and nothing just done: the section stays out of My Bookings' way.
  const empty = list.data !== undefined && list.data.signUps.length === 0 && list.data.waitlists.length === 0;
  if (customerId === null || list.isPending || (empty && done === null && location.hash !== `#${MY_ACTIVITIES_ANCHOR}`)) return null;
  const reload = () => queryClient.invalidateQueries({ queryKey: mySignUpsKey(customerId) });

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    setError(null);
    try {
      const amounts: WithdrawAnswer['infoReturns']['amounts'] = await withdrawSignUp(cancelling.activityId, cancelling.customerId);
      setDone({ text: t('myActivities.cancelledDone', { activity: cancelling.name }), refunds: refundLines(amounts, t, price) });
      setCancelling(null);
      await reload();
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
    } finally {
      setBusy(false);
    }
  };

  const leave = async (entry: MyActivityWaitlist) => {
    setError(null);
    setDone(null);
    try {
      await leaveActivityWaitlist(entry.activityId, entry.customerId);
      setDone({ text: t('myActivities.leftDone', { activity: entry.name }), refunds: [] });
      await reload();
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
    }
  };

  const forWhom = (entry: { customerId: number; customerName: string }) =>
    entry.customerId === customerId ? null : <span>{t('myActivities.forWhom', { name: entry.customerName })}</span>;

  return (
    <section id={MY_ACTIVITIES_ANCHOR} ref={section} className="my-activities" aria-labelledby="my-activities-title">
      <h2 id="my-activities-title" className="my-bookings__heading">
        {t('myActivities.title')}
      </h2>
      {done ? (
        <div className="notice my-activities__done" role="status">
          <p>{done.text}</p>
          {done.refunds.length ? (
            <ul>
              {done.refunds.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {cancelling ? null : <FormAlert message={error} />}
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : list.data ? (
        <>
          {list.data.signUps.length === 0 ? (
            <p className="my-bookings__empty">
              {t('myActivities.empty')} <Link to="/activities?type=activity&status=upcoming">{t('myActivities.browse')}</Link>
            </p>
          ) : (
            <ul className="my-activities__list">
              {list.data.signUps.map((s) => (
                <li key={s.id} className="my-activities__item">
                  <div className="my-activities__what">
                    <Link to={`/activity/${s.activityId}`} className="my-activities__name" lang={clubLanguage}>
                      {s.name}
                    </Link>
                    <span>{when(s.start)}</span>
                    {forWhom(s)}
                    <span className="my-activities__state">
                      {s.state === 'held'
                        ? t('myActivities.held')
                        : s.paid > 0
                          ? t('myActivities.paid', { price: price(s.paid) })
                          : t('myActivities.free')}
                    </span>
                    <span className="my-activities__rule">{cancelNote(s, t, price, when)}</span>
                  </div>
                  {s.cancel.open && s.state !== 'held' ? (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setError(null);
                        setDone(null);
                        setCancelling(s);
                      }}
                      aria-label={`${t('myActivities.cancel')}: ${s.name}`}
                    >
                      {t('myActivities.cancel')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {list.data.waitlists.length ? (
            <>
              <h3 className="my-activities__subheading">{t('myActivities.waitlists')}</h3>
              <ul className="my-activities__list">
                {list.data.waitlists.map((w) => (
                  <li key={`${w.activityId}-${w.customerId}`} className={`my-activities__item${w.offerExpiresAt ? ' is-offered' : ''}`}>
                    <div className="my-activities__what">
                      <Link to={`/activity/${w.activityId}`} className="my-activities__name" lang={clubLanguage}>
                        {w.name}
                      </Link>
                      <span>{when(w.start)}</span>
                      {forWhom(w)}
                      <span className="my-activities__state">
                        {w.offerExpiresAt
                          ? t('myActivities.offered', { time: date(w.offerExpiresAt, 'HH:mm') })
                          : t('myActivities.position', { position: w.position })}
                      </span>
                    </div>
                    <div className="my-activities__actions">
                      {w.offerExpiresAt ? (
                        <Link className={buttonClass('primary')} to={`/activity/${w.activityId}`}>
                          {t('myActivities.signUpNow')}
                        </Link>
                      ) : null}
                      <Button variant="ghost" onClick={() => void leave(w)} aria-label={`${t('myActivities.leave')}: ${w.name}`}>
                        {t('myActivities.leave')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('myActivities.cancelTitle')}
        confirmLabel={t('myActivities.cancelConfirm')}
        cancelLabel={t('myActivities.keep')}
        busy={busy}
        error={error}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling ? (
          <>
            <p>
              {cancelling.customerId === customerId
                ? t('myActivities.cancelQuestionOwn', { activity: cancelling.name, date: when(cancelling.start) })
                : t('myActivities.cancelQuestion', {
                    name: cancelling.customerName,
                    activity: cancelling.name,
                    date: when(cancelling.start),
                  })}
            </p>
            <p>
              {cancelling.cancel.refund > 0
                ? t('myActivities.cancelRefund', { price: price(cancelling.cancel.refund) })
                : cancelling.paid > 0
                  ? t('myActivities.cancelNoRefund')
                  : t('myActivities.cancelNothingPaid')}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
