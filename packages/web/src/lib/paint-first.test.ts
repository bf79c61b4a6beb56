import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_MAX_WAIT_MS, firstPaint, startApp } from './paint-first';

/** The browser's paint timing, played by the test: `paint()` reports the first contentful paint. */
class FakePaintObserver {
  static supportedEntryTypes: string[] = ['paint'];
  static observers: FakePaintObserver[] = [];
  connected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  static paint(name: string) {
    for (const o of FakePaintObserver.observers) if (o.connected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

function visibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Whether a promise has settled, without waiting on the clock. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the first paint before the app starts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers = [];
    FakePaintObserver.supportedEntryTypes = ['paint'];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    visibility('visible');
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not the first paint', async () => {
    const painted = firstPaint();
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after the bound when the page never paints (the style sheet still on its way)', async () => {
    const painted = firstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_MAX_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('goes on at once in a background tab, and when the tab is hidden while it waits', async () => {
    visibility('hidden');
    expect(await settled(firstPaint())).toBe(true);
    visibility('visible');
    const painted = firstPaint();
    visibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
  });

  it('goes on at once in a browser without paint timing', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    expect(await settled(firstPaint())).toBe(true);
  });

  it('fetches the entry and its chunks only after the paint, then runs the entry', async () => {
    document.head.innerHTML =
      '<script type="module" data-entry="/assets/index-A.js" data-preload="/assets/runtime-R.js /assets/vendor-V.js"></script>';
    const load = vi.fn(() => Promise.resolve());
    const started = startApp(document, load);
    await settled(started);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    FakePaintObserver.paint('first-contentful-paint');
    expect(await settled(started)).toBe(true);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname)).toEqual([
      '/assets/index-A.js',
      '/assets/runtime-R.js',
      '/assets/vendor-V.js',
    ]);
    expect(load).toHaveBeenCalledWith('/assets/index-A.js');
  });
});
