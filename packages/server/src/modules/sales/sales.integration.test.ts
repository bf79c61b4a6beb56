import { DOCUMENT_LINK_HOURS, type Order } from '@clubportal/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { hashToken } from '../../lib/one-time-token.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createPaidSale, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { purgeExpiredDocumentLinks } from './documents.service.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let member: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let otherSale: number;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
  const o = await createCustomer(app);
  other = await loginAs(app, o.email, o.password);
  otherSale = await createPaidSale(app, o.id);
});
afterAll(() => app.close());

const orders = async (s = member) =>
  (await app.inject({ url: `/api/shop/customer-orders/${s.id}`, headers: s.headers })).json().model as Order[];

describe('orders', () => {
  it("lists the member's paid sales newest first (shop, and a paid fee), online and at the club, with discount and shipping", async () => {
    const list = await orders();
    expect(list.map((o) => o.number)).toEqual(['W2026-000101', 'T2026-000087', 'W2026-000064', 'C2026-000301']);
    expect(list[3]?.items[0]).toMatchObject({ category: 'fee', productId: null, total: 45 });
    const [online, desk] = list as [Order, Order];
    expect(online).toMatchObject({
      online: true,
      paymentMethod: 'Tarjeta',
      subTotal: 209.45,
      discount: 19,
      shipping: 4.95,
      total: 195.4,
      hasInvoice: true,
    });
    expect(online.items).toEqual([
      expect.objectContaining({
        category: 'article',
        name: 'Pala Sierra Pro Carbon 2026',
        price: 189.95,
        units: 1,
        total: 189.95,
        logo: 'product-racket-green.svg',
        productId: expect.any(Number),
      }),
      expect.objectContaining({ name: 'Bote de pelotas de pádel (3)', price: 6.5, units: 3, total: 19.5 }),
    ]);
    expect(desk).toMatchObject({ online: false, paymentMethod: 'Efectivo', shipping: 0, discount: 0, total: 79.3, hasInvoice: false });
    expect(Date.parse(online.date)).toBeGreaterThan(Date.parse(desk.date));
  });

  it('shows one order, and nobody else’s', async () => {
    const [first] = await orders();
    const res = await app.inject({ url: `/api/shop/customer-orders/${member.id}/${first?.id}`, headers: member.headers });
    expect(res.json()).toEqual({ ok: true, model: first });
    // Own customer id with another customer's sale: as absent as a missing one.
    const foreign = await app.inject({ url: `/api/shop/customer-orders/${member.id}/${otherSale}`, headers: member.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, errorMsg: 'This order does not exist' });
    expect((await app.inject({ url: `/api/shop/customer-orders/${member.id}`, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/shop/customer-orders/${member.id}/${first?.id}`, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/shop/customer-orders/${member.id}/x`, headers: member.headers })).statusCode).toBe(400);
  });

  it('lists no orders for a new customer', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    expect(await orders(s)).toEqual([]);
  });
});

describe('pending sales and fees', () => {
  it('lists unpaid sales (fees apart) with what is still owed', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/shop/pending-sales/${member.id}`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{
      saleNumber: string;
      total: number;
      paid: number;
      pending: number;
      saleItems: Array<{ parentIdentifier: string }>;
    }>;
    expect(data.map((s) => [s.saleNumber, s.total, s.paid, s.pending])).toEqual([
      ['T2026-000112', 35, 0, 35],
      ['T2026-000115', 24, 12, 12],
    ]);
    expect(data[0]?.saleItems[0]?.parentIdentifier).toBe('Con Marta, jueves 18:00');
    expect((await app.inject({ method: 'POST', url: `/api/shop/pending-sales/${member.id}`, headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: `/api/shop/pending-sales/${member.id}` })).statusCode).toBe(401);
  });

  it('groups unpaid fees by description with the next due date', async () => {
    const res = await app.inject({ url: `/api/publiccustomerperiodicsales/customer-fees/${member.id}`, headers: member.headers });
    const model = res.json().model as Array<{
      description: string;
      nextDueDate: string;
      fees: Array<{ saleNumber: string; total: number; pending: number; saleItem: { parentIdentifier: string } }>;
    }>;
    expect(model.map((g) => [g.description, g.nextDueDate, g.fees.map((f) => f.saleNumber)])).toEqual([
      ['Cuota de socio', '2026-04-01', ['C2026-000322', 'C2026-000345']],
      ['Escuela de pádel adultos', '2026-05-01', ['C2026-000350']],
    ]);
    expect(model[0]?.fees[0]).toMatchObject({ total: 45, pending: 45, saleItem: { parentIdentifier: 'febrero de 2026' } });
    expect(
      (await app.inject({ url: `/api/publiccustomerperiodicsales/customer-fees/${member.id}`, headers: other.headers })).statusCode,
    ).toBe(403);
  });
});

describe('invoice and ticket downloads', () => {
  const link = (orderId: number, kind: string, s = member) =>
    app.inject({
      method: 'POST',
      url: `/api/shop/customer-orders/${s.id}/${orderId}/document-link`,
      headers: s.headers,
      payload: { kind },
    });

  it('issues an expiring link and serves the invoice PDF until it expires', async () => {
    const [invoiced] = await orders();
    const res = await link(invoiced?.id ?? 0, 'invoice');
    expect(res.statusCode, res.body).toBe(200);
    const { token, url, expires } = res.json().model as { token: string; url: string; expires: string };
    expect(url).toBe(`http://portal.test/publicinvoices/${token}`);
    expect(Date.parse(expires) - clock.now().getTime()).toBe(DOCUMENT_LINK_HOURS * 3_600_000);
    // Only a hash is stored.
    const stored = await app.db.selectFrom('document_links').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const pdf = await app.inject({ url: `/api/publicinvoices/download-invoice/${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="invoice-F2026-000042.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
    // Still works later the same day (the page may retry), not at expiry.
    clock.advance({ hours: DOCUMENT_LINK_HOURS - 1 });
    expect((await app.inject({ url: `/api/publicinvoices/download-invoice/${token}` })).statusCode).toBe(200);
    clock.advance({ hours: 1 });
    const expired = await app.inject({ url: `/api/publicinvoices/download-invoice/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ ok: false, errorMsg: 'Some error ocurred downloading your invoice' });
  });

  it('forgets expired links in the hourly purge, keeping live ones', async () => {
    const [order] = await orders();
    const old = (await link(order?.id ?? 0, 'ticket')).json().model as { token: string };
    clock.advance({ hours: DOCUMENT_LINK_HOURS });
    const fresh = (await link(order?.id ?? 0, 'invoice')).json().model as { token: string };
    const hashes = async () => (await app.db.selectFrom('document_links').select('token_hash').execute()).map((r) => r.token_hash);
    expect(await hashes()).toContain(hashToken(old.token));
    await purgeExpiredDocumentLinks({ db: app.db, clock });
    expect(await hashes()).not.toContain(hashToken(old.token));
    expect(await hashes()).toContain(hashToken(fresh.token));
    expect((await app.inject({ url: `/api/publicinvoices/download-invoice/${fresh.token}` })).statusCode).toBe(200);
  });

  it.runIf(!process.env.DATABASE_URL)(
    'runs that purge as part of the hourly purge-expired-access job (SQLite: the in-process runner)',
    async () => {
      const [order] = await orders();
      const old = (await link(order?.id ?? 0, 'ticket')).json().model as { token: string };
      clock.advance({ hours: DOCUMENT_LINK_HOURS + 1 });
      await app.jobs.start();
      await app.jobs.tick();
      const left = await app.db.selectFrom('document_links').select('token_hash').where('token_hash', '=', hashToken(old.token)).execute();
      expect(left).toEqual([]);
    },
  );

  it('serves a ticket for any order, and keeps invoice and ticket tokens apart', async () => {
    const desk = (await orders()).find((o) => !o.hasInvoice);
    expect((await link(desk?.id ?? 0, 'invoice')).json()).toEqual({
      ok: false,
      errorMsg: 'This order has no invoice yet. Please contact the club.',
    });
    const { token } = (await link(desk?.id ?? 0, 'ticket')).json().model as { token: string };
    const pdf = await app.inject({ url: `/api/publictickets/download-ticket/${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const wrongKind = await app.inject({ url: `/api/publicinvoices/download-invoice/${token}` });
    expect(wrongKind.json()).toEqual({ ok: false, errorMsg: 'Some error ocurred downloading your invoice' });
    const unknown = await app.inject({ url: `/api/publictickets/download-ticket/${'a'.repeat(43)}` });
    // The spec's text exactly (issue 19): no full stop.
    expect(unknown.json()).toEqual({ ok: false, errorMsg: 'Some error ocurred downloading your ticket' });
    const malformed = await app.inject({ url: '/api/publictickets/download-ticket/short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ok: false, errorMsg: 'Some error ocurred downloading your ticket' });
  });

  it("refuses links to other customers' or unpaid sales and bad kinds", async () => {
    expect((await link(otherSale, 'ticket')).statusCode).toBe(404);
    expect((await link(otherSale, 'ticket', other)).statusCode).toBe(200);
    const pending = await app.db.selectFrom('sales').select('id').where('number', '=', 'T2026-000112').executeTakeFirstOrThrow();
    expect((await link(pending.id, 'ticket')).statusCode).toBe(404);
    expect((await link(otherSale, 'receipt', other)).statusCode).toBe(400);
  });
});
