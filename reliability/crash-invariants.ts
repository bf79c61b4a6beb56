import { expect } from 'vitest';
import { holdsPlace } from '@clubportal/contract/bookings';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import type { SmtpFake } from '../packages/server/src/test/smtp-fake.js';
import type { Target } from './target.js';

/**
 * What must hold after kill -9 of the server at any point of the crash loop (crash-recovery.test.ts), once it
 * has restarted on the same database: nothing half-done with money, places or mail.
 */
export type CrashWorld = {
  db: Target['app']['db'];
  members: Array<{ id: number; wallet: number }>;
  product: number;
  stock: number;
  smtp: SmtpFake;
  /** Mails claimed and not yet marked sent when a kill came (by recipient and subject). */
  inFlightAtCrash: Map<string, number>;
};

const count = (keys: string[]) => keys.reduce((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {} as Record<string, number>);
export const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;

/** Money: no overlapping bookings, no sale paid twice, stock exact, no voucher spent without a paid sale. */
export async function expectMoneyRules({ db, members, product, stock: STOCK, smtp }: CrashWorld): Promise<void> {
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
}

/** Every outbox mail sent, and sent once (at most once more if a kill caught it in flight). */
export async function expectMailsSentOnce({ db, smtp, inFlightAtCrash }: CrashWorld): Promise<void> {
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

/**
 * Places (activity sign-ups, match joins, class places, waitlist offers): none held without its sale or a hold
 * still running, no paid sale without its place (or its refund), and no more places taken than there are.
 */
export async function expectPlaceRules({ db, members }: CrashWorld, activityId: number, classIds: number[]): Promise<void> {
  const customerIds = members.map((mb) => mb.id);
  const now = new Date().toISOString();

  // Activity: active sign-ups and live offers within capacity, one sign-up a member, each held by a sale not given up.
  const { capacity } = await db.selectFrom('activities').select('capacity').where('id', '=', activityId).executeTakeFirstOrThrow();
  const signups = await db
    .selectFrom('activity_signups as s')
    .leftJoin('sales', 'sales.id', 's.sale_id')
    .select(['s.id', 's.customer_id', 's.status', 's.hold_expires_at', 's.sale_id', 'sales.status as saleStatus', 'sales.paid'])
    .where('s.activity_id', '=', activityId)
    .execute();
  const standing = signups.filter((s) => s.status === 'active' && (s.saleStatus === 'paid' || (s.hold_expires_at ?? '') > now));
  const offers = await db
    .selectFrom('activity_waitlist')
    .select(['customer_id', 'status'])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now as never)
    .execute();
  expect(standing.length + offers.length, 'activity places taken (paid or held sign-ups and live offers)').toBeLessThanOrEqual(capacity!);
  const active = signups.filter((s) => s.status === 'active');
  expect(new Set(active.map((s) => s.customer_id)).size, 'a member signed up twice').toBe(active.length);
  expect(
    active.filter((s) => s.sale_id === null || s.saleStatus === 'cancelled'),
    'an active sign-up without its sale',
  ).toEqual([]);
  expect(
    signups.filter((s) => s.status !== 'active' && s.saleStatus === 'paid'),
    'a sale paid for a sign-up that is gone (not given back, not refunded)',
  ).toEqual([]);
  const line = await db.selectFrom('activity_waitlist').select(['customer_id', 'status']).where('activity_id', '=', activityId).execute();
  console.warn(
    `crash loop places: sign-ups ${JSON.stringify(count(signups.map((x) => `${x.status}/${x.saleStatus}`)))}, line ${JSON.stringify(count(line.map((x) => x.status)))}`,
  );
  // The loop did what it is about: sign-ups paid (some given back since), and a line that was joined.
  const paidByCard = await db
    .selectFrom('payment_sales')
    .innerJoin('payments', 'payments.id', 'payment_sales.payment_id')
    .select('payment_sales.sale_id')
    .where('payments.status', '=', 'paid')
    .where('payment_sales.sale_id', 'in', [0, ...signups.flatMap((x) => (x.sale_id === null ? [] : [x.sale_id]))])
    .execute();
  expect(paidByCard.length, 'sign-ups paid').toBeGreaterThan(0);
  expect(line.length).toBeGreaterThan(0);
  const waiting = await db
    .selectFrom('activity_waitlist')
    .select('customer_id')
    .where('activity_id', '=', activityId)
    .where('status', 'in', ['waiting', 'offered'])
    .execute();
  expect(new Set(waiting.map((w) => w.customer_id)).size, 'a member in the line twice').toBe(waiting.length);

  // Matches and classes: places within the booking's, one place a member, each held by a sale not given up.
  const participants = await db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .leftJoin('sales', 'sales.id', 'p.sale_id')
    .select([
      'p.booking_id',
      'p.customer_id',
      'p.state',
      'p.place_id',
      'p.sale_id',
      'b.status as bookingStatus',
      'b.max_participants',
      'sales.status as saleStatus',
      'sales.paid',
    ])
    .where((eb) => eb.or([eb('b.owner_customer_id', 'in', customerIds), eb('p.customer_id', 'in', customerIds)]))
    .execute();
  const byBooking = new Map<number, typeof participants>();
  for (const p of participants) byBooking.set(p.booking_id, [...(byBooking.get(p.booking_id) ?? []), p]);
  const joined = participants.filter((p) => p.customer_id !== null && customerIds.includes(p.customer_id) && p.state === 'joined');
  const inClasses = joined.filter((p) => classIds.includes(p.booking_id));
  console.warn(
    `crash loop joins: ${joined.length - inClasses.length} match places, ${inClasses.length} class places, ${joined.filter((p) => p.paid).length} paid`,
  );
  expect(joined.length - inClasses.length, 'the loop joined open matches').toBeGreaterThan(0);
  expect(inClasses.length, 'the loop took class places').toBeGreaterThan(0);
  for (const [bookingId, rows] of byBooking) {
    if (rows[0]!.bookingStatus !== 'active') continue;
    const holders = rows.filter((p) => holdsPlace(p.state));
    expect(holders.length, `booking ${bookingId}: places held within its places`).toBeLessThanOrEqual(rows[0]!.max_participants);
    const people = holders.flatMap((p) => (p.customer_id === null ? [] : [p.customer_id]));
    expect(new Set(people).size, `booking ${bookingId}: a member holds two places`).toBe(people.length);
    const seats = holders.flatMap((p) => (p.place_id === null ? [] : [p.place_id]));
    expect(new Set(seats).size, `booking ${bookingId}: one place taken twice`).toBe(seats.length);
  }
  expect(
    participants.filter((p) => p.bookingStatus === 'active' && p.state === 'joined' && p.sale_id !== null && p.saleStatus === 'cancelled'),
    'a place held in an active booking whose sale was given up',
  ).toEqual([]);
  // A paid share of a booking that is gone was refunded the way it was paid (issue 29 section 2).
  for (const p of participants.filter((x) => x.bookingStatus === 'cancelled' && x.paid && x.sale_id !== null && x.customer_id !== null)) {
    const refund = await db
      .selectFrom('booking_refunds')
      .select('id')
      .where('booking_id', '=', p.booking_id)
      .where('customer_id', '=', p.customer_id!)
      .executeTakeFirst();
    const saleGone = await db.selectFrom('sales').select('status').where('id', '=', p.sale_id!).executeTakeFirstOrThrow();
    expect(refund ?? saleGone.status, `booking ${p.booking_id}: a paid share kept after it was cancelled`).not.toBe('paid');
  }
}
