import { money } from '@clubportal/contract/money';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { promoDiscount, spreadDiscount, type Promo } from './promos.service.js';

const now = '2026-03-20T10:00:00.000Z' as Instant;
const promo = (p: Partial<Promo>): Promo => ({
  id: 1,
  code: 'X',
  kind: 'percent',
  value: 10,
  currency: null,
  min_total: 0,
  max_uses: null,
  uses: 0,
  active: 1,
  valid_from: null,
  valid_until: null,
  created_at: now,
  ...p,
});
const eur = (n: number) => money(n, 'EUR');

describe('promo discount', () => {
  it('a percent of the product lines, half up; an amount never above the lines', () => {
    expect(promoDiscount(promo({ value: 10 }), eur(1950), now)).toEqual(eur(195));
    expect(promoDiscount(promo({ value: 15 }), eur(1005), now)).toEqual(eur(151));
    expect(promoDiscount(promo({ kind: 'amount', value: 500, currency: 'EUR' }), eur(300), now)).toEqual(eur(300));
  });
  it('none when disabled, outside its dates, used up, below its minimum, in another currency or with nothing to discount', () => {
    expect(promoDiscount(promo({ active: 0 }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({ valid_from: '2026-03-21T00:00:00.000Z' as Instant }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({ valid_until: now }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({ max_uses: 3, uses: 3 }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({ min_total: 1001 }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({ kind: 'amount', value: 500, currency: 'MXN' }), eur(1000), now)).toBeNull();
    expect(promoDiscount(promo({}), eur(0), now)).toBeNull();
  });
});

describe('spreading a discount over lines', () => {
  it('in proportion, adding up exactly, never more than a line', () => {
    expect(spreadDiscount([1000, 3000], 400)).toEqual([100, 300]);
    const parts = spreadDiscount([333, 333, 334], 100);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(spreadDiscount([100, 50], 500)).toEqual([100, 50]);
    expect(spreadDiscount([100], 0)).toEqual([0]);
  });
});
