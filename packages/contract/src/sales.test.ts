import { describe, expect, it } from 'vitest';
import { money, MoneyError, zero } from './money.js';
import { documentTaxLines, saleAmounts } from './sales.js';

const eur = (n: number) => money(n, 'EUR');

describe('saleAmounts', () => {
  it('sums lines, discounts and shipping: total = subtotal - discount + shipping', () => {
    const a = saleAmounts(
      [
        { unitPrice: eur(18995), units: 1, discount: eur(1900), taxPercent: 21 },
        { unitPrice: eur(650), units: 3, taxPercent: 21 },
      ],
      eur(495),
    );
    expect(a.lines.map((l) => [l.subtotal.amount, l.discount.amount, l.totalWithDiscount.amount])).toEqual([
      [18995, 1900, 17095],
      [1950, 0, 1950],
    ]);
    expect([a.subtotal.amount, a.discount.amount, a.shipping.amount, a.total.amount]).toEqual([20945, 1900, 495, 19540]);
  });
  it('refuses a discount above its line', () => {
    expect(() => saleAmounts([{ unitPrice: eur(100), units: 1, discount: eur(101), taxPercent: 21 }], zero('EUR'))).toThrow(MoneyError);
  });
  it('is zero for no lines', () => {
    expect(saleAmounts([], zero('EUR')).total).toEqual(eur(0));
  });
});

describe('documentTaxLines', () => {
  it('takes 21 % out of each product line after its discount, none from other lines, 21 % from shipping', () => {
    const t = documentTaxLines(
      [
        { unitPrice: eur(150), units: 1, taxPercent: 21 },
        { unitPrice: eur(150), units: 1, taxPercent: 21 },
        { unitPrice: eur(3500), units: 1, taxPercent: 0 },
        { unitPrice: eur(1210), units: 2, discount: eur(1210), taxPercent: 21 },
      ],
      eur(495),
    );
    // 150 x 21 / 121 = 26.03 -> 26 per line (half up per line; 52 in all, where the sum 300 would give 52.07)
    expect(t.items.map((l) => [l.net.amount, l.tax.amount, l.gross.amount])).toEqual([
      [124, 26, 150],
      [124, 26, 150],
      [3500, 0, 3500],
      [1000, 210, 1210],
    ]);
    expect(t.shipping).toEqual({ net: eur(409), tax: eur(86), gross: eur(495), taxPercent: 21 });
    expect([t.net.amount, t.tax.amount, t.gross.amount]).toEqual([5157, 348, 5505]);
    expect(t.net.amount + t.tax.amount).toBe(t.gross.amount);
  });
  it('has no shipping line without shipping', () => {
    expect(documentTaxLines([{ unitPrice: eur(100), units: 1, taxPercent: 21 }], zero('EUR')).shipping).toBeUndefined();
  });
});
