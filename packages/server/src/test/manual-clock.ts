import type { Clock } from '../lib/clock.js';

/** A clock that moves only when a test moves it. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start: Date | string = '2026-06-15T10:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }

  advance({ minutes = 0, hours = 0, seconds = 0 }: { minutes?: number; hours?: number; seconds?: number }): void {
    this.#now += ((hours * 60 + minutes) * 60 + seconds) * 1000;
  }
}
