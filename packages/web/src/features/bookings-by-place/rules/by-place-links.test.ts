import { describe, expect, it } from 'vitest';
import { byPlaceHref, chosenPlaceHref, endHour, idOf, landingChoice, visualHref } from './by-place-links';
import { dayTitle } from './day-title';

describe('by-place addresses', () => {
  it('builds the page, the visual choice and the way back with the chosen place (spec query)', () => {
    expect(byPlaceHref(null, '2026-06-16')).toBe('/bookings-byplace?date=2026-06-16');
    expect(byPlaceHref(5, '2026-06-16', 41)).toBe('/bookings-byplace/5?date=2026-06-16&bookingId=41');
    expect(visualHref(41, 7)).toBe('/booking-visual/41/7');
    expect(chosenPlaceHref({ bookingId: 41, placeId: 103, place: 'Bike 3', date: '2026-06-16' })).toBe(
      '/bookings-byplace?bookingId=41&placeId=103&place=Bike+3&date=2026-06-16',
    );
  });

  it('reads what the address asks to confirm, ignoring what is not an id', () => {
    expect(landingChoice(new URLSearchParams('bookingId=41&placeId=103&place=Bike%203'))).toEqual({
      bookingId: 41,
      placeId: 103,
      place: 'Bike 3',
    });
    expect(landingChoice(new URLSearchParams('bookingId=41'))).toEqual({ bookingId: 41, placeId: null, place: '' });
    expect(landingChoice(new URLSearchParams('bookingId=41&placeId=1e3&place=x'))).toEqual({ bookingId: 41, placeId: null, place: '' });
    expect(landingChoice(new URLSearchParams('bookingId=0'))).toBeNull();
    expect(idOf('05')).toBeNull();
  });

  it("gives the end of a class and the day's title", () => {
    expect(endHour('19:00', 45)).toBe('19:45');
    expect(endHour('23:30', 90)).toBe('01:00');
    expect(dayTitle('2026-06-16', 'en-US')).toBe('Tuesday, June 16');
    expect(dayTitle('2026-06-16', 'es-ES')).toBe('Martes, 16 de junio');
  });
});
