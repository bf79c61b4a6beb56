import { describe, expect, it } from 'vitest';
import { PaymentType } from './enums.js';
import { defaultPayMode, payModesAllowed } from './pay-modes.js';

const base = {
  sharedPaymentAllowed: true,
  fullPaymentAllowedWithSpecialPrices: true,
  typeAllowsShared: true,
  isSpecialPrice: false,
  maxParticipants: 4,
  price: 30,
};

describe('pay modes', () => {
  it('allows both by default and starts on Shared', () => {
    const modes = payModesAllowed(base);
    expect(modes).toEqual({ full: true, shared: true });
    expect(defaultPayMode(modes)).toBe(PaymentType.Shared);
  });

  it('refuses Full for a special price when the club does not allow it', () => {
    expect(payModesAllowed({ ...base, isSpecialPrice: true, fullPaymentAllowedWithSpecialPrices: false }).full).toBe(false);
    expect(payModesAllowed({ ...base, isSpecialPrice: true, fullPaymentAllowedWithSpecialPrices: true }).full).toBe(true);
    expect(payModesAllowed({ ...base, isSpecialPrice: false, fullPaymentAllowedWithSpecialPrices: false }).full).toBe(true);
  });

  it('refuses Shared for one participant, when the club or the type says no, and for a free slot; then starts on Full', () => {
    for (const change of [{ maxParticipants: 1 }, { sharedPaymentAllowed: false }, { typeAllowsShared: false }, { price: 0 }]) {
      const modes = payModesAllowed({ ...base, ...change });
      expect(modes.shared).toBe(false);
      expect(defaultPayMode(modes)).toBe(PaymentType.Full);
    }
  });

  it('has no mode when neither is allowed (the page says to contact the club)', () => {
    expect(
      defaultPayMode(payModesAllowed({ ...base, maxParticipants: 1, isSpecialPrice: true, fullPaymentAllowedWithSpecialPrices: false })),
    ).toBeNull();
  });
});
