import { STAFF_IDLE_MINUTES } from '@clubportal/contract/staff';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
