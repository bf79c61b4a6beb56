import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../db/seed/demo-club.js';
import { buildTestApp } from '../test/build-test-app.js';
import { loginAs } from '../test/factories.js';
import { ManualClock } from '../test/manual-clock.js';

// Issue 19, section 5: one id parser for every path, query and body id, and no schema path in any message.
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
});
afterAll(() => app.close());

/** The ways of writing a number that are not an id in canonical decimal, for the id `n`. */
const oddForms = (n: number) => [`${n}e0`, `0x${n.toString(16)}`, `0${n}`, `%20${n}`, `${n}.0`, `%2B${n}`];

describe('ids in paths and queries are positive integers in canonical decimal', () => {
  const calls: Array<[string, 'GET' | 'POST', (id: string, me: number) => string]> = [
    ['product', 'GET', (id) => `/api/shop/get/${id}`],
    ["product at the member's price", 'GET', (id, me) => `/api/shop/get/1/${id === String(me) ? me : id}`],
    ['order', 'GET', (id, me) => `/api/shop/customer-orders/${me}/${id}`],
    ['pending sales', 'POST', (id) => `/api/shop/pending-sales/${id}`],
    ['fees', 'GET', (id) => `/api/publiccustomerperiodicsales/customer-fees/${id}`],
    ['vouchers', 'GET', (id) => `/api/publicvouchers/customer-vouchers/${id}`],
    ['list by customer', 'GET', (id) => `/api/shop/list-by-customer?customerId=${id}`],
  ];

  it.each(calls)('%s: the canonical id works, every other way of writing it is 400 with a sentence', async (_name, method, url) => {
    const ok = await app.inject({ method, url: url(String(member.id), member.id), headers: member.headers });
    expect([200, 404], ok.body).toContain(ok.statusCode);
    for (const odd of oddForms(member.id)) {
      const res = await app.inject({ method, url: url(odd, member.id), headers: member.headers });
      expect(res.statusCode, `${url(odd, member.id)}: ${res.body}`).toBe(400);
      const { errorMsg } = res.json() as { errorMsg: string };
      expect(errorMsg).toMatch(/must be a positive whole number written in plain digits, such as 12$/);
      expect(errorMsg).not.toMatch(/params\.|querystring\.|body\./);
    }
  });

  it("says it in the member's language", async () => {
    const res = await app.inject({
      url: `/api/publicvouchers/customer-vouchers/0x${member.id.toString(16)}`,
      headers: { ...member.headers, 'accept-language': 'es-ES' },
    });
    expect(res.json()).toEqual({
      ok: false,
      errorMsg: 'El campo «cliente» debe ser un número entero positivo escrito solo con cifras, por ejemplo 12',
    });
  });

  it('refuses body ids that are not positive integers', async () => {
    for (const productId of ['5', 0, -1, 1.5, 2147483648]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/publicpayments/check-stock',
        payload: { saleItemsDto: [{ productId, units: 1 }] },
      });
      expect(res.statusCode, String(productId)).toBe(400);
      expect(res.json().errorMsg).not.toMatch(/body\.|saleItemsDto\./);
    }
  });
});

describe('messages are sentences, never schema paths', () => {
  it('a missing field of a body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/publiccomms/info-request',
      payload: { question: 'Hola' },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(res.json()).toEqual({ ok: false, errorMsg: 'Le champ « e-mail » est obligatoire' });
  });

  it('a malformed booking token', async () => {
    const res = await app.inject({ url: '/api/publicbookings/customer-booking/not-a-token!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'This booking link is not valid' });
    const es = await app.inject({ url: '/api/publicbookings/customer-booking/x', headers: { 'accept-language': 'es-ES' } });
    expect(es.json().errorMsg).toBe('Este enlace de reserva no es válido');
  });

  it('fields a call does not take, and numbers out of range', async () => {
    const extra = await app.inject({ url: `/api/shop/list?gridStatus=${encodeURIComponent(JSON.stringify({ sorting: 2 }))}` });
    expect(extra.json().errorMsg).toBe('This request has fields it does not take: sorting');
    const units = await app.inject({
      method: 'POST',
      url: '/api/publicpayments/check-stock',
      payload: { saleItemsDto: [{ productId: 1, units: 0 }] },
    });
    expect(units.json().errorMsg).toBe('The field “units” must be at least 1');
  });
});

describe('checkout failures carry model.errorMsg too', () => {
  it('a refusal of the checkout and a malformed checkout', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      headers: member.headers,
      payload: { saleItems: [], saleIds: [], customer: { id: member.id, acceptConditions: true } },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { ok: boolean; errorMsg: string; model: { errorMsg: string } };
    expect(body.ok).toBe(false);
    expect(body.errorMsg).toBe('Your basket is empty!');
    expect(body.model).toEqual({ errorMsg: body.errorMsg });
    const malformed = await app.inject({ method: 'POST', url: '/api/shop/checkout', payload: { saleItems: 'none' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().model).toEqual({ errorMsg: malformed.json().errorMsg });
  });
});
