import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { postPayPalCallback } from './paypal-callback';

export type PayPalButtonsProps = {
  /** The order the checkout created (`model.paypal.orderId`): the buttons pay exactly this one. */
  orderId: string;
  /** PayPal's public client id (`model.paypal.clientId`). */
  clientId: string;
  /** The order's currency (the checkout info's `currency`). */
  currency: string;
  /** PayPal confirmed the money: the page clears the cart and goes to /cz/ok. */
  onPaid: () => void;
  /** The payment did not go through: the message to show (the server's, or the spec's crash text). */
  onError: (message: string) => void;
  /** Where PayPal's JS SDK is loaded from (PayPal's own address unless told; tests point it elsewhere). */
  sdkBaseUrl?: string;
};

type Phase = 'loading' | 'ready' | 'paying' | 'unavailable';

/**
 * PayPal's own buttons for an order the server created (intent AUTHORIZE). Approving in PayPal's window
 * authorises the order (the SDK's `actions.order.authorize()`), then the server is told which
 * authorisation it was; it verifies both with PayPal and captures the money before answering.
 */
export function PayPalButtons({ orderId, clientId, currency, onPaid, onError, sdkBaseUrl }: PayPalButtonsProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  // The latest callbacks without re-rendering PayPal's buttons when the page passes new functions.
  const handlers = useRef({ onPaid, onError });
  useEffect(() => {
    handlers.current = { onPaid, onError };
  }, [onPaid, onError]);

  useEffect(() => {
    let buttons: PayPalButtonsComponent | undefined;
    let gone = false;
    const crash = t('messages.crash');
    const fail = (message: string) => {
      if (gone) return;
      setPhase('ready');
      handlers.current.onError(message);
    };
    loadScript({ clientId, currency, intent: 'authorize', components: 'buttons', ...(sdkBaseUrl ? { sdkBaseUrl } : {}) })
      .then(async (paypal) => {
        if (gone) return;
        if (!paypal?.Buttons || !container.current) throw new Error('PayPal buttons unavailable');
        buttons = paypal.Buttons({
          createOrder: () => Promise.resolve(orderId),
          onApprove: async (_data, actions) => {
            setPhase('paying');
            try {
              const order = await actions.order?.authorize();
              const authorizationId = order?.purchase_units?.[0]?.payments?.authorizations?.[0]?.id;
              if (!authorizationId) return fail(crash);
              await postPayPalCallback(orderId, authorizationId);
              if (!gone) handlers.current.onPaid();
            } catch (err) {
              fail(apiErrorMessage(err, crash));
            }
          },
          onError: () => fail(crash),
        });
        await buttons.render(container.current);
        if (!gone) setPhase('ready');
      })
      .catch(() => {
        if (!gone) setPhase('unavailable');
      });
    return () => {
      gone = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [orderId, clientId, currency, sdkBaseUrl, t]);

  return (
    <div className="paypal-buttons" aria-busy={phase === 'loading' || phase === 'paying'}>
      {phase === 'loading' && <Spinner label={t('paymentProviders.loadingPayPal')} />}
      {phase === 'paying' && <Spinner label={t('paymentProviders.confirming')} />}
      <FormAlert message={phase === 'unavailable' && t('paymentProviders.payPalUnavailable')} />
      <div ref={container} hidden={phase === 'unavailable' || phase === 'paying'} />
    </div>
  );
}
