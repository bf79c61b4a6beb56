import { describe, expect, it } from 'vitest';
import { decodeBookingPayload, encodeBookingPayload } from '@clubportal/contract/booking-payload';
import type { BookingListItem, BookingType } from '@clubportal/contract/bookings';
import {
  bookingPayload,
  bookingTypeHref,
  choiceBlocks,
  durationsLackingPrice,
  offersDuration,
  relatedBlock,
  sameStartElsewhere,
  shownDurations,
  typeCategories,
  type SlotChoice,
  type TimeTableEntry,
} from './booking-choice';

const price = (amount: number) => ({ price: amount, netPrice: amount, isSpecialPrice: false });
const entry = (over: Partial<TimeTableEntry> = {}): TimeTableEntry => ({
  id: '3-1774890000000',
  start: '2026-03-30T17:00:00.000Z',
  sstart: '19:00',
  durations: [60, 90, 120],
  priceByDuration: { '90': price(36) },
  noOnlineBlocks: [],
  ...over,
});
const padel = { id: 1, name: 'Pádel', category: 'Pádel', maxParticipants: 4, bookingByPlace: false, byPlace: false } as BookingType;

describe('which durations a slot offers and which lack a price', () => {
  it('shows every duration, or only the chip picked', () => {
    expect(shownDurations(entry(), null)).toEqual([60, 90, 120]);
    expect(shownDurations(entry(), 120)).toEqual([120]);
    expect(offersDuration(entry({ durations: [60] }), 90)).toBe(false);
    expect(offersDuration(entry({ durations: [60] }), null)).toBe(true);
  });

  it('asks loadprice only for the durations the list did not price', () => {
    expect(durationsLackingPrice(entry(), [60, 90, 120])).toEqual([60, 120]);
    expect(durationsLackingPrice(entry(), [90])).toEqual([]);
    expect(durationsLackingPrice(entry({ priceByDuration: {} }), [60])).toEqual([60]);
  });
});

describe('the checkout payload', () => {
  const choice: SlotChoice = {
    resource: { id: 3, name: 'Pista 3' },
    entry: entry({
      noOnlineBlocks: [
        {
          duration: 90,
          resourceId: 40,
          resourceName: 'Luz 1',
          startDate: '2026-03-30T17:00:00.000Z',
          sstart: '19:00',
          noOnline: true,
          customerId: null,
        },
      ],
    }),
    duration: 60,
    price: price(24),
  };

  it('puts the chosen block first, then the linked non-online blocks for the chosen duration', () => {
    expect(choiceBlocks(choice, 7)).toEqual([
      {
        duration: 60,
        resourceId: 3,
        resourceName: 'Pista 3',
        startDate: '2026-03-30T17:00:00.000Z',
        sstart: '19:00',
        noOnline: false,
        customerId: 7,
      },
      {
        duration: 60,
        resourceId: 40,
        resourceName: 'Luz 1',
        startDate: '2026-03-30T17:00:00.000Z',
        sstart: '19:00',
        noOnline: true,
        customerId: 7,
      },
    ]);
    expect(relatedBlock(choice, { id: 55, name: 'Pala' }, 7)).toEqual({
      duration: 60,
      resourceId: 55,
      resourceName: 'Pala',
      startDate: '2026-03-30T17:00:00.000Z',
      sstart: '19:00',
      noOnline: false,
      customerId: 7,
    });
  });

  it('is the spec payload, and the pl the checkout decodes back to it', () => {
    const blocks = choiceBlocks(choice, 7);
    const payload = bookingPayload({ choice, type: padel, cancelText: 'Free until 24 h before', customerId: 7, blocks });
    expect(payload).toEqual({
      customerId: 7,
      bookingTypeId: 1,
      bookingTypeName: 'Pádel',
      maxParticipants: 4,
      isValidated: false,
      sendCommunications: false,
      origin: 'web',
      bookingByPlace: false,
      cancelText: 'Free until 24 h before',
      price: price(24),
      date: '2026-03-30T17:00:00.000Z',
      duration: 60,
      resourceName: 'Pista 3',
      blocks,
    });
    expect(decodeBookingPayload(encodeBookingPayload(payload))).toEqual(payload);
  });
});

describe('the other resources and the index', () => {
  const item = (id: number, entries: TimeTableEntry[]): BookingListItem => ({
    id,
    name: `Pista ${id}`,
    type: 'padel_court',
    image: '',
    showNameOnline: true,
    timeTable: entries,
    preferedDuration: 90,
  });

  it('finds the same start on the other resources, within the duration chip', () => {
    const start = '2026-03-30T17:00:00.000Z';
    const list = [
      item(1, [entry({ id: 'a' })]),
      item(2, [entry({ id: 'b', durations: [60] })]),
      item(3, [entry({ id: 'c', start: '2026-03-30T18:00:00.000Z' })]),
    ];
    expect(sameStartElsewhere(list, 1, start, null).map((o) => o.entry.id)).toEqual(['b']);
    expect(sameStartElsewhere(list, 1, start, 90)).toEqual([]);
  });

  it('lists categories once in their order, and sends by-place types to their page', () => {
    expect(typeCategories([{ category: 'Pádel' }, { category: 'Tenis' }, { category: 'Pádel' }, { category: '' }])).toEqual([
      'Pádel',
      'Tenis',
    ]);
    expect(bookingTypeHref({ id: 4, byPlace: true })).toBe('/bookings-byplace/4');
    expect(bookingTypeHref({ id: 1, byPlace: false })).toBe('/bookings/1');
  });
});
