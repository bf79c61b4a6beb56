import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { PaymentMethodType } from '@clubportal/contract/enums';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { nowInstant } from '../packages/server/src/lib/clock.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { getMainSettings } from '../packages/server/src/modules/settings/index.js';
import { createProduct } from '../packages/server/src/modules/shop/index.js';
import { createVoucher, recordVoucherMovement } from '../packages/server/src/modules/vouchers/index.js';
import { bearerFor, createTestClub, prebookBody } from '../packages/server/src/test/booking-fixtures.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { startSmtpFake, type SmtpFake } from '../packages/server/src/test/smtp-fake.js';
import { recordFigures, seed } from './figures.js';
import { startTarget, type Target } from './target.js';

/**
 * kill -9 of a real server process in the middle of a loop of checkouts, prebooks and payments (issue 19,
 * section 7), then a restart on the same database and the money invariants: no overlapping active bookings,
 * no sale paid twice, stock exact, no voucher spent without a paid sale, every outbox mail sent once.
 */
const WORKERS = 6;
const ACTIONS = Number(process.env.RELIABILITY_CRASH_ACTIONS ?? 120);
const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 2);
const STOCK = 1000;
const WALLET = 50_00;

let smtp: SmtpFake;
let target: Target;
const figures = { operations: 0, requests: 0, faults: 0 };
let product: number;
let club: Awaited<ReturnType<typeof createTestClub>>;
let slots: string[] = [];
type Member = { id: number; email: string; wallet: number; headers: Record<string, string> };
const members: Member[] = [];

beforeAll(async () => {
  smtp = await startSmtpFake();
  target = await startTarget({ SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true', SMTP_URL: smtp.url });
  const { app } = target;
  // Before the server starts: it keeps the booking catalogue for a few seconds once it has read it.
  club = await createTestClub(app, { courts: 2, open: '07:00', close: '23:00' });
  product = await createProduct(app.db, {
    name: 'Grip pack',
    price: 450,
    basis: 'gross',
    currency: 'EUR',
    stock: STOCK,
    createdAt: nowInstant(app.clock),
  });
  for (let i = 0; i < WORKERS; i += 1) {
    const c = await createCustomer(app, { email: `crash${i}@example.com` });
    const wallet = await createVoucher(app.db, {
      customerId: c.id,
      description: 'Monedero',
      kind: 'money',
      currency: 'EUR',
      createdAt: nowInstant(app.clock),
    });
    await recordVoucherMovement(app.db, wallet, WALLET, nowInstant(app.clock));
    members.push({ id: c.id, email: c.email, wallet, headers: {} });
  }
  // The server runs on the real clock: tomorrow's hours in the club's zone, inside the booking window.
  const { timeZone } = await getMainSettings(app.db);
  const tomorrow = instantToLocal(new Date(app.clock.now().getTime() + 86_400_000).toISOString(), timeZone).date;
  slots = ['09:00', '10:00', '11:00', '12:00', '17:00', '18:00', '19:00', '20:00'].map((time) => {
    const slot = localToInstant({ date: tomorrow, time }, timeZone);
    if (!slot.ok) throw new Error(slot.message);
    return slot.instant;
  });
  await target.start();
  figures.operations = 5; // checkout, sandbox payment, replayed payment, prebook, voucher payment
}, 180_000);

afterAll(async () => {
  recordFigures('kill -9 mid-checkout', figures);
  await target?.close();
  await smtp?.close();
});

type Action = {
  kind: 'shop' | 'booking' | 'voucher';
  units: number;
  court: number;
  slot: number;
  pay: 'pay' | 'decline' | 'abandon' | 'twice';
};
const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom('shop', 'shop', 'booking', 'booking', 'voucher'),
  units: fc.integer({ min: 1, max: 3 }),
  court: fc.integer({ min: 0, max: 1 }),
  slot: fc.integer({ min: 0, max: 7 }),
  pay: fc.constantFrom('pay', 'pay', 'decline', 'abandon', 'twice'),
});

const m = demoCustomers.member;
const delivery = {
  name: m.name,
  surname: m.surname,
  addressLine1: m.addressLine1,
  city: m.city,
  town: m.town,
  country: m.country,
  postalCode: m.postalCode,
  phone: m.phone,
};
let guids = 0;

async function call(
  path: string,
  member: Member | undefined,
  body: unknown,
  form = false,
): Promise<{ status: number; json: () => unknown; location: string | null }> {
  figures.requests += 1;
  const headers = { ...(member?.headers ?? {}), 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
  const res = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers,
    body: form ? String(body) : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown, location: res.headers.get('location') };
}

type CheckoutAnswer = { model?: { sandbox?: { url: string } | null } };

async function checkout(member: Member, extra: object): Promise<CheckoutAnswer | undefined> {
  const res = await call('/api/shop/checkout-customer', member, {
    saleItems: [],
    saleIds: [],
    guid: `crash-${(guids += 1)}`,
    ...extra,
    customer: { id: member.id, email: member.email, ...delivery, acceptConditions: true },
  });
  expect(res.status, JSON.stringify(res.json())).toBeLessThan(500);
  return res.status === 200 ? (res.json() as CheckoutAnswer) : undefined;
}

async function payInSandbox(answer: CheckoutAnswer | undefined, pay: Action['pay']): Promise<void> {
  const url = answer?.model?.sandbox?.url;
  if (!url) return;
  const path = new URL(url).pathname;
  const action = pay === 'twice' ? 'pay' : pay;
  const res = await call(path, undefined, `action=${action}`, true);
  expect(res.status).toBeLessThan(500);
  // A replayed gateway answer (the member's back button, a retried notification) pays nothing twice.
  if (pay === 'twice') expect((await call(path, undefined, 'action=pay', true)).status).toBeLessThan(500);
}

async function perform(member: Member, a: Action): Promise<void> {
  if (a.kind === 'shop') {
    await payInSandbox(
      await checkout(member, { saleItems: [{ productId: product, units: a.units }], paymentMethodId: SANDBOX_METHOD_TYPE }),
      a.pay,
    );
  } else if (a.kind === 'voucher') {
    await checkout(member, {
      saleItems: [{ productId: product, units: a.units }],
      paymentMethodId: PaymentMethodType.MoneyVoucher,
      voucherId: member.wallet,
    });
  } else {
    const res = await call(
      '/api/publicbookings/prebook',
      member,
      prebookBody({ customerId: member.id, typeId: club.typeId, courtId: club.courts[a.court]!, start: slots[a.slot]!, duration: 60 }),
    );
    expect(res.status, JSON.stringify(res.json())).toBeLessThan(500);
    if (res.status !== 200) return;
    const saleId = (res.json() as { model: Array<{ saleId: number }> }).model[0]?.saleId;
    await payInSandbox(await checkout(member, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), a.pay);
  }
}

/** Mails claimed and not yet marked sent when a kill came (by recipient and subject). */
const inFlightAtCrash = new Map<string, number>();
const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;

it(`keeps the money rules through ${CRASHES} kill -9 of the server in a loop of checkouts, prebooks and payments`, async () => {
  const plan = fc.sample(actionArb, { seed: seed(), numRuns: ACTIONS });
  const crashAt = Array.from({ length: CRASHES }, (_, i) => Math.round((ACTIONS * (i + 1)) / (CRASHES + 1)));
  let next = 0;
  let done = 0;
  let restarting: Promise<void> | undefined;

  for (const member of members) member.headers = (await bearerFor(target.app, member.id)).headers;

  const crashAndRestart = async () => {
    figures.faults += 1;
    await target.crash();
    // A mail claimed and not marked sent may have reached the SMTP server just before the kill: at-least-once
    // delivery sends it again, the one duplicate a crash can cause (no SMTP exchange is exactly-once).
    const claimed = await target.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('sent_at', 'is', null)
      .where('claimed_until', 'is not', null)
      .execute();
    for (const m of claimed)
      inFlightAtCrash.set(mailKey(m.to_address, m.subject), (inFlightAtCrash.get(mailKey(m.to_address, m.subject)) ?? 0) + 1);
    // The dead process's claims on mails run out after OUTBOX_RETRY.claimMinutes: time that passes here at once.
    await target.app.db.updateTable('mail_outbox').set({ claimed_until: null }).where('sent_at', 'is', null).execute();
    await target.start();
  };

  const worker = async (member: Member) => {
    while (next < plan.length) {
      const action = plan[next]!;
      next += 1;
      if (crashAt.includes(next)) restarting = crashAndRestart();
      try {
        await perform(member, action);
      } catch (err) {
        // A request cut by the crash: the member's network error, not an answer of the server.
        if (!(err instanceof TypeError)) throw err;
        figures.faults += 1;
      }
      await restarting;
      done += 1;
    }
  };
  await Promise.all(members.map(worker));
  expect(done).toBe(plan.length);

  await expectInvariants();
}, 240_000);

async function expectInvariants(): Promise<void> {
  const db = target.app.db;
  const customerIds = members.map((mb) => mb.id);

  // The loop did what it is about (else the invariants below would hold of nothing): sales paid by card and by
  // voucher, bookings made, mails sent.
  const paidSales = await db
    .selectFrom('sales')
    .select(['id', 'payment_method_type'])
    .where('customer_id', 'in', customerIds)
    .where('status', '=', 'paid')
    .execute();
  const activeBookings = await db
    .selectFrom('bookings')
    .select('id')
    .where('owner_customer_id', 'in', customerIds)
    .where('status', '=', 'active')
    .execute();
  const spends = await db
    .selectFrom('voucher_movements')
    .select('id')
    .where(
      'voucher_id',
      'in',
      members.map((mb) => mb.wallet),
    )
    .where('amount', '<', 0)
    .execute();
  console.warn(
    `crash loop outcome: ${paidSales.length} sales paid (${paidSales.filter((s) => s.payment_method_type === SANDBOX_METHOD_TYPE).length} by card), ${activeBookings.length} active bookings, ${spends.length} voucher spends, ${smtp.messages.length} mails so far`,
  );
  expect(paidSales.filter((s) => s.payment_method_type === SANDBOX_METHOD_TYPE).length).toBeGreaterThan(0);
  expect(activeBookings.length).toBeGreaterThan(0);
  expect(spends.length).toBeGreaterThan(0);

  // No overlapping active bookings (a hold still running counts: it keeps the slot).
  const blocks = await db
    .selectFrom('booking_blocks')
    .innerJoin('bookings', 'bookings.id', 'booking_blocks.booking_id')
    .select(['booking_blocks.resource_id', 'booking_blocks.starts_at', 'booking_blocks.ends_at', 'booking_blocks.booking_id'])
    .where('booking_blocks.active', '=', 1)
    .where('bookings.status', '=', 'active')
    .execute();
  const overlaps = blocks.flatMap((a) =>
    blocks
      .filter((b) => a.booking_id < b.booking_id && a.resource_id === b.resource_id && a.starts_at < b.ends_at && b.starts_at < a.ends_at)
      .map((b) => [a.booking_id, b.booking_id]),
  );
  expect(overlaps, 'overlapping active bookings').toEqual([]);

  // No sale paid twice: at most one paid payment per sale, and never more paid than its total.
  const paidLinks = await db
    .selectFrom('payment_sales')
    .innerJoin('payments', 'payments.id', 'payment_sales.payment_id')
    .select(['payment_sales.sale_id', 'payments.id'])
    .where('payments.status', '=', 'paid')
    .execute();
  const perSale = new Map<number, number>();
  for (const link of paidLinks) perSale.set(link.sale_id, (perSale.get(link.sale_id) ?? 0) + 1);
  expect(
    [...perSale].filter(([, n]) => n > 1),
    'sales paid by more than one payment',
  ).toEqual([]);
  const overpaid = await db.selectFrom('sales').select(['id', 'paid', 'total']).whereRef('paid', '>', 'total').execute();
  expect(overpaid, 'sales paid beyond their total').toEqual([]);

  // Stock exact: what is left is the initial stock less the units of every sale still standing.
  const lines = await db
    .selectFrom('sale_items')
    .innerJoin('sales', 'sales.id', 'sale_items.sale_id')
    .select(db.fn.sum<number>('sale_items.units').as('units'))
    .where('sale_items.product_id', '=', product)
    .where('sales.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  const { stock } = await db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow();
  expect(stock, 'stock left').toBe(STOCK - Number(lines.units ?? 0));

  // No voucher spent without a paid sale, and each balance is its movements' sum.
  for (const member of members) {
    const movements = await db
      .selectFrom('voucher_movements')
      .leftJoin('sales', 'sales.id', 'voucher_movements.sale_id')
      .select(['voucher_movements.amount', 'voucher_movements.sale_id', 'sales.paid'])
      .where('voucher_movements.voucher_id', '=', member.wallet)
      .execute();
    const spentWithoutSale = movements.filter((mv) => mv.amount < 0 && (mv.sale_id === null || !mv.paid));
    expect(spentWithoutSale, `voucher ${member.wallet} spent without a paid sale`).toEqual([]);
    const { balance } = await db.selectFrom('vouchers').select('balance').where('id', '=', member.wallet).executeTakeFirstOrThrow();
    expect(balance).toBe(movements.reduce((sum, mv) => sum + mv.amount, 0));
    expect(balance).toBeGreaterThanOrEqual(0);
  }

  // Every outbox mail sent, and sent once: the SMTP server received each exactly as many times as it was queued.
  const deadline = Date.now() + 60_000;
  let unsent = Infinity;
  while (unsent > 0 && Date.now() < deadline) {
    unsent = Number(
      (
        await db
          .selectFrom('mail_outbox')
          .select(db.fn.countAll<number>().as('n'))
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (unsent > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(unsent, 'mails still unsent a minute after the restart').toBe(0);
  const queued = await db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('sent_at', 'is not', null).execute();
  const count = (keys: string[]) => keys.reduce((acc, k) => acc.set(k, (acc.get(k) ?? 0) + 1), new Map<string, number>());
  const expected = count(queued.map((q) => mailKey(q.to_address, q.subject)));
  await smtp.waitFor(queued.length);
  const received = count(
    smtp.messages.map((msg) => mailKey(msg.to && !Array.isArray(msg.to) ? (msg.to.value[0]?.address ?? '') : '', msg.subject ?? '')),
  );
  // Each queued mail arrived as many times as it was queued, plus at most once more if a kill caught it in flight.
  const beyond = [...received].filter(([k, n]) => n < (expected.get(k) ?? 0) || n > (expected.get(k) ?? 0) + (inFlightAtCrash.get(k) ?? 0));
  expect(Object.fromEntries(beyond), 'mails received by SMTP other than queued (beyond one resend of a mail in flight at a kill)').toEqual(
    {},
  );
  expect(
    [...expected.keys()].filter((k) => !received.has(k)),
    'queued mails never received',
  ).toEqual([]);
}
