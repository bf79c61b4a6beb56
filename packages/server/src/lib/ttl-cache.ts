import type { Clock } from './clock.js';

/**
 * A small in-process cache of computed answers: entries live `ttlMs` by the injected clock, the least
 * recently used go first past `maxEntries`, and concurrent misses of one key share one computation.
 * Only for data every instance may serve a few seconds stale (the public catalogue); never for anything
 * a request must see fresh.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit && now >= hit.at && now - hit.at < this.ttlMs) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const entry = { at: now, value: compute() };
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

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
