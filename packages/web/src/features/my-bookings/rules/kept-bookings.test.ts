import type { BookingDetail } from '@clubportal/contract/bookings';
import { describe, expect, it } from 'vitest';
import { KEPT_BOOKINGS, keepBookings, keptBookings } from './kept-bookings';

const booking = (id: number, start: string, end: string) =>
  ({
    id,
    start,
    end,
    resourceName: 'Pista 1',
    bookingType: 'Pádel',
    qr: id === 1 ? { content: 'a.b.c', contentType: 'text/plain', encoding: 'utf8' } : null,
    players: [{ name: 'Someone Else', customerId: 9 }],
    comments: 'private',
  }) as unknown as BookingDetail;

describe('kept bookings (My Bookings offline)', () => {
  it('keeps when, where, what and the door code of the next bookings, nothing about other players', () => {
    keepBookings(window.localStorage, 7, [booking(1, '2026-11-29T20:00:00.000Z', '2026-11-29T21:30:00.000Z')]);
    const text = window.localStorage.getItem('clubportal.account.bookings.7') ?? '';
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('private');
    expect(keptBookings(window.localStorage, 7, Date.parse('2026-11-29T21:00:00.000Z'))).toEqual([
      {
        id: 1,
        start: '2026-11-29T20:00:00.000Z',
        end: '2026-11-29T21:30:00.000Z',
        resourceName: 'Pista 1',
        bookingType: 'Pádel',
        qr: 'a.b.c',
      },
    ]);
    expect(keptBookings(window.localStorage, 8, 0)).toEqual([]);
  });

  it('shows none that is over, and keeps at most the first ones', () => {
    const many = Array.from({ length: KEPT_BOOKINGS + 3 }, (_, i) =>
      booking(i + 2, '2026-12-01T10:00:00.000Z', `2026-12-0${1 + (i % 2)}T11:00:00.000Z`),
    );
    keepBookings(window.localStorage, 7, many);
    expect(keptBookings(window.localStorage, 7, 0)).toHaveLength(KEPT_BOOKINGS);
    expect(
      keptBookings(window.localStorage, 7, Date.parse('2026-12-01T11:00:00.000Z')).every((b) => b.end > '2026-12-01T11:00:00.000Z'),
    ).toBe(true);
    window.localStorage.setItem('clubportal.account.bookings.7', 'not json');
    expect(keptBookings(window.localStorage, 7, 0)).toEqual([]);
  });
});
