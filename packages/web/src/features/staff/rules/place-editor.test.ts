import { describe, expect, it } from 'vitest';
import { fitInside, freeSpot, keyedRect, moved, newDraft, readingOrder, rectAt, rectBetween, type DraftPlace } from './place-editor';

const size = { width: 400, height: 200 };
const draft = (place: string, x: number, y: number, w = 50, h = 50): DraftPlace => ({ key: place, id: null, place, x, y, w, h, heldIn: 0 });

describe('the place editor’s rules', () => {
  it('keeps a rectangle whole-pixel and inside the image, moved in rather than cut', () => {
    expect(fitInside({ x: 380.4, y: -3, w: 50, h: 40.6 }, size)).toEqual({ x: 350, y: 0, w: 50, h: 41 });
    expect(fitInside({ x: 10, y: 10, w: 900, h: 0 }, size)).toEqual({ x: 0, y: 10, w: 400, h: 1 });
  });

  it('centres a clicked place at the pointer, the size of the last place (a twelfth of the shorter side at first)', () => {
    expect(rectAt({ x: 100, y: 100 }, [], size)).toEqual({ x: 92, y: 92, w: 17, h: 17 });
    expect(rectAt({ x: 395, y: 5 }, [draft('Bike 1', 0, 0, 60, 40)], size)).toEqual({ x: 340, y: 0, w: 60, h: 40 });
  });

  it('turns a drag in any direction into the rectangle between its ends', () => {
    expect(rectBetween({ x: 120, y: 80 }, { x: 20, y: 10 }, size)).toEqual({ x: 20, y: 10, w: 100, h: 70 });
    expect(rectBetween({ x: 380, y: 150 }, { x: 999, y: 999 }, size)).toEqual({ x: 380, y: 150, w: 20, h: 50 });
  });

  it('finds the first free spot left to right, top to bottom, for a place added from the keyboard', () => {
    expect(freeSpot([draft('Bike 1', 0, 0), draft('Bike 2', 60, 0)], size)).toEqual({ x: 120, y: 0, w: 50, h: 50 });
  });

  it('names a new place after the last numbered one', () => {
    expect(newDraft({ x: 0, y: 0, w: 5, h: 5 }, [draft('Bike 7', 0, 0)], 'Place').place).toBe('Bike 8');
    expect(newDraft({ x: 0, y: 0, w: 5, h: 5 }, [], 'Place').place).toBe('Place 1');
  });

  it('moves a place by 1 pixel with the arrows, 10 with Shift, resizes with Alt, never past the image', () => {
    const r = { x: 10, y: 10, w: 50, h: 50 };
    expect(keyedRect(r, 'ArrowRight', { shift: false, alt: false }, size)).toEqual({ x: 11, y: 10, w: 50, h: 50 });
    expect(keyedRect(r, 'ArrowUp', { shift: true, alt: false }, size)).toEqual({ x: 10, y: 0, w: 50, h: 50 });
    expect(keyedRect(r, 'ArrowUp', { shift: true, alt: false }, size)).toEqual({ x: 10, y: 0, w: 50, h: 50 });
    expect(keyedRect(r, 'ArrowDown', { shift: true, alt: true }, size)).toEqual({ x: 10, y: 10, w: 50, h: 60 });
    expect(keyedRect(r, 'ArrowLeft', { shift: false, alt: true }, size)).toEqual({ x: 10, y: 10, w: 49, h: 50 });
    expect(keyedRect({ x: 390, y: 10, w: 10, h: 10 }, 'ArrowRight', { shift: true, alt: true }, size)).toEqual({
      x: 390,
      y: 10,
      w: 10,
      h: 10,
    });
    expect(keyedRect(r, 'Enter', { shift: false, alt: false }, size)).toBeNull();
  });

  it('puts places in reading order, row by row', () => {
    const places = [draft('c', 200, 5), draft('d', 0, 100), draft('a', 0, 0), draft('b', 100, 20)];
    expect(readingOrder(places).map((p) => p.place)).toEqual(['a', 'b', 'c', 'd']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
