import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { insertCustomerToken } from './customer-tokens.repository.js';
import { newOneTimeToken } from '../../lib/one-time-token.js';

// Issue 19, section 4: sessions end by identity. The clock never moves inside a test: every login, switch
// and password change happens in the same instant, which the old whole-second comparison let through.
const clock = new ManualClock('2026-06-15T10:00:00.250Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/publiccustomers/${path}`, payload, headers });
const profile = (id: number, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/publiccustomers/${id}`, headers });

/** A password reset through its link, the link made here (no mail needed). */
async function resetPassword(customerId: number, plainPassword: string) {
  const { token, hash } = newOneTimeToken();
  await insertCustomerToken(
    app.db,
    { customerId, purpose: 'reset', tokenHash: hash, expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString() as never },
    nowInstant(clock),
  );
  const res = await post('reset-password-cz', { token, plainPassword });
  expect(res.statusCode, res.body).toBe(200);
}

describe('ending sessions in the same second they were issued', () => {
  it('a password change ends the other session logged in the same instant and keeps the one that made it', async () => {
    const c = await createCustomer(app);
    const first = await loginAs(app, c.email, c.password);
    const second = await loginAs(app, c.email, c.password);
    const res = await post(
      'reset-password-by-old-json',
      { customerId: c.id, plainOldPass: c.password, plainNewPass: 'changed-1' },
      first.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(c.id, second.headers)).statusCode).toBe(401);
    expect((await profile(c.id, first.headers)).statusCode).toBe(200);
    // A login with the new password in that same instant is a new session, and it works.
    const after = await loginAs(app, c.email, 'changed-1');
    expect((await profile(c.id, after.headers)).statusCode).toBe(200);
  });

  it('a password reset ends every session issued before it, even in the same instant, and not the ones after', async () => {
    const c = await createCustomer(app);
    const before = await loginAs(app, c.email, c.password);
    await resetPassword(c.id, 'after-reset');
    expect((await profile(c.id, before.headers)).statusCode).toBe(401);
    const after = await loginAs(app, c.email, 'after-reset');
    expect((await profile(c.id, after.headers)).statusCode).toBe(200);
  });

  it("a switch into a child made in the same instant ends with the parent's reset, and with the child's", async () => {
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Menor', email: `child-${Date.now()}@example.com` });
    const session = await loginAs(app, parent.email, parent.password);
    const switched = bearer((await post('impersonate', { id: child.id }, session.headers)).json().token as string);
    expect((await profile(child.id, switched)).statusCode).toBe(200);
    await resetPassword(parent.id, 'parent-new');
    expect((await profile(child.id, switched)).statusCode).toBe(401);
    expect((await post('impersonate', { id: parent.id }, switched)).statusCode).toBe(401);

    const again = await loginAs(app, parent.email, 'parent-new');
    const switchedAgain = bearer((await post('impersonate', { id: child.id }, again.headers)).json().token as string);
    expect((await profile(child.id, switchedAgain)).statusCode).toBe(200);
    await resetPassword(child.id, 'child-new');
    expect((await profile(child.id, switchedAgain)).statusCode).toBe(401);
    // The parent's own session is the parent's: the child's reset leaves it be.
    expect((await profile(parent.id, again.headers)).statusCode).toBe(200);
  });

  it('deleting the account ends its sessions, the one that deleted it included', async () => {
    const c = await createCustomer(app);
    const other = await loginAs(app, c.email, c.password);
    const s = await loginAs(app, c.email, c.password);
    expect((await app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${c.id}`, headers: s.headers })).statusCode).toBe(200);
    expect((await profile(c.id, s.headers)).statusCode).toBe(401);
    expect((await profile(c.id, other.headers)).statusCode).toBe(401);
  });
});

describe('answers with a token or personal data are never stored', () => {
  it('sends Cache-Control: no-store on the login, the profile, a switch and a refusal', async () => {
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id });
    const login = await post('cauth', { email: parent.email, password: parent.password });
    expect(login.headers['cache-control']).toBe('no-store');
    const headers = bearer(login.json().model.token as string);
    expect((await profile(parent.id, headers)).headers['cache-control']).toBe('no-store');
    expect((await post('impersonate', { id: child.id }, headers)).headers['cache-control']).toBe('no-store');
    expect((await profile(parent.id, {})).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: `/api/shop/customer-orders/${parent.id}`, headers })).headers['cache-control']).toMatch(
      /no-store/,
    );
  });

  it('leaves the cache headers of public answers as their routes set them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
