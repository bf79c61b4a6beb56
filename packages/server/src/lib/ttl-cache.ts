import type { Clock } from './clock.js';

/**
 * A small in-process cache of computed answers: entries live `ttlMs` by the injected clock, the least
 * recently used go first past `maxEntries`, and concurrent misses of one key share one computation. What it
 * holds is bounded by time too: each miss first drops the expired entries at the least recently used end, so
 * answers nobody asked for since they expired do not wait for `maxEntries` newer ones to push them out.
 * Only for data every instance may serve a few seconds stale (the public catalogue); never for anything
 * a request must see fresh.
 */
export type TtlCacheOptions = {
  /**
   * Up to this share of `ttlMs` is taken off each entry's life at random (0.5: entries live 50 to 100 % of
   * `ttlMs`). Entries filled together (a warm-up, a burst of traffic) then expire apart instead of all being
   * recomputed in the same instant, which would stall every other request behind the recomputations. The
   * staleness bound stays `ttlMs`.
   */
  jitter?: number;
  /** Source of randomness for the jitter (tests pass a fixed one). */
  random?: () => number;
};

export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; lifeMs: number; value: Promise<V> }>();
  readonly #jitter: number;
  readonly #random: () => number;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    options: TtlCacheOptions = {},
  ) {
    this.#jitter = Math.min(Math.max(options.jitter ?? 0, 0), 1);
    this.#random = options.random ?? Math.random;
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit && now >= hit.at && now - hit.at < hit.lifeMs) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    this.#dropExpired(now);
    const lifeMs = this.#jitter ? this.ttlMs * (1 - this.#jitter * this.#random()) : this.ttlMs;
    const entry = { at: now, lifeMs, value: compute() };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return entry.value;
  }

  /** From the least recently used end, the entries past their life (stops at the first live one). */
  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now >= entry.at && now - entry.at < entry.lifeMs) return;
      this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
