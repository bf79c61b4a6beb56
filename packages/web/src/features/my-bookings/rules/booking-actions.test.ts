import { describe, expect, it } from 'vitest';
import { cancelClosedNote, COPIED_TOOLTIP_MS, payAction, playerStateKey, shareLinks, showsOpenFacility } from './booking-actions';

describe('my bookings actions', () => {
  it('Pay: to the checkout when the sale is in the cart, else add it; nothing when nothing is owed', () => {
    expect(payAction({ paymentPending: 7.5, saleId: 12 }, [12])).toBe('checkout');
    expect(payAction({ paymentPending: 7.5, saleId: 12 }, [3])).toBe('addToCart');
    expect(payAction({ paymentPending: 0, saleId: 12 }, [])).toBe('none');
    expect(payAction({ paymentPending: 5, saleId: null }, [])).toBe('none');
  });

  it('Open Facility only with turnstiles enabled and no QR, for a booking still to come', () => {
    expect(showsOpenFacility(true, { qr: null, isPast: false })).toBe(true);
    expect(showsOpenFacility(false, { qr: null, isPast: false })).toBe(false);
    expect(showsOpenFacility(true, { qr: { content: 'x', contentType: 'text/plain', encoding: 'utf8' }, isPast: false })).toBe(false);
    expect(showsOpenFacility(true, { qr: null, isPast: true })).toBe(false);
  });

  it('shares the public page by token and the join page when joining is allowed', () => {
    expect(shareLinks({ id: 7, bookingToken: 'abcdefghijklmnopqrstuv', allowJoin: true })).toEqual({
      publicPath: '/booking/abcdefghijklmnopqrstuv',
      joinPath: '/booking-join/7',
    });
    expect(shareLinks({ id: 7, bookingToken: null, allowJoin: false })).toEqual({ publicPath: null, joinPath: null });
  });

  it("keeps the 'Copied' tooltip for 2 seconds (spec section 9)", () => {
    expect(COPIED_TOOLTIP_MS).toBe(2000);
  });

  it("names a player's state: invited before any answer, then paid or still to pay; open places say nothing", () => {
    expect(playerStateKey({ isPlaceholder: false, state: 'invited', paymentState: 'none' })).toBe('invited');
    expect(playerStateKey({ isPlaceholder: false, state: 'accepted', paymentState: 'pending' })).toBe('unpaid');
    expect(playerStateKey({ isPlaceholder: false, state: 'joined', paymentState: 'paid' })).toBe('paid');
    expect(playerStateKey({ isPlaceholder: false, state: 'accepted', paymentState: 'none' })).toBeNull();
    expect(playerStateKey({ isPlaceholder: true, state: null, paymentState: 'none' })).toBeNull();
  });

  it('says why Cancel is absent only on a coming booking that cannot be cancelled, with the window in hours', () => {
    const base = { canCancel: false, isPast: false, cancelClosedReason: 'window' as const, cancelWindowMinutes: 90 };
    expect(cancelClosedNote(base)).toEqual({ key: 'window', hours: 1.5 });
    expect(cancelClosedNote({ ...base, canCancel: true })).toBeNull();
    expect(cancelClosedNote({ ...base, isPast: true })).toBeNull();
    expect(cancelClosedNote({ ...base, cancelClosedReason: null })).toBeNull();
  });
});
