import { describe, expect, it } from 'vitest';
import { sharedFigures, sharedPaymentDeadline } from './shares';

describe('shared payment figures', () => {
  it("shows the owner's share of their price and the total of every place", () => {
    // 30.00 between 4: 7.50 each; the open places at the same (generic) price.
    expect(sharedFigures({ ownPrice: 30, genericPrice: 30, maxParticipants: 4, listed: 1, currency: 'EUR' })).toEqual({
      ownerShare: 7.5,
      total: 30,
      difference: null,
      shares: [7.5, 7.5, 7.5, 7.5],
    });
  });

  it("a member's special price lowers only their own share; the others' places cost the generic share", () => {
    // Owner 20.00 / 4 = 5.00; three generic places of 24.00 / 4 = 6.00.
    expect(sharedFigures({ ownPrice: 20, genericPrice: 24, maxParticipants: 4, listed: 2, currency: 'EUR' })).toEqual({
      ownerShare: 5,
      total: 23,
      // What makes the total differ from the member's 20.00: the three other places at the generic share.
      difference: { places: 3, amount: 18 },
      shares: [5, 6, 6, 6],
    });
  });

  it('gives the cents that do not divide to the first places, so the shares add up', () => {
    expect(sharedFigures({ ownPrice: 10, genericPrice: 10, maxParticipants: 3, listed: 1, currency: 'EUR' })).toEqual({
      ownerShare: 3.34,
      total: 10,
      difference: null,
      shares: [3.34, 3.33, 3.33],
    });
    expect(sharedFigures({ ownPrice: 10000, genericPrice: 10000, maxParticipants: 3, listed: 1, currency: 'CLP' })).toEqual({
      ownerShare: 3334,
      total: 10000,
      difference: null,
      shares: [3334, 3333, 3333],
    });
  });

  it('announces the deadline the server sets: the start when a day or more away, else 4 hours from now, never after the start', () => {
    expect(sharedPaymentDeadline('2026-06-20T18:00:00.000Z', new Date('2026-06-18T10:00:00.000Z'))).toBe('2026-06-20T18:00:00.000Z');
    expect(sharedPaymentDeadline('2026-06-20T18:00:00.000Z', new Date('2026-06-20T10:00:00.000Z'))).toBe('2026-06-20T14:00:00.000Z');
    expect(sharedPaymentDeadline('2026-06-20T18:00:00.000Z', new Date('2026-06-20T16:00:00.000Z'))).toBe('2026-06-20T18:00:00.000Z');
  });
});
