import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutModel, type PaymentMethod } from '@clubportal/contract/checkout';
import english from '../../../i18n/locales/en-US.json';
import {
  cartSaleIds,
  checkoutFingerprint,
  checkoutTotals,
  nextStep,
  offeredMethods,
  chosenMethod,
  saveCardOption,
  savesCard,
  savesOnProviderPage,
  voucherMethodType,
  type CheckoutCart,
} from './checkout-rules';

const method = (type: number, tokenId: number | null = null): PaymentMethod => ({
  id: type,
  tokenId,
  name: `m${type}`,
  type,
  description: '',
  forceSaveCreditCard: false,
  allowTokenization: false,
});
const model = (over: Partial<CheckoutModel>): CheckoutModel => ({ errorMsg: null, saleNumber: 'W1', paid: false, ...over });

describe('the next step is decided by the server answer', () => {
  it('maps every answer', () => {
    expect(nextStep(undefined)).toEqual({ kind: 'none' });
    expect(nextStep(model({}))).toEqual({ kind: 'none' });
    expect(nextStep(model({ errorMsg: 'No stock', paid: true }))).toEqual({ kind: 'error', message: 'No stock' });
    expect(nextStep(model({ paid: true }))).toEqual({ kind: 'paid' });
    const data = { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'sig' };
    expect(nextStep(model({ redsysData: { url: 'https://sis-t.redsys.es/sis/realizarPago', data } }))).toEqual({
      kind: 'post',
      url: 'https://sis-t.redsys.es/sis/realizarPago',
      fields: data,
    });
    expect(nextStep(model({ transbank: { url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction', token: 'abc' } }))).toEqual({
      kind: 'post',
      url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction',
      fields: { token_ws: 'abc' },
    });
    expect(nextStep(model({ sandbox: { url: '/api/sandbox/pay/sbx1' } }))).toEqual({ kind: 'go', url: '/api/sandbox/pay/sbx1' });
    expect(nextStep(model({ redirectUrl: 'https://3ds.example/check' }))).toEqual({ kind: 'go', url: 'https://3ds.example/check' });
    expect(nextStep(model({ stripe: { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1' }, publicKey: 'pk_test' }))).toEqual({
      kind: 'stripe',
      clientSecret: 'pi_1_secret',
      publicKey: 'pk_test',
    });
    expect(nextStep(model({ paypal: { orderId: 'O1', clientId: 'C1' } }))).toEqual({ kind: 'paypal', orderId: 'O1', clientId: 'C1' });
    expect(nextStep(model({ mercadoPago: { pk: 'APP', id: 4, amount: 10, email: 'a@b.es', currency: 'ARS' } }))).toEqual({
      kind: 'mercadoPago',
      pk: 'APP',
      id: 4,
      amount: 10,
      email: 'a@b.es',
      currency: 'ARS',
    });
  });
});

describe('the methods the page offers', () => {
  it('needs a tokeniser for card types without a saved token and PayPal buttons for PayPal; vouchers are per sale', () => {
    const all = [method(1), method(5), method(6), method(9), method(10), method(10, 3), method(15), method(99)];
    expect(offeredMethods(all, { tokenise: false, payPal: false }).map((m) => [m.type, m.tokenId])).toEqual([
      [1, null],
      [5, null],
      [10, 3],
      [99, null],
    ]);
    expect(offeredMethods(all, { tokenise: true, payPal: true }).map((m) => m.type)).toEqual([1, 5, 9, 10, 10, 15, 99]);
  });

  it('chooses the only method offered; of several, only what the member chose (while it is still offered)', () => {
    const [cash, card] = [method(1), method(5)];
    expect(chosenMethod([cash!], null)).toBe(cash);
    expect(chosenMethod([cash!], '5:')).toBe(cash);
    expect(chosenMethod([cash!, card!], null)).toBeNull();
    expect(chosenMethod([cash!, card!], '5:')).toBe(card);
    expect(chosenMethod([card!], '1:')).toBe(card);
    expect(chosenMethod([], '1:')).toBeNull();
  });

  it('picks the voucher method of the voucher kind', () => {
    expect([voucherMethodType('money'), voucherMethodType('sessions'), voucherMethodType('hours')]).toEqual([6, 7, 8]);
  });
});

describe('totals (spec section 9)', () => {
  it('adds transport to carts with products only, takes the discount, Confirm at 0 or less', () => {
    const t = checkoutTotals({ cartTotal: 209.5, currency: 'EUR', transportPrice: 4.95, hasProducts: true, discount: 19.5 });
    expect([t.total.amount, t.confirmOnly]).toEqual([19495, false]);
    expect(checkoutTotals({ cartTotal: 35, currency: 'EUR', transportPrice: 4.95, hasProducts: false, discount: 0 }).total.amount).toBe(
      3500,
    );
    expect(checkoutTotals({ cartTotal: 10, currency: 'EUR', transportPrice: null, hasProducts: true, discount: 10 }).confirmOnly).toBe(
      true,
    );
    expect(checkoutTotals({ cartTotal: 15000, currency: 'CLP', transportPrice: null, hasProducts: true, discount: 0 }).total.amount).toBe(
      15000,
    );
  });
});

describe('the checkout key', () => {
  const cart: CheckoutCart = {
    guid: 'g1',
    total: 0,
    sItems: [],
    sales: [{ id: 1, saleIds: [1, 2], title: '', saleNumber: '', pending: 0, paymentType: 1, paymentDeadline: null }],
  };
  it('sends every sale of a group', () => expect(cartSaleIds(cart)).toEqual([1, 2]));

  it('changes with the content, the method, the promo and the transport, not with the rest of the form', () => {
    const body = {
      saleItems: [{ productId: 5, units: 2 }],
      saleIds: [2, 1],
      paymentMethodId: 1,
      promoCode: 'bienvenida10',
      shopTransportId: 2,
      customer: { id: 7, name: 'Ana' },
    };
    const same = checkoutFingerprint(body);
    expect(checkoutFingerprint({ ...body, saleIds: [1, 2], promoCode: 'BIENVENIDA10', customer: { id: 7, name: 'Ana María' } })).toBe(same);
    expect(checkoutFingerprint({ ...body, paymentMethodId: 99 })).not.toBe(same);
    expect(checkoutFingerprint({ ...body, saleItems: [{ productId: 5, units: 3 }] })).not.toBe(same);
    expect(checkoutFingerprint({ ...body, shopTransportId: 1 })).not.toBe(same);
  });
});

describe('the checkout texts in en-US are the spec words', () => {
  it('keeps every message of sections 5 and 8 verbatim, typos included', () => {
    const problems = english.checkout.problems as Record<string, string>;
    for (const key of [
      'emptyBasket',
      'checkRequired',
      'passwordMismatch',
      'selectTransport',
      'selectPaymentMethod',
      'acceptLegal',
      'applyCoupon',
    ] as const) {
      expect(problems[key]).toBe(CHECKOUT_MESSAGES[key]);
    }
    expect(english.checkout.invalidCode).toBe(CHECKOUT_MESSAGES.invalidCode);
    expect(english.checkout.discountApplied).toBe('Disccount Applied');
    expect(english.checkout.technicalProblems).toBe('Ups! Tecnical problems. Please try again in a few minutes');
    expect(english.checkout.fillAllFields).toBe('Please fill all fields');
    expect(english.paymentResult.success).toBe(CHECKOUT_MESSAGES.paymentSuccess);
    expect(english.paymentResult.failed).toBe(CHECKOUT_MESSAGES.paymentFailed);
    expect(english.paymentResult.processing).toBe(CHECKOUT_MESSAGES.processing);
    expect([english.paymentResult.goToBookings, english.paymentResult.continueShopping]).toEqual([
      'Go To My Bookings',
      'Continue Shopping',
    ]);
  });
});

describe('"Save this card" (spec section 3, Payment method)', () => {
  const keeps = (type: number, over: Partial<PaymentMethod> = {}): PaymentMethod => ({ ...method(type), allowTokenization: true, ...over });

  it('is offered to customers under a method that can keep the card, and forced when the method says so', () => {
    expect(saveCardOption(keeps(15), true)).toEqual({ forced: false });
    expect(saveCardOption(keeps(18, { forceSaveCreditCard: true }), true)).toEqual({ forced: true });
    // Not for guests, not for methods that cannot keep cards, not under a card already saved, not without a method.
    expect(saveCardOption(keeps(15), false)).toBeNull();
    expect(saveCardOption(method(10), true)).toBeNull();
    expect(saveCardOption(keeps(18, { tokenId: 4 }), true)).toBeNull();
    expect(saveCardOption(null, true)).toBeNull();
  });

  it('saves when forced or checked, and Transbank saves on its own page first', () => {
    expect(savesCard({ forced: false }, false)).toBe(false);
    expect(savesCard({ forced: false }, true)).toBe(true);
    expect(savesCard({ forced: true }, false)).toBe(true);
    expect(savesCard(null, true)).toBe(false);
    expect(savesOnProviderPage(keeps(18), true)).toBe(true);
    expect(savesOnProviderPage(keeps(18), false)).toBe(false);
    expect(savesOnProviderPage(keeps(15), true)).toBe(false);
  });
});
