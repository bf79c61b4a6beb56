import { afterAll, beforeAll, expect } from 'vitest';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { recordFigures } from './figures.js';
import { send, type Answer, type RawRequest } from './http-client.js';
import { expectRefusalShape } from './refusal-shape.js';
import { changedTables, startTarget, type Target } from './target.js';

/**
 * What every replay file shares: a server process on a fresh demo database (no scheduled work behind the
 * replay's back, unless `env` asks for it), requests over real HTTP counted into the suite's figures, logins
 * through the login call, and "a refusal changes nothing". Each replay file keeps only its scenario.
 */
export type Session = { id: number; headers: Record<string, string> };
export type Reply = Answer & { json: () => Record<string, unknown> };

type Options = {
  env?: Record<string, string>;
  /** Fixtures written before the server starts (it caches the booking catalogue once read). */
  prepare?: (target: Target) => Promise<void>;
  /** After the server is up: logins and the like. */
  started?: (target: Target) => Promise<void>;
  /** Torn down after the target (fakes of outside services). */
  close?: () => Promise<void>;
};

/** Registers the file's beforeAll/afterAll; `part` names it in the suite's closing figures. */
export function replayHarness(part: string, options: Options = {}) {
  const figures = { operations: 0, requests: 0, faults: 0 };
  const operations = new Set<string>();
  let current: Target | undefined;

  beforeAll(async () => {
    current = await startTarget({ RUN_JOBS: 'false', ...options.env });
    await options.prepare?.(current);
    await current.start();
    await options.started?.(current);
  }, 180_000);

  afterAll(async () => {
    figures.operations = operations.size;
    recordFigures(part, figures);
    await current?.close();
    await options.close?.();
  });

  const target = (): Target => {
    if (!current) throw new Error('the replay target starts in beforeAll');
    return current;
  };

  async function call(r: RawRequest): Promise<Reply> {
    figures.requests += 1;
    // One operation per route: ids and tokens in the path do not make new ones.
    operations.add(`${r.method} ${r.url.replace(/\/(\d+|[^/?]*\d[^/?]*)(?=\/|\?|$)/g, '/{id}').split('?')[0]}`);
    const answer = await send(target().url, r);
    return { ...answer, json: () => JSON.parse(answer.text) as Record<string, unknown> };
  }
  const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, body: JSON.stringify(body), contentType: 'application/json', headers });
  const postEmpty = (url: string, headers: Record<string, string> = {}) => call({ method: 'POST', url, headers });
  const postForm = (url: string, form: string) =>
    call({ method: 'POST', url, body: form, contentType: 'application/x-www-form-urlencoded' });

  /** A request meant to be refused: counted as a fault injected; a refusal must read as one (`{ ok: false, errorMsg }`). */
  async function attack(r: Promise<Reply>): Promise<Reply> {
    figures.faults += 1;
    const answer = await r;
    if (answer.status >= 400) expectRefusalShape(answer, answer.text);
    return answer;
  }

  async function login(email: string, password: string): Promise<Session> {
    const res = await post('/api/publiccustomers/cauth', { email, password });
    expect(res.status, res.text).toBe(200);
    const model = res.json().model as { token: string; id: number };
    return { id: model.id, headers: { authorization: `Bearer ${model.token}` } };
  }

  /** A new customer, logged in. */
  async function newMember(opts: Parameters<typeof createCustomer>[1] = {}): Promise<Session & { email: string }> {
    const c = await createCustomer(target().app, opts);
    return { ...(await login(c.email, c.password)), email: c.email };
  }

  /**
   * Mail and card refunds are sent in the background once a request has committed: wait until neither has
   * anything due, so their bookkeeping (customer_emails.sent_at, a refund's status) is not taken for a change
   * made by the next request.
   */
  async function backgroundSettled(): Promise<void> {
    const db = target().app.db;
    for (let tries = 0; tries < 200; tries += 1) {
      const now = new Date().toISOString() as never;
      const mails = await db
        .selectFrom('mail_outbox')
        .select(db.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .executeTakeFirstOrThrow();
      const refunds = await db
        .selectFrom('card_refunds')
        .select(db.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('status', '=', 'sending'), eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)])]))
        .executeTakeFirstOrThrow();
      if (Number(mails.n) + Number(refunds.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('mail or card refunds still due after 10 s');
  }

  /** Runs `act` (refused attacks) and proves that no table changed. */
  async function changesNothing(act: () => Promise<unknown>): Promise<void> {
    await backgroundSettled();
    const before = await target().digest();
    await act();
    expect(changedTables(before, await target().digest())).toEqual([]);
  }

  return {
    figures,
    target,
    db: () => target().app.db,
    call,
    get,
    post,
    postEmpty,
    postForm,
    attack,
    login,
    newMember,
    backgroundSettled,
    changesNothing,
  };
}
