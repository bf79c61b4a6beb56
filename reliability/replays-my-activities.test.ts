import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { recordFigures } from './figures.js';
import { send, type Answer, type RawRequest } from './http-client.js';
import { expectRefusalShape } from './refusal-shape.js';
import { changedTables, startTarget, type Target } from './target.js';

/**
 * Issue 30, section 1 ("My activities"), replayed from outside over real HTTP: a member's paid sign-up can
 * be given back (and refunded) only by them or the parent of the one signed up, never by another member,
 * never through the cart's cancel URL (which refunds nothing), and nobody else reads their list or empties
 * their place in a line. Each refusal changes nothing in the database.
 */
let target: Target;
const figures = { operations: 0, requests: 0, faults: 0 };
const operations = new Set<string>();
type Session = { id: number; headers: Record<string, string> };
let member: Session;
let stranger: Session;

beforeAll(async () => {
  target = await startTarget({ RUN_JOBS: 'false', SANDBOX_ENABLED: 'true' });
  const s = await createCustomer(target.app, { email: 'stranger-activities@example.com' });
  await target.start();
  member = await login(demoCustomers.member.email, DEMO_PASSWORD);
  stranger = await login(s.email, s.password);
}, 180_000);

afterAll(async () => {
  figures.operations = operations.size;
  recordFigures('my activities replays', figures);
  await target?.close();
});

async function call(r: RawRequest): Promise<Answer & { json: () => Record<string, unknown> }> {
  figures.requests += 1;
  operations.add(`${r.method} ${r.url.replace(/\/(\d+|[^/?]*\d[^/?]*)(?=\/|\?|$)/g, '/{id}').split('?')[0]}`);
  const answer = await send(target.url, r);
  return { ...answer, json: () => JSON.parse(answer.text) as Record<string, unknown> };
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call({ method: 'POST', url, body: JSON.stringify(body), contentType: 'application/json', headers });
const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });
const attack = async (r: Promise<Answer & { json: () => Record<string, unknown> }>) => {
  figures.faults += 1;
  return r;
};
async function login(email: string, password: string): Promise<Session> {
  const res = await post('/api/publiccustomers/cauth', { email, password });
  expect(res.status, res.text).toBe(200);
  const model = res.json().model as { token: string; id: number };
  return { id: model.id, headers: { authorization: `Bearer ${model.token}` } };
}
async function changesNothing(act: () => Promise<unknown>): Promise<void> {
  const before = await target.digest();
  await act();
  expect(changedTables(before, await target.digest())).toEqual([]);
}
const db = () => target.app.db;

/** The demo member signs up for a paid activity to come and pays it by card at the sandbox gateway. */
async function paidSignUp(): Promise<{ activityId: number; saleId: number }> {
  const { id: activityId } = await db()
    .selectFrom('activities')
    .select('id')
    .where('name', '=', 'Americano nocturno')
    .executeTakeFirstOrThrow();
  const signUp = await post('/api/publicactivities/inscription', { customerId: member.id, id: activityId }, member.headers);
  expect(signUp.status, signUp.text).toBe(200);
  const { saleId } = signUp.json().model as { saleId: number };
  const checkout = await post(
    '/api/shop/checkout-customer',
    {
      saleItems: [],
      saleIds: [saleId],
      guid: `my-activities-${Date.now()}`,
      paymentMethodId: SANDBOX_METHOD_TYPE,
      customer: { id: member.id, acceptConditions: true },
    },
    member.headers,
  );
  expect(checkout.status, checkout.text).toBe(200);
  const url = (checkout.json().model as { sandbox?: { url: string } }).sandbox?.url ?? '';
  const paid = await call({
    method: 'POST',
    url: new URL(url).pathname,
    body: 'action=pay',
    contentType: 'application/x-www-form-urlencoded',
  });
  expect(paid.status).toBe(303);
  return { activityId, saleId };
}

describe('a paid sign-up is the member’s to give back', () => {
  it('another member cannot cancel it (nor read the list), the cart’s cancel URL refunds nothing, and the member can', async () => {
    const { activityId, saleId } = await paidSignUp();
    await changesNothing(async () => {
      const res = await attack(post(`/api/publicactivities/withdraw/${activityId}/${member.id}`, {}, stranger.headers));
      expect(res.status).toBe(403);
      expectRefusalShape(res, 'a stranger');
      expect((await attack(get(`/api/publicactivities/customer-signups/${member.id}`, stranger.headers))).status).toBe(403);
      expect((await attack(get(`/api/publicactivities/customer-signups/${member.id}`))).status).toBe(401);
      // The cart's cancel URL gives back only what is not paid: a paid sign-up is not refunded through it.
      const cart = await attack(post(`/api/publicactivities/cancel/${activityId}/${member.id}`, {}, member.headers));
      expect(cart.status).toBe(409);
    });
    const own = await post(`/api/publicactivities/withdraw/${activityId}/${member.id}`, {}, member.headers);
    expect(own.status, own.text).toBe(200);
    expect(own.json().infoReturns).toEqual({ amounts: [{ paymentMethod: 'Tarjeta (sandbox)', amount: 8 }] });
    expect(await db().selectFrom('sales').select('status').where('id', '=', saleId).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
    // Once: the same call again refunds nothing more.
    await changesNothing(async () => {
      expect((await attack(post(`/api/publicactivities/withdraw/${activityId}/${member.id}`, {}, member.headers))).status).toBe(404);
    });
  });

  it('another member cannot take someone’s place out of a line', async () => {
    const { id: clinic } = await db()
      .selectFrom('activities')
      .select('id')
      .where('name', '=', 'Clinic de volea con Marta')
      .executeTakeFirstOrThrow();
    const joined = await post('/api/publicactivities/waitlist', { customerId: member.id, id: clinic }, member.headers);
    expect(joined.status, joined.text).toBe(200);
    await changesNothing(async () => {
      const res = await attack(post(`/api/publicactivities/waitlist/leave/${clinic}/${member.id}`, {}, stranger.headers));
      expect(res.status).toBe(403);
      expectRefusalShape(res, 'a stranger');
    });
    expect((await post(`/api/publicactivities/waitlist/leave/${clinic}/${member.id}`, {}, member.headers)).status).toBe(200);
  });
});
