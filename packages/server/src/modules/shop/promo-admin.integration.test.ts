import type { PromoRedemption, StaffPromo, StaffPromoBody } from '@clubportal/contract/staff-promos';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff, staffSignIn } from '../../test/staff-fixtures.js';

// The staff's promo codes (issue 32 §4), over HTTP on the demo club (EUR, Europe/Madrid), both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let balls: number; // 6.50, not counted
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { PENDING_ENABLED: 'true' } });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
  const c = await createCustomer(app, { name: 'Berta', surname: 'Compradora' });
  buyer = await loginAs(app, c.email, c.password);
  balls = (await app.db.selectFrom('products').select('id').where('name', '=', 'Bote de pelotas de pádel (3)').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const body = (over: Partial<StaffPromoBody> = {}): StaffPromoBody => ({
  code: `verano${(seq += 1)}`,
  kind: 'percent',
  value: 10,
  minTotal: 0,
  maxUses: null,
  validFrom: '',
  validUntil: '',
  active: true,
  ...over,
});
const create = async (over: Partial<StaffPromoBody> = {}) => {
  const res = await call('POST', '/api/staff/promos', manager.headers, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().promo as StaffPromo;
};
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
/** What the member's checkout says of a code on three tins of balls (19.50 €). */
const validate = async (code: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/promos/validate', payload: { code, saleItems: [{ productId: balls, units: 3 }] } })
  ).json();

describe('staff promo codes', () => {
  it('creates a code upper-cased and audited, and the checkout prices a cart with it; deactivated, the checkout refuses it', async () => {
    const promo = await create({ code: 'Padel15', kind: 'amount', value: 2.5, minTotal: 10, maxUses: 5 });
    expect(promo).toMatchObject({
      code: 'PADEL15',
      kind: 'amount',
      value: 2.5,
      minTotal: 10,
      maxUses: 5,
      uses: 0,
      active: true,
      scope: 'shop-articles',
    });
    const [record] = await audits('promo.create', promo.id);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_label: 'Mara Manager', entity: 'promo' });
    expect(await validate('padel15')).toEqual({ ok: true, errorMsg: null, data: { discount: 2.5, message: 'Disccount Applied' } });

    const off = await call('POST', `/api/staff/promos/${promo.id}/deactivate`, manager.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().promo.active).toBe(false);
    expect(await audits('promo.deactivate', promo.id)).toHaveLength(1);
    expect(await validate('PADEL15')).toEqual({ ok: false, errorMsg: 'Sorry, the code is not valid' });
  });

  it('refuses a code another promo holds in any case, with a sentence, and changes nothing', async () => {
    await create({ code: 'DUPE' });
    const res = await call('POST', '/api/staff/promos', manager.headers, body({ code: 'dupe' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The code DUPE is already used by another promo: choose another code' });
    const other = await create({ code: 'OTHER1' });
    const renamed = await call('PUT', `/api/staff/promos/${other.id}`, manager.headers, body({ code: 'Dupe' }));
    expect(renamed.statusCode).toBe(409);
    const list = (await call('GET', '/api/staff/promos', manager.headers)).json().promos as StaffPromo[];
    expect(list.filter((p) => p.code === 'DUPE')).toHaveLength(1);
    expect(list.find((p) => p.id === other.id)?.code).toBe('OTHER1');
  });

  it('changes a code with its days in club time, audits the changed fields, and refuses a percent over 100', async () => {
    const promo = await create({ code: 'SPRING' });
    const res = await call(
      'PUT',
      `/api/staff/promos/${promo.id}`,
      manager.headers,
      body({ code: 'SPRING', value: 20, validFrom: '2026-06-16', validUntil: '2026-06-30' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().promo).toMatchObject({ value: 20, validFrom: '2026-06-16', validUntil: '2026-06-30' });
    const [record] = await audits('promo.edit', promo.id);
    expect(JSON.parse(record?.after_json ?? 'null')).toEqual({ value: 20, validFrom: '2026-06-16', validUntil: '2026-06-30' });
    // Not yet: the first day starts at midnight in Madrid (22:00 UTC the day before).
    expect((await validate('spring')).ok).toBe(false);
    clock.set('2026-06-15T22:00:00.000Z');
    expect((await validate('spring')).data).toEqual({ discount: 3.9, message: 'Disccount Applied' });
    manager = { ...manager, ...(await staffSignIn(app, manager.email)) }; // fourteen hours idle ended the console session
    const wrong = await call('PUT', `/api/staff/promos/${promo.id}`, manager.headers, body({ code: 'SPRING', value: 150 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMsg).toBe('A percent discount is a whole number from 1 to 100');
  });

  it('lists who used a code: date, customer and the discount their sale got', async () => {
    const promo = await create({ code: 'TEN', value: 10 });
    const res = await call('POST', '/api/shop/checkout-customer', buyer.headers, {
      saleItems: [{ productId: balls, units: 2 }],
      saleIds: [],
      paymentMethodId: PaymentMethodType.Pending,
      promoCode: 'ten',
      guid: `promo-admin-${seq}`,
      customer: { id: buyer.id, acceptConditions: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call('GET', '/api/staff/promos', manager.headers)).json().promos as StaffPromo[];
    expect(list.find((p) => p.id === promo.id)?.uses).toBe(1);
    const used = await call('GET', `/api/staff/promos/${promo.id}/redemptions`, manager.headers);
    expect(used.statusCode, used.body).toBe(200);
    const [one, ...rest] = used.json().redemptions as PromoRedemption[];
    expect(rest).toEqual([]);
    expect(one).toMatchObject({
      customerName: 'Berta Compradora',
      discount: 1.3,
      currency: 'EUR',
      status: 'pending',
      saleNumber: res.json().model.saleNumber,
    });
  });

  it('refuses every write to a role without shop.write (the desk, a coach), and the reads to a coach', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const coach = await signedInStaff(app, { role: 'coach' });
    const promo = await create();
    expect((await call('GET', '/api/staff/promos', desk.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/promos', coach.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/staff/promos/${promo.id}/redemptions`, coach.headers)).statusCode).toBe(403);
    for (const who of [desk, coach]) {
      expect((await call('POST', '/api/staff/promos', who.headers, body())).statusCode).toBe(403);
      expect((await call('PUT', `/api/staff/promos/${promo.id}`, who.headers, body())).statusCode).toBe(403);
      expect((await call('POST', `/api/staff/promos/${promo.id}/deactivate`, who.headers)).statusCode).toBe(403);
    }
    expect(await audits('promo.edit', promo.id)).toEqual([]);
  });
});
