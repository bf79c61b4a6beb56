import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import '../../../styles/checkout.css';

/** /cz/ko (spec: payment errors end here): the cart is left as it was, to try again from the checkout. */
export function PaymentKoPage({ cartHasItems }: { cartHasItems: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="container payment-result">
      <section className="payment-result__card" aria-labelledby="payment-ko-title">
        <span className="payment-result__icon payment-result__icon--ko" aria-hidden="true">
          !
        </span>
        <h1 id="payment-ko-title" className="payment-result__title">
          {t('paymentResult.failed')}
        </h1>
        <div className="payment-result__actions">
          {cartHasItems ? (
            <Link to="/checkout" className={buttonClass('primary')}>
              {t('paymentResult.backToCheckout')}
            </Link>
          ) : null}
          <Link to="/" className={buttonClass(cartHasItems ? 'secondary' : 'primary')}>
            {t('paymentResult.continueShopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
