import { describe, expect, it } from 'vitest';
import { gridViewOf, pageInView, slidesPerView } from './carousel';

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

describe('pageInView (the carousel says which courts are in view)', () => {
  it('counts columns from the scroll position', () => {
    expect(pageInView({ scrollLeft: 0, column: 300, perView: 3, total: 8 })).toEqual({ from: 1, to: 3 });
    expect(pageInView({ scrollLeft: 900, column: 300, perView: 3, total: 8 })).toEqual({ from: 4, to: 6 });
  });
  it('ends on the last full page at the end of the track', () => {
    expect(pageInView({ scrollLeft: 1500, column: 300, perView: 3, total: 8 })).toEqual({ from: 6, to: 8 });
  });
  it('shows one court at a time on a phone, and fewer courts than a page', () => {
    expect(pageInView({ scrollLeft: 340, column: 340, perView: 1, total: 6 })).toEqual({ from: 2, to: 2 });
    expect(pageInView({ scrollLeft: 0, column: 300, perView: 3, total: 2 })).toEqual({ from: 1, to: 2 });
  });
});

describe('gridViewOf', () => {
  it('reads the view from the address, anything else is the screen’s default', () => {
    expect(gridViewOf('times')).toBe('times');
    expect(gridViewOf('courts')).toBe('courts');
    expect(gridViewOf('grid')).toBeNull();
    expect(gridViewOf(null)).toBeNull();
  });
});
