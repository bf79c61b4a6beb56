import type { Clock } from './clock.js';

/**
 * A kind of cache a module keeps: how to make one for an app. Declared once in module scope (it holds no
 * state); the cache itself lives in the app's {@link AppCaches}, so two apps in one process (tests, a CLI
 * beside a server) never serve each other's answers or drop each other's copies.
 */
export type CacheSlot<T> = { readonly name: string; readonly create: (clock: Clock) => T };

export const cacheSlot = <T>(name: string, create: (clock: Clock) => T): CacheSlot<T> => ({ name, create });

/** One app instance's in-process caches and generation counters, made on first use; built in buildApp. */
export class AppCaches {
  readonly #made = new Map<CacheSlot<unknown>, unknown>();

  constructor(private readonly clock: Clock) {}

  of<T>(slot: CacheSlot<T>): T {
    if (!this.#made.has(slot)) this.#made.set(slot, slot.create(this.clock));
    return this.#made.get(slot) as T;
  }
}

/** A counter bumped by each write of some data in this app: caches of answers derived from it key on it. */
export class Generation {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  bump(): void {
    this.#value += 1;
  }
}
