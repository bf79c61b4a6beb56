import { describe, expect, it } from 'vitest';
import { toInstant } from '../../../lib/clock.js';
import { householdPlace, type FeedPlace } from './calendar-places.js';

const people = [
  { customerId: 1, childName: null },
  { customerId: 2, childName: 'Lucía' },
  { customerId: 3, childName: 'Mateo' },
];
const place = (customer_id: number, state: string | null, responded_at: string | null = null): FeedPlace => ({
  customer_id,
  state,
  responded_at: responded_at === null ? null : toInstant(new Date(responded_at)),
});

describe('householdPlace', () => {
  it('names the children who hold a place, in the household’s order, and nobody for the member alone', () => {
    expect(householdPlace(people, [place(1, 'accepted')])).toEqual({ holds: true, tentative: false, childNames: [], respondedAt: null });
    expect(householdPlace(people, [place(3, 'accepted'), place(2, 'joined')]).childNames).toEqual(['Lucía', 'Mateo']);
    // The member still plays, the child left: the event stays live and no longer names the child.
    expect(householdPlace(people, [place(1, 'accepted'), place(2, 'left')])).toMatchObject({ holds: true, childNames: [] });
  });

  it('holds nothing once nobody of the household does, and then names everyone who had a place', () => {
    expect(
      householdPlace(people, [place(2, 'left', '2026-06-02T10:00:00.000Z'), place(3, 'declined', '2026-06-03T10:00:00.000Z')]),
    ).toEqual({
      holds: false,
      tentative: false,
      childNames: ['Lucía', 'Mateo'],
      respondedAt: '2026-06-03T10:00:00.000Z',
    });
  });

  it('is tentative only while every place held is an unanswered invitation', () => {
    expect(householdPlace(people, [place(2, 'invited')]).tentative).toBe(true);
    expect(householdPlace(people, [place(2, 'invited'), place(1, 'accepted')]).tentative).toBe(false);
  });

  it('counts a person by the place that holds when they had more than one', () => {
    expect(householdPlace(people, [place(2, 'left', '2026-06-01T10:00:00.000Z'), place(2, 'invited', null)])).toEqual({
      holds: true,
      tentative: true,
      childNames: ['Lucía'],
      respondedAt: null,
    });
  });
});
