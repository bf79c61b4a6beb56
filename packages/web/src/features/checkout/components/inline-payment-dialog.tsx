import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { processMercadoPago } from '../api/provider-returns';
import { lastCheckoutAttempt } from '../checkout-attempt';
import type { InlineStep } from '../checkout-flow';
import type { PayPalButtonsProps } from '../checkout-types';

// Provider forms load only when that method is used: never with the page, never on other pages.
const StripePayment = lazy(() => import('./stripe-payment').then((m) => ({ default: m.StripePayment })));
const MercadoPagoBrick = lazy(() => import('./mercadopago-brick').then((m) => ({ default: m.MercadoPagoBrick })));

type Props = {
  step: InlineStep;
  cartGuid: string;
  currency: string;
  payLabel: string;
  PayPalButtons: ComponentType<PayPalButtonsProps> | undefined;
  onClose: () => void;
  onPaid: () => void;
  /** The provider's form closed with a message for the page. */
  onFailed: (message: string) => void;
};

/** A provider's own form on the checkout page (Stripe, PayPal, Mercado Pago), in a dialog. */
export function InlinePaymentDialog({ step, cartGuid, currency, payLabel, PayPalButtons, onClose, onPaid, onFailed }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open title={t('checkout.payTitle')} onClose={onClose} size="md">
      <Suspense fallback={<Spinner />}>
        {step.kind === 'stripe' ? (
          <StripePayment publicKey={step.publicKey} clientSecret={step.clientSecret} payLabel={payLabel} locale={i18n.language} />
        ) : null}
        {step.kind === 'paypal' && PayPalButtons ? (
          <PayPalButtons orderId={step.orderId} clientId={step.clientId} currency={currency} onPaid={onPaid} onError={onFailed} />
        ) : null}
        {step.kind === 'mercadoPago' ? (
          <MercadoPagoBrick
            order={step}
            onPay={async (formData) => {
              try {
                await processMercadoPago({
                  ...formData,
                  rqId: step.id,
                  guid: lastCheckoutAttempt()?.guid ?? cartGuid,
                  saveCardToken: false,
                });
                return { ok: true };
              } catch (error) {
                return { ok: false, message: apiErrorMessage(error, t('messages.crash')) };
              }
            }}
            onPaid={onPaid}
            // Spec: the server's message, and the form closes.
            onFailed={onFailed}
          />
        ) : null}
      </Suspense>
    </Dialog>
  );
}
