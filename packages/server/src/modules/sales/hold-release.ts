import type { Db } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { sweepOwners, SweepRegistry, type SweepDeps } from '../../lib/owner-sweep.js';

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

export type HoldReleaseDeps = SweepDeps;

/** Owners each rule releases per run: a backlog drains over a few runs. */
const RELEASE_BATCH = 100;

/**
 * Releases every hold run out at the clock's now, rule after rule, each owner in a unit of work of its own
 * (lib/owner-sweep.ts): one that fails is logged and tried again on the next run, a sale found paid meanwhile is
 * not a failure. Answers how many things went back.
 */
export function releaseRanOutHolds(deps: HoldReleaseDeps, releasers: readonly HoldReleaser[]): Promise<number> {
  return sweepOwners(
    deps,
    releasers.map((r) => ({ name: r.rule, due: (db, now) => r.ranOut(db, now, RELEASE_BATCH), one: r.release })),
    {
      notListed: 'held things not listed; tried again next run',
      notDone: 'hold not released; tried again next run',
      expected: (err) => err instanceof HoldTakenMeanwhile,
    },
  );
}

/** The releasers the app registers, one per rule; the `release-holds` job runs them all. */
export const holdReleaseRegistry = () => new SweepRegistry<HoldReleaser>('Hold releaser', (r) => r.rule);
