import { describe, expect, it } from 'vitest';
import { ManualClock } from '../test/manual-clock.js';
import { AppCaches, cacheSlot, Generation } from './app-caches.js';

describe('AppCaches', () => {
  const counter = cacheSlot('counter', () => new Generation());

  it("makes a slot's cache once per app, and never hands one app another's", () => {
    const clock = new ManualClock();
    const first = new AppCaches(clock);
    const second = new AppCaches(clock);
    first.of(counter).bump();
    first.of(counter).bump();
    expect(first.of(counter).value).toBe(2);
    expect(second.of(counter).value).toBe(0);
    expect(first.of(counter)).toBe(first.of(counter));
  });

  it("gives each cache the app's clock", () => {
    const clock = new ManualClock('2026-11-26T10:00:00.000Z');
    const seen = cacheSlot('clock', (c) => c);
    expect(new AppCaches(clock).of(seen)).toBe(clock);
  });
});
