import { describe, expect, it } from 'vitest';
import { groupByWeekday, mapSize, MAP_ZOOM, nextZoom, placeRect, placeStates, weekOf } from './bookings-by-place.js';

describe('weekOf', () => {
  it('is Monday to Sunday around any day, across months and years', () => {
    expect(weekOf('2026-06-17')).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
      '2026-06-21',
    ]);
    expect(weekOf('2026-06-15')[0]).toBe('2026-06-15');
    expect(weekOf('2026-06-21')[0]).toBe('2026-06-15');
    expect(weekOf('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    // The week of the spring daylight-saving change in Madrid is still seven dates.
    expect(weekOf('2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });
});

describe('groupByWeekday', () => {
  it('groups by date, Monday first, each day in start order, and leaves out days without classes', () => {
    const e = (id: number, date: string, start: string) => ({ id, date, start });
    const groups = groupByWeekday([
      e(1, '2026-06-17', '2026-06-17T17:00:00.000Z'),
      e(2, '2026-06-15', '2026-06-15T07:00:00.000Z'),
      e(3, '2026-06-17', '2026-06-17T07:00:00.000Z'),
      e(4, '2026-06-21', '2026-06-21T08:00:00.000Z'),
    ]);
    expect(groups.map((g) => [g.date, g.entries.map((x) => x.id)])).toEqual([
      ['2026-06-15', [2]],
      ['2026-06-17', [3, 1]],
      ['2026-06-21', [4]],
    ]);
    expect(groupByWeekday([])).toEqual([]);
  });
});

describe('placeStates', () => {
  it('a place is taken when a participant has its id, mine when it is the caller’s, else free', () => {
    const places = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(
      placeStates(places, [
        { bookingTemplatePlaceId: 2, isMe: false },
        { bookingTemplatePlaceId: 3, isMe: true },
      ]).map((p) => p.state),
    ).toEqual(['free', 'taken', 'mine']);
    expect(placeStates(places, []).every((p) => p.state === 'free')).toBe(true);
  });
});

describe('floor plan settings', () => {
  it('reads rectangles and map sizes, and refuses anything else', () => {
    expect(placeRect('{"x":10,"y":20,"w":30,"h":40}')).toEqual({ x: 10, y: 20, w: 30, h: 40 });
    expect(placeRect('{"x":10,"y":20,"w":0,"h":40}')).toBeNull();
    expect(placeRect('not json')).toBeNull();
    expect(mapSize('{"width":800,"height":560}')).toEqual({ width: 800, height: 560 });
    expect(mapSize('{"width":"800"}')).toBeNull();
  });

  it('zooms from 1 to 6 in steps of 0.05', () => {
    expect(MAP_ZOOM).toEqual({ min: 1, max: 6, step: 0.05 });
    expect(nextZoom(1, 1)).toBe(1.05);
    expect(nextZoom(1, 10)).toBe(1.5);
    expect(nextZoom(1, -1)).toBe(1);
    expect(nextZoom(5.98, 1)).toBe(6);
    expect(nextZoom(2.333, 0)).toBe(2.35);
    expect(nextZoom(9, 0)).toBe(6);
  });
});
