import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { cardRefundsSettled, SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { createVoucher, recordVoucherMovement } from '../vouchers/index.js';

/**
 * Issue 19, section 2: a voucher is spent only when the member names it, what paid is said (checkout
 * answer, payment status, receipt mail), and a cancel gives it back the way it came: sessions to the
 * sessions voucher, money to the money voucher, the card's share to the card, the club's to the club.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  club = await createTestClub(app, { courts: 2 });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const balanceOf = async (id: number) =>
  (await app.db.selectFrom('vouchers').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;
const vouchersOf = (customerId: number) =>
  app.db.selectFrom('vouchers').select(['description', 'kind', 'balance']).where('customer_id', '=', customerId).orderBy('id').execute();
const refundsOf = (bookingId: number) =>
  app.db
    .selectFrom('booking_refunds')
    .select(['method', 'payment_method', 'amount', 'sessions', 'status'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
const receiptOf = async (email: string) =>
  (
    await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('subject', 'like', 'Tu pago en %')
      .executeTakeFirst()
  )?.text_body ?? '';

/** A member with "Bono 10 clases" on 7 sessions (and a 10 EUR "Monedero" when asked) and a 60-minute court (20 EUR) two days ahead. */
async function memberWithBooking(opts: { wallet?: boolean } = {}) {
  const m = await quickCustomer(app);
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', m.id).executeTakeFirstOrThrow();
  const at = nowInstant(clock);
  const bono = await createVoucher(app.db, {
    customerId: m.id,
    description: 'Bono 10 clases',
    kind: 'sessions',
    currency: 'EUR',
    createdAt: at,
  });
  await recordVoucherMovement(app.db, bono, 7, at);
  let wallet: number | null = null;
  if (opts.wallet) {
    wallet = await createVoucher(app.db, { customerId: m.id, description: 'Monedero', kind: 'money', currency: 'EUR', createdAt: at });
    await recordVoucherMovement(app.db, wallet, 1000, at);
  }
  seq += 1;
  const start = `2026-06-17T${String(7 + seq).padStart(2, '0')}:00:00.000Z`;
  const res = await post(
    '/api/publicbookings/prebook',
    prebookBody({ customerId: m.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
    m.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  const { bookingId, saleId } = res.json().model[0] as { bookingId: number; saleId: number };
  return { m, email: email as string, bono, wallet, bookingId, saleId };
}

const checkout = (m: Member, body: object) =>
  post(
    '/api/shop/checkout-customer',
    { saleItems: [], guid: `voucher-pay-${(seq += 1)}`, ...body, customer: { id: m.id, acceptConditions: true } },
    m.headers,
  );

async function payInSandbox(model: CheckoutModel, action: 'pay' | 'decline' = 'pay') {
  const path = new URL(model.sandbox?.url ?? '').pathname;
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
}

async function cancel(m: Member, bookingId: number) {
  const res = await post(`/api/publicbookings/cancel/${bookingId}/${m.id}`, {}, m.headers);
  expect(res.statusCode, res.body).toBe(200);
  await cardRefundsSettled(app.db);
  return res.json().infoReturns as { amounts: Array<{ paymentMethod: string; amount: number; sessions?: number }> };
}

describe('a declined card (issue 20, section 3)', () => {
  it("the payment status carries the provider's reason; paid after all, it says what paid", async () => {
    const { m, saleId } = await memberWithBooking();
    const guid = `declined-${seq}`;
    const model = (await checkout(m, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE, guid })).json().model as CheckoutModel;
    await payInSandbox(model, 'decline');
    expect((await app.inject({ url: `/api/payments/status/${guid}` })).json()).toEqual({
      ok: false,
      retry: false,
      declineReason: 'Fondos insuficientes',
    });
    const again = (await checkout(m, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE, guid })).json().model as CheckoutModel;
    await payInSandbox(again);
    expect((await app.inject({ url: `/api/payments/status/${guid}` })).json()).toMatchObject({
      ok: true,
      paidWith: [{ kind: 'card', amount: 20 }],
    });
  });
});

describe('vouchers are spent only when the member chooses (issue 19, section 2)', () => {
  it('"Tarjeta" goes to the card page, takes nothing from the voucher, and the card is refunded on cancel', async () => {
    const { m, bono, bookingId, saleId } = await memberWithBooking();
    const guid = `card-only-${seq}`;
    const res = await checkout(m, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE, guid });
    const model = res.json().model as CheckoutModel;
    expect(model.paid).toBe(false);
    expect(model.sandbox?.url).toMatch(/^http/);
    expect(await balanceOf(bono)).toBe(7);
    await payInSandbox(model);
    expect(await balanceOf(bono)).toBe(7);
    const status = (await app.inject({ url: `/api/payments/status/${guid}` })).json();
    expect(status).toEqual({ ok: true, retry: false, paidWith: [{ kind: 'card', name: 'Tarjeta (sandbox)', amount: 20 }] });
    expect(await cancel(m, bookingId)).toEqual({ amounts: [{ paymentMethod: 'Tarjeta (sandbox)', amount: 20 }] });
    expect(await refundsOf(bookingId)).toEqual([
      { method: 'card', payment_method: 'Tarjeta (sandbox)', amount: 2000, sessions: 0, status: 'done' },
    ]);
    expect(await vouchersOf(m.id)).toEqual([{ description: 'Bono 10 clases', kind: 'sessions', balance: 7 }]);
  });

  it('one session named by the member pays the court; the receipt says so; the cancel gives the session back, not money', async () => {
    const { m, email, bono, bookingId, saleId } = await memberWithBooking();
    const res = await checkout(m, { saleIds: [saleId], paymentMethodId: PaymentMethodType.SessionsVoucher, voucherId: bono });
    expect(res.json().model).toMatchObject({ paid: true, paidWith: [{ kind: 'sessions', name: 'Bono 10 clases', sessions: 1 }] });
    expect(await balanceOf(bono)).toBe(6);
    const receipt = await receiptOf(email);
    expect(receipt).toContain('Pagado con Bono 10 clases: 1 sesión');
    expect(receipt).not.toContain('Total pagado');
    expect(await cancel(m, bookingId)).toEqual({ amounts: [{ paymentMethod: 'Bono 10 clases', amount: 20, sessions: 1 }] });
    expect(await balanceOf(bono)).toBe(7);
    // No wallet opened with 20 EUR that were never paid.
    expect(await vouchersOf(m.id)).toEqual([{ description: 'Bono 10 clases', kind: 'sessions', balance: 7 }]);
    expect(await refundsOf(bookingId)).toEqual([
      { method: 'voucher', payment_method: 'Bono 10 clases', amount: 2000, sessions: 1, status: 'done' },
    ]);
  });

  it('a money voucher pays part and the card the rest: each gets its own share back', async () => {
    const { m, email, bono, wallet, bookingId, saleId } = await memberWithBooking({ wallet: true });
    const first = (await checkout(m, { saleIds: [saleId], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: wallet })).json()
      .model as CheckoutModel;
    expect(first).toMatchObject({ paid: false, paidWith: [{ kind: 'money', name: 'Monedero', amount: 10 }], sale: { pending: 10 } });
    expect(await receiptOf(email)).toMatch(/Pagado con Monedero: 10\s€/);
    const rest = (await checkout(m, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE })).json().model as CheckoutModel;
    await payInSandbox(rest);
    expect(await balanceOf(wallet as number)).toBe(0);
    expect(await balanceOf(bono)).toBe(7);
    const back = await cancel(m, bookingId);
    expect(back.amounts).toEqual([
      { paymentMethod: 'Monedero', amount: 10 },
      { paymentMethod: 'Tarjeta (sandbox)', amount: 10 },
    ]);
    expect(await balanceOf(wallet as number)).toBe(1000);
    const cardRefunds = await app.db.selectFrom('card_refunds').select(['amount', 'status']).where('sale_id', '=', saleId).execute();
    expect(cardRefunds).toEqual([{ amount: 1000, status: 'done' }]);
  });

  it('what was paid at the club goes to the club’s pending refunds', async () => {
    const { m, bookingId, saleId } = await memberWithBooking();
    await markSalePaid(app, saleId, 'Pago en el club');
    expect(await cancel(m, bookingId)).toEqual({ amounts: [{ paymentMethod: 'Pago en el club', amount: 20 }] });
    expect(await refundsOf(bookingId)).toEqual([
      { method: 'club', payment_method: 'Pago en el club', amount: 2000, sessions: 0, status: 'pending' },
    ]);
  });
});

describe('the receipt of a dependant without an address of their own', () => {
  it('reaches the parent, in the child’s name, kept on the parent’s Communications page', async () => {
    const parent = await quickCustomer(app, 'Marta');
    const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', parent.id).executeTakeFirstOrThrow();
    const tomas = (await createCustomer(app, { parentId: parent.id, name: 'Tomas' })).id;
    const start = `2026-06-17T${String(7 + (seq += 1)).padStart(2, '0')}:00:00.000Z`;
    // The parent, switched into Tomas's account, books his court and pays it by card.
    const res = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: tomas, typeId: club.typeId, courtId: club.courts[1]!, start, duration: 60 }),
      parent.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { saleId } = res.json().model[0] as { saleId: number };
    const paid = await post(
      '/api/shop/checkout-customer',
      {
        saleItems: [],
        guid: `child-${seq}`,
        saleIds: [saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        customer: { id: tomas, acceptConditions: true },
      },
      parent.headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await payInSandbox(paid.json().model as CheckoutModel);
    const receipt = await receiptOf(email!);
    expect(receipt).toMatch(/^Hola Tomas:/);
    expect(receipt).toContain('Total pagado');
    const stored = await app.db
      .selectFrom('customer_emails')
      .select('customer_id')
      .where('subject', 'like', 'Tu pago en %')
      .where('customer_id', 'in', [parent.id, tomas])
      .execute();
    expect(stored).toEqual([{ customer_id: parent.id }]);
  });
});
