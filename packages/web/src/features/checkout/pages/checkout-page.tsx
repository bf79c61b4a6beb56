import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHECKOUT_REQUIRED_FIELDS, checkoutProblem, type CheckoutBody, type CheckoutInfo, type CheckoutMessageKey, type PaymentMethod } from '@clubportal/contract/checkout';
import { toDecimal, zero } from '@clubportal/contract/money';
import { requestLogin } from '../../../api/login-request';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton, Spinner } from '../../../components/ui/spinner';
import { LEGAL_TITLES, LegalText } from '../../../components/legal/legal-text';
import { apiErrorMessage } from '../../../lib/error-message';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { postCheckout } from '../api/checkout';
import { startTransbankCardSaving } from '../api/transbank-cards';
import { useCheckoutInfo } from '../api/checkout-info';
import { getPaymentStatus } from '../api/payment-status';
import { processMercadoPago } from '../api/provider-returns';
import { validatePromo } from '../api/validate-promo';
import { lastCheckoutAttempt } from '../checkout-attempt';
import { followStep, submitCheckout, type InlineStep } from '../checkout-flow';
import { CardDialog } from '../components/card-dialog';
import { CheckoutLines, type LineActions } from '../components/checkout-lines';
import { MethodChoice, TransportChoice } from '../components/checkout-options';
import { DeliveryFields } from '../components/delivery-fields';
import { postForm } from '../components/post-form';
import { PromoCode, type PromoState } from '../components/promo-code';
import { SaveCardCheckbox, TransbankSaveCardDialog } from '../components/save-card';
import type { CardData } from '../rules/card-masks';
import {
  cartKey as cartKeyOf,
  cartRequest,
  checkoutBody,
  checkoutFingerprint,
  checkoutTotals,
  deliveryDefaults,
  deliverySchema,
  isCardMethod,
  methodKey,
  offeredMethods,
  saveCardOption,
  savesCard,
  savesOnProviderPage,
  voucherMethodType,
  type CheckoutCart,
  type DeliveryInput,
  type DeliveryValues,
  type NextStep,
} from '../rules/checkout-rules';
import { clearSavedCheckout, storeSavedCheckout } from '../saved-checkout';
import '../../../styles/checkout.css';
import { clearCheckoutDraft, readCheckoutDraft, storeCheckoutDraft } from '../checkout-draft';

// Provider forms load only when that method is used: never with the page, never on other pages.
const StripePayment = lazy(() => import('../components/stripe-payment').then((m) => ({ default: m.StripePayment })));
const MercadoPagoBrick = lazy(() => import('../components/mercadopago-brick').then((m) => ({ default: m.MercadoPagoBrick })));

/** The seam to the card providers' tokenisers (NetPay, Authorize.Net): the card in, their token out. */
export type CardTokenizer = (method: PaymentMethod, card: CardData, info: CheckoutInfo) => Promise<{ ok: true; token: string } | { ok: false; message: string }>;
/** PayPal's buttons for an order the checkout created; they authorise, call the server back and report. */
export type PayPalButtonsProps = { orderId: string; clientId: string; currency: string; onPaid: () => void; onError: (message: string) => void };

type CartResult = { ok: true } | { ok: false; message: string };
/** What the checkout does to the cart (given by the app: features never import each other). */
export type CheckoutCartControls = {
  increment: (productId: number) => Promise<CartResult>;
  decrement: (productId: number) => Promise<CartResult>;
  setUnits: (productId: number, text: string) => Promise<CartResult>;
  removeItem: (productId: number) => void;
  removeSale: (saleId: number) => Promise<CartResult>;
  /** Payment success. */
  clear: () => void;
  /** A voucher paid the sale: it leaves the cart (its cancel URLs are not posted); what is left comes back as `rest`. Answers whether the cart is now empty. */
  settleSale: (saleId: number, rest: { id: number; saleNumber: string; title: string; total: number; pending: number; paid: number } | null) => boolean;
  /** A new idempotency key for a cart whose contents changed after a checkout. */
  renewGuid: () => string;
};

type Props = { cart: CheckoutCart; controls: CheckoutCartControls; cardTokenizer?: CardTokenizer | undefined; PayPalButtons?: ComponentType<PayPalButtonsProps> | undefined };

type Applied = { code: string; discount: number; forCart: string };

const newGuid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/**
 * /checkout (spec sections 2, 4 and 5): the delivery form, the basket, promo code, transport, payment
 * method, newsletter and legal checks, vouchers per sale, and the button that sends the checkout. The
 * server prices everything; the page shows its figures and follows its answer to the provider.
 */
export function CheckoutPage({ cart, controls, cardTokenizer, PayPalButtons }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customerId = useCustomerId();
  const settings = useSettings();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  const guest = customerId === null;
  const empty = cart.sItems.length === 0 && cart.sales.length === 0;
  // Set once the page hands the browser to /cz/ok or a gateway: an emptied cart then is no reason to go home.
  const leaving = useRef(false);

  useEffect(() => {
    if (empty && !leaving.current) void navigate('/', { replace: true });
  }, [empty, navigate]);

  const request = useMemo(() => cartRequest(cart, customerId), [cart, customerId]);
  const cartKey = cartKeyOf(cart, customerId);
  const infoQuery = useCheckoutInfo(request, !empty);
  const info = infoQuery.data;

  // Back from a gateway (a declined card): the page as the member left it.
  const [draft] = useState(() => readCheckoutDraft(cart.guid));
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({ resolver: zodResolver(deliverySchema), defaultValues: draft?.delivery ?? deliveryDefaults(undefined) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = form;
  // A customer's details arrive with checkout-info: fill the form with them once (unless it was kept).
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (info?.customer && filledFor.current !== info.customer.id && !draft) {
      filledFor.current = info.customer.id;
      reset(deliveryDefaults(info));
    }
  }, [info, reset, draft]);

  const [transportId, setTransportId] = useState<number | null>(draft?.transportId ?? null);
  const [methodChoice, setMethodChoice] = useState<string | null>(draft?.methodChoice ?? null);
  const [promo, setPromo] = useState<PromoState>({ text: draft?.promo ?? '', message: null, busy: false });
  // Everything typed is kept in this tab while the member is away at a gateway.
  useEffect(() => {
    const keep = () => storeCheckoutDraft({ cartGuid: cart.guid, delivery: getValues(), transportId, methodChoice, promo: promo.text });
    keep();
    const subscription = form.watch(keep);
    return () => subscription.unsubscribe();
  }, [form, getValues, cart.guid, transportId, methodChoice, promo.text]);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [inline, setInline] = useState<InlineStep | null>(null);
  const [saveCardChecked, setSaveCardChecked] = useState(false);
  const [transbankSaveOpen, setTransbankSaveOpen] = useState(false);
  const [legalPopup, setLegalPopup] = useState<'generalConditions' | 'privacyPolicyFull' | null>(null);
  const cardValues = useRef<DeliveryValues | null>(null);
  const [lineBusy, setLineBusy] = useState(false);

  const code = promo.text.trim();
  // A discount holds for the code and the cart it was checked on; anything else must be applied again.
  const promoApplied = applied !== null && applied.code === code && applied.forCart === cartKey;
  const discount = promoApplied ? applied.discount : 0;
  const transports = info?.transports ?? [];
  const transport = transports.find((tr) => tr.id === transportId);
  const hasProducts = cart.sItems.length > 0;
  const needsTransport = info?.transportRequired ?? false;
  const totals = checkoutTotals({
    cartTotal: info?.cartTotal ?? cart.total,
    currency: info?.currency ?? settings.currencyCode,
    transportPrice: transport?.product.grossPrice ?? null,
    hasProducts,
    discount,
  });
  const methods = info ? offeredMethods(info.paymentMethods, { tokenise: cardTokenizer !== undefined, payPal: PayPalButtons !== undefined }) : [];
  const method = methods.find((m) => methodKey(m) === methodChoice) ?? null;
  const saveOption = saveCardOption(method, !guest);
  const saveCard = savesCard(saveOption, saveCardChecked);
  const busy = submitting || lineBusy;
  const payLabel = totals.confirmOnly ? t('checkout.confirm') : t('checkout.proceed', { price: price(toDecimal(totals.total)) });

  function leave(to: string) {
    leaving.current = true;
    void navigate(to);
  }
  function paid() {
    leaving.current = true;
    controls.clear();
    clearCheckoutDraft();
    void navigate('/cz/ok');
  }

  async function lineAction(action: () => Promise<CartResult> | CartResult | void) {
    setLineBusy(true);
    setAlert(null);
    try {
      const result = await action();
      if (result && !result.ok) setAlert(result.message);
    } finally {
      setLineBusy(false);
    }
  }
  const lineActions: LineActions = {
    increment: (id) => void lineAction(() => controls.increment(id)),
    decrement: (id) => void lineAction(() => controls.decrement(id)),
    setUnits: (id, text) => void lineAction(() => controls.setUnits(id, text)),
    removeItem: (id) => void lineAction(() => controls.removeItem(id)),
    removeSale: (id) => void lineAction(() => controls.removeSale(id)),
    payWithVoucher: (saleId, voucher) => void payWithVoucher(saleId, voucher),
  };

  async function applyPromo() {
    if (!code) return;
    setPromo((p) => ({ ...p, busy: true, message: null }));
    try {
      const answer = await validatePromo(code, request);
      setApplied({ code, discount: answer.discount, forCart: cartKey });
      setPromo((p) => ({ ...p, busy: false, message: { ok: true, text: t('checkout.discountApplied') } }));
    } catch (error) {
      setApplied(null);
      setPromo((p) => ({ ...p, busy: false, message: { ok: false, text: apiErrorMessage(error, t('checkout.invalidCode')) } }));
    }
  }

  function showProblem(problem: CheckoutMessageKey, values: DeliveryValues, setFieldError: UseFormSetError<DeliveryInput>) {
    setAlert(t(`checkout.problems.${problem}`));
    if (problem === 'checkRequired') {
      // Each empty field says so; the first takes the focus (on a phone the form is far above the button).
      const missing = [...CHECKOUT_REQUIRED_FIELDS.filter((f) => !values[f].trim()), ...(guest && !values.password ? (['password'] as const) : [])];
      missing.forEach((field, i) => setFieldError(field, { message: t('messages.required') }, { shouldFocus: i === 0 }));
    }
    if (problem === 'passwordMismatch') setFieldError('repeatPassword', { message: t('checkout.problems.passwordMismatch') }, { shouldFocus: true });
  }

  /** Follows the server's answer; a message to show when it cannot go on. */
  const follow = (step: NextStep) =>
    followStep(step, { paid, leaving: () => (leaving.current = true), inline: setInline, technicalProblems: t('checkout.technicalProblems') });

  /**
   * The checkout's body with the guid it goes with (the cart's guid is its idempotency key), or null when
   * the cart turns out to be paid already. A guid that went to a checkout with other contents is renewed, and
   * so is one that went to any checkout when this one must not be answered from it (`fresh`).
   */
  async function prepareCheckout(values: DeliveryValues, chosen: PaymentMethod | null, { cardToken, fresh = false }: { cardToken?: string; fresh?: boolean } = {}): Promise<CheckoutBody | null> {
    if (!info) throw new Error('checkout-info has not answered');
    const body = checkoutBody({
      cart,
      info,
      customerId,
      values,
      method: chosen,
      promoCode: promoApplied ? code : null,
      transportId: hasProducts ? transportId : null,
      guid: cart.guid,
      saveCard: chosen !== null && saveCard,
      ...(cardToken ? { cardToken } : {}),
    });
    const last = lastCheckoutAttempt();
    if (!last || last.guid !== cart.guid || (!fresh && last.fingerprint === checkoutFingerprint(body))) return body;
    // The guid already went to a checkout with other contents: if that one was paid the cart is done;
    // otherwise this is a new checkout and needs its own key (the server refuses a reused one).
    const before = await getPaymentStatus(cart.guid).catch(() => null);
    if (before?.ok) {
      paid();
      return null;
    }
    return { ...body, guid: controls.renewGuid() };
  }

  /** Sends the checkout and follows the answer. */
  async function pay(values: DeliveryValues, chosen: PaymentMethod | null, cardToken?: string): Promise<string | null> {
    if (!info) return t('checkout.technicalProblems');
    setSubmitting(true);
    try {
      const body = await prepareCheckout(values, chosen, cardToken ? { cardToken } : {});
      return body ? follow(await submitCheckout(body)) : null;
    } catch (error) {
      // Prices or stock may have moved: show the server's view of the cart again.
      void queryClient.invalidateQueries({ queryKey: ['checkout-info'] });
      return apiErrorMessage(error, t('checkout.technicalProblems'));
    } finally {
      setSubmitting(false);
    }
  }

  /**
   * Spec "Checkout": Transbank with save-card stores the checkout here, then the card is saved on
   * Transbank's page; /transbank/process-tokenization/{requestId} resumes the checkout with that card.
   */
  async function saveCardWithTransbank(): Promise<string | null> {
    const values = cardValues.current;
    if (!values || !method || customerId === null) return t('checkout.technicalProblems');
    try {
      // It will pay with a card saved meanwhile: an earlier checkout of this guid (Webpay without saving,
      // abandoned) must not answer for it, and the server's key does not tell them apart.
      const body = await prepareCheckout(values, method, { fresh: true });
      if (!body) return null;
      storeSavedCheckout({ cartGuid: body.guid ?? cart.guid, cartKey, body });
      const started = await startTransbankCardSaving(customerId);
      leaving.current = true;
      postForm(started.url, { TBK_TOKEN: started.token });
      return null;
    } catch (error) {
      clearSavedCheckout();
      return apiErrorMessage(error, t('checkout.technicalProblems'));
    }
  }

  const submit = handleSubmit(async (values) => {
    if (!info) return;
    setAlert(null);
    const problem = checkoutProblem({
      isGuest: guest,
      transportRequired: info.transportRequired,
      customer: values,
      password: values.password,
      repeatPassword: values.repeatPassword,
      transportChosen: transport !== undefined,
      cartEntries: cart.sItems.length + cart.sales.length,
      total: totals.total,
      paymentMethodChosen: method !== null,
      voucherPayment: false,
      acceptConditions: values.acceptConditions,
      unappliedCode: code !== '' && !promoApplied,
    });
    if (problem) {
      showProblem(problem, values, setError);
      return;
    }
    const chosen = totals.confirmOnly ? null : method;
    if (chosen && isCardMethod(chosen)) {
      cardValues.current = values;
      setCardOpen(true);
      return;
    }
    if (savesOnProviderPage(chosen, saveCard)) {
      cardValues.current = values;
      setTransbankSaveOpen(true);
      return;
    }
    setAlert(await pay(values, chosen));
  });

  async function payByCard(card: CardData): Promise<string | null> {
    const values = cardValues.current;
    if (!cardTokenizer || !method || !info || !values) return t('checkout.technicalProblems');
    // Spec section 8: the provider's message; no answer at all is the crash text.
    const tokenised = await cardTokenizer(method, card, info).catch(() => ({ ok: false as const, message: t('messages.crash') }));
    if (!tokenised.ok) return tokenised.message;
    const message = await pay(values, method, tokenised.token);
    if (message === null) setCardOpen(false);
    return message;
  }

  /** Spec: a voucher pays one sale (never a shared booking's), skipping the method check. */
  async function payWithVoucher(saleId: number, voucher: { id: number; kind: string }) {
    if (customerId === null) return;
    const values = getValues();
    setAlert(null);
    const problem = checkoutProblem({
      isGuest: false,
      transportRequired: false,
      customer: values,
      transportChosen: false,
      cartEntries: 1,
      total: zero(totals.total.currency),
      paymentMethodChosen: false,
      voucherPayment: true,
      acceptConditions: values.acceptConditions === true,
    });
    if (problem) {
      setAlert(t(`checkout.problems.${problem}`));
      return;
    }
    setSubmitting(true);
    try {
      const model = await postCheckout({
        saleItems: [],
        saleIds: [saleId],
        paymentMethodId: voucherMethodType(voucher.kind),
        voucherId: voucher.id,
        // Its own key: the cart's guid stays for the checkout of the rest.
        guid: newGuid(),
        customer: { id: customerId, okRss: values.okRss === true, acceptConditions: true },
      });
      if (model.errorMsg) {
        setAlert(model.errorMsg);
        return;
      }
      if (controls.settleSale(saleId, model.sale ?? null)) {
        leave('/cz/ok');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['checkout-info'] });
    } catch (error) {
      setAlert(apiErrorMessage(error, t('checkout.technicalProblems')));
    } finally {
      setSubmitting(false);
    }
  }

  if (empty) return null;
  const sharedDeadline = info?.isSharedPayment ? info.paymentDeadline : null;
  return (
    <div className="checkout-page">
      <PageBanner title={t('sections.checkout')} />
      <form className="container checkout" onSubmit={(e) => void submit(e)} noValidate aria-busy={submitting}>
        <section className="checkout-card checkout__basket" aria-labelledby="checkout-basket-title">
          <h2 id="checkout-basket-title" className="checkout-section__title">
            {t('checkout.basket')}
          </h2>
          <CheckoutLines cart={cart} info={info} busy={busy} actions={lineActions} />
          {hasProducts ? <PromoCode state={promo} disabled={busy} onType={(text) => setPromo({ text, message: null, busy: false })} onApply={() => void applyPromo()} /> : null}
        </section>

        <div className="checkout__main">
          <section className="checkout-card" aria-labelledby="checkout-details-title">
            <div className="checkout-card__head">
              <h2 id="checkout-details-title" className="checkout-section__title">
                {t('checkout.details')}
              </h2>
              {guest ? (
                <button type="button" className="link-button" onClick={() => requestLogin('/checkout')}>
                  {t('checkout.haveAccount')}
                </button>
              ) : null}
            </div>
            <DeliveryFields register={register} errors={errors} required={guest || needsTransport} guest={guest} />
          </section>

          {infoQuery.isError && !info ? (
            <section className="checkout-card">
              <FormAlert message={t('messages.crash')}>
                <Button variant="secondary" onClick={() => void infoQuery.refetch()} loading={infoQuery.isFetching}>
                  {t('common.retry')}
                </Button>
              </FormAlert>
            </section>
          ) : !info ? (
            <section className="checkout-card" aria-busy="true">
              <span className="sr-only" role="status">
                {t('common.loading')}
              </span>
              <Skeleton className="checkout-skeleton" />
              <Skeleton className="checkout-skeleton" />
            </section>
          ) : (
            <>
              {hasProducts && transports.length > 0 ? (
                <section className="checkout-card">
                  <TransportChoice transports={transports} value={transportId} onChange={setTransportId} required={needsTransport} disabled={busy} />
                </section>
              ) : null}
              <section className="checkout-card">
                {sharedDeadline ? (
                  <p className="checkout-deadline">
                    {t('checkout.sharedDeadline', { date: date(sharedDeadline, `${settings.dateFormat} HH:mm`) })}
                  </p>
                ) : null}
                <MethodChoice
                  methods={methods}
                  value={methodChoice}
                  onChange={(key) => {
                    setMethodChoice(key);
                    setSaveCardChecked(false);
                  }}
                  disabled={busy}
                  selectedExtra={saveOption ? <SaveCardCheckbox forced={saveOption.forced} checked={saveCard} onChange={setSaveCardChecked} disabled={busy} /> : null}
                />
              </section>
            </>
          )}
        </div>

        <aside className="checkout-card checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className="checkout-section__title">
            {t('checkout.summary')}
          </h2>
          <dl className="checkout-sum">
            <div>
              <dt>{t('checkout.subtotal')}</dt>
              <dd>{price(toDecimal(totals.cart))}</dd>
            </div>
            {totals.transport ? (
              <div>
                <dt>{t('checkout.shipping')}</dt>
                <dd>{totals.transport.amount > 0 ? price(toDecimal(totals.transport)) : t('checkout.free')}</dd>
              </div>
            ) : null}
            {totals.discount.amount > 0 ? (
              <div className="checkout-sum__discount">
                <dt>{t('checkout.discount')}</dt>
                <dd>-{price(toDecimal(totals.discount))}</dd>
              </div>
            ) : null}
            <div className="checkout-sum__total">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="checkout-total">{price(toDecimal(totals.total))}</dd>
            </div>
          </dl>
          <div className="checkout-legal">
            <Field label={t('dynamicForm.newsletter')} layout="check">
              {(control) => <input {...control} type="checkbox" {...register('okRss')} />}
            </Field>
            <Field label={t('dynamicForm.acceptLegal')} layout="check" required>
              {(control) => <input {...control} type="checkbox" {...register('acceptConditions')} />}
            </Field>
            <p className="checkout-legal__links">
              <span>{t('dynamicForm.readLegal')}</span>{' '}
              <button type="button" className="link-button" onClick={() => setLegalPopup('generalConditions')}>
                {t('legal.generalConditions')}
              </button>
              <span aria-hidden="true"> · </span>
              <button type="button" className="link-button" onClick={() => setLegalPopup('privacyPolicyFull')}>
                {t('legal.privacy')}
              </button>
            </p>
          </div>
          <FormAlert message={alert} />
          <Button type="submit" block loading={submitting} disabled={!info || lineBusy}>
            {payLabel}
          </Button>
        </aside>
      </form>

      {transbankSaveOpen ? <TransbankSaveCardDialog onClose={() => setTransbankSaveOpen(false)} onContinue={saveCardWithTransbank} /> : null}

      {cardOpen ? <CardDialog open onClose={() => setCardOpen(false)} onSubmit={payByCard} payLabel={payLabel} /> : null}

      {inline ? (
        <Dialog open title={t('checkout.payTitle')} onClose={() => setInline(null)} size="md">
          <Suspense fallback={<Spinner />}>
            {inline.kind === 'stripe' ? <StripePayment publicKey={inline.publicKey} clientSecret={inline.clientSecret} payLabel={payLabel} locale={i18n.language} /> : null}
            {inline.kind === 'paypal' && PayPalButtons ? (
              <PayPalButtons
                orderId={inline.orderId}
                clientId={inline.clientId}
                currency={info?.currency ?? settings.currencyCode}
                onPaid={paid}
                onError={(message) => {
                  setInline(null);
                  setAlert(message);
                }}
              />
            ) : null}
            {inline.kind === 'mercadoPago' ? (
              <MercadoPagoBrick
                order={inline}
                onPay={async (formData) => {
                  try {
                    await processMercadoPago({ ...formData, rqId: inline.id, guid: lastCheckoutAttempt()?.guid ?? cart.guid, saveCardToken: false });
                    return { ok: true };
                  } catch (error) {
                    return { ok: false, message: apiErrorMessage(error, t('messages.crash')) };
                  }
                }}
                onPaid={paid}
                onFailed={(message) => {
                  // Spec: the server's message, and the form closes.
                  setInline(null);
                  setAlert(message);
                }}
              />
            ) : null}
          </Suspense>
        </Dialog>
      ) : null}

      {legalPopup ? (
        <Dialog open title={t(LEGAL_TITLES[legalPopup])} onClose={() => setLegalPopup(null)} size="md">
          <LegalText textKey={legalPopup} className="legal-popup__text" />
        </Dialog>
      ) : null}
    </div>
  );
}
