import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called: never on any other page.
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';

type Props = { publicKey: string; clientSecret: string; payLabel: string; locale: string };

/**
 * Stripe's embedded Payment Element for the checkout's PaymentIntent. Confirming sends the browser to
 * Stripe's checks and back to /stripe-callback, which asks the server (never the query string) whether it
 * was paid. Card and validation errors show Stripe's own message; anything else the crash text.
 */
export function StripePayment({ publicKey, clientSecret, payLabel, locale }: Props) {
  const { t } = useTranslation();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    loadStripe(publicKey, { locale: locale.slice(0, 2) as StripeElementLocale })
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) {
          if (!loaded && !cancelled) setMessage(t('messages.crash'));
          return;
        }
        const elements = loaded.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => !cancelled && setMessage(t('messages.crash')));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publicKey, clientSecret, locale, t]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setBusy(true);
    setMessage(null);
    const { error } = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/stripe-callback` },
    });
    // Only reached when the confirmation failed: success leaves the page.
    setBusy(false);
    setMessage(
      error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? t('messages.crash')) : t('messages.crash'),
    );
  }

  return (
    <form className="provider-form" onSubmit={(e) => void pay(e)} aria-busy={busy}>
      {stripe ? null : <Spinner />}
      <div ref={mountRef} className="provider-form__mount" />
      <FormAlert message={message} />
      <Button type="submit" block loading={busy} disabled={!stripe}>
        {payLabel}
      </Button>
    </form>
  );
}
