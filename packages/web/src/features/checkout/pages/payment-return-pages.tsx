import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getStripeStatus } from '../api/payment-status';
import { netPayCallback, processTransbankPayment } from '../api/provider-returns';
import { pollPaymentStatus } from '../rules/status-polling';
import { PaymentProcessing } from './payment-ok-page';

type ReturnProps = { onPaid: () => void };

/** Asks the server once on arrival; paid clears the cart and goes to /cz/ok, anything else to /cz/ko. */
function useConfirmOnArrival(confirm: ((signal: AbortSignal) => Promise<boolean>) | null, onPaid: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    const outcome = confirm ? confirm(controller.signal).catch(() => false) : Promise.resolve(false);
    void outcome.then((ok) => {
      if (controller.signal.aborted) return;
      if (ok) onPaid();
      void navigate(ok ? '/cz/ok' : '/cz/ko', { replace: true });
    });
    return () => controller.abort();
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** /stripe-callback?payment_intent=...: polls GET /api/stripe/status/{payment_intent} (spec "Payment status polling"). */
export function StripeCallbackPage({ onPaid }: ReturnProps) {
  const { t } = useTranslation();
  const paymentIntent = useSearchParams()[0].get('payment_intent');
  useConfirmOnArrival(
    paymentIntent ? async (signal) => (await pollPaymentStatus(() => getStripeStatus(paymentIntent, signal), { signal })) === 'paid' : null,
    onPaid,
  );
  return <PaymentProcessing text={t('paymentResult.processing')} />;
}

/** /transbank/process-payment/{id}?token_ws=...: the server commits the Webpay payment. */
export function TransbankProcessPage({ onPaid }: ReturnProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const token = useSearchParams()[0].get('token_ws');
  useConfirmOnArrival(id && token ? () => processTransbankPayment(id, token) : null, onPaid);
  return <PaymentProcessing text={t('paymentResult.processing')} />;
}

/** /netpay-callback?id=...&transaction_token=...: NetPay's 3-D Secure return, checked by the server. */
export function NetPayCallbackPage({ onPaid }: ReturnProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const token = search.get('transaction_token');
  useConfirmOnArrival(id && token ? () => netPayCallback(id, token) : null, onPaid);
  return <PaymentProcessing text={t('paymentResult.processing')} />;
}
