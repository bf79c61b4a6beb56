import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { PaymentFailed } from '../components/payment-failed';
import { finishTransbankCardSaving, type TransbankCardReturn } from '../api/transbank-cards';
import { followStep, submitCheckout } from '../checkout-flow';
import { cartKey, type CheckoutCart } from '../rules/checkout-rules';
import { clearSavedCheckout, readSavedCheckout } from '../saved-checkout';
import { PaymentProcessing } from './payment-ok-page';
import '../../../styles/checkout.css';

type Props = { cart: CheckoutCart; onPaid: () => void };

/** Transbank's return query, as it came (the token; the order and session when the card holder aborted). */
function cardReturnOf(search: URLSearchParams): TransbankCardReturn {
  const query: TransbankCardReturn = {};
  for (const name of ['TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION'] as const) {
    const value = search.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

/**
 * /transbank/process-tokenization/{requestId}: Transbank's return from saving a card (Oneclick). The
 * server finishes the inscription; its saved card (`model.id`) then pays the checkout stored before leaving
 * (spec "Checkout": the checkout with stored parameters resumes after tokenisation), followed like any
 * checkout. Refused or aborted: 'Save card failed', with the way back to /checkout and the cart intact.
 */
export function SaveCardReturnPage({ cart, onPaid }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const [search] = useSearchParams();
  const customerId = useCustomerId();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const failureTitle = useRef<HTMLHeadingElement>(null);
  // The message replaces the wait: read it out first.
  useEffect(() => failureTitle.current?.focus(), [failure]);

  useEffect(() => {
    // Once per arrival: the checkout must not be sent twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const technical = t('checkout.technicalProblems');
      const stored = readSavedCheckout();
      // The stored checkout is used (or dropped) now, whatever happens next.
      clearSavedCheckout();
      let tokenId: number;
      try {
        tokenId = await finishTransbankCardSaving(requestId, cardReturnOf(search));
      } catch (error) {
        setFailure(apiErrorMessage(error, t('savedCards.failed')));
        return;
      }
      if (!stored || stored.cartGuid !== cart.guid || stored.cartKey !== cartKey(cart, customerId)) {
        setFailure(t('savedCards.checkoutExpired'));
        return;
      }
      try {
        // The card is saved now: the checkout pays with it.
        const step = await submitCheckout({ ...stored.body, tokenId, saveCreditCard: false });
        const problem = followStep(step, {
          paid: () => {
            onPaid();
            void navigate('/cz/ok', { replace: true });
          },
          leaving: () => undefined,
          inline: null,
          technicalProblems: technical,
        });
        if (problem !== null) setFailure(problem);
      } catch (error) {
        setFailure(apiErrorMessage(error, technical));
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failure === null) return <PaymentProcessing text={t('paymentResult.processing')} />;
  const cartHasItems = cart.sItems.length > 0 || cart.sales.length > 0;
  return <PaymentFailed titleId="save-card-failed-title" title={failure} cartHasItems={cartHasItems} titleRef={failureTitle} />;
}
