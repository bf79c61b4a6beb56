import { describe, expect, it } from 'vitest';
import type { CheckoutBody } from '@clubportal/contract/checkout';
import { clearSavedCheckout, readSavedCheckout, SAVED_CHECKOUT_TTL_MS, SAVED_CHECKOUT_VERSION, storeSavedCheckout } from './saved-checkout';

const KEY = 'save-card-checkout';
const body: CheckoutBody = {
  saleItems: [{ productId: 5, units: 2, subTotal: 36000 }],
  saleIds: [41],
  paymentMethodId: 18,
  tokenId: null,
  promoCode: null,
  shopTransportId: null,
  saveCreditCard: true,
  guid: 'cart-guid-0001',
  origin: 'web',
  customer: { id: 7, name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', okRss: false, acceptConditions: true },
};
const record = { cartGuid: 'cart-guid-0001', cartKey: '{"customerId":7}', body };
const now = Date.parse('2026-03-20T10:00:00.000Z');

describe('the checkout stored while Transbank saves the card', () => {
  it('is read back as it was stored, with its version and expiry', () => {
    storeSavedCheckout(record, now);
    expect(readSavedCheckout(now + 1000)).toEqual({
      v: SAVED_CHECKOUT_VERSION,
      ...record,
      body: expect.objectContaining(body),
      expires: now + SAVED_CHECKOUT_TTL_MS,
    });
    // Reading does not use it up: the return page clears it.
    expect(readSavedCheckout(now + 2000)).not.toBeNull();
    clearSavedCheckout();
    expect(readSavedCheckout(now + 3000)).toBeNull();
  });

  it('expires, and an expired record is removed', () => {
    storeSavedCheckout(record, now);
    expect(readSavedCheckout(now + SAVED_CHECKOUT_TTL_MS - 1)).not.toBeNull();
    expect(readSavedCheckout(now + SAVED_CHECKOUT_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a record of another version, a malformed one and one whose checkout is not a valid request', () => {
    const stored = (value: unknown) => window.localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
    const valid = { v: SAVED_CHECKOUT_VERSION, ...record, expires: now + 60_000 };
    stored({ ...valid, v: SAVED_CHECKOUT_VERSION + 1 });
    expect(readSavedCheckout(now)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    stored('{not json');
    expect(readSavedCheckout(now)).toBeNull();
    stored({ ...valid, cartGuid: 42 });
    expect(readSavedCheckout(now)).toBeNull();
    stored({ ...valid, body: { ...body, tokenId: -3 } });
    expect(readSavedCheckout(now)).toBeNull();
    stored(valid);
    expect(readSavedCheckout(now)?.body.paymentMethodId).toBe(18);
  });
});
