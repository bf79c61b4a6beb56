import { describe, expect, it } from 'vitest';
import { WAITLIST_OFFER_MINUTES } from './activity-limits.js';
import { BOOKING_WAITLIST_OFFER_MINUTES } from './booking-waitlist.js';
import { offerDeadline } from './waitlist.js';

const NOW = '2026-06-15T08:00:00.000Z';

describe('offerDeadline (every line)', () => {
  it('gives a court or match offer its minutes, never past the start, and nothing once started', () => {
    expect(BOOKING_WAITLIST_OFFER_MINUTES).toBe(30);
    const offer = (cap: string) => offerDeadline(NOW, cap, BOOKING_WAITLIST_OFFER_MINUTES);
    expect(offer('2026-06-17T16:00:00.000Z')).toBe('2026-06-15T08:30:00.000Z');
    expect(offer('2026-06-15T08:10:00.000Z')).toBe('2026-06-15T08:10:00.000Z');
    expect(offer(NOW)).toBeNull();
    expect(offer('2026-06-15T07:00:00.000Z')).toBeNull();
  });

  it("gives an activity's offer its hour, never past the sign-up's close", () => {
    expect(WAITLIST_OFFER_MINUTES).toBe(60);
    const offer = (cap: string) => offerDeadline(NOW, cap, WAITLIST_OFFER_MINUTES);
    expect(offer('2026-06-20T08:00:00.000Z')).toBe('2026-06-15T09:00:00.000Z');
    expect(offer('2026-06-15T08:45:00.000Z')).toBe('2026-06-15T08:45:00.000Z');
    expect(offer(NOW)).toBeNull();
  });
});
