import { useTranslation } from 'react-i18next';
import { PaymentFailed } from '../components/payment-failed';
import '../../../styles/checkout.css';

/** /cz/ko (spec: payment errors end here): the cart is left as it was, to try again from the checkout. */
export function PaymentKoPage({ cartHasItems }: { cartHasItems: boolean }) {
  const { t } = useTranslation();
  return <PaymentFailed titleId="payment-ko-title" title={t('paymentResult.failed')} cartHasItems={cartHasItems} />;
}
