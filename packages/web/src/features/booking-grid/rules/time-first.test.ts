import { describe, expect, it } from 'vitest';
import type { BookingListItem } from '@clubportal/contract/bookings';
import { shownPrice } from './booking-choice';
import { startOfSlot, startsAcrossResources } from './time-first';

const price = (amount: number) => ({ price: amount, netPrice: amount, isSpecialPrice: false });
const court = (id: number, slots: Array<[string, string, Record<string, number>, number[]?]>): BookingListItem => ({
  id,
  name: `Pista ${id}`,
  type: 'padel_court',
  image: '',
  showNameOnline: true,
  preferedDuration: 90,
  timeTable: slots.map(([start, sstart, prices, durations]) => ({
    id: `${id}-${start}`,
    start,
    sstart,
    durations: durations ?? [60, 90],
    priceByDuration: Object.fromEntries(Object.entries(prices).map(([d, p]) => [d, price(p)])),
    noOnlineBlocks: [],
  })),
});

const NINE = '2026-03-30T07:00:00.000Z';
const TEN = '2026-03-30T08:00:00.000Z';
const EIGHT = '2026-03-30T06:00:00.000Z';

describe('startsAcrossResources (the time-first view)', () => {
  const list = [
    court(1, [
      [NINE, '09:00', { 90: 36 }],
      [TEN, '10:00', { 90: 36 }],
    ]),
    court(2, [
      [EIGHT, '08:00', { 60: 20 }, [60]],
      [NINE, '09:00', { 90: 30 }],
    ]),
    court(3, []),
  ];

  it('gives each start once, earliest first, with the courts free at it and the lowest price shown', () => {
    const rows = startsAcrossResources(list, null);
    expect(rows.map((r) => [r.sstart, r.courts.map((c) => c.resource.name), r.from])).toEqual([
      ['08:00', ['Pista 2'], 20],
      ['09:00', ['Pista 1', 'Pista 2'], 30],
      ['10:00', ['Pista 1'], 36],
    ]);
  });

  it('keeps each court at its place in the list, for "Court N" names', () => {
    expect(startsAcrossResources(list, null)[1]?.courts.map((c) => c.index)).toEqual([0, 1]);
  });

  it('hides what the duration chip hides, like the carousel', () => {
    const rows = startsAcrossResources(list, 90);
    expect(rows.map((r) => r.sstart)).toEqual(['09:00', '10:00']);
  });

  it('has no price when no court of the start was priced for the shown duration', () => {
    expect(startsAcrossResources([court(1, [[NINE, '09:00', { 60: 20 }]])], 90)[0]?.from).toBeNull();
  });

  it('is empty for a day with nothing free', () => {
    expect(startsAcrossResources([court(1, [])], null)).toEqual([]);
  });
});

describe('shownPrice', () => {
  const entry = court(1, [[NINE, '09:00', { 90: 36 }]]).timeTable[0]!;
  it('shows the priced duration, or the chip’s', () => {
    expect(shownPrice(entry, null)).toEqual({ duration: 90, price: price(36) });
    expect(shownPrice(entry, 60)).toEqual({ duration: 60, price: undefined });
  });
});

describe('startOfSlot', () => {
  it('finds the start of the slot the address opens, or nothing', () => {
    const list = [court(1, [[NINE, '09:00', { 90: 36 }]])];
    expect(startOfSlot(list, `1-${NINE}`)).toBe(NINE);
    expect(startOfSlot(list, '9-9')).toBeNull();
    expect(startOfSlot(list, null)).toBeNull();
  });
});
