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
import { expectMailsSentOnce, expectMoneyRules, expectPlaceRules, mailKey } from './crash-invariants.js';
import { recordFigures, seed } from './figures.js';
import { startTarget, type Target } from './target.js';

/**
 * kill -9 of a real server process in the middle of a loop of checkouts, prebooks and payments (issue 19,
 * section 7), activity sign-ups and their waitlist, joins of open matches and class places (issue 29 section
 * 7), then a restart on the same database and the invariants (crash-invariants.ts): no overlapping active
 * bookings, no sale paid twice, stock exact, no voucher spent without a paid sale, no place held without its
 * sale or hold, no paid sale without its place or refund, places within capacity, every outbox mail sent once.
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
/** A paid activity with few places (so its line fills and offers go round), and classes whose places are taken. */
let activityId: number;
let classIds: number[] = [];
const ACTIVITY_PLACES = 3;
type Member = { id: number; email: string; wallet: number; headers: Record<string, string> };
const members: Member[] = [];

beforeAll(async () => {
  smtp = await startSmtpFake();
  target = await startTarget({ SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true', SMTP_URL: smtp.url });
  const { app } = target;
  // Before the server starts: it keeps the booking catalogue for a few seconds once it has read it.
  club = await createTestClub(app, { courts: 2, open: '07:00', close: '23:00', allowJoin: true });
  const created = nowInstant(app.clock);
  activityId = (
    await app.db
      .insertInto('activities')
      .values({
        name: 'Crash clinic',
        type: 'activity',
        start_at: new Date(Date.now() + 5 * 86_400_000).toISOString() as never,
        end_at: null,
        capacity: ACTIVITY_PLACES,
        signup_opens_at: null,
        signup_closes_at: null,
        price: 500,
        currency: 'EUR',
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Two of the demo's clinics (by place, no floor plan) from the day after tomorrow: emptied, three places each.
  classIds = (
    await app.db
      .selectFrom('bookings as b')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select('b.id')
      .where('t.by_place', '=', 1)
      .where('b.booking_template_id', 'is', null)
      .where('b.status', '=', 'active')
      .where('b.starts_at', '>', new Date(Date.now() + 36 * 3_600_000).toISOString() as never)
      .orderBy('b.starts_at')
      .limit(2)
      .execute()
  ).map((b) => b.id);
  await app.db.updateTable('bookings').set({ max_participants: 3 }).where('id', 'in', classIds).execute();
  await app.db
    .updateTable('booking_participants')
    .set({ customer_id: null, state: null, sale_id: null, price: 0 })
    .where('booking_id', 'in', classIds)
    .execute();
  product = await createProduct(
    app.db,
    {
      name: 'Grip pack',
      price: 450,
      basis: 'gross',
      currency: 'EUR',
      stock: STOCK,
      createdAt: nowInstant(app.clock),
    },
    app.caches,
  );
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
  // checkout, sandbox payment, replayed payment, prebook, voucher payment, sign-up, waitlist, withdraw, join, class place
  figures.operations = 10;
}, 180_000);

afterAll(async () => {
  recordFigures('kill -9 mid-checkout', figures);
  await target?.close();
  await smtp?.close();
});

type Action = {
  kind: 'shop' | 'booking' | 'voucher' | 'signup' | 'withdraw' | 'join' | 'place';
  units: number;
  court: number;
  slot: number;
  pay: 'pay' | 'decline' | 'abandon' | 'twice';
};
const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom(
    'shop',
    'booking',
    'booking',
    'voucher',
    'signup',
    'signup',
    'signup',
    'withdraw',
    'join',
    'join',
    'place',
    'place',
  ),
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
  // No body at all (a join): no content type either.
  const type: Record<string, string> =
    body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
  const res = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { ...(member?.headers ?? {}), ...type },
    body: body === undefined ? undefined : form ? String(body) : JSON.stringify(body),
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
  } else if (a.kind === 'booking') {
    // Every other one shared and open: others join it and pay their share.
    const shared = a.units > 1;
    const res = await call(
      '/api/publicbookings/prebook',
      member,
      prebookBody({
        customerId: member.id,
        typeId: club.typeId,
        courtId: club.courts[a.court]!,
        start: slots[a.slot]!,
        duration: 60,
        ...(shared ? { paymentType: 'Shared' as const, openMatch: true } : {}),
      }),
    );
    expect(res.status, JSON.stringify(res.json())).toBeLessThan(500);
    if (res.status !== 200) return;
    const saleId = (res.json() as { model: Array<{ saleId: number }> }).model[0]?.saleId;
    await payInSandbox(await checkout(member, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), a.pay);
  } else await performPlace(member, a);
}

/** Sign-ups, their line, joins and class places: each paid (or not) at the sandbox gateway as `a.pay` says. */
async function performPlace(member: Member, a: Action): Promise<void> {
  const paySale = async (saleId: number | null | undefined, pay = a.pay) => {
    if (saleId) await payInSandbox(await checkout(member, { saleIds: [saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), pay);
  };
  const refused = (status: number, text: string) => expect(status, text).toBeLessThan(500);
  if (a.kind === 'signup') {
    // Signing up takes a free place, or the one offered to this member from the line (issue 22); a member who
    // finds the activity full joins its line.
    const res = await call('/api/publicactivities/inscription', member, { customerId: member.id, id: activityId });
    refused(res.status, JSON.stringify(res.json()));
    // A declined card keeps the place held for its 15 minutes: with three places, the line would never move.
    if (res.status === 200)
      await paySale((res.json() as { model: { saleId?: number } | null }).model?.saleId, a.pay === 'decline' ? 'pay' : a.pay);
    else if (res.status === 409) {
      const line = await call('/api/publicactivities/waitlist', member, { customerId: member.id, id: activityId });
      refused(line.status, JSON.stringify(line.json()));
    }
  } else if (a.kind === 'withdraw') {
    // A paid sign-up given back (refunded): its place goes to the next in line.
    const res = await call(`/api/publicactivities/withdraw/${activityId}/${member.id}`, member, {});
    refused(res.status, JSON.stringify(res.json()));
  } else {
    const bookingId = a.kind === 'place' ? classIds[a.court] : await openMatchOfOthers(member, a.slot);
    if (!bookingId) return;
    const res = await call(`/api/publicbookings/byplace-prebook-place/${member.id}/${bookingId}/web`, member, undefined);
    refused(res.status, JSON.stringify(res.json()));
    if (res.status === 200) await paySale((res.json() as { model?: { more?: { saleId?: number | null } } }).model?.more?.saleId);
  }
}

/** One of the open matches other workers made (the loop's shared prebooks). */
async function openMatchOfOthers(member: Member, pick: number): Promise<number | undefined> {
  const open = await target.app.db
    .selectFrom('bookings')
    .select('id')
    .where('open_match', '=', 1)
    .where('status', '=', 'active')
    .where('owner_customer_id', '!=', member.id)
    .where(
      'owner_customer_id',
      'in',
      members.map((mb) => mb.id),
    )
    .orderBy('id')
    .execute();
  return open.length ? open[pick % open.length]!.id : undefined;
}

/** Mails claimed and not yet marked sent when a kill came (by recipient and subject). */
const inFlightAtCrash = new Map<string, number>();

it(`keeps the money and place rules through ${CRASHES} kill -9 of the server in a loop of checkouts, prebooks, payments, sign-ups, waitlists, joins and class places`, async () => {
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

  const world = { db: target.app.db, members, product, stock: STOCK, smtp, inFlightAtCrash };
  await expectMoneyRules(world);
  await expectPlaceRules(world, activityId, classIds);
  await expectMailsSentOnce(world);
}, 240_000);
