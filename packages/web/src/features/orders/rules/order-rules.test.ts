import { describe, expect, it } from 'vitest';
import { documentPagePath, itemLinksToShop } from './order-rules';

const item = { productId: 5, category: 'article', name: 'Balls', logo: '', price: 5, units: 1, total: 5 };

describe('order rules', () => {
  it('links shop articles only', () => {
    expect(itemLinksToShop(item)).toBe(true);
    expect(itemLinksToShop({ ...item, category: 'fee' })).toBe(false);
    expect(itemLinksToShop({ ...item, productId: null })).toBe(false);
  });

  it('opens invoices and tickets on their own pages', () => {
    expect(documentPagePath('invoice', 'abc')).toBe('/publicinvoices/abc');
    expect(documentPagePath('ticket', 'abc')).toBe('/publictickets/abc');
  });
});
