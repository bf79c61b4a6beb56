import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { StaffMailPreferences } from '@clubportal/contract/staff-mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { StripeFake } from '../../test/stripe-fake.js';
import { sendBookingMails } from '../bookings/index.js';
import { digestFigures } from '../reports/index.js';
import { sendStaffDigest } from './index.js';

/**
 * Staff mail preferences (issue 33 §8) over HTTP, both dialects: who receives which mail (opted in, allowed by a
 * permission, active), queued with the change that causes it; the daily digest once per club day.
 */
const SECRET = 'sk_test_staff_mail';
const WHSEC = 'whsec_test_staff_mail';
const fake = new StripeFake(SECRET);
// 10:00 in Madrid.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let deskIn: Staff;
let deskOut: Staff;
let deskGone: Staff;
let manager: Staff;
let reader: Staff;
let coach: Staff;
let seq = 0;
/** The digest's figures about the 15th before the tests' own bookings, refunds and cancellations (the demo club's). */
let baseline: Awaited<ReturnType<typeof digestFigures>>;

const put = (who: Staff, kinds: string[]) =>
  app.inject({ method: 'PUT', url: '/api/staff/me/mail-preferences', headers: who.headers, payload: { kinds } });
const prefsOf = async (who: Staff) => {
  const res = await app.inject({ url: '/api/staff/me/mail-preferences', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as StaffMailPreferences;
};
const onOf = (p: StaffMailPreferences) => p.kinds.filter((k) => k.on).map((k) => k.kind);
const mailsTo = (who: Staff) =>
  app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', who.email).orderBy('id').execute();
const subjectsTo = async (who: Staff) => (await mailsTo(who)).map((m) => m.subject);
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const bookingMailDeps = () => ({
  db: app.db,
  clock,
  outbox: app.outbox,
  staffAlerts: app.staffAlerts,
  publicUrl: app.config.publicUrl,
  reminderHours: 0,
});

beforeAll(async () => {
  const base = await fake.start();
  app = await buildTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_staff_mail',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: base,
      SANDBOX_ENABLED: 'false',
      PENDING_ENABLED: 'false',
    },
  });
  club = await createTestClub(app, { courts: 4 });
  deskIn = await signedInStaff(app, { role: 'desk', name: 'Dora Desk', language: 'fr-FR' });
  deskOut = await signedInStaff(app, { role: 'desk', name: 'Otto Desk' });
  deskGone = await signedInStaff(app, { role: 'desk', name: 'Gina Gone' });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
  reader = await signedInStaff(app, { role: 'read-only', name: 'Rita Reader' });
  coach = await signedInStaff(app, { role: 'coach', name: 'Carl Coach' });
  expect((await put(deskOut, [])).statusCode).toBe(200);
  expect((await put(reader, ['refunds'])).statusCode).toBe(200);
  await app.db.updateTable('staff_accounts').set({ active: 0 }).where('id', '=', deskGone.me.id).execute();
  baseline = await digestFigures({ db: app.db, clock }, '2026-06-15', '2026-06-16');
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});

/** A member checks out a one-hour court (20.00 EUR) with Stripe; `outcome` is the card's answer. */
async function memberBooking(outcome: 'paid' | 'declined') {
  const c = await quickCustomer(app, `Member${(seq += 1)}`);
  const body = prebookBody({
    customerId: c.id,
    typeId: club.typeId,
    courtId: club.courts[seq % 4]!,
    start: `2026-06-${String(17 + Math.floor(seq / 10)).padStart(2, '0')}T${String(8 + (seq % 10)).padStart(2, '0')}:00:00.000Z`,
    duration: 60,
  });
  const entry = (await post('/api/publicbookings/prebook', body, c.headers)).json().model[0] as { bookingId: number; saleId: number };
  const checkout = {
    saleIds: [entry.saleId],
    paymentMethodId: PaymentMethodType.Stripe,
    guid: `staff-mail-${seq}`,
    customer: { id: c.id, acceptConditions: true },
  };
  const pi = ((await post('/api/shop/checkout-customer', checkout, c.headers)).json().model as CheckoutModel).stripe
    ?.paymentIntentId as string;
  const delivery =
    outcome === 'paid'
      ? fake.webhook('payment_intent.succeeded', fake.succeed(pi), WHSEC, clock.now())
      : fake.webhook('payment_intent.payment_failed', fake.decline(pi), WHSEC, clock.now());
  const hook = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: delivery.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
  });
  expect(hook.statusCode, hook.body).toBe(200);
  const payment = await app.db
    .selectFrom('payment_sales')
    .select('payment_id')
    .where('sale_id', '=', entry.saleId)
    .executeTakeFirstOrThrow();
  return { c, entry, paymentId: payment.payment_id };
}

describe('own mail preferences', () => {
  it('starts from the role’s defaults, saves one’s own choice only, audited; refuses a kind the role may not see', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const start = await prefsOf(desk);
    expect([start.chosen, onOf(start), start.digestHour]).toEqual([false, ['bookings', 'cancellations'], 7]);
    // The desk may not see refunds nor reports: those are offered switched off and not allowed.
    expect(start.kinds.filter((k) => !k.allowed).map((k) => k.kind)).toEqual(['refunds', 'digest']);
    expect(onOf(await prefsOf(manager))).toEqual(['refunds', 'low-stock', 'failed-payments', 'digest']);
    expect(onOf(await prefsOf(coach))).toEqual([]);

    const saved = await put(desk, ['cancellations', 'low-stock']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect([saved.json().model.chosen, onOf(saved.json().model)]).toEqual([true, ['cancellations', 'low-stock']]);
    const [record, ...more] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.mail_preferences')
      .where('entity_id', '=', String(desk.me.id))
      .execute();
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_id: desk.me.id, entity: 'staff' });
    expect(JSON.parse(record!.before_json!)).toEqual({ kinds: ['bookings', 'cancellations'], chosen: false });
    expect(JSON.parse(record!.after_json!)).toEqual({ kinds: ['cancellations', 'low-stock'], chosen: true });
    // The same choice again changes and records nothing; another account's choice is untouched.
    expect((await put(desk, ['low-stock', 'cancellations'])).statusCode).toBe(200);
    expect(
      await app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'staff.mail_preferences')
        .where('entity_id', '=', String(desk.me.id))
        .execute(),
    ).toHaveLength(1);
    expect((await prefsOf(manager)).chosen).toBe(false);

    // In the staff member's own language.
    const french = await signedInStaff(app, { role: 'coach', language: 'fr-FR' });
    const refused = await put(french, ['refunds']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMsg).toBe(
      'Votre rôle ne peut pas recevoir les courriels « refunds » : il faut l’une des autorisations refunds.write, reports.read',
    );
    expect((await put(coach, ['digest'])).json().errorMsg).toBe(
      'Your role cannot receive the mails "digest": it needs one of the permissions reports.read',
    );
    expect(onOf(await prefsOf(coach))).toEqual([]);
    const unknown = await put(coach, ['everything']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).not.toMatch(/kinds\.0|invalid_enum|\[/);
    expect((await app.inject({ method: 'PUT', url: '/api/staff/me/mail-preferences', payload: { kinds: [] } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/staff/me/mail-preferences' })).statusCode).toBe(401);
  });
});

describe('alerts', () => {
  it('a member’s booking, once confirmed, mails the opted-in desk in its language, not the opted-out nor the deactivated', async () => {
    const { c, entry } = await memberBooking('paid');
    await sendBookingMails(bookingMailDeps());
    const mine = await mailsTo(deskIn);
    expect(mine.map((m) => m.subject)).toEqual([expect.stringMatching(/^Nouvelle réservation : Test padel \d+ - Court \d+\.\d, /)]);
    expect(mine[0]!.text_body).toContain('Bonjour Dora Desk,');
    expect(mine[0]!.text_body).toMatch(/Member\d+ .* a réservé Test padel/);
    expect(mine[0]!.text_body).toContain('(20\u00a0€).');
    expect(mine[0]!.text_body).toContain('http://portal.test/staff/mail-preferences');
    for (const who of [deskOut, deskGone, manager, reader, coach]) expect(await subjectsTo(who)).toEqual([]);
    // The confirmation's job run again tells nobody twice.
    await sendBookingMails(bookingMailDeps());
    expect(await mailsTo(deskIn)).toHaveLength(1);

    const cancel = await post(`/api/publicbookings/cancel/${entry.bookingId}/${c.id}`, {}, c.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await subjectsTo(deskIn)).at(-1)).toMatch(/^Réservation annulée : Test padel/);
    for (const who of [deskOut, deskGone, coach]) expect(await subjectsTo(who)).toEqual([]);
  });

  it('a refund mails the refunds watchers (the manager by default, a reader who opted in), not the desk', async () => {
    const { paymentId } = await memberBooking('paid');
    const before = (await mailsTo(deskIn)).length;
    const res = await post(
      `/api/staff/payments/${paymentId}/refunds`,
      { amount: 7.5, destination: 'original', reason: 'Court light broken', idempotencyKey: `refund-${paymentId}` },
      manager.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [manager, reader]) {
      const [mail, ...more] = (await mailsTo(who)).filter((m) => m.subject.startsWith('Refund of'));
      expect(more).toHaveLength(0);
      expect(mail?.subject).toMatch(/^Refund of 7,50\u00a0€ to Member\d+ S\d+$/);
      expect(mail?.text_body).toContain(`(payment no. ${paymentId}). Reason: Court light broken`);
    }
    expect((await mailsTo(deskIn)).length).toBe(before);
  });

  it('a declined card payment mails the failed-payments watchers', async () => {
    const { paymentId } = await memberBooking('declined');
    const failed = (await mailsTo(manager)).filter((m) => m.subject.startsWith('Payment failed'));
    expect(failed.map((m) => m.subject)).toEqual([expect.stringMatching(/^Payment failed: 20\u00a0€ from Member\d+ S\d+$/)]);
    expect(failed[0]!.text_body).toContain(`(payment no. ${paymentId}). Reason: Your card was declined.`);
    for (const who of [deskIn, reader, coach]) expect((await subjectsTo(who)).filter((s) => s.startsWith('Payment failed'))).toEqual([]);
  });

  it('stock falling to the product’s low-stock threshold mails the low-stock watchers once', async () => {
    const created = await post(
      '/api/staff/products',
      {
        name: 'Overgrip blue',
        description: '',
        productTypeId: null,
        price: 3,
        basis: 'gross',
        taxPercent: 21,
        published: true,
        trackStock: true,
        lowStockThreshold: 2,
      },
      manager.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().product.id as number;
    const lowStock = async () => (await subjectsTo(manager)).filter((s) => s.startsWith('Low stock'));
    expect((await post(`/api/staff/products/${id}/stock/receive`, { quantity: 5, reason: '' }, manager.headers)).statusCode).toBe(200);
    const adjust = (quantity: number) => post(`/api/staff/products/${id}/stock/adjust`, { quantity, reason: 'Counted' }, manager.headers);
    expect((await adjust(-2)).statusCode).toBe(200);
    expect(await lowStock()).toEqual([]);
    expect((await adjust(-1)).statusCode).toBe(200);
    expect(await lowStock()).toEqual(['Low stock: Overgrip blue']);
    const [mail] = (await mailsTo(manager)).filter((m) => m.subject.startsWith('Low stock'));
    expect(mail?.text_body).toContain('Overgrip blue is down to 2 units (the alert is at 2 or fewer).');
    // Already low: a further fall is no news; back above and down again is.
    expect((await adjust(-1)).statusCode).toBe(200);
    expect(await lowStock()).toHaveLength(1);
    expect((await post(`/api/staff/products/${id}/stock/receive`, { quantity: 4, reason: '' }, manager.headers)).statusCode).toBe(200);
    expect((await adjust(-3)).statusCode).toBe(200);
    expect(await lowStock()).toHaveLength(2);
    expect((await subjectsTo(deskIn)).filter((s) => s.includes('Overgrip'))).toEqual([]);
  });
});

describe('daily digest', () => {
  const run = () =>
    sendStaffDigest({
      db: app.db,
      clock,
      outbox: app.outbox,
      publicUrl: app.config.publicUrl,
      figures: (db, day, today) => digestFigures({ db, clock }, day, today),
    });

  it('goes once per club day after the digest hour, about the day before, to those who receive it', async () => {
    // 06:30 in Madrid on the 16th: before the hour, nothing.
    clock.set('2026-06-16T04:30:00.000Z');
    expect(await run()).toBe(0);
    clock.set('2026-06-16T05:05:00.000Z');
    const sent = await run();
    expect(sent).toBeGreaterThanOrEqual(1);
    const digest = (await mailsTo(manager)).filter((m) => m.subject.includes('summary of'));
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toMatch(/: summary of .*June 15, 2026$/);
    const text = digest[0]!.text_body;
    // The 15th: the demo club's figures, and the tests' three member bookings (one cancelled after it was confirmed,
    // one declined and still held), two paid 20 € each, 7,50 € refunded; the products at low stock now.
    const euros = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',').replace(/,00$/, '')}\u00a0€`;
    expect(text).toContain(`Bookings made: ${baseline.bookingsMade + 3}\n`);
    expect(text).toContain(`Cancellations: ${baseline.cancellations + 1}\n`);
    expect(text).toContain(`Revenue: ${euros(baseline.received.amount + 4000)}\n`);
    // Money given back as the revenue report counts it (the member's cancel gave back 20 € to the card).
    const auditor = await signedInStaff(app, { role: 'accountant' });
    const report = await app.inject({ url: '/api/staff/reports/revenue?from=2026-06-15&to=2026-06-15&by=day', headers: auditor.headers });
    expect(report.statusCode, report.body).toBe(200);
    const total = report.json().total as { received: number; refunded: number };
    expect(text).toContain(`Revenue: ${euros(Math.round(total.received * 100))}\n`);
    expect(text).toContain(`Refunds: ${euros(Math.round(total.refunded * 100))}\n`);
    expect(Math.round(total.refunded * 100)).toBeGreaterThanOrEqual(baseline.refunded.amount + 2000);
    expect(text).toMatch(/Products at low stock: .*Overgrip blue \(2\)/);
    for (const who of [deskIn, deskOut, deskGone, coach])
      expect((await subjectsTo(who)).filter((s) => s.includes('summary') || s.includes('résumé'))).toEqual([]);
    // Run again that day (another instance, a retry): nothing more.
    clock.set('2026-06-16T09:00:00.000Z');
    expect(await run()).toBe(0);
    expect((await mailsTo(manager)).filter((m) => m.subject.includes('summary of'))).toHaveLength(1);
    expect(await app.db.selectFrom('staff_digest_days').selectAll().execute()).toEqual([
      { day: '2026-06-15', sent_at: expect.any(String), recipients: sent },
    ]);
  });
});
