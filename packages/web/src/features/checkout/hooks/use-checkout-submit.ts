import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_REQUIRED_FIELDS,
  checkoutProblem,
  type CheckoutBody,
  type CheckoutInfo,
  type CheckoutMessageKey,
  type PaidWith,
  type PaymentMethod,
} from '@clubportal/contract/checkout';
import { zero } from '@clubportal/contract/money';
import { apiErrorMessage } from '../../../lib/error-message';
import { postCheckout } from '../api/checkout';
import { getPaymentStatus } from '../api/payment-status';
import { startTransbankCardSaving } from '../api/transbank-cards';
import { lastCheckoutAttempt } from '../checkout-attempt';
import { clearCheckoutDraft } from '../checkout-draft';
import { followStep, submitCheckout, type InlineStep } from '../checkout-flow';
import { postForm } from '../components/post-form';
import type { CardData } from '../rules/card-masks';
import {
  checkoutBody,
  checkoutFingerprint,
  isCardMethod,
  savesOnProviderPage,
  voucherMethodType,
  type CheckoutCart,
  type DeliveryInput,
  type DeliveryValues,
  type Totals,
} from '../rules/checkout-rules';
import type { VoucherPayment } from '../rules/voucher-choice';
import type { PaidState } from '../pages/payment-ok-page';
import { clearSavedCheckout, storeSavedCheckout } from '../saved-checkout';
import type { CardTokenizer, CheckoutCartControls } from '../checkout-types';

const newGuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

type Args = {
  cart: CheckoutCart;
  controls: CheckoutCartControls;
  info: CheckoutInfo | undefined;
  form: UseFormReturn<DeliveryInput, unknown, DeliveryValues>;
  customerId: number | null;
  cartKey: string;
  method: PaymentMethod | null;
  saveCard: boolean;
  totals: Totals;
  transportChosen: boolean;
  transportId: number | null;
  promo: { code: string; applied: boolean };
  voucher: VoucherPayment | null;
  cardTokenizer: CardTokenizer | undefined;
  /** The browser hands the page to /cz/ok or a gateway: an emptied cart then is no reason to go home. */
  leaving: () => void;
};

/**
 * The checkout's one submit flow: the contract's rules first (the server runs the same), then the way the
 * chosen payment goes: a voucher for its sale, the card popup (tokenised methods), Transbank's card saving,
 * or the checkout itself, whose answer leads to /cz/ok, a gateway or a provider's form on the page.
 */
export function useCheckoutSubmit(a: Args) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [transbankSaveOpen, setTransbankSaveOpen] = useState(false);
  const [inline, setInline] = useState<InlineStep | null>(null);
  // The form's values while the card popup or Transbank's dialog is open.
  const [kept, setKept] = useState<DeliveryValues | null>(null);
  const guest = a.customerId === null;

  /** Paid: the cart goes, and /cz/ok says what paid (and names a shop order) when the answer said. */
  function paid(paidWith?: PaidWith, saleNumber?: string | null) {
    a.leaving();
    a.controls.clear();
    clearCheckoutDraft();
    const state: PaidState = { paidWith: paidWith ?? [], orderNumber: a.cart.sItems.length > 0 ? (saleNumber ?? null) : null };
    void navigate('/cz/ok', paidWith ? { state } : undefined);
  }

  function showProblem(problem: CheckoutMessageKey, values: DeliveryValues) {
    setAlert(t(`checkout.problems.${problem}`));
    if (problem === 'checkRequired') {
      // Each empty field says so; the first takes the focus (on a phone the form is far above the button).
      const missing = [
        ...CHECKOUT_REQUIRED_FIELDS.filter((f) => !values[f].trim()),
        ...(guest && !values.password ? (['password'] as const) : []),
      ];
      missing.forEach((field, i) => a.form.setError(field, { message: t('messages.required') }, { shouldFocus: i === 0 }));
    }
    if (problem === 'passwordMismatch')
      a.form.setError('repeatPassword', { message: t('checkout.problems.passwordMismatch') }, { shouldFocus: true });
  }

  const follow = (step: Parameters<typeof followStep>[0]) =>
    followStep(step, {
      paid: () => (step.kind === 'paid' ? paid(step.paidWith, step.saleNumber) : paid()),
      leaving: a.leaving,
      inline: setInline,
      technicalProblems: t('checkout.technicalProblems'),
    });

  /**
   * The checkout's body with the guid it goes with (the cart's guid is its idempotency key), or null when
   * the cart turns out to be paid already. A guid that went to a checkout with other contents is renewed, and
   * so is one that went to any checkout when this one must not be answered from it (`fresh`).
   */
  async function prepareCheckout(
    values: DeliveryValues,
    chosen: PaymentMethod | null,
    { cardToken, fresh = false }: { cardToken?: string; fresh?: boolean } = {},
  ): Promise<CheckoutBody | null> {
    if (!a.info) throw new Error('checkout-info has not answered');
    const body = checkoutBody({
      cart: a.cart,
      info: a.info,
      customerId: a.customerId,
      values,
      method: chosen,
      promoCode: a.promo.applied ? a.promo.code : null,
      transportId: a.cart.sItems.length > 0 ? a.transportId : null,
      guid: a.cart.guid,
      saveCard: chosen !== null && a.saveCard,
      ...(cardToken ? { cardToken } : {}),
    });
    const last = lastCheckoutAttempt();
    if (!last || last.guid !== a.cart.guid || (!fresh && last.fingerprint === checkoutFingerprint(body))) return body;
    // The guid already went to a checkout with other contents: if that one was paid the cart is done;
    // otherwise this is a new checkout and needs its own key (the server refuses a reused one).
    const before = await getPaymentStatus(a.cart.guid).catch(() => null);
    if (before?.ok) {
      paid(before.paidWith, before.orderNumber);
      return null;
    }
    return { ...body, guid: a.controls.renewGuid() };
  }

  /** Sends a request and shows what went wrong; the server's view of the cart is asked again after a refusal. */
  async function sending(work: () => Promise<string | null>): Promise<string | null> {
    setSubmitting(true);
    try {
      return await work();
    } catch (error) {
      // Prices or stock may have moved: show the server's view of the cart again.
      void queryClient.invalidateQueries({ queryKey: ['checkout-info'] });
      return apiErrorMessage(error, t('checkout.technicalProblems'));
    } finally {
      setSubmitting(false);
    }
  }

  const pay = (values: DeliveryValues, chosen: PaymentMethod | null, cardToken?: string) =>
    sending(async () => {
      const body = await prepareCheckout(values, chosen, cardToken ? { cardToken } : {});
      return body ? follow(await submitCheckout(body)) : null;
    });

  /**
   * Spec: a voucher pays one sale (never a shared booking's), skipping the method check, with its own key
   * (the cart's guid stays for the checkout of the rest). The sale leaves the cart; what the voucher did not
   * cover comes back as a sale to pay; an emptied cart goes to /cz/ok.
   */
  const payWithVoucher = (values: DeliveryValues, v: VoucherPayment) =>
    sending(async () => {
      if (a.customerId === null) return t('checkout.technicalProblems');
      const model = await postCheckout({
        saleItems: [],
        saleIds: [v.saleId],
        paymentMethodId: voucherMethodType(v.voucher.kind),
        voucherId: v.voucher.id,
        guid: newGuid(),
        customer: { id: a.customerId, okRss: values.okRss, acceptConditions: true },
      });
      if (model.errorMsg) return model.errorMsg;
      if (a.controls.settleSale(v.saleId, model.sale ?? null)) {
        a.leaving();
        clearCheckoutDraft();
        void navigate('/cz/ok', { state: { paidWith: model.paidWith ?? [] } satisfies PaidState });
        return null;
      }
      await queryClient.invalidateQueries({ queryKey: ['checkout-info'] });
      return null;
    });

  const submit = a.form.handleSubmit(async (values) => {
    if (!a.info) return;
    setAlert(null);
    const v = a.voucher;
    const problem = checkoutProblem(
      v
        ? {
            isGuest: false,
            transportRequired: false,
            customer: values,
            transportChosen: false,
            cartEntries: 1,
            total: zero(a.totals.total.currency),
            paymentMethodChosen: false,
            voucherPayment: true,
            acceptConditions: values.acceptConditions,
          }
        : {
            isGuest: guest,
            transportRequired: a.info.transportRequired,
            customer: values,
            password: values.password,
            repeatPassword: values.repeatPassword,
            transportChosen: a.transportChosen,
            cartEntries: a.cart.sItems.length + a.cart.sales.length,
            total: a.totals.total,
            paymentMethodChosen: a.method !== null,
            voucherPayment: false,
            acceptConditions: values.acceptConditions,
            unappliedCode: a.promo.code !== '' && !a.promo.applied,
          },
    );
    if (problem) {
      showProblem(problem, values);
      return;
    }
    if (v) {
      setAlert(await payWithVoucher(values, v));
      return;
    }
    const chosen = a.totals.confirmOnly ? null : a.method;
    if (chosen && isCardMethod(chosen)) {
      setKept(values);
      setCardOpen(true);
      return;
    }
    if (savesOnProviderPage(chosen, a.saveCard)) {
      setKept(values);
      setTransbankSaveOpen(true);
      return;
    }
    setAlert(await pay(values, chosen));
  });

  /** The card popup's card: tokenised by the provider's script, then the checkout with its token. */
  async function payByCard(card: CardData): Promise<string | null> {
    const values = kept;
    if (!a.cardTokenizer || !a.method || !a.info || !values) return t('checkout.technicalProblems');
    // Spec section 8: the provider's message; no answer at all is the crash text.
    const tokenised = await a.cardTokenizer(a.method, card, a.info).catch(() => ({ ok: false as const, message: t('messages.crash') }));
    if (!tokenised.ok) return tokenised.message;
    const message = await pay(values, a.method, tokenised.token);
    if (message === null) setCardOpen(false);
    return message;
  }

  /**
   * Spec "Checkout": Transbank with save-card stores the checkout here, then the card is saved on
   * Transbank's page; /transbank/process-tokenization/{requestId} resumes the checkout with that card.
   */
  async function saveCardWithTransbank(): Promise<string | null> {
    const values = kept;
    if (!values || !a.method || a.customerId === null) return t('checkout.technicalProblems');
    try {
      // It will pay with a card saved meanwhile: an earlier checkout of this guid (Webpay without saving,
      // abandoned) must not answer for it, and the server's key does not tell them apart.
      const body = await prepareCheckout(values, a.method, { fresh: true });
      if (!body) return null;
      storeSavedCheckout({ cartGuid: body.guid ?? a.cart.guid, cartKey: a.cartKey, body });
      const started = await startTransbankCardSaving(a.customerId);
      a.leaving();
      postForm(started.url, { TBK_TOKEN: started.token });
      return null;
    } catch (error) {
      clearSavedCheckout();
      return apiErrorMessage(error, t('checkout.technicalProblems'));
    }
  }

  return {
    submit,
    alert,
    setAlert,
    submitting,
    paid,
    payByCard,
    saveCardWithTransbank,
    card: { open: cardOpen, close: () => setCardOpen(false) },
    transbankSave: { open: transbankSaveOpen, close: () => setTransbankSaveOpen(false) },
    inline: { step: inline, close: () => setInline(null) },
  };
}
