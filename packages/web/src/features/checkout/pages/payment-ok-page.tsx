import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PaidWith } from '@clubportal/contract/checkout';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getPaymentStatus } from '../api/payment-status';
import { PaidBooking } from '../components/paid-booking';
import { PaidWithList } from '../components/paid-with';
import { wentToCheckout } from '../checkout-attempt';
import { pollPaymentStatus } from '../rules/status-polling';
import '../../../styles/checkout.css';

/** What the member paid for, as the cart held it when the page opened (it is cleared once paid). */
export type PaidSummary = {
  /** A line per product (name and units) and per sale (its title: a court and its time, a fee). */
  lines: Array<{ key: string; label: string; units: number | null }>;
  /** A booking was among them: My Bookings is where it now is. */
  booking: boolean;
  /** An activity's sign-up was among them: where it now is (My Bookings' "My activities", composed by the app). */
  activitiesLink?: string | null;
  /** A shop product was among them: it is an order under Your Orders. */
  order: boolean;
  /** The bookings among them, named on the page with Add to calendar and Share. */
  bookingIds?: number[];
};

/** What the checkout page hands over when it paid without a gateway (a voucher, the club, nothing to pay). */
export type PaidState = { paidWith?: PaidWith; orderNumber?: string | null };

type Props = {
  /** The cart's guid: when it went to a checkout, the server confirms the payment before the page says so. */
  cartGuid: string;
  paid: PaidSummary;
  /** A guest has no My Bookings or Your Orders to go to. */
  loggedIn: boolean;
  /** The member whose bookings the page names (their calendar file). */
  customerId?: number | null;
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
export function PaymentOkPage({ cartGuid, paid, loggedIn, customerId = null, onPaid, popular }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [checking, setChecking] = useState(() => wentToCheckout(cartGuid));
  const [result, setResult] = useState<PaidState>(() => (location.state as PaidState | null) ?? {});

  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    let last: Awaited<ReturnType<typeof getPaymentStatus>> | null = null;
    const ask = async () => (last = await getPaymentStatus(cartGuid, controller.signal));
    void pollPaymentStatus(ask, { signal: controller.signal }).then((outcome) => {
      if (outcome === 'paid') {
        const answer = last as Awaited<ReturnType<typeof getPaymentStatus>> | null;
        setResult({ paidWith: answer?.paidWith ?? [], orderNumber: answer?.orderNumber ?? null });
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
        {paid.order && result.orderNumber ? (
          <p className="payment-result__order">{t('paymentResult.orderNumber', { number: result.orderNumber })}</p>
        ) : null}
        {customerId !== null ? (paid.bookingIds ?? []).map((id) => <PaidBooking key={id} bookingId={id} customerId={customerId} />) : null}
        {paid.lines.length > 0 ? (
          <div className="payment-result__paid">
            <h2 className="payment-result__subtitle">{t('paymentResult.paidFor')}</h2>
            <ul>
              {paid.lines.map((line) => (
                <li key={line.key}>
                  {line.label}
                  {line.units !== null && line.units > 1 ? ` × ${line.units}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <PaidWithList paidWith={result.paidWith ?? []} />
        <div className="payment-result__actions">
          {loggedIn && paid.activitiesLink && !paid.booking ? (
            <Link to={paid.activitiesLink} className={buttonClass('primary')}>
              {t('paymentResult.goToActivities')}
            </Link>
          ) : loggedIn && (paid.booking || !paid.order) ? (
            <Link to="/customer-bookings" className={buttonClass('primary')}>
              {t('paymentResult.goToBookings')}
            </Link>
          ) : null}
          {loggedIn && paid.order ? (
            <Link to="/customer-orders" className={buttonClass(paid.booking || paid.activitiesLink ? 'secondary' : 'primary')}>
              {t('paymentResult.goToOrders')}
            </Link>
          ) : null}
          <Link to="/" className={buttonClass(loggedIn ? 'secondary' : 'primary')}>
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
