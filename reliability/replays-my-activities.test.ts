import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Issue 30, section 1 ("My activities"), replayed from outside over real HTTP: a member's paid sign-up can
 * be given back (and refunded) only by them or the parent of the one signed up, never by another member,
 * never through the cart's cancel URL (which refunds nothing), and nobody else reads their list or empties
 * their place in a line. Each refusal changes nothing in the database.
 */
let member: Session;
let stranger: Session;
const { db, postForm, get, post, attack, login, changesNothing } = replayHarness('my activities replays', {
  env: { SANDBOX_ENABLED: 'true' },
  started: async (target) => {
    const s = await createCustomer(target.app, { email: 'stranger-activities@example.com' });
    member = await login(demoCustomers.member.email, DEMO_PASSWORD);
    stranger = await login(s.email, s.password);
  },
});

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
  const paid = await postForm(new URL(url).pathname, 'action=pay');
  expect(paid.status).toBe(303);
  return { activityId, saleId };
}

describe('a paid sign-up is the member’s to give back', () => {
  it('another member cannot cancel it (nor read the list), the cart’s cancel URL refunds nothing, and the member can', async () => {
    const { activityId, saleId } = await paidSignUp();
    await changesNothing(async () => {
      const res = await attack(post(`/api/publicactivities/withdraw/${activityId}/${member.id}`, {}, stranger.headers));
      expect(res.status).toBe(403);
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
    });
    expect((await post(`/api/publicactivities/waitlist/leave/${clinic}/${member.id}`, {}, member.headers)).status).toBe(200);
  });
});
