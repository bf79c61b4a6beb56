import type { CustomerMergePreview } from '@clubportal/contract/staff-customer-merge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { twoRecordsOfOnePerson } from '../../test/customer-merge-fixtures.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { CUSTOMER_REFERENCES } from './customer-merge.references.js';
import { countReferences } from './customer-merge.repository.js';

// Merging two duplicates (issue 33 §4) over HTTP, both dialects: the preview, then everything moves, the member sees
// it, money adds up the same, each conflict ends as previewed, the merged record is retired, audited, mailed.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const merge = (keptId: number, mergedId: number, headers = owner.headers) =>
  app.inject({ method: 'POST', url: `/api/staff/customers/${keptId}/merge`, headers, payload: { from: mergedId } });
const sum = async (query: string, ids: number[]) =>
  Number((await sql<{ n: number | string | null }>`${sql.raw(query)} (${sql.join(ids)})`.execute(app.db)).rows[0]?.n ?? 0);
/** The money of a set of customers: wallets, what sales paid and total, payments, refunds. */
const books = async (ids: number[]) => ({
  wallets: await sum(`select sum(balance) as n from vouchers where customer_id in`, ids),
  salesPaid: await sum(`select sum(paid) as n from sales where customer_id in`, ids),
  payments: await sum(`select sum(amount) as n from payments where customer_id in`, ids),
  refunds: await sum(`select sum(amount) as n from booking_refunds where customer_id in`, ids),
  staffRefunds: await sum(`select sum(amount) as n from staff_refunds where customer_id in`, ids),
  owed: await sum(`select sum(total - paid) as n from sales where status = 'pending' and customer_id in`, ids),
});

describe('merging customer B into customer A', () => {
  it('previews, then moves everything: the member sees it all, the money adds up, each conflict ends as previewed', async () => {
    const p = await twoRecordsOfOnePerson(app, owner.id);
    const { kept, merged } = p;
    // A record merged into B before: it follows B into A.
    const older = await createCustomer(app, { name: 'Marta', surname: 'S.' });
    expect((await merge(merged.id, older.id)).statusCode).toBe(200);

    const before = new Map<string, { kept: number; merged: number }>();
    for (const ref of CUSTOMER_REFERENCES)
      before.set(`${ref.table}.${ref.column}`, {
        kept: await countReferences(app.db, ref, kept.id),
        merged: await countReferences(app.db, ref, merged.id),
      });
    // The fixture gives the merged customer a row in every table that names a customer.
    expect([...before].filter(([, n]) => n.merged === 0).map(([c]) => c)).toEqual([]);
    const money = await books([kept.id, merged.id]);

    const res = await get(`/api/staff/customers/${kept.id}/merge-preview?from=${merged.id}`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().preview as CustomerMergePreview;
    expect(preview.kept).toMatchObject({ id: kept.id, name: 'Marta Soler', signIn: true });
    expect(preview.merged).toMatchObject({ id: merged.id, name: 'Marta Soler Vidal' });
    const holding = (key: string) => preview.holdings.find((h) => h.key === key);
    expect(holding('bookings')).toEqual({ key: 'bookings', kept: 0, merged: 2 });
    expect(holding('vouchers')).toEqual({ key: 'vouchers', kept: 1, merged: 1 });
    expect(holding('mergedRecords')).toEqual({ key: 'mergedRecords', kept: 0, merged: 1 });
    expect(preview.money.find((m) => m.kind === 'wallet')).toEqual({ kind: 'wallet', currency: 'EUR', kept: 10, merged: 35, after: 45 });
    expect(preview.login).toBe('kept');
    expect(preview.identity.find((r) => r.field === 'phones')).toMatchObject({ after: '+34 600 111 222, +34 699 000 111', rule: 'added' });
    expect(preview.identity.find((r) => r.field === 'externalId')?.rule).toBe('taken');
    const conflicts = preview.conflicts.map((c) => `${c.kind}:${c.keeps}`).sort();
    expect(conflicts).toEqual(
      [
        'attendance:kept',
        'customField:kept',
        'group:kept',
        'level:merged',
        'pass:kept',
        'place:merged',
        'price:kept',
        'ratingLink:kept',
        'signup:kept',
        'team:kept',
        'waitlist:kept',
        'waitlist:kept',
      ].sort(),
    );
    expect(preview.conflicts.find((c) => c.kind === 'level')?.subject).toBe('3.25');
    expect(preview.mails).toEqual({ kept: kept.email, merged: merged.email });

    const done = await merge(kept.id, merged.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true, keptId: kept.id, mergedId: merged.id });

    // Nothing names B any more but what records history on purpose; the kept customer has what both had.
    for (const ref of CUSTOMER_REFERENCES) {
      const c = `${ref.table}.${ref.column}`;
      const after = await countReferences(app.db, ref, merged.id);
      expect(after, c).toBe(ref.rule === 'keep' ? before.get(c)!.merged : 0);
    }
    // Money: never lost or doubled; what is owed less only the share of the freed place (as previewed).
    const after = await books([kept.id]);
    const owedAfter = preview.money.find((m) => m.kind === 'owed')!.after;
    expect({ ...after, owed: 0 }).toEqual({ ...money, owed: 0 });
    expect(after.owed / 100).toBe(owedAfter);
    expect(after.owed).toBeLessThan(money.owed);

    // The member (A, still signed in) sees B's bookings, orders, vouchers and balance.
    const bookings = await get(`/api/publicbookings/customer-bookings/${kept.id}`, kept.headers);
    expect(bookings.statusCode, bookings.body).toBe(200);
    expect((bookings.json().model.next as Array<{ id: number }>).map((b) => b.id).sort()).toEqual(
      [p.own.bookingId, p.shared.bookingId].sort(),
    );
    const orders = await get(`/api/shop/customer-orders/${kept.id}`, kept.headers);
    expect((orders.json().model as Array<{ id: number }>).map((o) => o.id)).toContain(p.order);
    const vouchers = await get(`/api/publicvouchers/customer-vouchers/${kept.id}`, kept.headers);
    const active = vouchers.json().model.active as Array<{ id: number; balance: number }>;
    expect(active.map((v) => [v.id, v.balance]).sort()).toEqual(
      [
        [p.wallet, 35],
        [p.keptWallet, 10],
      ].sort(),
    );

    // B cannot sign in, its sessions ended, it is found by no search; old links say where it went.
    expect((await get(`/api/publicvouchers/customer-vouchers/${merged.id}`, merged.headers)).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/cauth',
      payload: { email: merged.email, password: merged.password },
    });
    expect(login.statusCode).not.toBe(200);
    const found = await get(`/api/staff/customers?search=${encodeURIComponent(`#${merged.id}`)}`, owner.headers);
    expect(found.json().customers).toEqual([]);
    const old = await get(`/api/staff/customers/${merged.id}`, owner.headers);
    expect(old.statusCode).toBe(404);
    expect(old.json().errorMsg).toBe(`Customer #${merged.id} was merged into customer #${kept.id}, Marta Soler: open their file instead`);
    const file = (await get(`/api/staff/customers/${kept.id}`, owner.headers)).json().profile;
    expect(file.mergedRecords.map((m: { id: number }) => m.id).sort()).toEqual([merged.id, older.id].sort());
    expect(file.dependants.map((d: { id: number }) => d.id)).toEqual([p.child.id]);
    const b = await app.db.selectFrom('customers').selectAll().where('id', '=', merged.id).executeTakeFirstOrThrow();
    expect(b).toMatchObject({
      merged_into_id: kept.id,
      email: null,
      password_hash: null,
      name: 'Marta',
      surname: 'Soler Vidal',
      phone: '',
    });
    expect(b.deleted_at).not.toBeNull();
    const c = await app.db.selectFrom('customers').select('merged_into_id').where('id', '=', older.id).executeTakeFirstOrThrow();
    expect(c.merged_into_id).toBe(kept.id);
    const a = await app.db.selectFrom('customers').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(a).toMatchObject({
      email: kept.email,
      phone2: '+34 699 000 111',
      birth_date: '1990-04-02',
      city: 'Valencia',
      email2: merged.email,
    });

    // Each conflict as previewed.
    const answers = await app.db
      .selectFrom('customer_form_answers')
      .select(['customer_id', 'answers'])
      .where('customer_id', 'in', [kept.id, merged.id])
      .execute();
    expect(answers).toEqual([{ customer_id: kept.id, answers: JSON.stringify([{ name: 'club', value: 'kept' }]) }]);
    const places = await app.db
      .selectFrom('booking_participants')
      .select(['customer_id', 'state'])
      .where('booking_id', '=', p.shared.bookingId)
      .where('customer_id', '=', kept.id)
      .orderBy('id')
      .execute();
    expect(places.map((r) => r.state).sort()).toEqual(['accepted', 'left']);
    const signups = await app.db
      .selectFrom('activity_signups')
      .select('status')
      .where('activity_id', '=', p.camp)
      .where('customer_id', '=', kept.id)
      .execute();
    expect(signups.map((s) => s.status).sort()).toEqual(['active', 'cancelled']);
    const lines = await app.db.selectFrom('activity_waitlist').select('status').where('activity_id', '=', p.clinic).execute();
    expect(lines.map((l) => l.status)).toEqual(['left']);
    const passes = await app.db
      .selectFrom('season_passes')
      .select(['ended_at', 'periodic_fee_id'])
      .where('customer_id', '=', kept.id)
      .orderBy('id')
      .execute();
    expect(passes.map((x) => x.ended_at === null)).toEqual([true, false]);
    const fee = await app.db
      .selectFrom('periodic_fees')
      .select(['active', 'customer_id'])
      .where('id', '=', p.fee)
      .executeTakeFirstOrThrow();
    expect(fee).toEqual({ active: 0, customer_id: kept.id });
    const groups = await app.db
      .selectFrom('customer_group_members')
      .select('customer_group_id')
      .where('customer_id', '=', kept.id)
      .execute();
    expect(groups).toHaveLength(2);
    const level = await app.db
      .selectFrom('customer_levels')
      .select('level_hundredths')
      .where('customer_id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(level.level_hundredths).toBe(325);
    const links = await app.db
      .selectFrom('customer_level_links')
      .select(['provider', 'user_id'])
      .where('customer_id', '=', kept.id)
      .orderBy('provider')
      .execute();
    expect(links).toEqual([
      { provider: 'pandora', user_id: 'k-1' },
      { provider: 'wpr', user_id: 'm-2' },
    ]);
    const mark = await app.db.selectFrom('roster_attendance').select('present').where('customer_id', '=', kept.id).execute();
    expect(mark).toEqual([{ present: 1 }]);
    const door = await app.db.selectFrom('door_credentials').select('revoked_at').where('customer_id', '=', merged.id).execute();
    expect(door.every((d) => d.revoked_at !== null)).toBe(true);

    // Audited once, with both ids; the person is told at both addresses, in their language.
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.merge')
      .where('entity_id', '=', String(kept.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ keptId: kept.id, mergedId: merged.id });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ keptId: kept.id, mergedId: merged.id, login: 'kept' });
    expect(audit[0]!.after_json).not.toContain('$argon2');
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('to_address', 'in', [kept.email, merged.email])
      .execute();
    expect(mails.find((m) => m.to_address === kept.email)?.subject).toMatch(/^Tus cuentas de .+ ahora son una$/);
    const told = mails.filter((m) => m.to_address === merged.email && /se ha unido a otra tuya/.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain(`n.º ${merged.id}`);
    expect(told[0]!.text_body).not.toContain(kept.email);
  });
});
