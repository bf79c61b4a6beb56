import type { Db } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { sweepOwners, SweepRegistry, type SweepDeps } from '../../lib/owner-sweep.js';
import { lapseEntries, type WaitlistLine } from './waitlist-entries.js';

/**
 * One job serves every waitlist (`waitlist-offers`, every minute; issue 34 §2), as `release-holds` does every
 * hold: each owner module registers a line server for its kind of line (an activity's places, a court slot,
 * a match's places), and the job asks each for the lines that may have a place to give (a hold or an offer
 * ran out with nobody calling since) and serves each in a unit of work of its own. Requests that free a
 * place serve its line at once through the same owner code; the job catches what nobody called for.
 */
export type WaitlistLineServer = {
  /** The kind of line, in logs and the registry: `activities`, `courts`, `matches`. */
  name: string;
  line: WaitlistLine;
  /** Keys of the lines (an activity, a court, a match) with someone in line that may have a place to offer at `now`. */
  lines(db: Db, now: Instant): Promise<number[]>;
  /**
   * Serves one line in the engine's unit of work: locks what it is about (so two runs offer a place once),
   * lapses its offers run out, and offers each free place to the next in line. Answers how many were offered.
   */
  serve(trx: Tx, key: number, now: Instant): Promise<number>;
  /** Live entries whose line is over (what they wait for has started): the engine lapses them before serving. */
  ended?(db: Db, now: Instant): Promise<number[]>;
};

export type WaitlistJobDeps = SweepDeps;

/**
 * Serves every line of every server at the clock's now, each line in a unit of work of its own
 * (lib/owner-sweep.ts): one that fails (its offer mail could not be queued) rolls back alone, is logged and tried
 * again on the next run. Answers how many places were offered.
 */
export function serveWaitlists(deps: WaitlistJobDeps, servers: readonly WaitlistLineServer[]): Promise<number> {
  return sweepOwners(
    deps,
    servers.map((server) => ({
      name: server.name,
      due: async (db, now) => {
        const ended = (await server.ended?.(db, now)) ?? [];
        if (ended.length) await unitOfWork(db, (trx) => lapseEntries(trx, server.line, ended, now));
        return server.lines(db, now);
      },
      one: server.serve,
    })),
    { notListed: 'waitlist lines not listed; tried again next run', notDone: 'waitlist line not served; tried again next run' },
  );
}

/** The line servers the app registers, one per kind of line; the `waitlist-offers` job runs them all. */
export const waitlistRegistry = () => new SweepRegistry<WaitlistLineServer>('Waitlist line server', (s) => s.name);
