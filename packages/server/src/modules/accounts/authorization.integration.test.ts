import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createPaidSale, loginAs, createCustomerEmail } from '../../test/factories.js';
import { multipart, type Part } from '../../test/multipart.js';
import { insertPaymentToken } from './payment-tokens.repository.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { recordDeskBookings } from '../bookings/booking-setup.service.js';

/**
 * Walks every route that takes a customer id: with another customer's id it must answer 403 (401
 * without a session) and change nothing. A new customer-scoped route that is not listed here fails the
 * completeness check below, so nobody can add one without this guard test.
 */
type Victim = { id: number; email: string; tokenId: number; emailId: number; saleId: number; productId: number; bookingId: number; bookingTypeId: number; courtId: number; slot: string };
type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; url: (v: Victim) => string; payload?: (v: Victim) => object; form?: (v: Victim) => Part[] };
const walk: Route[] = [
  { method: 'GET', path: '/api/publiccustomers/{id}', url: (v) => `/api/publiccustomers/${v.id}` },
  { method: 'GET', path: '/api/publicacademycustomers/{id}', url: (v) => `/api/publicacademycustomers/${v.id}` },
  { method: 'PUT', path: '/api/publiccustomers/{id}', url: (v) => `/api/publiccustomers/${v.id}`, payload: (v) => ({ id: v.id, name: 'X', surname: 'Y', email: v.email, phone: '1' }) },
  { method: 'POST', path: '/api/publicacademycustomers/put-json', url: () => '/api/publicacademycustomers/put-json', payload: (v) => ({ id: v.id, name: 'X', surname: 'Y', email: v.email, phone: '1' }) },
  { method: 'DELETE', path: '/api/publiccustomers/remove/{id}', url: (v) => `/api/publiccustomers/remove/${v.id}` },
  { method: 'DELETE', path: '/api/children/{childId}/unlink-from/{parentId}', url: (v) => `/api/children/${v.id}/unlink-from/${v.id}` },
  { method: 'GET', path: '/api/publicpaymentmethods/token-list/{id}', url: (v) => `/api/publicpaymentmethods/token-list/${v.id}` },
  { method: 'DELETE', path: '/api/publicpaymentmethods/{customerId}/{tokenId}', url: (v) => `/api/publicpaymentmethods/${v.id}/${v.tokenId}` },
  { method: 'GET', path: '/api/publiccomms/customer-comms/{customerId}', url: (v) => `/api/publiccomms/customer-comms/${v.id}` },
  { method: 'GET', path: '/api/publiccomms/customer-comms/emails/{id}/{customerId}', url: (v) => `/api/publiccomms/customer-comms/emails/${v.emailId}/${v.id}` },
  {
    method: 'POST',
    path: '/api/publiccustomers/reset-password-by-old-json',
    url: () => '/api/publiccustomers/reset-password-by-old-json',
    payload: (v) => ({ customerId: v.id, plainOldPass: 'secret-123', plainNewPass: 'hijacked' }),
  },
  {
    method: 'POST',
    path: '/api/dynamicforms/save',
    url: () => '/api/dynamicforms/save',
    form: (v) => [
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(v.id) },
      { name: 'fields', value: '[]' },
    ],
  },
  { method: 'GET', path: '/api/shop/list-by-customer', url: (v) => `/api/shop/list-by-customer?customerId=${v.id}&startRow=0&endRow=30` },
  { method: 'GET', path: '/api/shop/get/{id}/{customerId}', url: (v) => `/api/shop/get/${v.productId}/${v.id}` },
  { method: 'GET', path: '/api/shop/customer-orders/{customerId}', url: (v) => `/api/shop/customer-orders/${v.id}` },
  { method: 'GET', path: '/api/shop/customer-orders/{customerId}/{saleId}', url: (v) => `/api/shop/customer-orders/${v.id}/${v.saleId}` },
  {
    method: 'POST',
    path: '/api/shop/customer-orders/{customerId}/{saleId}/document-link',
    url: (v) => `/api/shop/customer-orders/${v.id}/${v.saleId}/document-link`,
    payload: () => ({ kind: 'ticket' }),
  },
  { method: 'POST', path: '/api/shop/pending-sales/{customerId}', url: (v) => `/api/shop/pending-sales/${v.id}` },
  { method: 'POST', path: '/api/transbank/tokenize/{customerId}', url: (v) => `/api/transbank/tokenize/${v.id}?fromPublic=true` },
  { method: 'GET', path: '/api/publiccustomerperiodicsales/customer-fees/{customerId}', url: (v) => `/api/publiccustomerperiodicsales/customer-fees/${v.id}` },
  { method: 'GET', path: '/api/publicvouchers/customer-vouchers/{customerId}', url: (v) => `/api/publicvouchers/customer-vouchers/${v.id}` },
  {
    method: 'POST',
    path: '/api/publicpayments/check-stock',
    url: () => '/api/publicpayments/check-stock',
    payload: (v) => ({ customerId: v.id, saleItemsDto: [{ productId: v.productId, units: 1 }] }),
  },
  { method: 'POST', path: '/api/publicbookings/list', url: () => '/api/publicbookings/list', payload: (v) => ({ date: v.slot.slice(0, 10), bookingTypeId: v.bookingTypeId, customerId: v.id }) },
  {
    method: 'POST',
    path: '/api/publicbookings/date-availability',
    url: () => '/api/publicbookings/date-availability',
    payload: (v) => ({ date: v.slot, customerId: v.id, bookingTypeResourceId: 1 }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/loadprice',
    url: () => '/api/publicbookings/loadprice',
    payload: (v) => ({ startDate: v.slot, bookingTypeId: v.bookingTypeId, duration: 90, customerId: v.id, resourceId: v.courtId }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/prebook',
    url: () => '/api/publicbookings/prebook',
    payload: (v) => ({ booking: { customerId: v.id, bookingTypeId: v.bookingTypeId, duration: 90, paymentType: 'Full' }, blocks: [{ resourceId: v.courtId, startDate: v.slot, duration: 90 }], players: [] }),
  },
  { method: 'GET', path: '/api/publicbookings/customer-bookings/{customerId}', url: (v) => `/api/publicbookings/customer-bookings/${v.id}` },
  { method: 'GET', path: '/api/publicbookings/customer-bookings/{customerId}/{bookingId}/ics', url: (v) => `/api/publicbookings/customer-bookings/${v.id}/${v.bookingId}/ics` },
  { method: 'POST', path: '/api/publicbookings/cancel/{bookingId}/{customerId}', url: (v) => `/api/publicbookings/cancel/${v.bookingId}/${v.id}` },
  { method: 'POST', path: '/api/shop/checkout-info', url: () => '/api/shop/checkout-info', payload: (v) => ({ customerId: v.id, saleItems: [{ productId: v.productId, units: 1 }] }) },
  { method: 'POST', path: '/api/shop/checkout-info-by-customer', url: () => '/api/shop/checkout-info-by-customer', payload: (v) => ({ customerId: v.id, saleIds: [v.saleId] }) },
  { method: 'POST', path: '/api/promos/validate', url: () => '/api/promos/validate', payload: (v) => ({ code: 'BIENVENIDA10', customerId: v.id, saleItems: [{ productId: v.productId, units: 1 }] }) },
  {
    method: 'POST',
    path: '/api/shop/checkout-customer',
    url: () => '/api/shop/checkout-customer',
    payload: (v) => ({ saleItems: [{ productId: v.productId, units: 1 }], saleIds: [], paymentMethodId: 5, guid: `walk-${v.id}-checkout`, customer: { id: v.id, acceptConditions: true } }),
  },
];
/** Routes that name customers but act on the session's own customer, and ids that are not customers. */
const sessionScoped = ['/api/publiccustomers/impersonate', '/api/publiccustomers/list', '/api/dynamicforms/form-def/{parentName}/{parentId}'];
/** Multipart routes: their bodies are not described in the OpenAPI document, so they are listed by hand. */
const multipartScoped = ['POST /api/dynamicforms/save'];
/** Routes whose body names the customer inside an object (the checkout request's customer.id). */
const nestedScoped = ['POST /api/shop/checkout-customer'];

let app: Awaited<ReturnType<typeof buildTestApp>>;
let victim: Victim;
let attacker: { headers: Record<string, string> };
const snapshot = async () => ({
  customer: await app.db.selectFrom('customers').selectAll().where('id', '=', victim.id).executeTakeFirst(),
  cards: await app.db.selectFrom('payment_tokens').selectAll().where('customer_id', '=', victim.id).execute(),
  emails: await app.db.selectFrom('customer_emails').selectAll().where('customer_id', '=', victim.id).execute(),
  sales: await app.db.selectFrom('sales').selectAll().where('customer_id', '=', victim.id).execute(),
  documentLinks: await app.db.selectFrom('document_links').selectAll().where('sale_id', '=', victim.saleId).execute(),
  bookings: await app.db.selectFrom('bookings').selectAll().where('owner_customer_id', '=', victim.id).execute(),
  holds: await app.db.selectFrom('bookings').select('id').where('status', '=', 'active').where('hold_expires_at', 'is not', null).execute(),
  payments: await app.db.selectFrom('payments').selectAll().where('customer_id', '=', victim.id).execute(),
  stock: await app.db.selectFrom('products').select(['id', 'stock']).where('id', '=', victim.productId).execute(),
});

function request(route: Route, headers: Record<string, string>) {
  if (route.form) {
    const body = multipart(route.form(victim));
    return { method: route.method, url: route.url(victim), headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  return { method: route.method, url: route.url(victim), headers, ...(route.payload ? { payload: route.payload(victim) } : {}) };
}

beforeAll(async () => {
  app = await buildTestApp();
  const v = await createCustomer(app, { password: 'secret-123' });
  const tokenId = await insertPaymentToken(app.db, { customerId: v.id, provider: 'redsys', cardNumber: '**** 4242', providerRef: 'r' }, nowInstant(app.clock));
  const emailId = await createCustomerEmail(app, { customerId: v.id, to: v.email, subject: 'Private', body: 'secret' });
  const saleId = await createPaidSale(app, v.id);
  const product = await app.db.selectFrom('products').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const padel = await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Pádel').executeTakeFirstOrThrow();
  const court = await app.db.selectFrom('resources').select('id').where('resource_type', '=', 'padel_court').orderBy('id').executeTakeFirstOrThrow();
  // Two days ahead at 12:00 UTC (14:00 or 13:00 in Madrid): on the demo grid, within its anticipation.
  const slot = new Date(Math.floor(app.clock.now().getTime() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 12 * 3_600_000).toISOString();
  // A tennis booking: its type does not allow joining, so only its players may see it.
  const tennis = await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Tenis').executeTakeFirstOrThrow();
  const tennisCourt = await app.db.selectFrom('resources').select('id').where('resource_type', '=', 'tennis_court').orderBy('id').executeTakeFirstOrThrow();
  const [bookingId] = await recordDeskBookings(app.db, [
    { bookingTypeId: tennis.id, resourceId: tennisCourt.id, ownerId: v.id, startsAt: slot as Instant, durationMinutes: 90, maxParticipants: 4, price: 3600, currency: 'EUR', createdAt: nowInstant(app.clock), sale: { number: 'AUTH-WALK-1', paymentMethod: 'Tarjeta' } },
  ]);
  victim = { id: v.id, email: v.email, tokenId, emailId, saleId, productId: product.id, bookingId: bookingId!, bookingTypeId: padel.id, courtId: court.id, slot: new Date(Date.parse(slot) + 3 * 3_600_000).toISOString() };
  const a = await createCustomer(app);
  attacker = await loginAs(app, a.email, a.password);
});
afterAll(() => app.close());

describe('customer-scoped routes', () => {
  it('the walk covers every route with a customer id in its path, query or body', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ name: string; in: string }> }>> };
    const scoped: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const body = JSON.stringify(op.requestBody ?? {});
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const byQuery = query.includes('customerId');
        const byPath = params.includes('customerId') || params.includes('parentId') || (params.includes('id') && /customers|paymentmethods/.test(path));
        const byBody = /"customerId"|"ParentCustomerId"/.test(body) || (/customers/.test(path) && /"id"/.test(body));
        if ((byPath || byQuery || byBody) && !sessionScoped.includes(path)) scoped.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect([...scoped, ...multipartScoped, ...nestedScoped].sort()).toEqual(walk.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(walk.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 403 for another customer, nothing changes', async (_name, route) => {
    const before = await snapshot();
    const res = await app.inject(request(route, attacker.headers));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
    expect(await snapshot()).toEqual(before);
  });

  it.each(walk.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 without a session', async (_name, route) => {
    const before = await snapshot();
    const res = await app.inject(request(route, {}));
    expect(res.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * Routes that take a booking id without a customer id: a booking the session does not take part in is as
 * absent as a missing one (404) and nothing changes. Listed by hand: the walk above finds customer ids only.
 */
const bookingScoped: Array<{ method: 'GET' | 'POST'; url: (v: Victim, attackerId: number) => string }> = [
  { method: 'GET', url: (v) => `/api/publicbookings/info/${v.bookingId}` },
  { method: 'GET', url: (v) => `/api/publicturnstiles/open/${v.bookingId}` },
  { method: 'GET', url: (v, a) => `/api/publicbookings/customer-bookings/${a}/${v.bookingId}/ics` },
  { method: 'POST', url: (v, a) => `/api/publicbookings/cancel/${v.bookingId}/${a}` },
];

describe('booking-scoped routes', () => {
  it.each(bookingScoped.map((r) => [`${r.method} ${r.url({ bookingId: 0 } as Victim, 0)}`, r] as const))('%s: 404 for a booking of someone else, nothing changes', async (_name, route) => {
    const before = await snapshot();
    const attackerId = (attacker as unknown as { id: number }).id;
    const res = await app.inject({ method: route.method, url: route.url(victim, attackerId), headers: attacker.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'This booking does not exist' });
    expect(await snapshot()).toEqual(before);
  });
});
