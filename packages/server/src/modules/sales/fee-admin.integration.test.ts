import type { FeeRun, StaffFee, StaffFeeBody } from '@clubportal/contract/staff-fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The staff's periodic fees and their run over HTTP (issue 32 §3), both dialects: a fee given to a member (named
 * per language), previewed, charged once per period as a pending sale the member sees on their fees page, ended;
 * every write audited, refused without prices.write; two runs at once charge each period once. The demo club
 * (EUR); Monday 2026-06-15.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner', name: 'Olga Owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const give = async (customerId: number, over: Partial<StaffFeeBody> = {}) => {
  const res = await call('POST', '/api/staff/fees', owner, {
    customerId,
    description: 'Cuota de socio',
    amount: 45,
    periodMonths: 1,
    firstDueDate: '2026-06-01',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fee as StaffFee;
};
const run = async (path: 'run' | 'run/preview', upTo: string, headers = owner) => {
  const res = await call('POST', `/api/staff/fees/${path}`, headers, { upTo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().run as FeeRun;
};
const lineOf = (r: FeeRun, feeId: number) => r.lines.find((l) => l.feeId === feeId);
const chargesOf = (feeId: number) =>
  app.db
    .selectFrom('sales')
    .select(['fee_due_date', 'total', 'paid', 'status'])
    .where('periodic_fee_id', '=', feeId)
    .orderBy('fee_due_date')
    .execute();
const feeOf = async (feeId: number) => ((await call('GET', '/api/staff/fees', desk)).json().fees as StaffFee[]).find((f) => f.id === feeId);
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('staff periodic fees', () => {
  it('gives a fee named per language, previews and runs it: one pending sale per period, the member sees and owes it in English', async () => {
    const member = await quickCustomer(app, 'Cuotas');
    const fee = await give(member.id, { names: { 'en-US': 'Membership fee', 'fr-FR': 'Cotisation' }, firstDueDate: '2026-04-01' });
    expect(fee).toMatchObject({
      description: 'Cuota de socio',
      amount: 45,
      currency: 'EUR',
      periodMonths: 1,
      nextDueDate: '2026-04-01',
      active: true,
    });
    expect(JSON.parse((await audits('fee.create')).find((a) => a.entity_id === String(fee.id))!.after_json!)).toMatchObject({
      customerId: member.id,
      amount: 45,
    });

    // Three months behind by 15 June: April, May and June, one sale each; nothing written by the preview.
    const preview = await run('run/preview', '2026-06-15');
    expect(lineOf(preview, fee.id)).toMatchObject({
      dueDates: ['2026-04-01', '2026-05-01', '2026-06-01'],
      total: 135,
      customerName: expect.stringContaining('Cuotas'),
    });
    expect(await chargesOf(fee.id)).toEqual([]);

    const done = await run('run', '2026-06-15');
    expect(lineOf(done, fee.id)).toEqual(lineOf(preview, fee.id));
    expect(done.charges).toBe(preview.charges);
    expect(await chargesOf(fee.id)).toEqual(
      ['2026-04-01', '2026-05-01', '2026-06-01'].map((d) => ({ fee_due_date: d, total: 4500, paid: 0, status: 'pending' })),
    );
    expect(JSON.parse((await audits('fee.run'))[0]!.after_json!)).toMatchObject({ upTo: '2026-06-15', charges: done.charges });
    expect(await feeOf(fee.id)).toMatchObject({ nextDueDate: '2026-07-01', unpaidCharges: 3, owed: 135 });

    // Run again: nothing more is due for it.
    expect(lineOf(await run('run', '2026-06-15'), fee.id)).toBeUndefined();
    expect(await chargesOf(fee.id)).toHaveLength(3);

    const page = await app.inject({
      method: 'GET',
      url: `/api/publiccustomerperiodicsales/customer-fees/${member.id}`,
      headers: { ...member.headers, 'accept-language': 'en-US' },
    });
    expect(page.json().model).toEqual([
      expect.objectContaining({
        description: 'Membership fee',
        nextDueDate: '2026-07-01',
        fees: expect.arrayContaining([expect.objectContaining({ pending: 45 })]),
      }),
    ]);
    expect(page.json().model[0].fees).toHaveLength(3);
  });

  it('ends a fee (audited): no later period is charged, the charges issued stay owed', async () => {
    const member = await quickCustomer(app);
    const fee = await give(member.id, { firstDueDate: '2026-06-10', periodMonths: 3, amount: 120 });
    await run('run', '2026-06-15');
    const ended = await call('POST', `/api/staff/fees/${fee.id}/end`, owner);
    expect(ended.json().fee).toMatchObject({ active: false, nextDueDate: null, unpaidCharges: 1, owed: 120 });
    expect((await audits('fee.end')).some((a) => a.entity_id === String(fee.id))).toBe(true);
    expect(lineOf(await run('run/preview', '2027-06-15'), fee.id)).toBeUndefined();
    expect(lineOf(await run('run', '2027-06-15'), fee.id)).toBeUndefined();
    expect(await chargesOf(fee.id)).toHaveLength(1);
  });

  it('two runs at once charge each period exactly once', async () => {
    const fees = await Promise.all(
      [1, 2, 3].map(async () => give((await quickCustomer(app)).id, { firstDueDate: '2026-07-05', periodMonths: 2 })),
    );
    const [a, b] = await Promise.all([run('run', '2027-01-05'), run('run', '2027-01-05')]);
    for (const fee of fees) {
      // July, September, November and January: four periods between the two runs, never one twice.
      expect((await chargesOf(fee.id)).map((c) => c.fee_due_date)).toEqual(['2026-07-05', '2026-09-05', '2026-11-05', '2027-01-05']);
      expect([...(lineOf(a, fee.id)?.dueDates ?? []), ...(lineOf(b, fee.id)?.dueDates ?? [])].sort()).toEqual([
        '2026-07-05',
        '2026-09-05',
        '2026-11-05',
        '2027-01-05',
      ]);
      expect((await feeOf(fee.id))?.nextDueDate).toBe('2027-03-05');
    }
  });

  it('refuses with a sentence a due day past the 28th and an unknown customer', async () => {
    const member = await quickCustomer(app);
    const bad = async (over: object) => {
      const res = await call('POST', '/api/staff/fees', owner, {
        customerId: member.id,
        description: 'Cuota',
        amount: 10,
        periodMonths: 1,
        firstDueDate: '2026-07-01',
        ...over,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      return res.json().errorMsg as string;
    };
    expect(await bad({ firstDueDate: '2026-07-31' })).toBe(
      'Choose a due day from the 1st to the 28th, so every period falls on the same day of the month',
    );
    expect(await bad({ customerId: 999_999 })).toBe('There is no customer #999999');
    expect(await bad({ amount: 0 })).toContain('amount');
    expect(await bad({ amount: 12.345 })).toBe('Enter an amount such as 12.50');
  });

  it('refuses every write, the preview and the run to a role without prices.write; the desk still reads', async () => {
    const member = await quickCustomer(app);
    const fee = await give(member.id, { firstDueDate: '2026-06-01' });
    for (const [url, payload] of [
      ['/api/staff/fees', { customerId: member.id, description: 'Desk fee', amount: 5, periodMonths: 1, firstDueDate: '2026-07-01' }],
      [`/api/staff/fees/${fee.id}/end`, undefined],
      ['/api/staff/fees/run/preview', { upTo: '2026-06-15' }],
      ['/api/staff/fees/run', { upTo: '2026-06-15' }],
    ] as const) {
      const res = await call('POST', url, desk, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorMsg).toBe('Your role does not allow this: it needs the permission "prices.write"');
    }
    expect(await chargesOf(fee.id)).toEqual([]);
    expect(await feeOf(fee.id)).toMatchObject({ active: true, nextDueDate: '2026-06-01' });
  });
});
