import { describe, expect, it } from 'vitest';
import { fromDecimal, money, percentOf, sum, toDecimal, type Money } from './money.js';
import { computeTax, displayPrice, PRODUCT_TAX_PERCENT } from './tax.js';

const eur = (amount: number) => money(amount, 'EUR');
const clp = (amount: number) => money(amount, 'CLP');
const amounts = (b: { net: Money; tax: Money; gross: Money }) => [b.net.amount, b.tax.amount, b.gross.amount];

describe('computeTax', () => {
  it('uses the spec constant of 21 %', () => {
    expect(PRODUCT_TAX_PERCENT).toBe(21);
    const { lines } = computeTax([{ unitPrice: eur(1000), units: 1 }], { currency: 'EUR' });
    expect(amounts(lines[0]!)).toEqual([1000, 210, 1210]);
  });

  it('adds the tax on net prices, per line, rounding half away from zero (EUR)', () => {
    const result = computeTax(
      [
        { unitPrice: eur(150), units: 1 }, // 31.5 -> 32
        { unitPrice: eur(149), units: 1 }, // 31.29 -> 31
        { unitPrice: eur(1999), units: 3 }, // 5997 -> 1259.37 -> 1259
      ],
      { currency: 'EUR' },
    );
    expect(result.lines.map(amounts)).toEqual([
      [150, 32, 182],
      [149, 31, 180],
      [5997, 1259, 7256],
    ]);
    expect(amounts(result)).toEqual([6296, 1322, 7618]);
  });

  it('rounds CLP to whole pesos', () => {
    const result = computeTax(
      [
        { unitPrice: clp(150), units: 1 }, // 31.5 -> 32
        { unitPrice: clp(15990), units: 2 }, // 31980 -> 6715.8 -> 6716
      ],
      { currency: 'CLP' },
    );
    expect(result.lines.map(amounts)).toEqual([
      [150, 32, 182],
      [31980, 6716, 38696],
    ]);
    expect(amounts(result)).toEqual([32130, 6748, 38878]);
  });

  it('sums rounded lines, which differs from taxing the total: per-line rounding is the rule', () => {
    const lines = Array.from({ length: 100 }, () => ({ unitPrice: eur(150), units: 1 }));
    const result = computeTax(lines, { currency: 'EUR' });
    expect(result.net).toEqual(eur(15000));
    expect(result.tax).toEqual(eur(3200)); // 100 x 0,32 €
    expect(percentOf(result.net, 21)).toEqual(eur(3150)); // what rounding the total would give
    expect(result.gross).toEqual(
      sum(
        result.lines.map((l) => l.gross),
        'EUR',
      ),
    );

    const pesos = computeTax(
      Array.from({ length: 10 }, () => ({ unitPrice: clp(150), units: 1 })),
      { currency: 'CLP' },
    );
    expect(pesos.tax).toEqual(clp(320));
    expect(percentOf(pesos.net, 21)).toEqual(clp(315));
  });

  it('stays exact over many decimal prices read from the API', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => ({
      unitPrice: fromDecimal(0.1 + (i % 3) / 10, 'EUR', { rounding: 'halfUp' }),
      units: 1,
    }));
    const result = computeTax(lines, { currency: 'EUR' });
    expect(toDecimal(result.net)).toBe(199.9); // 334 x 0.10 + 333 x 0.20 + 333 x 0.30
    // Tax per line: 0.10 -> 0.021 -> 0.02, 0.20 -> 0.042 -> 0.04, 0.30 -> 0.063 -> 0.06
    expect(toDecimal(result.tax)).toBe(39.98); // 334 x 0.02 + 333 x 0.04 + 333 x 0.06, no float drift
  });

  it('applies a line discount before the tax', () => {
    const result = computeTax(
      [
        { unitPrice: eur(2500), units: 2, discount: eur(500) }, // 4500 net, 945 tax
        { unitPrice: eur(1000), units: 1, discount: percentOf(eur(1000), 15) }, // 850 net, 178.5 -> 179
        { unitPrice: eur(300), units: 1, discount: eur(300) }, // free
      ],
      { currency: 'EUR' },
    );
    expect(result.lines.map(amounts)).toEqual([
      [4500, 945, 5445],
      [850, 179, 1029],
      [0, 0, 0],
    ]);
    expect(result.discount).toEqual(eur(950));
    expect(amounts(result)).toEqual([5350, 1124, 6474]);
  });

  it('extracts the tax from gross prices, keeping the gross as priced', () => {
    const result = computeTax(
      [
        { unitPrice: eur(1210), units: 1 }, // 1210 x 21 / 121 = 210
        { unitPrice: eur(1000), units: 1 }, // 173.55 -> 174
        { unitPrice: eur(2000), units: 3, discount: eur(1000) }, // 5000 -> 867.77 -> 868
      ],
      { currency: 'EUR', basis: 'gross' },
    );
    expect(result.lines.map(amounts)).toEqual([
      [1000, 210, 1210],
      [826, 174, 1000],
      [4132, 868, 5000],
    ]);
    expect(amounts(result)).toEqual([5958, 1252, 7210]);

    const pesos = computeTax([{ unitPrice: clp(15990), units: 1 }], { currency: 'CLP', basis: 'gross' });
    expect(amounts(pesos)).toEqual([13215, 2775, 15990]); // 2775.2 -> 2775
  });

  it('gives zero totals for no lines', () => {
    expect(amounts(computeTax([], { currency: 'CLP' }))).toEqual([0, 0, 0]);
    expect(computeTax([], { currency: 'CLP' }).net.currency).toBe('CLP');
  });

  it('takes another whole percentage when asked', () => {
    expect(amounts(computeTax([{ unitPrice: eur(1000), units: 1 }], { currency: 'EUR', taxPercent: 10 }))).toEqual([1000, 100, 1100]);
    expect(amounts(computeTax([{ unitPrice: eur(1000), units: 1 }], { currency: 'EUR', taxPercent: 0 }))).toEqual([1000, 0, 1000]);
  });

  it('refuses lines that make no sense, naming the line', () => {
    const tax = (line: Parameters<typeof computeTax>[0][number], taxPercent?: number) => () =>
      computeTax([{ unitPrice: eur(100), units: 1 }, line], { currency: 'EUR', taxPercent });
    expect(tax({ unitPrice: clp(100), units: 1 })).toThrow('Line 2 is not in EUR');
    expect(tax({ unitPrice: eur(100), units: 1, discount: clp(1) })).toThrow('Line 2 is not in EUR');
    expect(tax({ unitPrice: eur(100), units: 1.5 })).toThrow('Line 2: units must be a whole number from 0, got 1.5');
    expect(tax({ unitPrice: eur(100), units: -1 })).toThrow('Line 2: units must be a whole number from 0, got -1');
    expect(tax({ unitPrice: eur(-100), units: 1 })).toThrow('Line 2: the unit price cannot be negative');
    expect(tax({ unitPrice: eur(100), units: 2, discount: eur(201) })).toThrow('Line 2: the discount must be between 0 and the line total');
    expect(tax({ unitPrice: eur(100), units: 2, discount: eur(-1) })).toThrow('the discount must be between 0 and the line total');
    expect(tax({ unitPrice: eur(100), units: 1 }, 10.5)).toThrow('A tax percentage must be a whole number from 0, got 10.5');
  });
});

describe('displayPrice', () => {
  it('shows gross or net as PriceWithTaxes says, whatever the stored basis', () => {
    expect(displayPrice(eur(1000), { basis: 'net', priceWithTaxes: true })).toEqual(eur(1210));
    expect(displayPrice(eur(1000), { basis: 'net', priceWithTaxes: false })).toEqual(eur(1000));
    expect(displayPrice(eur(1210), { basis: 'gross', priceWithTaxes: true })).toEqual(eur(1210));
    expect(displayPrice(eur(1210), { basis: 'gross', priceWithTaxes: false })).toEqual(eur(1000));
    expect(displayPrice(clp(10000), { basis: 'net', priceWithTaxes: true })).toEqual(clp(12100));
  });
});
