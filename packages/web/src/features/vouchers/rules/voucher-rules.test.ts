import { describe, expect, it } from 'vitest';
import { isSpending, voucherAmount } from './voucher-rules';

describe('voucher rules', () => {
  it('styles amounts that start with a minus as spending', () => {
    expect(isSpending('-13,20 €')).toBe(true);
    expect(isSpending('\u22121')).toBe(true);
    expect(isSpending('50 €')).toBe(false);
    expect(isSpending('0')).toBe(false);
  });

  it('shows money in the currency and sessions as numbers', () => {
    const price = (n: number) => `${n} €`;
    expect(voucherAmount({ kind: 'money' }, -2, price)).toBe('-2 €');
    expect(voucherAmount({ kind: 'sessions' }, -1, price)).toBe('-1');
  });
});
