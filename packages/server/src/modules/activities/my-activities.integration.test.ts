import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { cardRefundsSettled, SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { createVoucher, recordVoucherMovement } from '../vouchers/index.js';
import { insertActivity, type NewActivity } from './activities.repository.js';

/**
 * Issue 30, "My activities", over HTTP on a real database (SQLite, and PostgreSQL with DATABASE_URL): a
 * member finds what they signed up for (and their places in line), gives a paid sign-up back by the
 * activity's own rule with the refund going back the way it was paid (once, however often or however
 * concurrently asked), and leaves a waitlist; freed places go to the next in line.
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
type Member = Awaited<ReturnType<typeof quickCustomer>>;

const at = (hours: number): Instant => toInstant(new Date(clock.now().getTime() + hours * 3_600_000));
let n = 0;
function activity(over: Partial<NewActivity> = {}): Promise<number> {
  n += 1;
  return insertActivity(app.db, {
    name: `Clinic ${n}`,
    type: 'activity',
    start_at: at(72),
    end_at: at(74),
    capacity: 10,
    signup_opens_at: null,
    signup_closes_at: null,
    price: 2500,
    currency: 'EUR',
    created_at: nowInstant(clock),
    ...over,
  });
}
const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const mine = (m: Member, customerId = m.id) =>
  app.inject({ method: 'GET', url: `/api/publicactivities/customer-signups/${customerId}`, headers: m.headers });
const withdraw = (m: Member, id: number, customerId = m.id) => post(`/api/publicactivities/withdraw/${id}/${customerId}`, m.headers);
const signUp = async (m: Member, id: number, customerId = m.id) => {
  const res = await post('/api/publicactivities/inscription', m.headers, { customerId, id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as { saleId: number } | null;
};
let guid = 0;
const checkout = (m: Member, body: object) =>
  post('/api/shop/checkout-customer', m.headers, {
    saleItems: [],
    guid: `my-activities-${(guid += 1)}`,
    ...body,
    customer: { id: m.id, acceptConditions: true },
  });

/** Signs the member up to a paid activity and pays it by card at the sandbox gateway. */
async function paidSignUp(m: Member, id: number, customerId = m.id): Promise<number> {
  const { saleId } = (await signUp(m, id, customerId))!;
  const res = await checkout(m, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE });
  expect(res.statusCode, res.body).toBe(200);
  const path = new URL((res.json().model as CheckoutModel).sandbox?.url ?? '').pathname;
  const paid = await app.inject({
    method: 'POST',
    url: path,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  return saleId;
}
const saleOf = (id: number) => app.db.selectFrom('sales').select(['status', 'paid']).where('id', '=', id).executeTakeFirstOrThrow();
const cardRefundsOf = (saleId: number) =>
  app.db.selectFrom('card_refunds').select(['amount', 'status']).where('sale_id', '=', saleId).execute();
const lineOf = (activityId: number) =>
  app.db.selectFrom('activity_waitlist').select(['customer_id', 'status']).where('activity_id', '=', activityId).orderBy('id').execute();

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true' } });
});
afterAll(() => app?.close());
beforeEach(() => clock.set('2026-06-15T10:00:00.000Z'));

describe('the member finds what they signed up for', () => {
  it("lists paid, held and a child's sign-ups with the refund each gives and until when, and their places in line", async () => {
    const parent = await quickCustomer(app, 'Marta');
    const child = await createCustomer(app, { parentId: parent.id, name: 'Tomas', surname: 'Ruiz' });
    const clinic = await activity({ name: 'Clínica de volea', refund_percent: 50, cancel_hours_before: 48 });
    const camp = await activity({ name: 'Campus', start_at: at(24 * 10), end_at: at(24 * 12) });
    const full = await activity({ name: 'Torneo', capacity: 1, price: 0 });
    await paidSignUp(parent, clinic);
    await signUp(parent, camp, child.id);
    const other = await quickCustomer(app);
    await signUp(other, full);
    expect((await post('/api/publicactivities/waitlist', parent.headers, { customerId: child.id, id: full })).statusCode).toBe(200);

    const res = await mine(parent);
    expect(res.statusCode, res.body).toBe(200);
    const { signUps, waitlists } = res.json().model;
    expect(signUps).toEqual([
      expect.objectContaining({
        activityId: clinic,
        name: 'Clínica de volea',
        customerId: parent.id,
        state: 'confirmed',
        paid: 25,
        cancel: { open: true, until: at(24), refund: 12.5, refundPercent: 50 },
      }),
      expect.objectContaining({
        activityId: camp,
        customerName: 'Tomas Ruiz',
        state: 'held',
        paid: 0,
        cancel: { open: true, until: at(24 * 10), refund: 0, refundPercent: 100 },
      }),
    ]);
    expect(waitlists).toEqual([
      {
        activityId: full,
        name: 'Torneo',
        start: at(72),
        customerId: child.id,
        customerName: 'Tomas Ruiz',
        position: 1,
        offerExpiresAt: null,
      },
    ]);
    // Past the clinic's deadline it says so, and refunds nothing.
    clock.advance({ hours: 25 });
    const later = (await mine(parent)).json().model.signUps[0];
    expect(later.cancel).toMatchObject({ open: false, refund: 0 });
  });

  it("refuses another member's list", async () => {
    const a = await quickCustomer(app);
    const b = await quickCustomer(app);
    expect((await mine(a, b.id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/publicactivities/customer-signups/${a.id}` })).statusCode).toBe(401);
  });
});

describe('the checkout of an activity', () => {
  it('says its hold keeps a place in the activity (not a court)', async () => {
    const m = await quickCustomer(app);
    const { saleId } = (await signUp(m, await activity()))!;
    const res = await post('/api/shop/checkout-info-by-customer', m.headers, { customerId: m.id, saleItems: [], saleIds: [saleId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sales).toEqual([expect.objectContaining({ id: saleId, holdExpiresAt: at(0.5), holdOf: 'activity' })]);
  });
});

describe('giving a sign-up back', () => {
  it('refunds the card that paid it, once; the freed place goes to the first in line', async () => {
    const m = await quickCustomer(app);
    const waiting = await quickCustomer(app, 'Lucía');
    const clinic = await activity({ capacity: 1 });
    const saleId = await paidSignUp(m, clinic);
    expect((await post('/api/publicactivities/waitlist', waiting.headers, { customerId: waiting.id, id: clinic })).statusCode).toBe(200);

    const res = await withdraw(m, clinic);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, infoReturns: { amounts: [{ paymentMethod: 'Tarjeta (sandbox)', amount: 25 }] } });
    await cardRefundsSettled(app.db);
    expect(await cardRefundsOf(saleId)).toEqual([{ amount: 2500, status: 'done' }]);
    expect(await saleOf(saleId)).toMatchObject({ status: 'cancelled' });
    expect((await mine(m)).json().model.signUps).toEqual([]);
    expect(await lineOf(clinic)).toEqual([{ customer_id: waiting.id, status: 'offered' }]);

    // A second cancel finds nothing and refunds nothing more.
    const again = await withdraw(m, clinic);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMsg).toBe('There is no sign-up to cancel for this activity');
    expect(await cardRefundsOf(saleId)).toHaveLength(1);
  });

  it('refunds once when the member taps Cancel on several devices at the same time', async () => {
    const m = await quickCustomer(app);
    const clinic = await activity();
    const saleId = await paidSignUp(m, clinic);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(m, clinic)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    await cardRefundsSettled(app.db);
    expect(await cardRefundsOf(saleId)).toEqual([{ amount: 2500, status: 'done' }]);
  });

  it('gives back the activity’s share by its rule, the way it was paid (a money voucher), and refuses after the deadline', async () => {
    const m = await quickCustomer(app);
    const wallet = await createVoucher(app.db, {
      customerId: m.id,
      description: 'Monedero',
      kind: 'money',
      currency: 'EUR',
      createdAt: nowInstant(clock),
    });
    await recordVoucherMovement(app.db, wallet, 5000, nowInstant(clock));
    const half = await activity({ refund_percent: 50, cancel_hours_before: 48 });
    const { saleId } = (await signUp(m, half))!;
    const paid = await checkout(m, { saleIds: [saleId], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: wallet });
    expect(paid.json().model, paid.body).toMatchObject({ paid: true });
    const balance = async () =>
      (await app.db.selectFrom('vouchers').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow()).balance;
    expect(await balance()).toBe(2500);

    const res = await withdraw(m, half);
    expect(res.json().infoReturns.amounts).toEqual([{ paymentMethod: 'Monedero', amount: 12.5 }]);
    expect(await balance()).toBe(3750);
    // The club keeps the other half: the sale stays paid.
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2500 });

    const late = await activity();
    await paidSignUp(m, late);
    clock.advance({ hours: 49 });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/publicactivities/withdraw/${late}/${m.id}`,
      headers: { ...m.headers, 'accept-language': 'es-ES' },
    });
    expect(refused.statusCode).toBe(409);
    // The deadline in the member's words: a weekday, a month by name, the club's hour (not 2026-06-16 10:00).
    expect(refused.json().errorMsg).toMatch(
      /^Esta inscripción se podía cancelar hasta el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de 2026, \d\d:\d\d: pregunta al club$/,
    );
    expect((await mine(m)).json().model.signUps).toHaveLength(1);
  });

  it("a parent gives back a child's free sign-up; a stranger cannot give back anyone's", async () => {
    const parent = await quickCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id });
    const stranger = await quickCustomer(app);
    const free = await activity({ price: 0 });
    expect(await signUp(parent, free, child.id)).toBeNull();
    expect((await withdraw(stranger, free, child.id)).statusCode).toBe(403);
    const res = await withdraw(parent, free, child.id);
    expect(res.json()).toEqual({ ok: true, infoReturns: { amounts: [] } });
    expect((await mine(parent)).json().model.signUps).toEqual([]);
  });
});

describe('leaving a waitlist', () => {
  it('leaves the line; a place offered to them goes to the next in line', async () => {
    const holder = await quickCustomer(app);
    const first = await quickCustomer(app);
    const second = await quickCustomer(app);
    const full = await activity({ capacity: 1, price: 0 });
    await signUp(holder, full);
    for (const m of [first, second])
      expect((await post('/api/publicactivities/waitlist', m.headers, { customerId: m.id, id: full })).statusCode).toBe(200);
    expect((await withdraw(holder, full)).statusCode).toBe(200);
    expect(await lineOf(full)).toEqual([
      { customer_id: first.id, status: 'offered' },
      { customer_id: second.id, status: 'waiting' },
    ]);
    expect((await mine(first)).json().model.waitlists[0]).toMatchObject({ position: 1, offerExpiresAt: expect.any(String) });

    expect((await post(`/api/publicactivities/waitlist/leave/${full}/${first.id}`, second.headers)).statusCode).toBe(403);
    const left = await post(`/api/publicactivities/waitlist/leave/${full}/${first.id}`, first.headers);
    expect(left.statusCode, left.body).toBe(200);
    expect(await lineOf(full)).toEqual([
      { customer_id: first.id, status: 'left' },
      { customer_id: second.id, status: 'offered' },
    ]);
    expect((await mine(first)).json().model.waitlists).toEqual([]);
    expect((await post(`/api/publicactivities/waitlist/leave/${full}/${first.id}`, first.headers)).statusCode).toBe(404);
  });
});
