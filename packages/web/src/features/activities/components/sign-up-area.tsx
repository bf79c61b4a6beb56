import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActivityDetail, InscriptionSale } from '@clubportal/contract/activities';
import { requestLogin } from '../../../api/login-request';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { joinWaitlist } from '../api/join-waitlist';
import { signUp } from '../api/sign-up';
import { signUpState } from '../rules/activity-rules';
import { useNow } from './use-now';

// The custom form (a dynamic form with its validation) loads when it opens, not with the page.
const SignUpFormDialog = lazy(() => import('./sign-up-form-dialog').then((m) => ({ default: m.SignUpFormDialog })));

type CartAnswer = { ok: true } | { ok: false; message: string };
/**
 * What the page does with a paid sign-up's sale: the cart's answer (it may refuse, with the words to show).
 * It may load the cart first, so the page does not carry it until someone signs up.
 */
export type AddSaleToCart = (sale: InscriptionSale) => CartAnswer | Promise<CartAnswer>;

type Props = { detail: ActivityDetail; customerId: number | null; addToCart: AddSaleToCart };

/** Who a free sign-up just put in: the member themselves, or (through the custom form) one of their children. */
type SignedUp = { self: true } | { self: false; name: string };

/**
 * Sign Up (only when online sign-up is on), 'Already In!' once in. Nobody logged in: the login/register
 * popup, back here after. A custom form opens its popup; otherwise the sign-up is direct. A free one says
 * 'Sign Up Done!' (naming the child a parent signed up: the parent is not in, and may sign up someone
 * else); a paid one's sale goes to the cart and the member to /checkout. Full: the waitlist.
 */
export function SignUpArea({ detail, customerId, addToCart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const date = useDateFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SignedUp | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const activity = detail.model;
  const now = useNow(60_000);
  const state = signUpState({ ...activity, alreadyIn: detail.alreadyIn, waitlist: detail.waitlist, now });
  if (state === 'hidden') return null;

  // Refetches this page's answer for the member (and the lists): where they stand is the server's word.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['publicactivities'] });
  async function finish(sale: InscriptionSale | null, who: SignedUp) {
    setFormOpen(false);
    if (sale) {
      const added = await addToCart(sale);
      if (!added.ok) {
        setError(added.message);
        return;
      }
      void navigate('/checkout');
      return;
    }
    setDone(who);
    void refresh();
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  function onSignUp() {
    setDone(null);
    if (customerId === null) {
      requestLogin(`/activity/${activity.id}`);
      return;
    }
    if (detail.hasCustomSignUp) {
      setFormOpen(true);
      return;
    }
    void run(async () => finish(await signUp(customerId, activity.id), { self: true }));
  }

  function onWaitlist() {
    if (customerId === null) {
      requestLogin(`/activity/${activity.id}`);
      return;
    }
    void run(async () => {
      await joinWaitlist(customerId, activity.id);
      await refresh();
    });
  }

  return (
    <div className="sign-up">
      {/* Signing up a child does not put the parent in: only their own sign-up (or the server) does. */}
      {state === 'alreadyIn' || done?.self ? (
        <p className="sign-up__in">
          <span className="btn btn--secondary sign-up__already" aria-disabled="true">
            {t('activities.alreadyIn')}
          </span>
        </p>
      ) : state === 'closed' ? (
        <p className="sign-up__note">{t('activities.signUpClosed')}</p>
      ) : state === 'onWaitlist' ? (
        <p className="sign-up__note">{t('activities.onWaitlist', { position: detail.waitlist.position ?? 1 })}</p>
      ) : state === 'waitlist' ? (
        <>
          <p className="sign-up__note">{t('activities.fullNote')}</p>
          <Button onClick={onWaitlist} loading={busy}>
            {t('activities.joinWaitlist')}
          </Button>
        </>
      ) : (
        <>
          {state === 'offer' && detail.waitlist.offerExpiresAt ? (
            <p className="sign-up__note">{t('activities.offer', { until: date(detail.waitlist.offerExpiresAt, 'HH:mm') })}</p>
          ) : null}
          <Button onClick={onSignUp} loading={busy}>
            {t('activities.signUp')}
          </Button>
        </>
      )}
      {done ? (
        <p className="sign-up__done" role="status">
          {t('activities.signUpDone')}
          {done.self ? null : ` ${t('activities.signedUpWho', { name: done.name })}`}
        </p>
      ) : null}
      <FormAlert message={error} />
      {formOpen && customerId !== null ? (
        <Suspense fallback={null}>
          <SignUpFormDialog
            activityId={activity.id}
            customerId={customerId}
            onClose={() => setFormOpen(false)}
            onDone={(sale, who) => void run(() => finish(sale, who.id === customerId ? { self: true } : { self: false, name: who.name }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
