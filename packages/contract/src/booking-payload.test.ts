import { describe, expect, it } from 'vitest';
import { decodeBookingPayload, encodeBookingPayload, type BookingPayload } from './booking-payload.js';

const payload: BookingPayload = {
  customerId: 7,
  bookingTypeId: 1,
  bookingTypeName: 'Pádel 4 jugadores',
  maxParticipants: 4,
  isValidated: false,
  sendCommunications: false,
  origin: 'portal',
  bookingByPlace: false,
  cancelText: 'Cancela hasta 24 h antes',
  price: { price: 24, netPrice: 19.83, isSpecialPrice: false },
  date: '2026-11-23T17:00:00.000Z',
  duration: 90,
  resourceName: 'Pista 1',
  blocks: [
    {
      duration: 90,
      resourceId: 3,
      resourceName: 'Pista 1',
      startDate: '2026-11-23T17:00:00.000Z',
      sstart: '18:00',
      noOnline: false,
      customerId: 7,
    },
  ],
};

describe('booking checkout payload (pl)', () => {
  it('survives the round trip, accents included', () => {
    expect(decodeBookingPayload(encodeBookingPayload(payload))).toEqual(payload);
  });
  it('also survives being put in a query string', () => {
    const search = new URLSearchParams({ pl: encodeBookingPayload(payload) }).toString();
    expect(decodeBookingPayload(new URLSearchParams(search).get('pl'))).toEqual(payload);
  });
  it('is null for a missing, garbled or foreign value', () => {
    expect(decodeBookingPayload(null)).toBeNull();
    expect(decodeBookingPayload('')).toBeNull();
    expect(decodeBookingPayload('%%%not base64')).toBeNull();
    expect(decodeBookingPayload(btoa('not json'))).toBeNull();
    expect(decodeBookingPayload(btoa(JSON.stringify({ bookingTypeId: 1 })))).toBeNull();
    expect(decodeBookingPayload(btoa(JSON.stringify({ ...payload, blocks: [] })))).toBeNull();
  });
});
