import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestLogin } from '../../../api/login-request';
import { PageBanner } from '../../../components/ui/page-banner';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCheckoutInfo } from '../api/checkout-info';
import type { CardTokenizer, CheckoutCartControls, PayPalButtonsProps } from '../checkout-types';
import { CardDialog } from '../components/card-dialog';
import { CheckoutLines } from '../components/checkout-lines';
import { CheckoutPaymentSection } from '../components/checkout-payment-section';
import { CheckoutSummary } from '../components/checkout-summary';
import { DeliveryFields } from '../components/delivery-fields';
import { HoldCountdown } from '../components/hold-countdown';
import { InlinePaymentDialog } from '../components/inline-payment-dialog';
import { PromoCode } from '../components/promo-code';
import { SaveCardCheckbox, TransbankSaveCardDialog } from '../components/save-card';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit';
import { useDeliveryForm, useKeepCheckoutDraft } from '../hooks/use-delivery-form';
import { useLineActions } from '../hooks/use-line-actions';
import { usePayLabel } from '../hooks/use-pay-label';
import { usePromoCode } from '../hooks/use-promo-code';
import {
  cartKey as cartKeyOf,
  cartRequest,
  checkoutTotals,
  methodKey,
  chosenMethod,
  offeredMethods,
  saveCardOption,
  savesCard,
  type CheckoutCart,
} from '../rules/checkout-rules';
import { voucherPayment, type VoucherChoice } from '../rules/voucher-choice';
import '../../../styles/checkout.css';

export type { CardTokenizer, CheckoutCartControls, PayPalButtonsProps } from '../checkout-types';

type Props = {
  cart: CheckoutCart;
  controls: CheckoutCartControls;
  cardTokenizer?: CardTokenizer | undefined;
  PayPalButtons?: ComponentType<PayPalButtonsProps> | undefined;
};

/**
 * /checkout (spec sections 2, 4 and 5): the delivery form, the basket, promo code, transport, payment
 * method, newsletter and legal checks, vouchers per sale, and the button that sends the checkout. The
 * server prices everything; the page shows its figures and follows its answer to the provider.
 */
export function CheckoutPage({ cart, controls, cardTokenizer, PayPalButtons }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customerId = useCustomerId();
  const settings = useSettings();
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

  const { form, draft } = useDeliveryForm(cart.guid, info);
  const [transportId, setTransportId] = useState<number | null>(draft?.transportId ?? null);
  const [methodChoice, setMethodChoice] = useState<string | null>(draft?.methodChoice ?? null);
  const [saveCardChecked, setSaveCardChecked] = useState(false);
  const [voucherChoice, setVoucherChoice] = useState<VoucherChoice | null>(null);
  const promo = usePromoCode(draft?.promo ?? '', request, cartKey);
  useKeepCheckoutDraft(form, { cartGuid: cart.guid, transportId, methodChoice, promo: promo.promo.text });

  const hasProducts = cart.sItems.length > 0;
  const needsTransport = info?.transportRequired ?? false;
  const transport = info?.transports.find((tr) => tr.id === transportId);
  const totals = checkoutTotals({
    cartTotal: info?.cartTotal ?? cart.total,
    currency: info?.currency ?? settings.currencyCode,
    transportPrice: transport?.product.grossPrice ?? null,
    hasProducts,
    discount: promo.discount,
  });
  const methods = info
    ? offeredMethods(info.paymentMethods, { tokenise: cardTokenizer !== undefined, payPal: PayPalButtons !== undefined })
    : [];
  const method = chosenMethod(methods, methodChoice);
  const saveOption = saveCardOption(method, !guest);
  const saveCard = savesCard(saveOption, saveCardChecked);
  const voucher = voucherPayment(info, voucherChoice);
  const payLabel = usePayLabel(totals, voucher);

  const checkout = useCheckoutSubmit({
    cart,
    controls,
    info,
    form,
    customerId,
    cartKey,
    method,
    saveCard,
    totals,
    transportChosen: transport !== undefined,
    transportId,
    promo: { code: promo.code, applied: promo.promoApplied },
    voucher,
    cardTokenizer,
    leaving: () => (leaving.current = true),
  });
  const lines = useLineActions(controls, checkout.setAlert, setVoucherChoice);
  const busy = checkout.submitting || lines.lineBusy;
  // The court held for payment that runs out first.
  // The hold that runs out first, and what it keeps (a court, or a place in an activity).
  const hold = info?.sales
    .flatMap((s) => (s.holdExpiresAt ? [{ until: s.holdExpiresAt, of: s.holdOf ?? 'court' }] : []))
    .sort((a, b) => a.until.localeCompare(b.until))[0];

  if (empty) return null;
  return (
    <div className="checkout-page">
      <PageBanner title={t('sections.checkout')} />
      <form className="container checkout" onSubmit={(e) => void checkout.submit(e)} noValidate aria-busy={checkout.submitting}>
        <section className="checkout-card checkout__basket" aria-labelledby="checkout-basket-title">
          <h2 id="checkout-basket-title" className="checkout-section__title">
            {t('checkout.basket')}
          </h2>
          <CheckoutLines cart={cart} info={info} busy={busy} actions={lines.actions} voucherChoice={voucherChoice} />
          {hasProducts ? <PromoCode state={promo.promo} disabled={busy} onType={promo.type} onApply={() => void promo.apply()} /> : null}
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
            <DeliveryFields
              register={form.register}
              errors={form.formState.errors}
              required={guest || needsTransport}
              guest={guest}
              address={guest || needsTransport}
            />
          </section>
          <CheckoutPaymentSection
            info={info}
            failed={infoQuery.isError}
            retrying={infoQuery.isFetching}
            onRetry={() => void infoQuery.refetch()}
            hasProducts={hasProducts}
            transportId={transportId}
            onTransport={setTransportId}
            methods={methods}
            methodChoice={method ? methodKey(method) : null}
            onMethod={(key) => {
              setMethodChoice(key);
              setSaveCardChecked(false);
            }}
            selectedExtra={
              saveOption ? (
                <SaveCardCheckbox forced={saveOption.forced} checked={saveCard} onChange={setSaveCardChecked} disabled={busy} />
              ) : null
            }
            busy={busy}
          />
        </div>

        <CheckoutSummary
          totals={totals}
          register={form.register}
          alert={checkout.alert}
          payLabel={payLabel}
          submitting={checkout.submitting}
          disabled={!info || lines.lineBusy}
        >
          {hold ? <HoldCountdown until={hold.until} of={hold.of} /> : null}
        </CheckoutSummary>
      </form>

      {checkout.transbankSave.open ? (
        <TransbankSaveCardDialog onClose={checkout.transbankSave.close} onContinue={checkout.saveCardWithTransbank} />
      ) : null}
      {checkout.card.open ? <CardDialog open onClose={checkout.card.close} onSubmit={checkout.payByCard} payLabel={payLabel} /> : null}
      {checkout.inline.step ? (
        <InlinePaymentDialog
          step={checkout.inline.step}
          cartGuid={cart.guid}
          currency={info?.currency ?? settings.currencyCode}
          payLabel={payLabel}
          PayPalButtons={PayPalButtons}
          onClose={checkout.inline.close}
          onPaid={() => checkout.paid()}
          onFailed={(message) => {
            checkout.inline.close();
            checkout.setAlert(message);
          }}
        />
      ) : null}
    </div>
  );
}
