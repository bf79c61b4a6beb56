import { STAFF_IDLE_MINUTES } from '@clubportal/contract/staff';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffOwnerCommand } from '../../cli/staff-owner-command.js';
import { deskChangeBus } from '../../lib/desk-changes.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { openDeskStream } from '../../test/desk-stream.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff, staffSignIn, STAFF_PASSWORD } from '../../test/staff-fixtures.js';

// Desks in step (issue 33 §8): a staff session's end closes its open event streams at once, not at the stream's next
// heartbeat (20 s; each wait below is 5 s). Both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object = {}) =>
  app.inject({ method, url, headers, payload });

describe("a staff session's end closes its desk streams at once", () => {
  it('signing out', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const stream = await openDeskStream(app, desk.headers);
    expect((await call('POST', '/api/staff/logout', desk.headers)).statusCode).toBe(200);
    expect(await stream.ended()).toEqual({ reason: 'session' });
  });

  it('being deactivated, or given another role, by an owner', async () => {
    const [gone, moved] = [await signedInStaff(app, { role: 'desk' }), await signedInStaff(app, { role: 'desk' })];
    const [a, b] = [await openDeskStream(app, gone.headers), await openDeskStream(app, moved.headers)];
    expect((await call('POST', `/api/staff/accounts/${gone.id}/deactivate`, owner.headers)).statusCode).toBe(200);
    expect(await a.ended()).toEqual({ reason: 'session' });
    // The other desk's stream stands: only the account whose sessions ended is closed.
    expect(b.heard.some((e) => e.event === 'end')).toBe(false);
    expect((await call('PUT', `/api/staff/accounts/${moved.id}/role`, owner.headers, { role: 'accountant' })).statusCode).toBe(200);
    expect(await b.ended()).toEqual({ reason: 'session' });
  });

  it("changing one's password ends the other sessions' streams, not this one's", async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const laptop = await staffSignIn(app, desk.email);
    const [here, there] = [await openDeskStream(app, desk.headers), await openDeskStream(app, laptop.headers)];
    const res = await call('POST', '/api/staff/password', desk.headers, { current: STAFF_PASSWORD, password: 'another-password-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await there.ended()).toEqual({ reason: 'session' });
    expect(here.heard.some((e) => e.event === 'end')).toBe(false);
    here.close();
  });

  it("a custom role losing the desk's permission", async () => {
    const reader = await signedInStaff(app, { permissions: ['bookings.read'] });
    const stream = await openDeskStream(app, reader.headers);
    const { custom_role_id: roleId } = await app.db
      .selectFrom('staff_accounts')
      .select('custom_role_id')
      .where('id', '=', reader.id)
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `/api/staff/roles/${roleId}`, owner.headers, {
      name: `Reports ${roleId}`,
      permissions: ['reports.read'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stream.ended()).toEqual({ reason: 'session' });
  });

  it('running idle: the stream ends when the session would, though nobody calls (an open stream is not activity)', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    // The server's own timers on a test clock: its wait for the idle end runs when the test moves time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stream = await openDeskStream(app, desk.headers);
      clock.advance({ minutes: STAFF_IDLE_MINUTES - 1 });
      await vi.advanceTimersByTimeAsync((STAFF_IDLE_MINUTES - 1) * 60_000);
      expect(stream.heard.some((e) => e.event === 'end')).toBe(false);
      clock.advance({ minutes: 2 });
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      vi.useRealTimers();
      expect(await stream.ended()).toEqual({ reason: 'session' });
    } finally {
      vi.useRealTimers();
    }
    // And the session is over for every other call too.
    expect((await app.inject({ url: '/api/staff/me', headers: desk.headers })).statusCode).toBe(401);
  });
});

// The CLI's two-factor reset runs in a process of its own (here: its own database connection and change bus, as the
// process has) and tells the running servers through the deployment's shared channel: PostgreSQL's NOTIFY, else Redis
// (REDIS_URL). One SQLite server without Redis shares no channel with another process: its heartbeat ends the stream.
describe.runIf(process.env.DATABASE_URL || process.env.REDIS_URL)('a two-factor reset from the CLI, another process', () => {
  it("ends the account's open desk streams on the running server at once, and no one else's", async () => {
    const env = process.env.DATABASE_URL ? undefined : { REDIS_URL: process.env.REDIS_URL! };
    const server = env ? await buildTestApp({ clock, shareDatabaseOf: app.config, env }) : app;
    try {
      await server.caches.of(deskChangeBus).listening;
      const [locked, colleague] = [await signedInStaff(server, { role: 'desk' }), await signedInStaff(server, { role: 'desk' })];
      const [stream, kept] = [await openDeskStream(server, locked.headers), await openDeskStream(server, colleague.headers)];
      const notes: string[] = [];
      const exit = await staffOwnerCommand(
        { ...server.config, redisUrl: process.env.REDIS_URL },
        { email: locked.email, resetTwoFactor: true },
        { note: (text) => notes.push(text), print: () => undefined },
        clock,
      );
      expect(exit).toBe(0);
      expect(notes.join(' ')).toContain(`Two-factor codes of ${locked.email} cleared`);
      expect(await stream.ended()).toEqual({ reason: 'session' });
      expect(kept.heard.some((e) => e.event === 'end')).toBe(false);
      kept.close();
      expect((await server.inject({ url: '/api/staff/me', headers: locked.headers })).statusCode).toBe(401);
      const audit = await server.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'after_json'])
        .where('action', '=', 'staff.two-factor.reset')
        .where('entity_id', '=', String(locked.id))
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ actor_kind: 'system', after_json: JSON.stringify({ twoFactor: false }) });
    } finally {
      if (env) await server.close();
    }
  });
});
