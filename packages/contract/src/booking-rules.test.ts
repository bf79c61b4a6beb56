import { describe, expect, it } from 'vitest';
import {
  availableStarts,
  canCancelAt,
  clubDay,
  isBookableStart,
  lastBookableDate,
  lowestPrice,
  playerShare,
  priceOf,
  sharedTotal,
  sharePaymentDeadline,
  startingOrder,
  type PriceCustomer,
  type PriceRule,
  type PriceSlot,
} from './booking-rules.js';

const MADRID = 'Europe/Madrid';
const base = { zone: MADRID, stepMinutes: 30, busy: [], now: '2026-01-01T00:00:00.000Z', anticipationMins: null };

describe('availableStarts', () => {
  it('offers every start of the grid with the durations that fit before closing', () => {
    const starts = availableStarts({
      ...base,
      date: '2026-07-01',
      openings: [{ open: '09:00', close: '11:00' }],
      durations: [60, 90, 120],
    });
    expect(starts.map((s) => [s.label, s.durations])).toEqual([
      ['09:00', [60, 90, 120]],
      ['09:30', [60, 90]],
      ['10:00', [60]],
    ]);
    // Madrid is UTC+2 in summer.
    expect(starts[0]?.start).toBe('2026-07-01T07:00:00.000Z');
  });

  it('leaves out durations that would run into a booking, and starts inside it', () => {
    const busy = [{ start: Date.parse('2026-07-01T08:30:00.000Z'), end: Date.parse('2026-07-01T09:30:00.000Z') }]; // 10:30-11:30 local
    const starts = availableStarts({
      ...base,
      date: '2026-07-01',
      openings: [{ open: '09:00', close: '13:00' }],
      durations: [60, 90],
      busy,
    });
    expect(starts.map((s) => [s.label, s.durations])).toEqual([
      ['09:00', [60, 90]],
      ['09:30', [60]],
      ['11:30', [60, 90]],
      ['12:00', [60]],
    ]);
  });

  it('offers nothing in the past nor beyond the anticipation', () => {
    const input = { ...base, date: '2026-07-01', openings: [{ open: '09:00', close: '12:00' }], durations: [60] };
    const now = '2026-07-01T07:45:00.000Z'; // 09:45 local
    const starts = availableStarts({ ...input, now, anticipationMins: 60 });
    expect(starts.map((s) => s.label)).toEqual(['10:00', '10:30']);
  });

  it('has no starts in the skipped hour of 2026-03-29 in Madrid and keeps real lengths across it', () => {
    const starts = availableStarts({ ...base, date: '2026-03-29', openings: [{ open: '00:00', close: '05:00' }], durations: [60] });
    const labels = starts.map((s) => s.label);
    expect(labels).not.toContain('02:00');
    expect(labels).not.toContain('02:30');
    expect(labels).toContain('01:30'); // 01:30-03:30 local: one real hour
    expect(starts.find((s) => s.label === '03:00')?.start).toBe('2026-03-29T01:00:00.000Z');
    // 00:00..05:00 local is 4 real hours: 7 starts of a 60-minute slot every 30 minutes.
    expect(starts).toHaveLength(7);
  });

  it('offers the repeated hour twice on 2026-10-25 in Madrid, as two different instants', () => {
    const starts = availableStarts({ ...base, date: '2026-10-25', openings: [{ open: '01:00', close: '04:00' }], durations: [60] });
    const twoOClock = starts.filter((s) => s.label === '02:00');
    expect(twoOClock.map((s) => s.start)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    // 01:00..04:00 local is 4 real hours on the long day.
    expect(starts).toHaveLength(7);
  });

  it('computes the club day of a daylight-saving change with its weekday', () => {
    expect(clubDay('2026-03-29', MADRID)).toEqual({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z', weekday: 7 });
    expect(clubDay('2026-10-25', MADRID)).toEqual({ start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z', weekday: 7 });
  });
});

describe('prices', () => {
  const rule = (r: Partial<PriceRule> & Pick<PriceRule, 'durationMinutes' | 'from' | 'to' | 'price'>): PriceRule => ({
    id: 0,
    weekday: null,
    resourceId: null,
    customerGroupId: null,
    customerId: null,
    validFrom: null,
    validTo: null,
    ...r,
  });
  // In the starting order (startingOrder): what the rule before ordered rules gave, first match wins.
  const rules: PriceRule[] = startingOrder([
    rule({ durationMinutes: 60, from: '08:00', to: '17:00', price: 1600 }),
    rule({ durationMinutes: 60, from: '17:00', to: '24:00', price: 2400 }),
    rule({ durationMinutes: 60, weekday: 6, from: '08:00', to: '24:00', price: 2800 }),
    rule({ durationMinutes: 60, from: '17:00', to: '24:00', customerGroupId: 7, price: 2000 }),
    rule({ durationMinutes: 90, from: '08:00', to: '24:00', price: 3000 }),
  ]);
  const slot = (durationMinutes: number, weekday: number, time: string, more: Partial<PriceSlot> = {}): PriceSlot => ({
    durationMinutes,
    weekday,
    time,
    date: '2026-07-08',
    resourceId: 1,
    ...more,
  });
  const paid = (rules: PriceRule[], s: PriceSlot, who?: PriceCustomer) => {
    const p = priceOf(rules, s, who);
    return p && { price: p.price, isSpecialPrice: p.isSpecialPrice };
  };

  it('picks the time band of the start and the duration', () => {
    expect(paid(rules, slot(60, 3, '16:30'))).toEqual({ price: 1600, isSpecialPrice: false });
    expect(paid(rules, slot(60, 3, '17:00'))).toEqual({ price: 2400, isSpecialPrice: false });
    expect(paid(rules, slot(90, 3, '10:00'))).toEqual({ price: 3000, isSpecialPrice: false });
  });

  it('prefers a weekday rule to an every-day one in the starting order', () => {
    expect(paid(rules, slot(60, 6, '10:00'))).toEqual({ price: 2800, isSpecialPrice: false });
  });

  it("gives a group's member the special price, flagged", () => {
    expect(paid(rules, slot(60, 3, '19:00'), { customerId: 5, groupIds: [7] })).toEqual({ price: 2000, isSpecialPrice: true });
    expect(paid(rules, slot(60, 3, '19:00'), { customerId: 5, groupIds: [8] })).toEqual({ price: 2400, isSpecialPrice: false });
  });

  it('has no price for an unpriced duration or time', () => {
    expect(priceOf(rules, slot(120, 3, '10:00'))).toBeNull();
    expect(priceOf(rules, slot(60, 3, '07:00'))).toBeNull();
    expect(lowestPrice(rules)).toBe(1600);
  });

  it('takes the first rule that holds, in the given order, and names it', () => {
    const ordered = [
      rule({ id: 1, durationMinutes: 60, from: '00:00', to: '24:00', price: 1000 }),
      rule({ id: 2, durationMinutes: 60, from: '00:00', to: '24:00', customerId: 5, price: 500 }),
    ];
    expect(priceOf(ordered, slot(60, 3, '10:00'), { customerId: 5, groupIds: [] })?.rule.id).toBe(1);
    expect(priceOf([...ordered].reverse(), slot(60, 3, '10:00'), { customerId: 5, groupIds: [] })).toMatchObject({
      price: 500,
      isSpecialPrice: true,
      rule: { id: 2 },
    });
    expect(priceOf([...ordered].reverse(), slot(60, 3, '10:00'), { customerId: 6, groupIds: [] })?.rule.id).toBe(1);
  });

  it('holds a court and a date range to their slots, ends included', () => {
    const list = [
      rule({ id: 1, durationMinutes: 60, from: '00:00', to: '24:00', resourceId: 2, price: 900 }),
      rule({ id: 2, durationMinutes: 60, from: '00:00', to: '24:00', validFrom: '2026-12-24', validTo: '2026-12-26', price: 3000 }),
      rule({ id: 3, durationMinutes: 60, from: '00:00', to: '24:00', price: 1000 }),
    ];
    expect(priceOf(list, slot(60, 3, '10:00', { resourceId: 2 }))?.rule.id).toBe(1);
    expect(priceOf(list, slot(60, 3, '10:00', { resourceId: null }))?.rule.id).toBe(3);
    expect(priceOf(list, slot(60, 3, '10:00', { date: '2026-12-24' }))?.rule.id).toBe(2);
    expect(priceOf(list, slot(60, 3, '10:00', { date: '2026-12-26' }))?.rule.id).toBe(2);
    expect(priceOf(list, slot(60, 3, '10:00', { date: '2026-12-27' }))?.rule.id).toBe(3);
  });

  it('sells nothing that no rule for everyone covers, even to a customer with a rule of their own', () => {
    const list = [rule({ durationMinutes: 60, from: '00:00', to: '24:00', customerGroupId: 7, price: 100 })];
    expect(priceOf(list, slot(60, 3, '10:00'), { customerId: 5, groupIds: [7] })).toBeNull();
  });
});

describe('share payment deadline (the one rule: checkout reading)', () => {
  const start = '2026-07-10T18:00:00.000Z';
  it('is the start when the place is taken at least 24 hours before it', () => {
    expect(sharePaymentDeadline(start, '2026-07-09T18:00:00.000Z')).toBe(start);
    expect(sharePaymentDeadline(start, '2026-07-01T09:30:00.000Z')).toBe(start);
  });
  it('leaves 4 hours from the moment the place is taken when the start is closer', () => {
    expect(sharePaymentDeadline(start, '2026-07-09T18:00:01.000Z')).toBe('2026-07-09T22:00:01.000Z');
    expect(sharePaymentDeadline(start, '2026-07-10T10:00:00.000Z')).toBe('2026-07-10T14:00:00.000Z');
  });
  it('is never after play starts', () => {
    expect(sharePaymentDeadline(start, '2026-07-10T15:00:00.000Z')).toBe(start);
    expect(sharePaymentDeadline(start, '2026-07-10T17:59:00.000Z')).toBe(start);
    for (let minutes = 0; minutes <= 48 * 60; minutes += 7) {
      const takenAt = new Date(Date.parse(start) - minutes * 60_000).toISOString();
      expect(Date.parse(sharePaymentDeadline(start, takenAt))).toBeLessThanOrEqual(Date.parse(start));
      expect(Date.parse(sharePaymentDeadline(start, takenAt))).toBeGreaterThanOrEqual(Date.parse(takenAt));
    }
  });
  it('counts the 24 hours in real time across a daylight-saving change (Madrid, 29 March 2026)', () => {
    // 28 March 10:00 to 29 March 10:00 in Madrid reads as a day but is 23 hours: the start is under 24 hours away.
    expect(sharePaymentDeadline('2026-03-29T08:00:00.000Z', '2026-03-28T09:00:00.000Z')).toBe('2026-03-28T13:00:00.000Z');
    expect(sharePaymentDeadline('2026-03-29T08:00:00.000Z', '2026-03-28T08:00:00.000Z')).toBe('2026-03-29T08:00:00.000Z');
  });
});

describe('shared payment', () => {
  it('splits a price by maxParticipants and the shares add up to it, the owner taking the odd cent', () => {
    expect([0, 1, 2, 3].map((p) => playerShare(2400, 4, p))).toEqual([600, 600, 600, 600]);
    expect([0, 1, 2].map((p) => playerShare(1000, 3, p))).toEqual([334, 333, 333]);
    expect(() => playerShare(1000, 0, 0)).toThrow(RangeError);
    expect(() => playerShare(1000, 2, 2)).toThrow(RangeError);
  });
  it('shared total: the listed players plus the generic share of each open place', () => {
    // Owner (member, special 20.00 -> 5.00) and a guest at the generic 24.00 -> 6.00; two open places at 6.00.
    expect(sharedTotal([500, 600], 2400, 4)).toBe(2300);
    expect(sharedTotal([], 2400, 4)).toBe(2400);
    expect(() => sharedTotal([1, 1, 1], 2400, 2)).toThrow(RangeError);
  });
});

describe('anticipation and cancellation', () => {
  it('books only future starts up to now plus anticipationMins', () => {
    const now = '2026-07-01T10:00:00.000Z';
    expect(isBookableStart('2026-07-01T10:00:00.000Z', now, null)).toBe(false);
    expect(isBookableStart('2026-07-08T10:00:00.000Z', now, 7 * 24 * 60)).toBe(true);
    expect(isBookableStart('2026-07-08T10:30:00.000Z', now, 7 * 24 * 60)).toBe(false);
    expect(isBookableStart('2027-07-08T10:30:00.000Z', now, null)).toBe(true);
    expect(lastBookableDate(now, 7 * 24 * 60, MADRID)).toBe('2026-07-08');
  });
  it('lets the owner cancel until the window before the start', () => {
    expect(canCancelAt('2026-07-02T10:00:00.000Z', '2026-07-01T10:00:00.000Z', 24 * 60)).toBe(true);
    expect(canCancelAt('2026-07-02T10:00:00.000Z', '2026-07-01T10:00:01.000Z', 24 * 60)).toBe(false);
  });
});
