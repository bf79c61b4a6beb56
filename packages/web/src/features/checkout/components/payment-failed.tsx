import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/**
 * A payment that did not go through (/cz/ko, a card that could not be saved): what happened, and the way
 * back to the checkout while the cart still holds something, else to the shop.
 */
export function PaymentFailed({
  titleId,
  title,
  cartHasItems,
  titleRef,
  children,
}: {
  titleId: string;
  title: string;
  cartHasItems: boolean;
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container payment-result">
      <section className="payment-result__card" aria-labelledby={titleId}>
        <span className="payment-result__icon payment-result__icon--ko" aria-hidden="true">
          !
        </span>
        <h1 id={titleId} className="payment-result__title" {...(titleRef ? { tabIndex: -1, ref: titleRef } : {})}>
          {title}
        </h1>
        {children}
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
