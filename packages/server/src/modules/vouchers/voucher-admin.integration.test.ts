import { PaymentMethodType } from '@clubportal/contract/enums';
import type { IssueVoucherBody, StaffVoucher, StaffVoucherDetail } from '@clubportal/contract/staff-vouchers';
import type { Voucher } from '@clubportal/contract/vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The staff's vouchers (issue 32 §4), over HTTP on the demo club (EUR, Europe/Madrid), both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let balls: number; // 6.50, not counted
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
  const c = await createCustomer(app, { name: 'Vera', surname: 'Vale' });
  member = await loginAs(app, c.email, c.password);
  balls = (await app.db.selectFrom('products').select('id').where('name', '=', 'Bote de pelotas de pádel (3)').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const issueBody = (over: Partial<IssueVoucherBody> = {}): IssueVoucherBody => ({
  customerId: member.id,
  description: 'Monedero cortesía',
  kind: 'money',
  amount: 25.5,
  expiresOn: '',
  reason: 'Clase cancelada por lluvia',
  ...over,
});
const issue = async (over: Partial<IssueVoucherBody> = {}) => {
  const res = await call('POST', '/api/staff/vouchers', manager.headers, issueBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffVoucherDetail;
};
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
const memberVouchers = async () => {
  const res = await app.inject({ url: `/api/publicvouchers/customer-vouchers/${member.id}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as { active: Voucher[]; inactive: Voucher[] };
};
/** The member pays two tins of balls (13 €) from the voucher: only their own action spends it. */
const payWith = (voucherId: number) =>
  call('POST', '/api/shop/checkout-customer', member.headers, {
    saleItems: [{ productId: balls, units: 2 }],
    saleIds: [],
    paymentMethodId: PaymentMethodType.MoneyVoucher,
    voucherId,
    guid: `voucher-admin-${(seq += 1)}`,
    customer: { id: member.id, acceptConditions: true },
  });

describe('staff vouchers', () => {
  it("issues a money voucher whose first movement is the issue with its reason; it shows in the member's own list", async () => {
    const { voucher, movements } = await issue();
    expect(voucher).toMatchObject({
      customerName: 'Vera Vale',
      kind: 'money',
      currency: 'EUR',
      balance: 25.5,
      enabled: true,
      active: true,
    });
    expect(movements).toEqual([
      expect.objectContaining({ amount: 25.5, previous: 0, current: 25.5, reason: 'Clase cancelada por lluvia', actor: 'Mara Manager' }),
    ]);
    const [record] = await audits('voucher.issue', voucher.id);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_label: 'Mara Manager', entity: 'voucher' });
    const mine = await memberVouchers();
    expect(mine.active.map((v) => [v.id, v.description, v.balance])).toContainEqual([voucher.id, 'Monedero cortesía', 25.5]);
  });

  it('issues sessions with an expiry at the end of that day in club time, and refuses half a session', async () => {
    const { voucher } = await issue({ kind: 'sessions', amount: 10, description: 'Bono 10 clases', expiresOn: '2026-12-31' });
    expect(voucher).toMatchObject({ kind: 'sessions', balance: 10, expiresAt: '2026-12-31T23:00:00.000Z' });
    const half = await call('POST', '/api/staff/vouchers', manager.headers, issueBody({ kind: 'sessions', amount: 1.5 }));
    expect(half.statusCode).toBe(400);
    expect(half.json().errorMsg).toBe('Sessions are counted in whole numbers');
    const past = await call('POST', '/api/staff/vouchers', manager.headers, issueBody({ expiresOn: '2026-06-14' }));
    expect(past.statusCode).toBe(400);
  });

  it('a deactivated voucher does not pay; reactivated, it pays and its use is listed', async () => {
    const { voucher } = await issue({ amount: 20 });
    const off = await call('POST', `/api/staff/vouchers/${voucher.id}/deactivate`, manager.headers, { reason: 'Entregado por error' });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as StaffVoucherDetail).statusChanges).toEqual([
      expect.objectContaining({ enabled: false, reason: 'Entregado por error', actor: 'Mara Manager' }),
    ]);
    expect(await audits('voucher.deactivate', voucher.id)).toHaveLength(1);
    expect((await memberVouchers()).inactive.map((v) => v.id)).toContain(voucher.id);
    const refused = await payWith(voucher.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('This voucher cannot be used');
    const again = await call('POST', `/api/staff/vouchers/${voucher.id}/deactivate`, manager.headers, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);

    const on = await call('POST', `/api/staff/vouchers/${voucher.id}/reactivate`, manager.headers, { reason: 'Revisado' });
    expect(on.statusCode, on.body).toBe(200);
    expect(await audits('voucher.reactivate', voucher.id)).toHaveLength(1);
    const paid = await payWith(voucher.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = (await call('GET', `/api/staff/vouchers/${voucher.id}`, manager.headers)).json() as StaffVoucherDetail;
    expect(detail.voucher.balance).toBe(7);
    expect(detail.movements.map((m) => [m.amount, m.current, m.saleNumber !== null])).toEqual([
      [-13, 7, true],
      [20, 20, false],
    ]);
  });

  it('lists by customer name and by customer id, and finds customers to issue to', async () => {
    const byName = (await call('GET', '/api/staff/vouchers?search=vera%20VALE', manager.headers)).json().vouchers as StaffVoucher[];
    expect(byName.length).toBeGreaterThan(0);
    expect(new Set(byName.map((v) => v.customerId))).toEqual(new Set([member.id]));
    const byId = (await call('GET', `/api/staff/vouchers?customerId=${member.id}`, manager.headers)).json().vouchers as StaffVoucher[];
    expect(byId.map((v) => v.id).sort()).toEqual(byName.map((v) => v.id).sort());
    const found = await call('GET', '/api/staff/vouchers/customers?search=vale', manager.headers);
    expect(found.json().customers).toContainEqual(expect.objectContaining({ id: member.id, name: 'Vera Vale' }));
  });

  it('refuses issuing and deactivating to a role without vouchers.write; the desk reads, a coach does not', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const coach = await signedInStaff(app, { role: 'coach' });
    const { voucher } = await issue();
    expect((await call('GET', `/api/staff/vouchers/${voucher.id}`, desk.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/staff/vouchers/${voucher.id}`, coach.headers)).statusCode).toBe(403);
    for (const who of [desk, coach]) {
      expect((await call('POST', '/api/staff/vouchers', who.headers, issueBody())).statusCode).toBe(403);
      expect((await call('POST', `/api/staff/vouchers/${voucher.id}/deactivate`, who.headers, { reason: 'x' })).statusCode).toBe(403);
    }
    expect(await audits('voucher.deactivate', voucher.id)).toEqual([]);
  });
});
