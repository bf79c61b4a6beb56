import { describe, expect, it } from 'vitest';
import { PaymentType } from '@clubportal/contract/enums';
import { parseStoredCart } from './stored-cart';
import {
  addProduct,
  addSales,
  CART_LIFETIME_DAYS,
  changeUnits,
  EMPTY_CART,
  linesAfterAdding,
  nextUnits,
  readStoredCart,
  removeItem,
  removeSale,
  settleSale,
  withNewGuid,
  type Cart,
  type CartChange,
  type CartProduct,
  type SaleInput,
} from './cart-rules';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const guid = () => 'guid-1';
const racket: CartProduct = { id: 7, name: 'Pala Vertex', logo: 'vertex.png', transportRequired: true, grossPrice: 189.95 };
const balls: CartProduct = { id: 8, name: 'Bolas x3', logo: 'balls.png', transportRequired: false, grossPrice: 0.1 };
const fee: SaleInput = { id: 50, title: 'Cuota marzo', saleNumber: 'S-50', pending: 30, total: 30, paymentType: PaymentType.NotSet };
const shared: SaleInput = {
  id: 90,
  title: 'Pista 3',
  pending: 6.25,
  total: 6.25,
  paymentType: PaymentType.Shared,
  groupId: 'booking-12',
  cancelUrls: ['publicbookings/cancel/12/4'],
  paymentDeadline: '2026-03-02T10:00:00.000Z',
};

function ok(change: CartChange): Cart {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change.cart;
}
const withRacket = (units = 1) => ok(addProduct(EMPTY_CART, racket, units, NOW, guid));

describe('creating the cart', () => {
  it('starts on the first add with a guid and a 24-day life', () => {
    const cart = withRacket();
    expect(cart.guid).toBe('guid-1');
    expect(Date.parse(cart.expires) - NOW.getTime()).toBe(CART_LIFETIME_DAYS * 86_400_000);
  });

  it('keeps its guid on later changes and renews its life', () => {
    const cart = withRacket();
    const later = new Date(NOW.getTime() + 86_400_000);
    const next = ok(addProduct(cart, balls, 1, later, () => 'other'));
    expect(next.guid).toBe('guid-1');
    expect(Date.parse(next.expires)).toBe(later.getTime() + CART_LIFETIME_DAYS * 86_400_000);
  });
});

describe('adding products', () => {
  it('adds units to the line the product already has', () => {
    const cart = ok(addProduct(withRacket(2), racket, 3, NOW, guid));
    expect(cart.sItems).toHaveLength(1);
    expect(cart.sItems[0]?.units).toBe(5);
  });

  it('never goes above 1000 units a line', () => {
    const cart = ok(addProduct(withRacket(999), racket, 5, NOW, guid));
    expect(cart.sItems[0]?.units).toBe(1000);
  });

  it('asks the stock check about the whole would-be cart', () => {
    const cart = ok(addProduct(withRacket(2), balls, 1, NOW, guid));
    expect(linesAfterAdding(cart, racket.id, 3).map((l) => [l.productId, l.units])).toEqual([
      [7, 5],
      [8, 1],
    ]);
    expect(linesAfterAdding(cart, 99, 1).map((l) => [l.productId, l.units])).toContainEqual([99, 1]);
  });
});

describe('totals', () => {
  it('recalculates line subTotal and totalWithDiscount from units and price', () => {
    const item = withRacket(3).sItems[0];
    expect(item?.subTotal).toBe(569.85);
    expect(item?.totalWithDiscount).toBe(569.85);
  });

  it('totals item lines plus the pending of sales, without float drift', () => {
    let cart = ok(addProduct(EMPTY_CART, balls, 3, NOW, guid));
    cart = ok(addProduct(cart, { ...racket, grossPrice: 0.2 }, 1, NOW, guid));
    cart = ok(addSales(cart, [{ ...fee, pending: 12.5, total: 40 }], NOW, guid));
    expect(cart.total).toBe(13);
  });

  it('counts units plus sale groups', () => {
    let cart = ok(addProduct(withRacket(2), balls, 3, NOW, guid));
    cart = ok(addSales(cart, [fee, { ...fee, id: 51, groupId: 'g' }, { ...fee, id: 52, groupId: 'g' }], NOW, guid));
    expect(cart.count).toBe(2 + 3 + 2);
  });
});

describe('adding sales', () => {
  it('does not add the same sale twice', () => {
    const once = ok(addSales(EMPTY_CART, [fee], NOW, guid));
    const twice = ok(addSales(once, [fee], NOW, guid));
    expect(twice.sales).toHaveLength(1);
    expect(twice.total).toBe(30);
  });

  it('joins a sale to its group: sale ids, pending and total add up', () => {
    const a: SaleInput = { ...fee, id: 60, groupId: 'fees-2026', pending: 30, total: 30, cancelUrls: ['x/60'] };
    const b: SaleInput = { ...fee, id: 61, groupId: 'fees-2026', pending: 20, total: 25, cancelUrls: ['x/61'] };
    const cart = ok(addSales(ok(addSales(EMPTY_CART, [a], NOW, guid)), [b], NOW, guid));
    expect(cart.sales).toHaveLength(1);
    expect(cart.sales[0]).toMatchObject({ id: 60, saleIds: [60, 61], pending: 50, total: 55, cancelUrls: ['x/60', 'x/61'] });
    // A sale of the group already in it is not added again.
    expect(ok(addSales(cart, [b], NOW, guid)).sales[0]?.saleIds).toEqual([60, 61]);
  });
});

describe('shared payments are never mixed', () => {
  it('refuses a shared payment into a cart with other things', () => {
    expect(addSales(withRacket(), [shared], NOW, guid)).toEqual({ ok: false, reason: 'sharedCannotMix' });
    expect(addSales(ok(addSales(EMPTY_CART, [fee], NOW, guid)), [shared], NOW, guid)).toEqual({ ok: false, reason: 'sharedCannotMix' });
    expect(addSales(EMPTY_CART, [shared, fee], NOW, guid)).toEqual({ ok: false, reason: 'sharedCannotMix' });
  });

  it('refuses anything else into a cart holding a shared payment', () => {
    const cart = ok(addSales(EMPTY_CART, [shared], NOW, guid));
    expect(addProduct(cart, racket, 1, NOW, guid)).toEqual({ ok: false, reason: 'sharedInCart' });
    expect(addSales(cart, [fee], NOW, guid)).toEqual({ ok: false, reason: 'sharedInCart' });
    expect(addSales(cart, [{ ...shared, id: 91, groupId: 'booking-13' }], NOW, guid)).toEqual({ ok: false, reason: 'sharedInCart' });
  });

  it('lets the sales of the same shared booking join it', () => {
    const cart = ok(addSales(EMPTY_CART, [shared], NOW, guid));
    expect(ok(addSales(cart, [{ ...shared, id: 92 }], NOW, guid)).sales[0]?.saleIds).toEqual([90, 92]);
  });
});

describe('quantities', () => {
  it('Increment adds one, up to 1000', () => {
    expect(nextUnits(2, { kind: 'increment' })).toBe(3);
    expect(nextUnits(1000, { kind: 'increment' })).toBe(1000);
  });

  it('Decrement subtracts one, and gives 0 at or under 1', () => {
    expect(nextUnits(3, { kind: 'decrement' })).toBe(2);
    expect(nextUnits(1, { kind: 'decrement' })).toBe(0);
    expect(nextUnits(0, { kind: 'decrement' })).toBe(0);
  });

  it('another value sets the units; non-numeric is ignored; over 1000 is 1000', () => {
    expect(nextUnits(2, { kind: 'set', value: '7' })).toBe(7);
    expect(nextUnits(2, { kind: 'set', value: 'abc' })).toBeNull();
    expect(nextUnits(2, { kind: 'set', value: '-3' })).toBeNull();
    expect(nextUnits(2, { kind: 'set', value: 5000 })).toBe(1000);
  });

  it('zero units removes the line and each change recalculates', () => {
    const cart = ok(addProduct(withRacket(2), balls, 1, NOW, guid));
    const more = changeUnits(cart, racket.id, { kind: 'increment' }, NOW);
    expect(more.sItems[0]?.subTotal).toBe(569.85);
    expect(more.count).toBe(4);
    const gone = changeUnits(changeUnits(withRacket(1), racket.id, { kind: 'decrement' }, NOW), racket.id, { kind: 'decrement' }, NOW);
    expect(gone.sItems).toHaveLength(0);
    expect(changeUnits(cart, racket.id, { kind: 'set', value: 0 }, NOW).sItems.map((i) => i.productId)).toEqual([8]);
    expect(changeUnits(cart, racket.id, { kind: 'set', value: 'x' }, NOW)).toBe(cart);
  });
});

describe('removing', () => {
  it('removes a product line', () => {
    const cart = removeItem(ok(addProduct(withRacket(2), balls, 1, NOW, guid)), racket.id, NOW);
    expect(cart.sItems.map((i) => i.productId)).toEqual([8]);
    expect(cart.total).toBe(0.1);
  });

  it('removes a sale with its whole group', () => {
    const cart = ok(addSales(EMPTY_CART, [fee, { ...fee, id: 51, groupId: 'g' }, { ...fee, id: 52, groupId: 'g' }], NOW, guid));
    const left = removeSale(cart, 51, NOW);
    expect(left.sales.map((s) => s.id)).toEqual([50]);
    expect(left.count).toBe(1);
    expect(left.total).toBe(30);
  });
});

describe('the stored cart', () => {
  it('reads back what was stored', () => {
    const cart = withRacket(2);
    expect(readStoredCart(JSON.stringify(cart), NOW, parseStoredCart)).toEqual(cart);
  });

  it('is gone after its 24 days', () => {
    const cart = withRacket(2);
    expect(readStoredCart(JSON.stringify(cart), new Date(Date.parse(cart.expires) + 1), parseStoredCart)).toBe(EMPTY_CART);
  });

  it('is empty when missing or unreadable', () => {
    expect(readStoredCart(null, NOW, parseStoredCart)).toBe(EMPTY_CART);
    expect(readStoredCart('{not json', NOW, parseStoredCart)).toBe(EMPTY_CART);
    expect(readStoredCart(JSON.stringify({ sItems: 'x' }), NOW, parseStoredCart)).toBe(EMPTY_CART);
  });

  it('recomputes count and total on read (a sale stored by another flow)', () => {
    const raw = {
      guid: 'g',
      sItems: [],
      sales: [{ ...shared, saleIds: [90], cancelUrls: [], saleNumber: '', paid: 0 }],
      expires: '2026-03-10T00:00:00.000Z',
    };
    const cart = readStoredCart(JSON.stringify(raw), NOW, parseStoredCart);
    expect(cart.count).toBe(1);
    expect(cart.total).toBe(6.25);
  });
});

describe('after a voucher payment and a changed checkout', () => {
  it('takes the paid sale out without its cancel URLs and keeps what it still owes as a new entry', () => {
    const booking: SaleInput = {
      ...fee,
      id: 60,
      title: 'Pista 4',
      cancelUrls: ['publicbookings/cancel/9/7'],
      paymentType: PaymentType.Full,
    };
    let cart = ok(addSales(EMPTY_CART, [booking, { ...fee, id: 61 }], NOW, guid));
    const paid = settleSale(cart, 61, null, NOW);
    expect(paid.sales.map((s) => s.id)).toEqual([60]);
    cart = settleSale(cart, 60, { id: 60, saleNumber: 'S-60', title: '', total: 30, pending: 10, paid: 20 }, NOW);
    const rest = cart.sales.find((s) => s.id === 60);
    expect(rest).toMatchObject({ saleIds: [60], pending: 10, paid: 20, title: 'Pista 4', cancelUrls: ['publicbookings/cancel/9/7'] });
    expect(cart.total).toBe(40);
    const group = ok(
      addSales(
        EMPTY_CART,
        [
          { ...fee, id: 70, groupId: 'g' },
          { ...fee, id: 71, groupId: 'g' },
        ],
        NOW,
        guid,
      ),
    );
    expect(settleSale(group, 70, null, NOW).sales.map((s) => [s.id, s.saleIds])).toEqual([[71, [71]]]);
  });

  it('gives a cart a new guid, never the empty one', () => {
    const cart = ok(addSales(EMPTY_CART, [fee], NOW, guid));
    expect(withNewGuid(cart, () => 'guid-2').guid).toBe('guid-2');
    expect(withNewGuid(EMPTY_CART, () => 'guid-2')).toBe(EMPTY_CART);
  });
});
