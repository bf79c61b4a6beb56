import { createHmac } from 'node:crypto';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { getMainSettings } from '../packages/server/src/modules/settings/index.js';
import { createTestClub, prebookBody } from '../packages/server/src/test/booking-fixtures.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { StripeFake } from '../packages/server/src/test/stripe-fake.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Issue 19, sections 1 to 5, replayed as the outside probe did them: over real HTTP against a server process,
 * logged in through the login call, with nothing but what any client can send. Each fails on the code the
 * probe found.
 */

/**
 * Section 3 (a named player is invited and owes nothing until they accept; an unpaid player may leave) lands on
 * another branch. Set to true once it is merged: the replay below is written against the documented behaviour.
 */
const PLAYER_CONSENT_LANDED = true;

const STRIPE_SECRET = 'sk_test_reliability';
const STRIPE_WHSEC = 'whsec_test_reliability';
const REDSYS_GATEWAY = 'https://sis-t.redsys.es:25443/sis/realizarPago';
const stripe = new StripeFake(STRIPE_SECRET);
let member: Session;
let player: Session;
let club: Awaited<ReturnType<typeof createTestClub>>;
let playerLogin: { email: string; password: string };
const { target, db, call, get, post, postForm, attack, login, changesNothing } = replayHarness('attack replays', {
  // No scheduled work behind the replays' backs: "nothing changed" compares the whole database.
  env: {
    SANDBOX_ENABLED: 'true',
    PENDING_ENABLED: 'true',
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reliability',
    STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
    STRIPE_API_BASE: await stripe.start(),
    REDSYS_MERCHANT_KEY: Buffer.alloc(24, 7).toString('base64'),
    REDSYS_MERCHANT_CODE: '999008881',
    REDSYS_TERMINAL: '1',
    REDSYS_URL: REDSYS_GATEWAY,
  },
  prepare: async (t) => {
    club = await createTestClub(t.app, { courts: 1, open: '07:00', close: '23:00' });
    playerLogin = await createCustomer(t.app, { email: 'invited-player@example.com' });
  },
  started: async () => {
    member = await login(demoCustomers.member.email, DEMO_PASSWORD);
    player = await login(playerLogin.email, playerLogin.password);
  },
  close: () => stripe.stop(),
});

const productId = async (name: string) =>
  (await db().selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const stockOf = async (id: number) =>
  (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const m = demoCustomers.member;
const delivery = {
  name: m.name,
  surname: m.surname,
  addressLine1: m.addressLine1,
  city: m.city,
  town: m.town,
  country: m.country,
  postalCode: m.postalCode,
  email: m.email,
  phone: m.phone,
};
let guids = 0;
const checkoutCustomer = (body: object, s: Session = member) =>
  post(
    '/api/shop/checkout-customer',
    {
      saleItems: [],
      saleIds: [],
      guid: `replay-${Date.now()}-${(guids += 1)}`,
      ...body,
      customer: { id: s.id, ...delivery, acceptConditions: true },
    },
    s.headers,
  );

describe('1. stock is the server’s', () => {
  it('refuses a sold-out product sold on the stock of a product that never runs out (stockParentId), and sells nothing', async () => {
    const soldOut = await productId('Pelotas sin presión (12)');
    const uncounted = await productId('Bote de pelotas de pádel (3)');
    await changesNothing(async () => {
      const res = await attack(
        checkoutCustomer({
          saleItems: [{ productId: soldOut, units: 5, stockParentId: uncounted }],
          paymentMethodId: PaymentMethodType.Pending,
        }),
      );
      expect(res.status, res.text).toBe(400);
      const stock = await attack(
        post('/api/publicpayments/check-stock', { saleItemsDto: [{ productId: soldOut, units: 5, stockParentId: uncounted }] }),
      );
      expect(stock.status, stock.text).toBe(400);
    });
    expect(await stockOf(soldOut)).toBe(0);
  });

  it("refuses a line that moves its decrement onto another product's stock", async () => {
    const bars = await productId('Barrita energética (caja 12)');
    const sweatshirt = await productId('Sudadera Sierra Verde');
    const stocks = [await stockOf(bars), await stockOf(sweatshirt)];
    await changesNothing(async () => {
      const res = await attack(
        checkoutCustomer({
          saleItems: [{ productId: bars, units: 3, stockParentId: sweatshirt }],
          paymentMethodId: PaymentMethodType.Pending,
        }),
      );
      expect(res.status, res.text).toBe(400);
    });
    expect([await stockOf(bars), await stockOf(sweatshirt)]).toEqual(stocks);
  });
});

describe('2. a voucher is spent only when the member chooses it', () => {
  it('a card payment of a sale a voucher could pay leaves every voucher as it was', async () => {
    const vouchers = () =>
      db().selectFrom('vouchers').select(['id', 'balance']).where('customer_id', '=', member.id).orderBy('id').execute();
    const before = await vouchers();
    expect(before.length, 'the demo member has vouchers that can pay a class').toBeGreaterThan(0);
    const sale = await db().selectFrom('sales').select(['id', 'total']).where('number', '=', 'T2026-000115').executeTakeFirstOrThrow();
    const res = await checkoutCustomer({ saleIds: [sale.id], paymentMethodId: SANDBOX_METHOD_TYPE });
    expect(res.status, res.text).toBe(200);
    const url = (res.json().model as { sandbox?: { url: string } }).sandbox?.url;
    expect(url, 'the card is asked for: nothing was paid by a voucher').toMatch(/^http/);
    const paid = await postForm(new URL(url ?? '').pathname, 'action=pay');
    expect(paid.status).toBe(303);
    expect(await vouchers()).toEqual(before);
    const movements = await db().selectFrom('voucher_movements').select('id').where('sale_id', '=', sale.id).execute();
    expect(movements).toEqual([]);
    expect(await db().selectFrom('sales').select(['status', 'paid']).where('id', '=', sale.id).executeTakeFirstOrThrow()).toEqual({
      status: 'paid',
      paid: sale.total,
    });
  });
});

describe('3. nobody owes money without saying yes', () => {
  it.skipIf(!PLAYER_CONSENT_LANDED)(
    'a named player owes nothing until they accept, and may leave a booking they have not paid',
    async () => {
      const { timeZone } = await getMainSettings(db());
      const day = instantToLocal(new Date(Date.now() + 2 * 86_400_000).toISOString(), timeZone).date;
      const slot = localToInstant({ date: day, time: '18:00' }, timeZone);
      if (!slot.ok) throw new Error(slot.message);
      const debtsOfPlayer = async () => (await post(`/api/shop/pending-sales/${player.id}`, {}, player.headers)).json().data as unknown[];
      const debtsBefore = await debtsOfPlayer();
      const res = await post(
        '/api/publicbookings/prebook',
        prebookBody({
          customerId: member.id,
          typeId: club.typeId,
          courtId: club.courts[0]!,
          start: slot.instant,
          duration: 60,
          paymentType: 'Shared',
          players: [player.id],
        }),
        member.headers,
      );
      expect(res.status, res.text).toBe(200);
      const entry = (res.json().model as Array<{ bookingId: number; saleId: number }>)[0]!;
      // The owner pays their share: the booking stands, and the player has still not said yes.
      const checkout = await checkoutCustomer({ saleIds: [entry.saleId], paymentMethodId: SANDBOX_METHOD_TYPE });
      const url = (checkout.json().model as { sandbox?: { url: string } }).sandbox?.url;
      if (url) await postForm(new URL(url).pathname, 'action=pay');
      expect(await debtsOfPlayer()).toEqual(debtsBefore);
      const leave = await post(`/api/publicbookings/cancel/${entry.bookingId}/${player.id}`, {}, player.headers);
      expect(leave.status, leave.text).toBe(200);
    },
  );
});

describe('4. sessions end when they should', () => {
  it('a session logged in the same second as a password change ends with it; the one that changed it goes on', async () => {
    const c = await createCustomer(target().app, { email: 'same-second@example.com' });
    const login1 = await post('/api/publiccustomers/cauth', { email: c.email, password: c.password });
    expect(login1.headers.get('cache-control'), 'an answer with a token is never stored').toContain('no-store');
    const first = { authorization: `Bearer ${(login1.json().model as { token: string }).token}` };
    const second = (await login(c.email, c.password)).headers;
    const changed = await post(
      '/api/publiccustomers/reset-password-by-old-json',
      { customerId: c.id, plainOldPass: c.password, plainNewPass: 'changed-at-once-1' },
      first,
    );
    expect(changed.status, changed.text).toBe(200);
    const stolen = await attack(get(`/api/publiccustomers/${c.id}`, second));
    expect(stolen.status, stolen.text).toBe(401);
    const own = await get(`/api/publiccustomers/${c.id}`, first);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toContain('no-store');
  });
});

describe('5. input and headers', () => {
  // Each form of a real id a hand-written parser would read as that number (issue 19's list), and two that are none.
  const oddForms: Array<[string, (n: number) => string]> = [
    ['1e0', (n) => `${n}e0`],
    ['0x5', (n) => `0x${n.toString(16)}`],
    ['05', (n) => `0${n}`],
    [' 5', (n) => `%20${n}`],
    ['1.0', (n) => `${n}.0`],
    ['+1', (n) => `+${n}`],
    ['-1', (n) => `-${n}`],
    ['huge', () => '99999999999999999999'],
  ];
  it.each(oddForms)('refuses the id form %s in every path, query and body position with a 400 sentence', async (_label, odd) => {
    // The member's own id (and a real product's) written oddly: a parser that read them as numbers would answer.
    const forms = odd(member.id);
    const urls = [
      `/api/shop/get/${odd(1)}`,
      `/api/shop/get/1/${forms}`,
      `/api/shop/customer-orders/${member.id}/${odd(1)}`,
      `/api/publiccustomerperiodicsales/customer-fees/${forms}`,
      `/api/publicvouchers/customer-vouchers/${forms}`,
      `/api/shop/list-by-customer?customerId=${forms}`,
      `/api/publicbookings/customer-bookings/${forms}`,
    ];
    await changesNothing(async () => {
      for (const url of urls) {
        const res = await attack(get(url, member.headers));
        expect(res.status, `${url}: ${res.text}`).toBe(400);
      }
      const pending = await attack(post(`/api/shop/pending-sales/${forms}`, {}, member.headers));
      expect(pending.status, pending.text).toBe(400);
      const body = await attack(post('/api/publicpayments/check-stock', { saleItemsDto: [{ productId: odd(1), units: 1 }] }));
      expect(body.status, body.text).toBe(400);
    });
  });

  it('refuses a Stripe webhook dated beyond the tolerance in the future, as it refuses a stale one', async () => {
    const bars = await productId('Barrita energética (caja 12)');
    const res = await checkoutCustomer({ saleItems: [{ productId: bars, units: 1 }], paymentMethodId: PaymentMethodType.Stripe });
    expect(res.status, res.text).toBe(200);
    const model = res.json().model as { saleNumber: string; stripe?: { paymentIntentId: string } };
    const intent = stripe.succeed(model.stripe?.paymentIntentId ?? '');
    const saleStatus = async () =>
      (await db().selectFrom('sales').select('status').where('number', '=', model.saleNumber).executeTakeFirstOrThrow()).status;
    const webhook = (at: Date) => {
      const payload = JSON.stringify({
        id: `evt_${at.getTime()}`,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(at.getTime() / 1000),
        type: 'payment_intent.succeeded',
        livemode: false,
        data: { object: intent },
      });
      const t = Math.floor(at.getTime() / 1000);
      const signature = `t=${t},v1=${createHmac('sha256', STRIPE_WHSEC).update(`${t}.${payload}`).digest('hex')}`;
      return call({
        method: 'POST',
        url: '/api/stripe/webhook',
        body: payload,
        contentType: 'application/json',
        headers: { 'stripe-signature': signature },
      });
    };
    for (const at of [new Date(Date.now() + 10 * 60_000), new Date(Date.now() - 10 * 60_000)]) {
      await changesNothing(async () => {
        const refused = await attack(webhook(at));
        expect(refused.status, refused.text).toBe(400);
      });
    }
    expect(await saleStatus()).toBe('pending');
    // Signed now, the same event is Stripe's word: it pays.
    expect((await webhook(new Date())).status).toBe(200);
    expect(await saleStatus()).toBe('paid');
  });

  it('lets forms post only to the portal and the configured gateways (CSP form-action)', async () => {
    const res = await get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const formAction = /(?:^|;)\s*form-action ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(formAction, csp).toEqual(["'self'", new URL(REDSYS_GATEWAY).origin]);
  });

  it('never shows a schema path: refusals name fields in words, in the member’s language, the spec’s texts exactly', async () => {
    const es = { 'accept-language': 'es-ES' };
    const token = await attack(get('/api/publicbookings/customer-booking/not-a-token', es));
    expect(token.status).toBe(400);
    expect(token.json()).toEqual({ ok: false, errorMsg: 'Este enlace de reserva no es válido' });
    const register = await attack(post('/api/publiccustomers/register', { email: 'x@example.com', name: 7 }, es));
    expect(register.status).toBe(400);
    expect(register.json().errorMsg, 'in Spanish').toMatch(/campo/);
    const ticket = await attack(get('/api/publictickets/download-ticket/%20'));
    expect(ticket.json()).toEqual({ ok: false, errorMsg: 'Some error ocurred downloading your ticket' });
    const checkout = await attack(checkoutCustomer({ saleItems: [{ productId: 'x', units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE }));
    expect(checkout.status).toBe(400);
    const answer = checkout.json() as { errorMsg: string; model?: { errorMsg?: string } };
    expect(answer.model?.errorMsg, 'the checkout says it in model.errorMsg too (spec section 7)').toBe(answer.errorMsg);
  });
});
