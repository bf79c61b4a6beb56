import { describe, expect, it } from 'vitest';
import { activitiesListQuerySchema, activitiesWindow, statusAt } from './activities.js';

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
