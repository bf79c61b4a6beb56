import type { Voucher } from '@clubportal/contract/vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { createVoucher, recordVoucherMovement } from './vouchers.service.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let member: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
});
afterAll(() => app.close());

const vouchers = async (s = member) => {
  const res = await app.inject({ url: `/api/publicvouchers/customer-vouchers/${s.id}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as { active: Voucher[]; inactive: Voucher[] };
};

describe('customer vouchers', () => {
  it('splits active and inactive vouchers, movements newest first', async () => {
    const { active, inactive } = await vouchers();
    expect(active.map((v) => [v.description, v.kind, v.balance])).toEqual([
      ['Bono 10 clases de pádel', 'sessions', 7],
      ['Monedero Sierra Verde', 'money', 112.8],
    ]);
    expect(inactive.map((v) => v.description).sort()).toEqual(['Bono verano 2025', 'Tarjeta regalo cumpleaños']);
    const wallet = active[1] as Voucher;
    expect(wallet.movements.map((m) => [m.amount, m.previousAmount, m.current])).toEqual([
      [-24, 136.8, 112.8],
      [50, 86.8, 136.8],
      [-13.2, 100, 86.8],
      [100, 0, 100],
    ]);
  });

  it('moves a voucher to the inactive list when it expires (clock moved, no waiting)', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const id = await createVoucher(app.db, {
      customerId: c.id,
      description: 'Bono mes',
      kind: 'money',
      currency: 'EUR',
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString() as never,
      createdAt: nowInstant(clock),
    });
    await recordVoucherMovement(app.db, id, 2000, nowInstant(clock));
    expect((await vouchers(s)).active.map((v) => v.balance)).toEqual([20]);
    clock.advance({ hours: 1 });
    const after = await vouchers(s);
    expect(after.active).toEqual([]);
    expect(after.inactive.map((v) => v.balance)).toEqual([20]);
    await expect(recordVoucherMovement(app.db, id, -2001, nowInstant(clock))).rejects.toThrow(RangeError);
  });

  it("refuses another customer's vouchers", async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const res = await app.inject({ url: `/api/publicvouchers/customer-vouchers/${member.id}`, headers: s.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
    expect((await app.inject({ url: `/api/publicvouchers/customer-vouchers/${member.id}` })).statusCode).toBe(401);
    expect(await vouchers(s)).toEqual({ active: [], inactive: [] });
  });
});
