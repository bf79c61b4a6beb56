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
import { useFamily } from '../api/get-family';
import { joinWaitlist } from '../api/join-waitlist';
import { signUp } from '../api/sign-up';
import { signUpState } from '../rules/activity-rules';
import { asksWho, defaultSignUpFor, fullName, signUpCandidates } from '../rules/sign-up-who';
import { SignUpWhoDialog } from './sign-up-who-dialog';
import { useNow } from './use-now';

// The custom form (a dynamic form with its validation) loads when it opens, not with the page.
const SignUpFormDialog = lazy(() => import('./sign-up-form-dialog').then((m) => ({ default: m.SignUpFormDialog })));

type Person = { id: number; name: string; surname: string };
/** What the sign-up opened: the custom form, or (without one) the choice of who, with whom it may be for. */
type Choice = { kind: 'form' | 'who'; candidates: Person[]; initialWho: number };

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
 * popup, back here after. A custom form opens its popup; otherwise a member with activated children is
 * asked who it is for (a children's activity starts on the child), and one without is signed up directly.
 * A free one says 'Sign Up Done!' (naming the child a parent signed up: the parent is not in, and may sign
 * up someone else, as may a parent already in); a paid one's sale goes to the cart and the member to
 * /checkout. Full: the waitlist.
 */
export function SignUpArea({ detail, customerId, addToCart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const date = useDateFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SignedUp | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const activity = detail.model;
  const now = useNow(60_000);
  const family = useFamily(customerId, customerId !== null && activity.onlineSignUp);
  const state = signUpState({ ...activity, alreadyIn: detail.alreadyIn, waitlist: detail.waitlist, now });
  if (state === 'hidden') return null;
  const selfIn = state === 'alreadyIn' || done?.self === true;
  // Whether someone else (a child) could still be signed up: the window and places, whatever the member's own standing.
  const openToOthers = signUpState({ ...activity, alreadyIn: false, waitlist: { position: null, offerExpiresAt: null }, now }) === 'signUp';

  // Refetches this page's answer for the member (and the lists): where they stand is the server's word.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['publicactivities'] });
  async function finish(sale: InscriptionSale | null, who: SignedUp) {
    setChoice(null);
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
    void run(async () => {
      // Who may be signed up is known before anything is sent: the family may still be loading on a quick tap.
      const loaded = family.data ? family : await family.refetch();
      if (!loaded.data) throw loaded.error ?? new Error('family');
      const candidates = signUpCandidates(loaded.data, { selfAlreadyIn: selfIn });
      const initialWho = defaultSignUpFor(candidates, loaded.data.id, activity.forChildren) ?? customerId;
      if (detail.hasCustomSignUp) setChoice({ kind: 'form', candidates, initialWho });
      else if (asksWho(loaded.data)) setChoice({ kind: 'who', candidates, initialWho });
      else await finish(await signUp(customerId, activity.id), { self: true });
    });
  }

  function onWho(who: Person) {
    setChoice(null);
    const signedUp: SignedUp = who.id === customerId ? { self: true } : { self: false, name: fullName(who) };
    void run(async () => finish(await signUp(who.id, activity.id), signedUp));
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
      {selfIn ? (
        <>
          <p className="sign-up__in">
            <span className="btn btn--secondary sign-up__already" aria-disabled="true">
              {t('activities.alreadyIn')}
            </span>
          </p>
          {/* A parent already in may still sign up a child. */}
          {asksWho(family.data) && openToOthers ? (
            <Button variant="secondary" onClick={onSignUp} loading={busy}>
              {t('activities.signUpOther')}
            </Button>
          ) : null}
        </>
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
      {choice?.kind === 'who' ? (
        <SignUpWhoDialog
          candidates={choice.candidates}
          initialWho={choice.initialWho}
          busy={busy}
          onClose={() => setChoice(null)}
          onConfirm={onWho}
        />
      ) : null}
      {choice?.kind === 'form' && customerId !== null ? (
        <Suspense fallback={null}>
          <SignUpFormDialog
            activityId={activity.id}
            candidates={choice.candidates}
            initialWho={choice.initialWho}
            onClose={() => setChoice(null)}
            onDone={(sale, who) => void run(() => finish(sale, who.id === customerId ? { self: true } : { self: false, name: who.name }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
