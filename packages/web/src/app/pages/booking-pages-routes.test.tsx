import { describe, expect, it } from 'vitest';
import { addSalesToCart } from '../../features/cart/cart-actions';
import { getCart } from '../../features/cart/cart-store';
import { storeSession } from '../../test/customer-fixtures';
import { bookingToSale, prebookToSale } from './booking-pages-routes';

const entry = {
  description: '20/06/2030 18:00 (90 min)',
  bookingId: 55,
  paymentDeadline: '2030-06-20T16:00:00.000Z',
  serviceFree: false,
  paymentPending: true,
  totalWithDiscount: 7.5,
  title: 'Padel - Court 2',
  cancelUrl: 'publicbookings/cancel/55/7',
  saleId: 901,
  saleNumber: 'RES-000055-1',
  paymentType: 2,
  holdExpiresAt: '2030-06-19T10:15:00.000Z',
};

describe('bookings into the cart', () => {
  it('a prebooked booking is one cart sale with its cancel URL, grouped by booking, never twice', () => {
    storeSession();
    localStorage.removeItem('crt');
    expect(addSalesToCart([prebookToSale(entry)])).toEqual({ ok: true });
    expect(addSalesToCart([prebookToSale(entry)])).toEqual({ ok: true });
    expect(getCart().sales).toEqual([
      {
        id: 901,
        saleIds: [901],
        cancelUrls: ['publicbookings/cancel/55/7'],
        groupId: 'booking-55',
        title: 'Padel - Court 2 · 20/06/2030 18:00 (90 min)',
        saleNumber: 'RES-000055-1',
        pending: 7.5,
        paid: 0,
        total: 7.5,
        paymentType: 2,
        paymentDeadline: '2030-06-20T16:00:00.000Z',
      },
    ]);
    // A shared payment is never mixed with another sale.
    expect(addSalesToCart([prebookToSale({ ...entry, bookingId: 56, saleId: 902 })]).ok).toBe(false);
  });

  it("Pay from My Bookings: the member's own sale; only an unpaid hold of the owner carries the cancel URL", () => {
    const base = {
      id: 40,
      bookingType: 'Padel',
      resourceName: 'Court 2',
      dtStart: '2030-06-20 18:00',
      paymentPending: 9,
      paymentType: 1,
      paymentDeadline: '2030-06-20T16:00:00.000Z',
      players: [{ customerId: 7 }],
    };
    const held = bookingToSale(
      { ...base, saleId: 77, status: 'held', canCancel: true } as Parameters<typeof bookingToSale>[0],
      '20/06/2030 18:00',
    );
    expect(held).toMatchObject({
      id: 77,
      pending: 9,
      groupId: 'booking-40',
      cancelUrls: ['publicbookings/cancel/40/7'],
      title: 'Padel - Court 2 · 20/06/2030 18:00',
    });
    const share = bookingToSale(
      { ...base, saleId: 78, status: 'confirmed', canCancel: false } as Parameters<typeof bookingToSale>[0],
      '20/06/2030 18:00',
    );
    expect(share.cancelUrls).toEqual([]);
  });
});
