import { describe, expect, it } from 'vitest';
import { slidesPerView } from './carousel';

describe('slidesPerView (spec section 9: 8 on a desktop, 3 below 1300 px, 2 below 700 px, 1 below 480 px)', () => {
  it.each([
    [1920, 8],
    [1300, 8],
    [1299, 3],
    [700, 3],
    [699, 2],
    [480, 2],
    [479, 1],
    [390, 1],
  ])('%i px wide shows %i', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});
