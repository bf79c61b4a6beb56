import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { newOneTimeToken } from '../../lib/one-time-token.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { insertCustomerToken } from './customer-tokens.repository.js';

/**
 * Consent nobody gave (issue 29 section 5), over HTTP: a profile's new address is not subscribed without its
 * own confirmation, and a calendar feed ends with the link that let its maker make it (a child unlinked, a
 * password reset).
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

/** A password reset through its link (the link made here: no mail needed); it proves the account's address. */
async function resetPassword(customerId: number, plainPassword: string) {
  const { token, hash } = newOneTimeToken();
  await insertCustomerToken(
    app.db,
    { customerId, purpose: 'reset', tokenHash: hash, expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString() as never },
    nowInstant(clock),
  );
  const res = await app.inject({ method: 'POST', url: '/api/publiccustomers/reset-password-cz', payload: { token, plainPassword } });
  expect(res.statusCode, res.body).toBe(200);
}

const saveProfile = (s: { id: number; headers: Record<string, string> }, email: string, okRss: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/publicacademycustomers/put-json',
    headers: s.headers,
    payload: { id: s.id, name: 'Irene', surname: 'Sanz', email, phone: '600111222', gender: 0, birthDate: '1990-05-17', okRss },
  });
const subscriber = (email: string) =>
  app.db.selectFrom('newsletter_subscribers').select(['status']).where('email', '=', email).executeTakeFirst();
const mailsTo = (email: string) => app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();

describe("a profile's new address and the newsletter", () => {
  it('two saves (the address changed, then the tick) leave the new address waiting for its own confirmation', async () => {
    const c = await createCustomer(app);
    await resetPassword(c.id, 'proven-1');
    const s = await loginAs(app, c.email, 'proven-1');
    const planted = `someone-else-${Date.now()}@example.com`;
    expect((await saveProfile(s, planted, false)).statusCode).toBe(200);
    expect((await saveProfile(s, planted, true)).statusCode).toBe(200);
    expect((await subscriber(planted))?.status).toBe('pending');
    expect(await mailsTo(planted)).toHaveLength(1);
  });

  it("the address the account's reset link came to is subscribed at once", async () => {
    const c = await createCustomer(app);
    await resetPassword(c.id, 'proven-2');
    const s = await loginAs(app, c.email, 'proven-2');
    expect((await saveProfile(s, c.email, true)).statusCode).toBe(200);
    expect((await subscriber(c.email.toLowerCase()))?.status).toBe('confirmed');
  });
});

describe('calendar feeds end with what let them be made', () => {
  const newLink = async (s: { headers: Record<string, string> }, customerId: number) => {
    const res = await app.inject({ method: 'POST', url: `/api/publicbookings/calendar-feed/${customerId}`, headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().model as { path: string }).path;
  };
  const fetchFeed = async (path: string) => (await app.inject({ method: 'GET', url: path })).statusCode;

  it("a child's feed ends when the child is unlinked", async () => {
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    const path = await newLink(s, child.id);
    expect(await fetchFeed(path)).toBe(200);
    const unlink = await app.inject({ method: 'DELETE', url: `/api/children/${child.id}/unlink-from/${parent.id}`, headers: s.headers });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(await fetchFeed(path)).toBe(410);
  });

  it("a password reset ends the member's feed and their child's", async () => {
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const child = await createCustomer(app, { parentId: parent.id });
    const own = await newLink(s, parent.id);
    const childs = await newLink(s, child.id);
    await resetPassword(parent.id, 'after-reset');
    expect(await fetchFeed(own)).toBe(410);
    expect(await fetchFeed(childs)).toBe(410);
    const again = await loginAs(app, parent.email, 'after-reset');
    const status = await app.inject({ method: 'GET', url: `/api/publicbookings/calendar-feed/${parent.id}`, headers: again.headers });
    expect(status.json().model.active).toBe(false);
    expect(await fetchFeed(await newLink(again, parent.id))).toBe(200);
  });
});
