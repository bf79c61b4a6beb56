import { randomUUID } from 'node:crypto';
import { DESK_EVENT_KINDS, DESK_UNDO_SECONDS, type DeskUndo } from '@clubportal/contract/staff-desk-sync';
import type * as ioredis from 'ioredis';
import type pgModule from 'pg';
import type { Executor } from '../db/dialect.js';
import { afterCommit } from '../db/unit-of-work.js';
import { cacheSlot, type AppCaches } from './app-caches.js';
import type { Clock } from './clock.js';
import { loadPackage } from './optional-package.js';

/**
 * The desks in step (issue 33 §8): what changed on the courts, told to every desk that has the day grid open.
 * The services that own a write publish it after their unit of work commits (`deskChanged`); this app's
 * listeners hear it at once, and other instances through the deployment's shared channel: PostgreSQL's
 * LISTEN/NOTIFY on PostgreSQL, else Redis pub/sub when REDIS_URL is set (one instance on SQLite needs neither).
 * Nothing is stored: a desk that was away refetches its day when it comes back.
 */
export const DESK_CHANGE_KINDS = DESK_EVENT_KINDS;
export type DeskChangeKind = (typeof DESK_CHANGE_KINDS)[number];

export type DeskChange = {
  kind: DeskChangeKind;
  /** The booking touched; null when several are (a payment or a refund of many, a block) or none is named. */
  bookingId: number | null;
  /** The courts touched (before and after a move); empty: unknown. */
  courts: number[];
  /** Instants of the slots touched (a move: old and new start); empty: unknown (the desk refetches whatever it shows). */
  at: string[];
};

type Listener = (change: DeskChange) => void;
/** Staff accounts whose sessions may have ended (signed out, deactivated, another role or password); null: anyone's (a role's permissions). */
type SessionsListener = (staffIds: number[] | null) => void;
type Wire = { from: string; change?: DeskChange; sessions?: number[] | null };

/** How a change reaches the other instances: publish ours, hand theirs to `deliver`. */
export type DeskChangeTransport = {
  publish(wire: string): void;
  close(): Promise<void>;
  /** Listening (tests wait on it). */ ready?: Promise<void>;
};

/** One app instance's desk change bus (held in its AppCaches, so two apps in one process hear each other only through the transport). */
export class DeskChangeBus {
  readonly #listeners = new Set<Listener>();
  readonly #sessionListeners = new Set<SessionsListener>();
  readonly #instance = randomUUID();
  #transport: DeskChangeTransport | null = null;

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  publish(change: DeskChange): void {
    this.#deliver(change);
    this.#transport?.publish(JSON.stringify({ from: this.#instance, change } satisfies Wire));
  }

  /** The streams of these staff accounts (null: every stream) check their session again at once, here and on every instance. */
  onSessionsChanged(listener: SessionsListener): () => void {
    this.#sessionListeners.add(listener);
    return () => this.#sessionListeners.delete(listener);
  }

  sessionsChanged(staffIds: number[] | null): void {
    this.#deliverSessions(staffIds);
    this.#transport?.publish(JSON.stringify({ from: this.#instance, sessions: staffIds } satisfies Wire));
  }

  /** A message from the shared channel: another instance's change (our own came back too, and was delivered already). */
  receive(wire: string): void {
    let parsed: Wire;
    try {
      parsed = JSON.parse(wire) as Wire;
    } catch {
      return;
    }
    if (parsed.from === this.#instance) return;
    if (parsed.sessions === null || Array.isArray(parsed.sessions)) this.#deliverSessions(parsed.sessions);
    if (parsed.change && DESK_CHANGE_KINDS.includes(parsed.change.kind)) this.#deliver(parsed.change);
  }

  /** Resolves once the shared channel listens (at once without one): a test's second instance waits on it. */
  get listening(): Promise<void> {
    return this.#transport?.ready ?? Promise.resolve();
  }

  connect(transport: DeskChangeTransport): void {
    this.#transport = transport;
  }

  async close(): Promise<void> {
    const t = this.#transport;
    this.#transport = null;
    this.#listeners.clear();
    this.#sessionListeners.clear();
    await t?.close();
  }

  #deliverSessions(staffIds: number[] | null): void {
    for (const listener of this.#sessionListeners) {
      try {
        listener(staffIds);
      } catch {
        // One stream's check failing never keeps the others from theirs.
      }
    }
  }

  #deliver(change: DeskChange): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch {
        // A listener (one desk's stream) failing never stops the others hearing it.
      }
    }
  }
}

export const deskChangeBus = cacheSlot('desk changes', () => new DeskChangeBus());

/** Instants one change names at most: a NOTIFY payload stays far below its 8000 bytes (a longer list: unknown, refetch). */
const MAX_INSTANTS = 60;

/** After the writer's unit of work commits (never after a rollback): the desks hear what changed. */
export function deskChanged(trx: Executor, caches: AppCaches | undefined, change: DeskChange): void {
  if (!caches) return;
  const told = change.at.length > MAX_INSTANTS || change.courts.length > MAX_INSTANTS ? { ...change, courts: [], at: [] } : change;
  afterCommit(trx, () => caches.of(deskChangeBus).publish(told));
}

/**
 * After a write that may end staff sessions commits (a sign-out, a deactivation, another role or password, a role's
 * permissions): those accounts' open event streams check their session at once and end if it no longer stands,
 * rather than at their next heartbeat. Outside a unit of work, at once.
 */
export function staffSessionsChanged(db: Executor, caches: AppCaches | undefined, staffIds: number[] | null): void {
  if (!caches) return;
  afterCommit(db, () => caches.of(deskChangeBus).sessionsChanged(staffIds));
}

/** A NOTIFY payload is at most 8000 bytes; a change is far smaller (a few ids and instants). */
const channelOf = (schema: string | undefined) => `clubportal_desk_${(schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.toLowerCase();

type Log = { warn(obj: object, msg: string): void };

/** What a transport is still sending: its close waits for it (a CLI's process would otherwise end before the message left). */
function inFlight() {
  const sending = new Set<Promise<unknown>>();
  return {
    track(p: Promise<unknown>) {
      sending.add(p);
      void p.finally(() => sending.delete(p));
    },
    settled: () => Promise.allSettled([...sending]).then(() => undefined),
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own listens (a pooled one would be handed to other queries);
 * a dropped connection is opened again a second later. Publishing takes any pooled connection (`pg_notify`).
 * `listen` false: only publishes (a CLI telling the running instances; it hears nothing back).
 */
export function postgresDeskTransport(
  bus: DeskChangeBus,
  db: Executor,
  opts: { url: string; schema?: string | undefined; log: Log; listen?: boolean },
): DeskChangeTransport {
  const pg = loadPackage('pg') as typeof pgModule;
  const channel = channelOf(opts.schema);
  const sending = inFlight();
  let client: pgModule.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const listen = async () => {
    const c = new pg.Client({ connectionString: opts.url });
    client = c;
    const again = () => {
      if (closed || client !== c) return;
      client = null;
      retry = setTimeout(() => void listen(), 1_000);
      retry.unref();
    };
    c.on('error', (err) => {
      opts.log.warn({ err }, 'desk changes: listening connection lost');
      again();
    });
    c.on('end', again);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) bus.receive(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      opts.log.warn({ err }, 'desk changes: cannot listen');
      void c.end().catch(() => undefined);
      again();
    }
  };
  const ready = opts.listen === false ? Promise.resolve() : listen();
  return {
    ready,
    publish(wire) {
      sending.track(
        db
          .selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val(channel), eb.val(wire)]).as('sent'))
          .execute()
          .catch((err: unknown) => opts.log.warn({ err }, 'desk changes: not told to the other instances')),
      );
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      await sending.settled();
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub (no PostgreSQL): a subscriber connection of its own beside the app's Redis client. `listen` false:
 * only publishes (a CLI telling the running instances).
 */
export function redisDeskTransport(bus: DeskChangeBus, redis: ioredis.Redis, opts: { log: Log; listen?: boolean }): DeskChangeTransport {
  const channel = channelOf(undefined);
  const sending = inFlight();
  // The app's client refuses commands while it connects (no offline queue, for the rate limits); the subscriber
  // queues its SUBSCRIBE until connected, and ioredis subscribes again after a reconnect.
  const sub = opts.listen === false ? null : redis.duplicate({ enableOfflineQueue: true });
  sub?.on('error', (err) => opts.log.warn({ err }, 'desk changes: redis subscriber unavailable'));
  sub?.on('message', (ch: string, message: string) => {
    if (ch === channel) bus.receive(message);
  });
  const ready = sub
    ? sub.subscribe(channel).then(
        () => undefined,
        (err: unknown) => opts.log.warn({ err }, 'desk changes: cannot subscribe'),
      )
    : Promise.resolve();
  return {
    ready,
    publish(wire) {
      sending.track(
        redis.publish(channel, wire).catch((err: unknown) => opts.log.warn({ err }, 'desk changes: not told to the other instances')),
      );
    },
    async close() {
      await sending.settled();
      sub?.disconnect();
    },
  };
}

/**
 * A process that is no server (the CLI's two-factor reset) telling the running instances what it changed: a bus of its
 * own on the deployment's shared channel (PostgreSQL's NOTIFY, else Redis when REDIS_URL is set) that only publishes.
 * The same channel the servers' own writers use, so an instance hears the CLI as it hears another instance: its
 * streams of the staff whose sessions ended close at once. One SQLite server without Redis shares no channel with
 * another process: its streams end at their next heartbeat's session check. `close` waits until what was told has left.
 */
export function publishingDeskBus(
  caches: AppCaches,
  db: Executor,
  opts: {
    database: { kind: 'sqlite' } | { kind: 'postgres'; url: string; schema?: string | undefined };
    redisUrl?: string | undefined;
    log: Log;
  },
): { close(): Promise<void> } {
  const bus = caches.of(deskChangeBus);
  let redis: ioredis.Redis | undefined;
  if (opts.database.kind === 'postgres')
    bus.connect(postgresDeskTransport(bus, db, { url: opts.database.url, schema: opts.database.schema, log: opts.log, listen: false }));
  else if (opts.redisUrl) {
    // Queued until connected (the offline queue), one try per command: a CLI waits for its message, never for ever.
    redis = new (loadPackage('ioredis') as typeof ioredis).Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', (err) => opts.log.warn({ err }, 'desk changes: redis unavailable'));
    bus.connect(redisDeskTransport(bus, redis, { log: opts.log, listen: false }));
  }
  return {
    async close() {
      await bus.close();
      redis?.disconnect();
    },
  };
}

/** The undo a desk action that moved no money offers: its audit row, until {@link DESK_UNDO_SECONDS} from now. */
export function deskUndoOf(actionId: number, kind: DeskUndo['kind'], clock: Clock): DeskUndo {
  return { actionId, kind, expiresAt: new Date(clock.now().getTime() + DESK_UNDO_SECONDS * 1000).toISOString() };
}
