import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  it.each([
    [1, 1, 4, [1]],
    [1, 3, 4, [1, 2, 3]],
    [1, 10, 4, [1, 2, 3, 4]],
    [2, 10, 4, [1, 2, 3, 4]],
    [5, 10, 4, [4, 5, 6, 7]],
    [10, 10, 4, [7, 8, 9, 10]],
    [9, 10, 4, [7, 8, 9, 10]],
    [6, 12, 5, [4, 5, 6, 7, 8]],
    [1, 0, 4, []],
  ])('page %i of %i with up to %i links shows %j', (current, pages, max, expected) => {
    expect(pageLinks(current, pages, max)).toEqual(expected);
  });

  it('keeps a page past the end inside the range', () => {
    expect(pageLinks(50, 6, 4)).toEqual([3, 4, 5, 6]);
  });
});
