import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';

/**
 * The one engine of things held until paid (issue 34): a court's booking, a class place, an activity sign-up,
 * a checkout's goods and promo use. Each owner module says how to find its holds that ran out unpaid (with
 * `holdRanOutSql`, sale-holds.ts) and how to give one back; the app registers them and runs them all from one
 * job (`release-holds`, every minute). A request that meets a hold run out before the job still releases it
 * itself, through the same owner code.
 */
export type HoldReleaser = {
  /** The owner's rule: the system actor of the audit records its releases write (`systemActor(rule)`), as before the engine. */
  rule: string;
  /** Ids of at most `limit` owners (a booking, a class, an activity, a payment) with a hold run out unpaid at `now`. */
  ranOut(db: Db, now: Instant, limit: number): Promise<number[]>;
  /**
   * Gives back what the owner `id` held, in the engine's unit of work for it: locks and re-checks (a payment may
   * have come meanwhile) and records each release with `recordAudit`. Answers how many things went back.
   */
  release(trx: Tx, id: number, now: Instant): Promise<number>;
};

/** Thrown by a release that found the sale paid meanwhile: its unit of work rolls back and nothing is logged. */
export class HoldTakenMeanwhile extends Error {}

export type HoldReleaseDeps = { db: Db; clock: Clock; log: FastifyBaseLogger };

/** Owners each rule releases per run: a backlog drains over a few runs. */
const RELEASE_BATCH = 100;

/**
 * Releases every hold run out at the clock's now, rule after rule, each owner in a unit of work of its own:
 * one that fails is logged and tried again on the next run, and never keeps the others from going back.
 * Safe to run again and on every instance (each release re-checks under its lock). Answers how many went back.
 */
export async function releaseRanOutHolds(deps: HoldReleaseDeps, releasers: readonly HoldReleaser[]): Promise<number> {
  const now = nowInstant(deps.clock);
  let released = 0;
  for (const releaser of releasers) {
    let ids: number[];
    try {
      ids = await releaser.ranOut(deps.db, now, RELEASE_BATCH);
    } catch (err) {
      deps.log.warn({ err, rule: releaser.rule }, 'held things not listed; tried again next run');
      continue;
    }
    for (const id of ids) {
      try {
        released += await unitOfWork(deps.db, (trx) => releaser.release(trx, id, now));
      } catch (err) {
        if (!(err instanceof HoldTakenMeanwhile))
          deps.log.warn({ err, rule: releaser.rule, id }, 'hold not released; tried again next run');
      }
    }
  }
  return released;
}

/** The releasers the app registers, one per rule; the `release-holds` job runs them all. */
export class HoldReleaseRegistry {
  readonly #releasers: HoldReleaser[] = [];

  register(releaser: HoldReleaser): this {
    if (this.#releasers.some((r) => r.rule === releaser.rule)) throw new Error(`Hold releaser ${releaser.rule} is registered twice`);
    this.#releasers.push(releaser);
    return this;
  }

  get rules(): string[] {
    return this.#releasers.map((r) => r.rule);
  }

  releaseAll(deps: HoldReleaseDeps): Promise<number> {
    return releaseRanOutHolds(deps, this.#releasers);
  }
}
