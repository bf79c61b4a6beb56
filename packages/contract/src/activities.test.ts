import { describe, expect, it } from 'vitest';
import { activitiesListQuerySchema, activitiesWindow, signUpCancellation, statusAt } from './activities.js';

describe('activities list query', () => {
  it('falls back to ongoing registrations for unknown or missing filters', () => {
    expect(activitiesListQuerySchema.parse({ status: 'soon', type: 'party' })).toMatchObject({
      status: 'ongoing',
      type: 'registration',
      startRow: 0,
    });
    expect(activitiesListQuerySchema.parse({ status: 'finished', type: 'activity', startRow: '12', endRow: '24' })).toEqual({
      status: 'finished',
      type: 'activity',
      startRow: 12,
      endRow: 24,
    });
  });

  it('caps a window at a page of 12', () => {
    expect(activitiesWindow({ startRow: 0 })).toEqual({ offset: 0, limit: 12 });
    expect(activitiesWindow({ startRow: 12, endRow: 100 })).toEqual({ offset: 12, limit: 12 });
    expect(activitiesWindow({ startRow: 12, endRow: 5 })).toEqual({ offset: 12, limit: 0 });
  });
});

describe('statusAt', () => {
  const now = '2026-06-15T10:00:00.000Z';
  it('is upcoming before the start, ongoing until the end, finished after', () => {
    expect(statusAt({ start: '2026-06-16T10:00:00.000Z', end: null }, now)).toBe('upcoming');
    expect(statusAt({ start: '2026-06-14T10:00:00.000Z', end: '2026-06-20T10:00:00.000Z' }, now)).toBe('ongoing');
    expect(statusAt({ start: '2026-06-14T10:00:00.000Z', end: '2026-06-15T09:00:00.000Z' }, now)).toBe('finished');
    expect(statusAt({ start: '2026-06-14T10:00:00.000Z', end: null }, now)).toBe('finished');
  });
});

describe('signUpCancellation (issue 30: giving a sign-up back by the activity’s rule)', () => {
  const start = '2026-12-01T18:00:00.000Z';
  const rule = { start, hoursBefore: 24, refundPercent: 100 };

  it('refunds what was paid until the hours before the start, then nothing and no cancel', () => {
    expect(signUpCancellation(rule, 2500, '2026-11-30T17:59:59.999Z')).toEqual({
      open: true,
      until: '2026-11-30T18:00:00.000Z',
      refund: 2500,
    });
    expect(signUpCancellation(rule, 2500, '2026-11-30T18:00:00.000Z')).toEqual({
      open: false,
      until: '2026-11-30T18:00:00.000Z',
      refund: 0,
    });
  });

  it('gives back the activity’s share, rounded half up to the minor unit, never more than paid', () => {
    expect(signUpCancellation({ ...rule, refundPercent: 50 }, 2499, '2026-11-01T00:00:00.000Z').refund).toBe(1250);
    expect(signUpCancellation({ ...rule, refundPercent: 0 }, 2500, '2026-11-01T00:00:00.000Z')).toMatchObject({ open: true, refund: 0 });
    expect(signUpCancellation({ ...rule, refundPercent: 150 }, 2500, '2026-11-01T00:00:00.000Z').refund).toBe(2500);
  });

  it('lets a sign-up with nothing paid go until the start, refunding nothing', () => {
    expect(signUpCancellation(rule, 0, '2026-12-01T17:00:00.000Z')).toEqual({ open: true, until: start, refund: 0 });
    expect(signUpCancellation(rule, 0, start)).toMatchObject({ open: false });
  });
});
