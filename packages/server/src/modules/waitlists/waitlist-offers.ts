import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
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

export type WaitlistJobDeps = { db: Db; clock: Clock; log: FastifyBaseLogger };

/**
 * Serves every line of every server at the clock's now, each line in a unit of work of its own: one that
 * fails (its offer mail could not be queued) rolls back alone, is logged and tried again on the next run.
 * Safe to run at once on every instance. Answers how many places were offered.
 */
export async function serveWaitlists(deps: WaitlistJobDeps, servers: readonly WaitlistLineServer[]): Promise<number> {
  const now = nowInstant(deps.clock);
  let offered = 0;
  for (const server of servers) {
    let keys: number[];
    try {
      const ended = (await server.ended?.(deps.db, now)) ?? [];
      if (ended.length) await unitOfWork(deps.db, (trx) => lapseEntries(trx, server.line, ended, now));
      keys = await server.lines(deps.db, now);
    } catch (err) {
      deps.log.warn({ err, line: server.name }, 'waitlist lines not listed; tried again next run');
      continue;
    }
    for (const key of keys) {
      try {
        offered += await unitOfWork(deps.db, (trx) => server.serve(trx, key, now));
      } catch (err) {
        deps.log.warn({ err, line: server.name, key }, 'waitlist line not served; tried again next run');
      }
    }
  }
  return offered;
}

/** The line servers the app registers, one per kind of line; the `waitlist-offers` job runs them all. */
export class WaitlistRegistry {
  readonly #servers: WaitlistLineServer[] = [];

  register(...servers: WaitlistLineServer[]): this {
    for (const server of servers) {
      if (this.#servers.some((s) => s.name === server.name)) throw new Error(`Waitlist line server ${server.name} is registered twice`);
      this.#servers.push(server);
    }
    return this;
  }

  get names(): string[] {
    return this.#servers.map((s) => s.name);
  }

  serveAll(deps: WaitlistJobDeps): Promise<number> {
    return serveWaitlists(deps, this.#servers);
  }
}
