import { describe, expect, it } from 'vitest';
import { ManualClock } from '../test/manual-clock.js';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('reuses an answer until it is ttl old, by the clock', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<number>(clock, 5000, 10);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    clock.advance({ seconds: 4 });
    expect(await cache.get('a', compute)).toBe(1);
    clock.advance({ seconds: 1 });
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent misses and forgets failures', async () => {
    const cache = new TtlCache<number>(new ManualClock(), 5000, 10);
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 1));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('drops the least recently used past its size', async () => {
    const cache = new TtlCache<string>(new ManualClock(), 5000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('c', async () => 'c2')).toBe('c');
  });

  it('lets go of expired answers nobody asks for again, without waiting for its size to push them out', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string>(clock, 5000, 1000);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    clock.advance({ seconds: 3 });
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(4);
    clock.advance({ seconds: 2 });
    await cache.get('e', async () => 'e');
    // a, b and c expired: gone at the next miss; d (3 s old) and e stay.
    expect(cache.size).toBe(2);
    expect(await cache.get('d', async () => 'd2')).toBe('d');
  });

  it('spreads expiries with jitter, never past the ttl', async () => {
    const clock = new ManualClock();
    const draws = [1, 0];
    const cache = new TtlCache<number>(clock, 4000, 10, { jitter: 0.5, random: () => draws.shift() ?? 0 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('short', compute)).toBe(1); // lives 2 s
    expect(await cache.get('long', compute)).toBe(2); // lives 4 s
    clock.advance({ seconds: 2 });
    expect(await cache.get('short', compute)).toBe(3);
    expect(await cache.get('long', compute)).toBe(2);
    clock.advance({ seconds: 2 });
    expect(await cache.get('long', compute)).toBe(4);
  });
});
