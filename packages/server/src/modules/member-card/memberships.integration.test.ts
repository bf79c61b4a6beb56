import type { PassHolder, StaffMembership, StaffMembershipBody } from '@clubportal/contract/staff-memberships';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomerGroup, createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { runMembershipsDay } from './index.js';

/**
 * The staff's memberships and season pass types over HTTP (issue 32 §3), both dialects: a type (price and
 * term, the group and booking window it gives), a pass given with a reason (charged through the periodic fees,
 * seen on the member's card and fees page), its group's prices and its booking window decided by the server,
 * ended with a reason; archived types give no pass; every write audited and refused without prices.write; the
 * daily fee run charges each period once however often it runs. The demo club (EUR, Madrid); Monday 2026-06-15.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = (await signedInStaff(app, { role: 'owner', name: 'Marta Manager' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const body = (over: Partial<StaffMembershipBody> = {}): StaffMembershipBody => ({
  name: 'Abono pádel',
  names: { 'en-US': 'Padel pass' },
  price: 30,
  periodMonths: 1,
  validFrom: null,
  validTo: null,
  customerGroupId: null,
  bookingDays: null,
  ...over,
});
const create = async (over: Partial<StaffMembershipBody> = {}) => {
  const res = await call('POST', '/api/staff/memberships', manager, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().membership as StaffMembership;
};
const givePass = async (typeId: number, customerId: number, over: object = {}) => {
  const res = await call('POST', `/api/staff/memberships/${typeId}/passes`, manager, { customerId, reason: 'Paid at the desk', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().holders as PassHolder[];
};
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const chargesOf = (feeId: number) =>
  app.db
    .selectFrom('sales')
    .select(['fee_due_date', 'total', 'status'])
    .where('periodic_fee_id', '=', feeId)
    .orderBy('fee_due_date')
    .execute();
const card = async (customer: { id: number; headers: Record<string, string> }) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/PublicCustomerPeriodicSales/customer-season-passes/${customer.id}`,
    headers: { ...customer.headers, 'accept-language': 'en-US' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as Array<{ product: { seasonPassName: string }; end: string | null; bookingDays: number | null }>;
};
const groupsOf = (customerId: number) =>
  app.db.selectFrom('customer_group_members').select(['customer_group_id', 'by_pass']).where('customer_id', '=', customerId).execute();

describe('staff memberships', () => {
  it('creates, changes and archives a type, audited; a desk without prices.write is refused; a bad term is refused in words', async () => {
    const type = await create({ bookingDays: 21 });
    expect(type).toMatchObject({
      name: 'Abono pádel',
      names: { 'en-US': 'Padel pass' },
      price: 30,
      currency: 'EUR',
      periodMonths: 1,
      archived: false,
    });
    expect(JSON.parse((await audits('membership.create')).find((a) => a.entity_id === String(type.id))!.after_json!)).toMatchObject({
      price: 30,
      bookingDays: 21,
    });

    expect((await call('POST', '/api/staff/memberships', desk, body())).statusCode).toBe(403);
    expect((await call('PUT', `/api/staff/memberships/${type.id}`, desk, body())).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/memberships/${type.id}/archive`, desk)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/memberships', desk)).json().memberships.some((m: StaffMembership) => m.id === type.id)).toBe(
      true,
    );

    const both = await call('POST', '/api/staff/memberships', manager, body({ validFrom: '2026-09-01', validTo: '2027-08-31' }));
    expect(both.json()).toEqual({ ok: false, errorMsg: 'Give the membership either a period in months or both validity dates, not both' });
    const order = await call(
      'POST',
      '/api/staff/memberships',
      manager,
      body({ periodMonths: null, validFrom: '2026-09-01', validTo: '2026-08-31' }),
    );
    expect(order.json().errorMsg).toBe('The last valid day must be on or after the first');

    const changed = await call('PUT', `/api/staff/memberships/${type.id}`, manager, body({ price: 35, bookingDays: 21 }));
    expect(changed.json().membership.price).toBe(35);
    const update = (await audits('membership.update')).find((a) => a.entity_id === String(type.id))!;
    expect([JSON.parse(update.before_json!), JSON.parse(update.after_json!)]).toEqual([{ price: 30 }, { price: 35 }]);

    const archived = await call('POST', `/api/staff/memberships/${type.id}/archive`, manager);
    expect(archived.json().membership.archived).toBe(true);
    expect((await audits('membership.archive')).some((a) => a.entity_id === String(type.id))).toBe(true);
    const member = await quickCustomer(app, 'Archivado');
    const refused = await call('POST', `/api/staff/memberships/${type.id}/passes`, manager, { customerId: member.id, reason: 'Try' });
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([409, 'Abono pádel is archived: bring it back before giving it']);
    expect((await call('POST', `/api/staff/memberships/${type.id}/restore`, manager)).json().membership.archived).toBe(false);
  });

  it('gives a pass with a reason: charged as a fee the member owes, shown on their card in English with its window, its group’s prices theirs; ended, all of it goes', async () => {
    const groupId = await createCustomerGroup(app, 'Abonados pádel', []);
    const club = await createTestClub(app, { memberGroupId: groupId });
    const type = await create({ name: 'Abono plus', names: { 'en-US': 'Plus pass' }, customerGroupId: groupId, bookingDays: 14 });
    const member = await quickCustomer(app, 'Abonada');
    const other = await quickCustomer(app, 'Sin abono');

    expect((await call('POST', `/api/staff/memberships/${type.id}/passes`, desk, { customerId: member.id, reason: 'x' })).statusCode).toBe(
      403,
    );
    const holders = await givePass(type.id, member.id, { startsOn: '2026-06-01' });
    const pass = holders.find((h) => h.customerId === member.id)!;
    expect(pass).toMatchObject({ startsOn: '2026-06-01', endsOn: null, running: true, reason: 'Paid at the desk' });
    expect(JSON.parse((await audits('pass.give')).find((a) => a.entity_id === String(pass.passId))!.after_json!)).toMatchObject({
      customerId: member.id,
      reason: 'Paid at the desk',
    });
    // The first period (June) is charged at once; the member sees it on their fees page, named in English.
    expect(await chargesOf(pass.feeId!)).toEqual([{ fee_due_date: '2026-06-01', total: 3000, status: 'pending' }]);
    const fees = await app.inject({
      method: 'GET',
      url: `/api/publiccustomerperiodicsales/customer-fees/${member.id}`,
      headers: { ...member.headers, 'accept-language': 'en-US' },
    });
    expect(fees.json().model).toEqual([expect.objectContaining({ description: 'Plus pass', nextDueDate: '2026-07-01' })]);
    const again = await call('POST', `/api/staff/memberships/${type.id}/passes`, manager, { customerId: member.id, reason: 'Twice' });
    expect(again.json().errorMsg).toMatch(/already holds Abono plus/);

    expect(await card(member)).toEqual([expect.objectContaining({ product: { seasonPassName: 'Plus pass' }, end: null, bookingDays: 14 })]);
    expect(await groupsOf(member.id)).toEqual([{ customer_group_id: groupId, by_pass: 1 }]);

    // The group's price rule is the holder's; the 7-day booking type lets the holder book 14 days ahead.
    const price = async (who: { id: number; headers: Record<string, string> }) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/publicbookings/loadprice',
          headers: who.headers,
          payload: {
            startDate: '2026-06-16T16:00:00.000Z',
            bookingTypeId: club.typeId,
            duration: 60,
            customerId: who.id,
            resourceId: club.courts[0],
          },
        })
      ).json().price.price;
    expect([await price(member), await price(other)]).toEqual([16, 20]);
    const list = async (who: { id: number; headers: Record<string, string> }, date: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/publicbookings/list',
          headers: who.headers,
          payload: { date, bookingTypeId: club.typeId, customerId: who.id },
        })
      ).json().model;
    const far26 = await list(member, '2026-06-26');
    expect(far26.list.length, JSON.stringify(far26)).toBeGreaterThan(0);
    expect((await list(other, '2026-06-26')).list).toEqual([]);
    // The answer names each reader's last bookable date (the member's date picker reaches it): the pass's 14 days, the type's 7.
    expect([far26.lastDate, (await list(other, '2026-06-16')).lastDate]).toEqual(['2026-06-29', '2026-06-22']);
    expect((await list(member, '2026-07-01')).list).toEqual([]);
    const prebook = (who: { id: number; headers: Record<string, string> }, start: string, court: number) =>
      app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: { ...who.headers, 'accept-language': 'en-US' },
        payload: prebookBody({ customerId: who.id, typeId: club.typeId, courtId: court, start, duration: 60 }),
      });
    const far = '2026-06-26T16:00:00.000Z';
    expect((await prebook(member, far, club.courts[0]!)).statusCode).toBe(200);
    expect((await prebook(other, far, club.courts[1]!)).statusCode).toBe(400);

    // Ended with a reason: no further period, out of the group, off the card, back to the type's 7 days.
    expect((await call('POST', `/api/staff/season-passes/${pass.passId}/end`, desk, { reason: 'x' })).statusCode).toBe(403);
    const ended = await call('POST', `/api/staff/season-passes/${pass.passId}/end`, manager, { reason: 'Moved away' });
    expect(ended.json().holders.find((h: PassHolder) => h.passId === pass.passId)).toMatchObject({
      running: false,
      ended: true,
      endsOn: '2026-06-14',
    });
    const endAudit = (await audits('pass.end')).find((a) => a.entity_id === String(pass.passId))!;
    expect(JSON.parse(endAudit.after_json!)).toEqual({ endsOn: '2026-06-14', reason: 'Moved away' });
    expect((await app.db.selectFrom('periodic_fees').select('active').where('id', '=', pass.feeId!).executeTakeFirstOrThrow()).active).toBe(
      0,
    );
    expect(await groupsOf(member.id)).toEqual([]);
    expect(await card(member)).toEqual([]);
    expect([await price(member)]).toEqual([20]);
    expect((await prebook(member, '2026-06-27T16:00:00.000Z', club.courts[0]!)).statusCode).toBe(400);
    expect((await call('POST', `/api/staff/season-passes/${pass.passId}/end`, manager, { reason: 'Again' })).json().errorMsg).toBe(
      'This pass has already been ended',
    );
  });

  it('a hand-added group membership stays when the pass that also gives it ends', async () => {
    const groupId = await createCustomerGroup(app, 'Socios de mano', []);
    const member = await quickCustomer(app, 'Socia');
    await app.db.insertInto('customer_group_members').values({ customer_group_id: groupId, customer_id: member.id }).execute();
    const type = await create({ name: 'Abono socios', customerGroupId: groupId, price: 0 });
    const [pass] = await givePass(type.id, member.id);
    expect(pass!.feeId).toBeNull();
    await call('POST', `/api/staff/season-passes/${pass!.passId}/end`, manager, { reason: 'End' });
    expect(await groupsOf(member.id)).toEqual([{ customer_group_id: groupId, by_pass: 0 }]);
  });
});

describe('the daily fee run', () => {
  it('charges each period once however often it runs, beside the manual run; a dated pass is charged once and its group goes after its last day', async () => {
    const groupId = await createCustomerGroup(app, 'Verano', []);
    const monthly = await create({ name: 'Mensual', names: {}, price: 25 });
    const summer = await create({
      name: 'Verano',
      names: {},
      price: 60,
      periodMonths: null,
      validFrom: '2026-06-01',
      validTo: '2026-06-30',
      customerGroupId: groupId,
    });
    const member = await quickCustomer(app, 'Diaria');
    const [monthlyPass] = await givePass(monthly.id, member.id, { startsOn: '2026-07-01' });
    const [summerPass] = await givePass(summer.id, member.id);
    // The monthly pass starts next month: nothing charged yet. The dated one is charged once, its fee ended.
    expect(await chargesOf(monthlyPass!.feeId!)).toEqual([]);
    expect(await chargesOf(summerPass!.feeId!)).toEqual([{ fee_due_date: '2026-06-15', total: 6000, status: 'pending' }]);
    expect(await groupsOf(member.id)).toEqual([{ customer_group_id: groupId, by_pass: 1 }]);

    const runsBefore = (await audits('fee.run')).length;
    expect((await runMembershipsDay({ db: app.db, clock })).charges).toBe(0);
    expect((await audits('fee.run')).length).toBe(runsBefore);

    clock.set('2026-07-01T08:00:00.000Z');
    const first = await runMembershipsDay({ db: app.db, clock });
    const second = await runMembershipsDay({ db: app.db, clock });
    expect([first.charges >= 1, second.charges]).toEqual([true, 0]);
    const later = (await signedInStaff(app, { role: 'owner', name: 'Marta Later' })).headers;
    const manual = await call('POST', '/api/staff/fees/run', later, { upTo: '2026-07-01' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json().run.lines.find((l: { feeId: number }) => l.feeId === monthlyPass!.feeId)).toBeUndefined();
    expect(await chargesOf(monthlyPass!.feeId!)).toEqual([{ fee_due_date: '2026-07-01', total: 2500, status: 'pending' }]);
    expect(await chargesOf(summerPass!.feeId!)).toHaveLength(1);
    const systemRuns = (await audits('fee.run')).filter((a) => a.actor_kind === 'system');
    expect(systemRuns).toHaveLength(1);
    expect(systemRuns[0]!.actor_label).toBe('fee-run');
    // The summer pass ran out on 30 June: the sweep took its holder out of its group (audited by the system).
    expect(await groupsOf(member.id)).toEqual([]);
    expect((await audits('group.member.remove')).some((a) => a.entity_id === String(groupId) && a.actor_kind === 'system')).toBe(true);
  });
});
