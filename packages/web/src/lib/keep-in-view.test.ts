import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInView } from './keep-in-view';

const box = (top: number, bottom: number) => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({
    top,
    bottom,
    left: 0,
    right: 0,
    width: 0,
    height: bottom - top,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(element);
  return element;
};

describe('keeping a choice and its button in view', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.style.scrollPaddingTop = '';
    vi.restoreAllMocks();
  });

  it('scrolls back up to a choice the page left above the screen, below the sticky header', () => {
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    document.documentElement.style.scrollPaddingTop = '80px';
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    keepInView(box(-300, -250), box(-200, -150));
    expect(scroll).toHaveBeenCalledWith({ top: -380, behavior: 'instant' });
  });

  it('scrolls down to a button below the screen, and never past the choice above it', () => {
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    keepInView(box(700, 760), box(800, 860));
    expect(scroll).toHaveBeenLastCalledWith({ top: 60, behavior: 'instant' });
    keepInView(box(100, 160), box(1000, 1060));
    expect(scroll).toHaveBeenLastCalledWith({ top: 100, behavior: 'instant' });
  });

  it('leaves a page alone when both are on screen', () => {
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    keepInView(box(200, 260), box(300, 360));
    expect(scroll).not.toHaveBeenCalled();
  });
});
