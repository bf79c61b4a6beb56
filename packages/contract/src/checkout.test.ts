import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  CHECKOUT_MESSAGES,
  checkoutProblem,
  checkoutTotal,
  lineTotal,
  confirmsWithoutPaying,
  type CheckoutCheckInput,
} from './checkout.js';
import { money } from './money.js';

const eur = (n: number) => money(n, 'EUR');
const filled = {
  name: 'Lucía',
  surname: 'F',
  addressLine1: 'Calle 1',
  city: 'Galapagar',
  town: 'Madrid',
  country: 'España',
  postalCode: '28260',
  email: 'a@b.es',
  phone: '600',
};
const ok: CheckoutCheckInput = {
  isGuest: false,
  transportRequired: false,
  customer: {},
  transportChosen: false,
  cartEntries: 1,
  total: eur(1000),
  paymentMethodChosen: true,
  voucherPayment: false,
  acceptConditions: true,
};

describe('checkout total (spec section 9)', () => {
  it('is cart + transport gross - discount; Confirm instead of paying at 0 or less', () => {
    expect(checkoutTotal(eur(20950), eur(495), eur(1950))).toEqual(eur(19495));
    expect(checkoutTotal(eur(1000), null, eur(0))).toEqual(eur(1000));
    expect(confirmsWithoutPaying(checkoutTotal(eur(1000), null, eur(1000)))).toBe(true);
    expect(confirmsWithoutPaying(eur(-5))).toBe(true);
    expect(confirmsWithoutPaying(eur(1))).toBe(false);
  });
});

describe('checkout rules (spec section 5), first failing rule wins', () => {
  it('passes a complete customer checkout', () => expect(checkoutProblem(ok)).toBeNull());
  it('an empty cart', () => expect(checkoutProblem({ ...ok, cartEntries: 0 })).toBe('emptyBasket'));
  it('required fields for guests and when a transport is required, each of them', () => {
    expect(checkoutProblem({ ...ok, isGuest: true, customer: filled, password: 'x' })).toBeNull();
    for (const field of Object.keys(filled)) {
      expect(checkoutProblem({ ...ok, isGuest: true, password: 'x', customer: { ...filled, [field]: '  ' } })).toBe('checkRequired');
      expect(checkoutProblem({ ...ok, transportRequired: true, transportChosen: true, customer: { ...filled, [field]: '' } })).toBe(
        'checkRequired',
      );
    }
    expect(checkoutProblem({ ...ok, customer: {} })).toBeNull();
  });
  it('a guest needs a password and a matching repeat', () => {
    expect(checkoutProblem({ ...ok, isGuest: true, customer: filled })).toBe('checkRequired');
    expect(checkoutProblem({ ...ok, isGuest: true, customer: filled, password: 'abcde', repeatPassword: 'abcdf' })).toBe(
      'passwordMismatch',
    );
  });
  it('a transport when a product with units requires one', () => {
    expect(checkoutProblem({ ...ok, transportRequired: true, customer: filled })).toBe('selectTransport');
  });
  it('a payment method when the total is above 0, unless a voucher pays', () => {
    expect(checkoutProblem({ ...ok, paymentMethodChosen: false })).toBe('selectPaymentMethod');
    expect(checkoutProblem({ ...ok, paymentMethodChosen: false, total: eur(0) })).toBeNull();
    expect(checkoutProblem({ ...ok, paymentMethodChosen: false, voucherPayment: true })).toBeNull();
  });
  it('the legal conditions, then an unapplied promo code', () => {
    expect(checkoutProblem({ ...ok, acceptConditions: false })).toBe('acceptLegal');
    expect(checkoutProblem({ ...ok, unappliedCode: true })).toBe('applyCoupon');
  });
  it("keeps the spec's wording, typos included", () => {
    expect(CHECKOUT_MESSAGES.discountApplied).toBe('Disccount Applied');
    expect(CHECKOUT_MESSAGES.technicalProblems).toBe('Ups! Tecnical problems. Please try again in a few minutes');
    expect(CHECKOUT_MESSAGES.emptyBasket).toBe('Your basket is empty!');
  });
});

describe('cart total (the one rule the server checkout and the cart share)', () => {
  it('is the lines (unit price x units) plus the sales pending, in minor units', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    expect(lineTotal(eur(18995), 3)).toEqual(eur(56985));
    expect(cartTotal([eur(56985), eur(10)], [eur(1250)], 'EUR')).toEqual(eur(58245));
    expect(cartTotal([], [], 'CLP')).toEqual({ amount: 0, currency: 'CLP' });
  });
});
