import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getPaymentStatus } from '../api/payment-status';
import { wentToCheckout } from '../checkout-attempt';
import { pollPaymentStatus } from '../rules/status-polling';
import '../../../styles/checkout.css';

type Props = {
  /** The cart's guid: when it went to a checkout, the server confirms the payment before the page says so. */
  cartGuid: string;
  /** Payment success clears the cart. */
  onPaid: () => void;
  /** The popular products section (from the shop, composed by the app). */
  popular?: ReactNode;
};

/**
 * /cz/ok (spec "Payment success"). Gateways send the browser here whatever the query says, so a cart that
 * went to a checkout is confirmed with GET /api/payments/status/{guid} first (polled while the provider
 * has not answered): paid clears the cart and shows the success; not paid goes to /cz/ko, cart intact.
 */
export function PaymentOkPage({ cartGuid, onPaid, popular }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => wentToCheckout(cartGuid));

  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    void pollPaymentStatus(() => getPaymentStatus(cartGuid, controller.signal), { signal: controller.signal }).then((outcome) => {
      if (outcome === 'paid') {
        onPaid();
        setChecking(false);
      } else if (outcome === 'not-paid') void navigate('/cz/ko', { replace: true });
    });
    return () => controller.abort();
    // Checked once, for the guid the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (checking) return <PaymentProcessing text={t('paymentResult.checking')} />;
  return (
    <div className="container payment-result">
      <section className="payment-result__card" aria-labelledby="payment-ok-title">
        <span className="payment-result__icon payment-result__icon--ok" aria-hidden="true">
          ✓
        </span>
        <h1 id="payment-ok-title" className="payment-result__title">
          {t('paymentResult.success')}
        </h1>
        <div className="payment-result__actions">
          <Link to="/customer-bookings" className={buttonClass('primary')}>
            {t('paymentResult.goToBookings')}
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            {t('paymentResult.continueShopping')}
          </Link>
        </div>
      </section>
      {popular}
    </div>
  );
}

/** The wait while a payment is confirmed ('Processing payment please wait...' on the providers' return pages). */
export function PaymentProcessing({ text }: { text: string }) {
  return (
    <div className="container payment-result" aria-busy="true">
      <section className="payment-result__card">
        <Spinner size="lg" label={text} />
        <p className="payment-result__title" aria-hidden="true">
          {text}
        </p>
      </section>
    </div>
  );
}
