import { PaymentMethodType } from '@clubportal/contract/enums';
import type { StaffOrder, StaffOrderResponse } from '@clubportal/contract/staff-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { createProduct } from '../shop/index.js';

/**
 * Shop orders' states (issue 33 §5) over HTTP, both dialects: a member orders a counted racket at checkout (pay at
 * the club), the desk takes the money, and staff move the order: prepared, then shipped or collected, then returned
 * (its units back in the stock ledger). Each move is refused unless the rule allows it, made once under double
 * clicks, kept in the order's history, audited and mailed to the member in their language.
 */
const clock = new ManualClock('2026-05-04T09:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let readOnly: Awaited<ReturnType<typeof signedInStaff>>;
let coach: Awaited<ReturnType<typeof signedInStaff>>;
let racket: number;
const transports: Record<string, number> = {};
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'false', PENDING_ENABLED: 'true' } });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dora Desk' });
  readOnly = await signedInStaff(app, { role: 'read-only', name: 'Rita Reader' });
  coach = await signedInStaff(app, { role: 'coach', name: 'Carlos Coach' });
  racket = await createProduct(
    app.db,
    {
      name: 'Pala Orden 2026',
      price: 8000,
      basis: 'gross',
      currency: 'EUR',
      stock: 60,
      transportRequired: true,
      createdAt: nowInstant(clock),
    },
    app.caches,
  );
  for (const t of await app.db.selectFrom('transports').select(['id', 'name', 'collect']).execute()) transports[t.name] = t.id;
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const stockOf = async (id: number) =>
  (await app.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const mailsTo = (email: string) =>
  app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
const auditOf = (saleId: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_label', 'before_json', 'after_json'])
    .where('entity', '=', 'sale')
    .where('entity_id', '=', String(saleId))
    .where('action', '=', 'order.state')
    .orderBy('id')
    .execute();

/** A new member (in `language`) orders `units` rackets with a transport, paying at the club; the desk takes the money unless `unpaid`. */
async function placeOrder(transport: string, units: number, language: string, unpaid = false) {
  seq += 1;
  const made = await createCustomer(app, { name: `Olga${seq}`, surname: `Orders${seq}` });
  await app.db
    .updateTable('customers')
    .set({ language, address_line1: 'Calle Mayor 1', postal_code: '28001', city: 'Madrid', country: 'España' })
    .where('id', '=', made.id)
    .execute();
  const member = await loginAs(app, made.email, made.password);
  const res = await post(
    '/api/shop/checkout-customer',
    {
      saleIds: [],
      saleItems: [{ productId: racket, units }],
      shopTransportId: transports[transport],
      paymentMethodId: PaymentMethodType.Pending,
      guid: `orders-${seq}-${Date.now()}`,
      customer: {
        id: member.id,
        name: `Olga${seq}`,
        surname: `Orders${seq}`,
        addressLine1: 'Calle Mayor 1',
        city: 'Madrid',
        town: 'Madrid',
        country: 'España',
        postalCode: '28001',
        email: made.email,
        phone: '600000000',
        acceptConditions: true,
      },
    },
    member.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  const sale = await app.db
    .selectFrom('sales')
    .select(['id', 'number'])
    .where('customer_id', '=', made.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (!unpaid) {
    const paid = await post(`/api/staff/sales/${sale.id}/desk-payment`, { method: 'cash' }, desk.headers);
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { ...sale, email: made.email, customerId: made.id, member };
}

const move = (id: number, body: object, headers = desk.headers) => post(`/api/staff/orders/${id}/state`, body, headers);
const getOrder = async (id: number) => {
  const res = await app.inject({ url: `/api/staff/orders/${id}`, headers: desk.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffOrderResponse;
};
const list = async (query: string, headers = desk.headers) => {
  const res = await app.inject({ url: `/api/staff/orders?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as StaffOrder[];
};

describe('shop orders at the club', () => {
  it('moves a collect-at-club order paid -> prepared -> collected, mails the member in their language at each, keeps and audits each move', async () => {
    const o = await placeOrder('Recogida en el club', 1, 'fr-FR');
    const before = await getOrder(o.id);
    expect(before.order).toMatchObject({ state: 'paid', delivery: 'collect', transport: 'Recogida en el club', next: ['prepared'] });
    expect(before.order.address).toContain('Calle Mayor 1');
    expect(before.order.lines).toEqual([expect.objectContaining({ productId: racket, units: 1, returned: 0 })]);
    const mailsBefore = (await mailsTo(o.email)).length;

    const shipped = await move(o.id, { from: 'paid', to: 'shipped' });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().errorMsg).toBe('This step does not follow where the order stands: reload it');

    const prepared = await move(o.id, { from: 'paid', to: 'prepared' });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect((prepared.json() as StaffOrderResponse).order).toMatchObject({ state: 'prepared', next: ['collected'] });
    // A collect-at-club order is never shipped.
    expect((await move(o.id, { from: 'prepared', to: 'shipped' })).statusCode).toBe(409);
    const collected = await move(o.id, { from: 'prepared', to: 'collected' });
    expect(collected.statusCode, collected.body).toBe(200);
    const after = collected.json() as StaffOrderResponse;
    expect(after.order).toMatchObject({ state: 'collected', next: ['returned'] });
    expect(after.history).toEqual([
      expect.objectContaining({ from: 'paid', to: 'prepared', by: 'Dora Desk', at: '2026-05-04T09:00:00.000Z' }),
      expect.objectContaining({ from: 'prepared', to: 'collected', by: 'Dora Desk' }),
    ]);

    const mails = (await mailsTo(o.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([
      `Votre commande ${o.number} est prête à retirer`,
      `Vous avez retiré votre commande ${o.number}`,
    ]);
    expect(mails[0]?.text_body).toContain(`/customer-orders/${o.id}`);
    const audit = await auditOf(o.id);
    expect(audit.map((a) => [a.actor_label, JSON.parse(a.before_json ?? '{}').state, JSON.parse(a.after_json ?? '{}').state])).toEqual([
      ['Dora Desk', 'paid', 'prepared'],
      ['Dora Desk', 'prepared', 'collected'],
    ]);

    // The member's own order page shows where it stands.
    const own = await app.inject({ url: `/api/shop/customer-orders/${o.customerId}/${o.id}`, headers: o.member.headers });
    expect(own.json().model).toMatchObject({ state: 'collected' });
  });

  it('ships a delivery order with a tracking note, then takes back part of it: the units return to stock in the ledger', async () => {
    const o = await placeOrder('Envío estándar', 2, 'en-US');
    expect((await move(o.id, { from: 'paid', to: 'prepared' })).statusCode).toBe(200);
    const shipped = await move(o.id, { from: 'prepared', to: 'shipped', note: 'Tracking ES-123456' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await mailsTo(o.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Your order ${o.number} is packed`, `Your order ${o.number} is on its way`]),
    );
    expect(mails.at(-1)?.text_body).toContain('Note from the club: Tracking ES-123456');

    const line = (shipped.json() as StaffOrderResponse).order.lines[0]!;
    const tooMany = await move(o.id, { from: 'shipped', to: 'returned', lines: [{ lineId: line.id, units: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMsg).toContain('More units are returned than');
    const stock = await stockOf(racket);
    const returned = await move(o.id, { from: 'shipped', to: 'returned', lines: [{ lineId: line.id, units: 1 }] });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((returned.json() as StaffOrderResponse).order).toMatchObject({ state: 'returned', next: [] });
    expect((returned.json() as StaffOrderResponse).order.lines[0]).toMatchObject({ units: 2, returned: 1 });
    expect(await stockOf(racket)).toBe(stock + 1);
    const ledger = await app.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity', 'actor_label', 'sale_item_id'])
      .where('sale_id', '=', o.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'sold', quantity: -2, actor_label: expect.any(String), sale_item_id: line.id },
      { kind: 'returned', quantity: 1, actor_label: 'Dora Desk', sale_item_id: line.id },
    ]);
    const last = (await mailsTo(o.email)).at(-1);
    expect(last?.subject).toBe(`Your return of order ${o.number}`);
    expect(last?.text_body).toContain('1 × Pala Orden 2026');
    expect((await auditOf(o.id)).at(-1)?.after_json).toContain('"returned"');
    // Returned is the last step.
    expect((await move(o.id, { from: 'returned', to: 'returned' })).statusCode).toBe(409);
  });

  it('refuses to move an unpaid order, and an order moved meanwhile', async () => {
    const o = await placeOrder('Recogida en el club', 1, 'es-ES', true);
    expect((await getOrder(o.id)).order).toMatchObject({ state: 'unpaid', next: [] });
    const res = await move(o.id, { from: 'unpaid', to: 'prepared' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('This order is not paid yet: take the payment before preparing it');
    const p = await placeOrder('Recogida en el club', 1, 'es-ES');
    expect((await move(p.id, { from: 'paid', to: 'prepared' })).statusCode).toBe(200);
    const stale = await move(p.id, { from: 'paid', to: 'prepared' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMsg).toBe('This order has moved on meanwhile: reload it to see where it stands');
    expect((await move(999_999, { from: 'paid', to: 'prepared' })).statusCode).toBe(404);
  });

  it('makes one move of a double click: one history row, one audit row, one mail', async () => {
    const o = await placeOrder('Recogida en el club', 1, 'it-IT');
    const mailsBefore = (await mailsTo(o.email)).length;
    const [a, b] = await Promise.all([move(o.id, { from: 'paid', to: 'prepared' }), move(o.id, { from: 'paid', to: 'prepared' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await getOrder(o.id)).history).toHaveLength(1);
    expect(await auditOf(o.id)).toHaveLength(1);
    const mails = (await mailsTo(o.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([`Il tuo ordine ${o.number} è pronto per il ritiro`]);
  });

  it('lists orders by state, delivery, day and customer', async () => {
    const o = await placeOrder('Envío urgente', 1, 'es-ES');
    const byCustomer = await list(`customer=${encodeURIComponent(`Orders${seq}`)}`);
    expect(byCustomer.map((x) => x.id)).toEqual([o.id]);
    expect(byCustomer[0]).toMatchObject({ delivery: 'ship', state: 'paid', transport: 'Envío urgente', paymentMethod: 'Efectivo' });
    expect((await list('state=paid&delivery=ship')).map((x) => x.id)).toContain(o.id);
    expect((await list('state=paid&delivery=collect')).map((x) => x.id)).not.toContain(o.id);
    expect((await list('state=prepared')).map((x) => x.id)).not.toContain(o.id);
    expect((await list('from=2026-05-04&to=2026-05-04')).map((x) => x.id)).toContain(o.id);
    expect((await list('from=2026-05-05')).map((x) => x.id)).not.toContain(o.id);
    const bad = await app.inject({ url: '/api/staff/orders?state=lost', headers: desk.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('lets whoever sees the shop read orders; only orders.write moves them (403 otherwise, nothing moved)', async () => {
    const o = await placeOrder('Recogida en el club', 1, 'es-ES');
    expect((await list(`customer=${encodeURIComponent(`Orders${seq}`)}`, readOnly.headers)).map((x) => x.id)).toEqual([o.id]);
    const refused = await move(o.id, { from: 'paid', to: 'prepared' }, readOnly.headers);
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/staff/orders', headers: coach.headers })).statusCode).toBe(403);
    expect((await getOrder(o.id)).order.state).toBe('paid');
    expect(await auditOf(o.id)).toHaveLength(0);
  });
});

describe('paying at the club', () => {
  it('settles the member’s pay-at-club payment when the desk takes the money: none stays pending, the member sees the order paid', async () => {
    const o = await placeOrder('Recogida en el club', 1, 'es-ES', true);
    const pending = await app.db
      .selectFrom('payments as p')
      .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
      .select(['p.id', 'p.status', 'p.provider'])
      .where('ps.sale_id', '=', o.id)
      .execute();
    expect(pending).toEqual([{ id: expect.any(Number), status: 'pending', provider: 'club' }]);
    const paid = await post(`/api/staff/sales/${o.id}/desk-payment`, { method: 'card-terminal' }, desk.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().paymentId).toBe(pending[0]!.id);
    const after = await app.db
      .selectFrom('payments as p')
      .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
      .select(['p.id', 'p.status', 'p.paid_at'])
      .where('ps.sale_id', '=', o.id)
      .execute();
    expect(after).toEqual([{ id: pending[0]!.id, status: 'paid', paid_at: '2026-05-04T09:00:00.000Z' }]);
    const means = await app.db.selectFrom('sale_payment_means').select(['method_name', 'means']).where('sale_id', '=', o.id).execute();
    expect(means).toEqual([{ method_name: 'Datáfono', means: 'club' }]);
    // A second click finds it paid.
    expect((await post(`/api/staff/sales/${o.id}/desk-payment`, { method: 'cash' }, desk.headers)).statusCode).toBe(409);
    const own = await app.inject({ url: `/api/shop/customer-orders/${o.customerId}/${o.id}`, headers: o.member.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().model).toMatchObject({ state: 'paid', paymentMethod: 'Datáfono' });
  });
});
