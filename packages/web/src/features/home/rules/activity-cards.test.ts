import { describe, expect, it } from 'vitest';
import { activitiesHref, activityCards } from './activity-cards';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `A${i + 1}`, start: '2026-12-01T10:00:00.000Z', price: 0 }));

describe('home activity cards', () => {
  it('shows every card and no View-all up to 4', () => {
    expect(activityCards({ activities: rows(4), totalCount: 4 })).toEqual({ cards: rows(4), viewAll: false });
    expect(activityCards({ activities: rows(2), totalCount: 2 }).viewAll).toBe(false);
  });

  it('shows 4 cards and View-all when the total exceeds 4', () => {
    const { cards, viewAll } = activityCards({ activities: rows(12), totalCount: 20 });
    expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(viewAll).toBe(true);
    expect(activityCards({ activities: rows(4), totalCount: 5 }).viewAll).toBe(true);
  });

  it('links each type to its filtered list, on the status the home shows: running registrations, activities to come', () => {
    expect(activitiesHref('registration')).toBe('/activities?type=registration&status=ongoing');
    expect(activitiesHref('activity')).toBe('/activities?type=activity&status=upcoming');
  });
});
