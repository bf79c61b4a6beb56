import { describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_TTL_MS, clearCheckoutDraft, readCheckoutDraft, storeCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { deliveryDefaults } from './rules/checkout-rules';

const draft: CheckoutDraft = {
  cartGuid: 'g-1',
  delivery: { ...deliveryDefaults(undefined), name: 'Marta', password: 'secreta123', repeatPassword: 'secreta123' },
  transportId: 3,
  methodChoice: 'm-7',
  promo: 'VERANO',
};

describe('the checkout draft', () => {
  it('gives back what was typed, for the same cart, within 30 minutes', () => {
    storeCheckoutDraft(draft, 1_000);
    expect(readCheckoutDraft('g-1', 1_000 + CHECKOUT_DRAFT_TTL_MS - 1)).toEqual(draft);
    expect(readCheckoutDraft('g-2', 2_000)).toBeNull();
    expect(readCheckoutDraft('g-1', 1_000 + CHECKOUT_DRAFT_TTL_MS)).toBeNull();
  });

  it('is gone once cleared (paid), and an unreadable one is ignored', () => {
    storeCheckoutDraft(draft, 1_000);
    clearCheckoutDraft();
    expect(readCheckoutDraft('g-1', 2_000)).toBeNull();
    window.sessionStorage.setItem('checkout-draft', '{"cartGuid":"g-1"');
    expect(readCheckoutDraft('g-1', 2_000)).toBeNull();
  });
});
