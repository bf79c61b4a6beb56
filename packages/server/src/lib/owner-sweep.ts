import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/dialect.js';
import { unitOfWork, type Tx } from '../db/unit-of-work.js';
import { nowInstant, type Clock, type Instant } from './clock.js';

/**
 * The engine of the jobs that sweep what owner modules register (issue 34 §2): things held until paid given back
 * (`release-holds`), places offered to the next in line (`waitlist-offers`). Each part lists the owners (a
 * booking, an activity, a court's line) with something due at now; each owner is done in a unit of work of its own,
 * so one that fails rolls back alone, is logged and is tried again on the next run, and never keeps the others
 * from their turn; a part whose list cannot be read is logged and skipped. Safe to run at once on every instance:
 * each owner's work locks and re-checks what it is about.
 */
export type SweepPart = {
  /** The part in logs and in its registry (a hold rule, a kind of waitlist line). */
  name: string;
  due(db: Db, now: Instant): Promise<number[]>;
  /** The work for one owner, in the sweep's unit of work for it: answers how many things it changed. */
  one(trx: Tx, key: number, now: Instant): Promise<number>;
};

export type SweepDeps = { db: Db; clock: Clock; log: FastifyBaseLogger };

/** What a sweep says in its logs, and which failures are part of the rule (rolled back, not logged). */
export type SweepWords = { notListed: string; notDone: string; expected?: (err: unknown) => boolean };

/** Sweeps every part at the clock's now, part after part. Answers how many things changed in all. */
export async function sweepOwners(deps: SweepDeps, parts: readonly SweepPart[], words: SweepWords): Promise<number> {
  const now = nowInstant(deps.clock);
  let changed = 0;
  for (const part of parts) {
    let keys: number[];
    try {
      keys = await part.due(deps.db, now);
    } catch (err) {
      deps.log.warn({ err, part: part.name }, words.notListed);
      continue;
    }
    for (const key of keys) {
      try {
        changed += await unitOfWork(deps.db, (trx) => part.one(trx, key, now));
      } catch (err) {
        if (!words.expected?.(err)) deps.log.warn({ err, part: part.name, key }, words.notDone);
      }
    }
  }
  return changed;
}

/** The parts the app registers for one job, each name once (a second registration is a wiring mistake). */
export class SweepRegistry<P> {
  readonly #parts: P[] = [];

  constructor(
    private readonly what: string,
    private readonly nameOf: (part: P) => string,
  ) {}

  register(...parts: P[]): this {
    for (const part of parts) {
      if (this.#parts.some((p) => this.nameOf(p) === this.nameOf(part)))
        throw new Error(`${this.what} ${this.nameOf(part)} is registered twice`);
      this.#parts.push(part);
    }
    return this;
  }

  get names(): string[] {
    return this.#parts.map(this.nameOf);
  }

  get parts(): readonly P[] {
    return this.#parts;
  }
}
