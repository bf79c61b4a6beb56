import { describe, expect, it } from 'vitest';
import { floorPlacesProblems, nextPlaceLabel, rectsOverlap } from './staff-floor-plans.js';

const size = { width: 800, height: 560 };
const at = (place: string, x: number, y: number, w = 70, h = 70) => ({ place, x, y, w, h });

describe('floor plan places', () => {
  it('finds places outside the image, labels alike and overlaps, in the places’ order', () => {
    expect(floorPlacesProblems([at('Bike 1', 0, 0), at('Bike 2', 70, 0), at('Bike 3', 730, 490)], size)).toEqual([]);
    expect(floorPlacesProblems([at('Bike 1', 0, 0), at('bike 1 ', 100, 0), at('Bike 3', 50, 50), at('Bike 4', 760, 10)], size)).toEqual([
      { kind: 'repeated', place: 'bike 1 ' },
      { kind: 'overlap', place: 'Bike 1', other: 'Bike 3' },
      { kind: 'overlap', place: 'bike 1 ', other: 'Bike 3' },
      { kind: 'outside', place: 'Bike 4' },
    ]);
  });

  it('lets edges touch without overlapping', () => {
    expect(rectsOverlap(at('a', 0, 0), at('b', 70, 0))).toBe(false);
    expect(rectsOverlap(at('a', 0, 0), at('b', 69, 69))).toBe(true);
  });

  it('numbers a new place after the last numbered one, skipping labels in use', () => {
    expect(nextPlaceLabel([], 'Place')).toBe('Place 1');
    expect(nextPlaceLabel(['Bike 1', 'Bike 7'], 'Place')).toBe('Bike 8');
    expect(nextPlaceLabel(['Bike 2', 'Window', 'Bike 1'], 'Place')).toBe('Bike 3');
    expect(nextPlaceLabel(['Mat'], 'Place')).toBe('Place 2');
  });
});
