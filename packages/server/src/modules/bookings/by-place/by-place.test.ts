import { describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { placeIsHeld } from './by-place.service.js';

const now = '2026-06-15T08:00:00.000Z' as Instant;
const place = (state: string | null, sale_status: string | null, sale_hold_expires_at: string | null) => ({
  state,
  sale_status,
  sale_hold_expires_at,
});

describe('placeIsHeld', () => {
  it('an open place, or one given back, is free', () => {
    expect(placeIsHeld(place(null, null, null), now)).toBe(false);
    expect(placeIsHeld(place('left', null, null), now)).toBe(false);
    expect(placeIsHeld(place('declined', 'pending', '2026-06-15T09:00:00.000Z'), now)).toBe(false);
  });
  it('a place taken at the desk (no sale), paid, or unpaid within its hold is held', () => {
    expect(placeIsHeld(place('accepted', null, null), now)).toBe(true);
    expect(placeIsHeld(place('joined', 'paid', '2026-06-15T07:00:00.000Z'), now)).toBe(true);
    expect(placeIsHeld(place('joined', 'pending', '2026-06-15T08:00:00.001Z'), now)).toBe(true);
  });
  it('an unpaid hold that ran out, or a cancelled sale, frees the place', () => {
    expect(placeIsHeld(place('joined', 'pending', '2026-06-15T08:00:00.000Z'), now)).toBe(false);
    expect(placeIsHeld(place('joined', 'cancelled', '2026-06-15T09:00:00.000Z'), now)).toBe(false);
  });
});
