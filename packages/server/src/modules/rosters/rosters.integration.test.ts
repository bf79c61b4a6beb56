import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import { createTestClass, markSalePaid, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createTestActivity } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The desk's rosters (issue 33 §6) over HTTP on a real database (SQLite, and PostgreSQL with DATABASE_URL): a coach
 * reads and marks only the sessions naming them (another's is 404, changing one is 403); the desk adds through the
 * owner's rules (a full class refuses), marks attendance once per participant (a change is an audited edit), takes
 * someone off once with their refund choice (concurrent clicks refund once) and the member is mailed; the CSV
 * neutralises formula cells and is audited.
 */
const START = '2026-06-15T08:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let coach: Awaited<ReturnType<typeof signedInStaff>>;
let otherCoach: Awaited<ReturnType<typeof signedInStaff>>;

const at = (hours: number): Instant => toInstant(new Date(Date.parse(START) + hours * 3_600_000));
let n = 0;
function activity(over: { price?: number; capacity?: number | null; coach?: number | null; name?: string } = {}): Promise<number> {
  n += 1;
  return createTestActivity(app, {
    name: over.name ?? `Clinic ${n}`,
    type: 'activity',
    start_at: at(6),
    end_at: at(8),
    capacity: over.capacity === undefined ? 10 : over.capacity,
    signup_opens_at: null,
    signup_closes_at: null,
    price: over.price ?? 2500,
    currency: 'EUR',
    created_at: nowInstant(clock),
    coach_staff_id: over.coach ?? null,
  });
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: { headers: Record<string, string> }, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'desk' });
  coach = await signedInStaff(app, { role: 'coach', name: 'Coach Ana' });
  otherCoach = await signedInStaff(app, { role: 'coach', name: 'Coach Bea' });
});
afterAll(() => app?.close());
beforeEach(() => clock.set(START));

describe('who sees which roster', () => {
  it('gives a coach only the sessions naming them; another coach’s is 404, and changing it 403', async () => {
    const mine = await activity({ coach: coach.id, name: 'Ana’s clinic' });
    const theirs = await activity({ coach: otherCoach.id, name: 'Bea’s clinic' });
    const cls = await createTestClass(app, at(5));
    await call('PUT', `/api/staff/rosters/class/${cls}/coach`, desk, { coachId: coach.id });

    const list = await call('GET', '/api/staff/rosters?from=2026-06-15&to=2026-06-15', coach);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().model.sessions.map((s: { kind: string; id: number }) => `${s.kind}:${s.id}`);
    expect(ids).toContain(`activity:${mine}`);
    expect(ids).toContain(`class:${cls}`);
    expect(ids).not.toContain(`activity:${theirs}`);

    const other = await call('GET', `/api/staff/rosters/activity/${theirs}`, coach);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMsg).toBe('This class or activity is not on your rosters');
    const member = await quickCustomer(app);
    expect(
      (await call('PUT', `/api/staff/rosters/activity/${theirs}/attendance`, coach, { customerId: member.id, present: true })).statusCode,
    ).toBe(404);
    const add = await call('POST', `/api/staff/rosters/activity/${mine}/participants`, coach, { customerId: member.id });
    expect(add.statusCode).toBe(403);
    expect(add.json().errorMsg).toBe('Your role does not allow this: it needs the permission "rosters.all"');

    // The desk sees both; a role with neither permission is refused by name.
    const all = await call('GET', '/api/staff/rosters?from=2026-06-15&to=2026-06-15', desk);
    const deskIds = all.json().model.sessions.map((s: { id: number; kind: string }) => `${s.kind}:${s.id}`);
    expect(deskIds).toEqual(expect.arrayContaining([`activity:${mine}`, `activity:${theirs}`, `class:${cls}`]));
    const accountant = await signedInStaff(app, { role: 'accountant' });
    const refused = await call('GET', '/api/staff/rosters?from=2026-06-15&to=2026-06-15', accountant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('Your role does not allow this: it needs one of the permissions rosters.own, rosters.all');
  });

  it('refuses a range running backwards or too long with a sentence', async () => {
    const res = await call('GET', '/api/staff/rosters?from=2026-06-20&to=2026-06-15', desk);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('Choose a first day on or before the last day, at most 31 days apart');
  });
});

describe('the desk adds and takes attendance', () => {
  it('adds through the class’s rules, leaves the sale to pay at the club, and refuses a full class', async () => {
    const cls = await createTestClass(app, at(5));
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => quickCustomer(app, 'Walk')));
    for (const p of people.slice(0, 4)) {
      const res = await call('POST', `/api/staff/rosters/class/${cls}/participants`, desk, { customerId: p.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const full = await call('POST', `/api/staff/rosters/class/${cls}/participants`, desk, { customerId: people[4]!.id });
    expect(full.statusCode).toBe(409);
    const again = await call('POST', `/api/staff/rosters/class/${cls}/participants`, desk, { customerId: people[0]!.id });
    expect(again.statusCode).toBe(409);
    const roster = (await call('GET', `/api/staff/rosters/class/${cls}`, desk)).json().model;
    expect(roster.participants).toHaveLength(4);
    expect(roster.participants[0]).toMatchObject({ payment: 'pending', amount: 8, atDesk: true, present: null });
    // Past the type’s 15-minute hold the place is still theirs: a desk sale has no hold to run out.
    clock.advance({ minutes: 20 });
    expect((await call('GET', `/api/staff/rosters/class/${cls}`, desk)).json().model.participants).toHaveLength(4);
    expect((await audits('place.desk_add')).filter((a) => a.entity_id === String(cls))).toHaveLength(4);
  });

  it('marks attendance once per participant; a change is an audited edit, the same answer changes nothing', async () => {
    const id = await activity({ coach: coach.id, price: 0 });
    const member = await quickCustomer(app, 'Lola');
    expect((await call('POST', `/api/staff/rosters/activity/${id}/participants`, desk, { customerId: member.id })).statusCode).toBe(200);
    const url = `/api/staff/rosters/activity/${id}/attendance`;
    const first = await call('PUT', url, coach, { customerId: member.id, present: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().model.participants[0].present).toBe(true);
    await call('PUT', url, coach, { customerId: member.id, present: true });
    const edit = await call('PUT', url, desk, { customerId: member.id, present: false });
    expect(edit.json().model.participants[0].present).toBe(false);
    const rows = await app.db
      .selectFrom('roster_attendance')
      .selectAll()
      .where('session_id', '=', id)
      .where('kind', '=', 'activity')
      .execute();
    expect(rows).toHaveLength(1);
    const marks = (await audits('attendance.mark')).filter((a) => a.entity_id === String(id));
    const edits = (await audits('attendance.edit')).filter((a) => a.entity_id === String(id));
    expect(marks).toHaveLength(1);
    expect(edits).toHaveLength(1);
    expect(JSON.parse(edits[0]!.before_json as string)).toMatchObject({ present: true });
    const stranger = await quickCustomer(app);
    const notIn = await call('PUT', url, desk, { customerId: stranger.id, present: true });
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json().errorMsg).toBe(`Customer #${stranger.id} is not in this session`);
  });

  it('two desks marking the same participant at once leave one row', async () => {
    const id = await activity({ price: 0 });
    const member = await quickCustomer(app);
    await call('POST', `/api/staff/rosters/activity/${id}/participants`, desk, { customerId: member.id });
    const url = `/api/staff/rosters/activity/${id}/attendance`;
    const answers = await Promise.all([true, false, true].map((present) => call('PUT', url, desk, { customerId: member.id, present })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await app.db
      .selectFrom('roster_attendance')
      .selectAll()
      .where('session_id', '=', id)
      .where('kind', '=', 'activity')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the desk takes someone off with a refund choice', () => {
  it('gives a paid sign-up back as club credit once, however many clicks, and mails the member', async () => {
    const id = await activity({ price: 2500 });
    const member = await quickCustomer(app, 'Pilar');
    await call('POST', `/api/staff/rosters/activity/${id}/participants`, desk, { customerId: member.id });
    const signup = await app.db
      .selectFrom('activity_signups')
      .select(['id', 'sale_id'])
      .where('activity_id', '=', id)
      .executeTakeFirstOrThrow();
    await markSalePaid(app, signup.sale_id!, 'Efectivo');
    const url = `/api/staff/rosters/activity/${id}/participants/remove`;
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', url, desk, { customerId: member.id, refund: 'credit' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    const ok = answers.find((r) => r.statusCode === 200)!.json().model;
    expect(ok.refunds).toEqual([expect.objectContaining({ method: 'voucher', amount: 25 })]);
    expect(ok.roster.participants).toEqual([]);
    const movements = await app.db
      .selectFrom('voucher_movements as m')
      .innerJoin('vouchers as v', 'v.id', 'm.voucher_id')
      .select(['m.amount'])
      .where('v.customer_id', '=', member.id)
      .execute();
    expect(movements.map((m) => Number(m.amount))).toEqual([2500]);
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', signup.sale_id!).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
    const removed = (await audits('signup.remove')).filter((a) => a.entity_id === String(signup.id));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ actor_kind: 'staff', actor_id: desk.id });
    const mails = await app.db.selectFrom('customer_emails').select(['subject', 'body']).where('customer_id', '=', member.id).execute();
    expect(mails.map((m) => m.subject)).toContain(`Ya no estás en Clinic ${n}`);
  });

  it('keeps a paid class place’s money when the desk says so, and cancels an unpaid one', async () => {
    const cls = await createTestClass(app, at(5));
    const [paid, owing] = await Promise.all([quickCustomer(app), quickCustomer(app)]);
    for (const p of [paid, owing]) await call('POST', `/api/staff/rosters/class/${cls}/participants`, desk, { customerId: p.id });
    const sales = await app.db
      .selectFrom('booking_participants')
      .select(['customer_id', 'sale_id'])
      .where('booking_id', '=', cls)
      .execute();
    const paidSale = sales.find((s) => s.customer_id === paid.id)!.sale_id!;
    const owedSale = sales.find((s) => s.customer_id === owing.id)!.sale_id!;
    await markSalePaid(app, paidSale);
    const url = `/api/staff/rosters/class/${cls}/participants/remove`;
    const kept = await call('POST', url, desk, { customerId: paid.id, refund: 'none' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().model.refunds).toEqual([]);
    const dropped = await call('POST', url, desk, { customerId: owing.id, refund: 'asPaid' });
    expect(dropped.statusCode).toBe(200);
    const status = async (id: number) =>
      (await app.db.selectFrom('sales').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(paidSale)).toBe('paid');
    expect(await status(owedSale)).toBe('cancelled');
    expect(await app.db.selectFrom('booking_refunds').select('id').where('booking_id', '=', cls).execute()).toEqual([]);
    expect((await call('GET', `/api/staff/rosters/class/${cls}`, desk)).json().model.participants).toEqual([]);
    expect((await audits('place.desk_remove')).filter((a) => a.entity_id === String(cls))).toHaveLength(2);
    // Each is told what became of their money: the kept place in the removal's own words (no booking's terms apply).
    const bodyOf = async (id: number) =>
      (await app.db.selectFrom('customer_emails').select('body').where('customer_id', '=', id).execute()).map((m) => m.body).join('\n');
    expect(await bodyOf(paid.id)).toContain('<p>Lo que pagaste no se devuelve.</p>');
    expect(await bodyOf(paid.id)).not.toContain('condiciones de cancelación');
    expect(await bodyOf(owing.id)).toContain('<p>Tu parte sin pagar se ha anulado: no debes nada.</p>');
  });

  it('refunds a paid class place back the way it was paid, recorded with the booking’s refunds', async () => {
    const cls = await createTestClass(app, at(5));
    const member = await quickCustomer(app);
    await call('POST', `/api/staff/rosters/class/${cls}/participants`, desk, { customerId: member.id });
    const sale = (
      await app.db
        .selectFrom('booking_participants')
        .select('sale_id')
        .where('booking_id', '=', cls)
        .where('customer_id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).sale_id!;
    await markSalePaid(app, sale, 'Efectivo');
    const res = await call('POST', `/api/staff/rosters/class/${cls}/participants/remove`, desk, {
      customerId: member.id,
      refund: 'asPaid',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = await app.db.selectFrom('booking_refunds').select(['amount', 'method']).where('booking_id', '=', cls).execute();
    expect(refunds.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(800);
  });
});

describe('the roster as a file', () => {
  it('neutralises formula cells and records the export', async () => {
    const id = await activity({ price: 0 });
    const sly = await createCustomer(app, { name: '=HYPERLINK("x")', surname: '' });
    await call('POST', `/api/staff/rosters/activity/${id}/participants`, desk, { customerId: sly.id });
    const res = await call('GET', `/api/staff/rosters/activity/${id}/roster.csv`, desk);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await audits('roster.export')).filter((a) => a.entity_id === String(id))).toHaveLength(1);
  });
});
