import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDeclineReason } from '../api/payment-status';
import { lastCheckoutAttempt } from '../checkout-attempt';
import { PaymentFailed } from '../components/payment-failed';
import '../../../styles/checkout.css';

/**
 * /cz/ko (spec: payment errors end here): the cart is left as it was, to try again from the checkout
 * (which keeps what was typed). A declined card says so, with the provider's reason when it gave one.
 */
export function PaymentKoPage({ cartHasItems }: { cartHasItems: boolean }) {
  const { t } = useTranslation();
  const guid = lastCheckoutAttempt()?.guid ?? '';
  const { data: reason } = useQuery({
    queryKey: ['decline-reason', guid],
    queryFn: ({ signal }) => getDeclineReason(guid, signal),
    enabled: guid !== '' && cartHasItems,
    retry: false,
  });
  return (
    // A declined card's headline says so (the spec's "try again later" is for the rest); the reason is below it.
    <PaymentFailed
      titleId="payment-ko-title"
      title={t(reason ? 'paymentResult.declined' : 'paymentResult.failed')}
      cartHasItems={cartHasItems}
    >
      {reason ? <p className="payment-result__reason">{t('paymentResult.declinedReason', { reason })}</p> : null}
    </PaymentFailed>
  );
}
