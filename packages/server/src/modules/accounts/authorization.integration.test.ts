import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createPaidSale, loginAs, createCustomerEmail, refusalOf } from '../../test/factories.js';
import { multipart, type Part } from '../../test/multipart.js';
import { createWaitlistEntry } from '../../test/booking-fixtures.js';
import { insertPaymentToken } from './payment-tokens.repository.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { recordDeskBookings } from '../bookings/index.js';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { createSale } from '../sales/index.js';
import { createVoucher, recordVoucherMovement } from '../vouchers/index.js';

/**
 * Walks every route that takes a customer id: with another customer's id it must answer 403 (401
 * without a session) and change nothing. A new customer-scoped route that is not listed here fails the
 * completeness check below, so nobody can add one without this guard test.
 */
type Victim = {
  id: number;
  email: string;
  tokenId: number;
  emailId: number;
  saleId: number;
  /** An unpaid sale: what someone else's checkout must not pay or see. */
  pendingSaleId: number;
  voucherId: number;
  /** The token of a ticket download link of the paid sale. */
  ticketToken: string;
  productId: number;
  /** A delivery option of the club (the guest checkout of an article asks for one). */
  transportId: number;
  bookingId: number;
  bookingTypeId: number;
  courtId: number;
  slot: string;
  /** A place of the victim's in a court's booking waitlist. */
  waitlistEntryId: number;
};
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url: (v: Victim) => string;
  payload?: (v: Victim) => object;
  form?: (v: Victim) => Part[];
};
const walk: Route[] = [
  { method: 'GET', path: '/api/publiccustomers/{id}', url: (v) => `/api/publiccustomers/${v.id}` },
  { method: 'GET', path: '/api/publicacademycustomers/{id}', url: (v) => `/api/publicacademycustomers/${v.id}` },
  {
    method: 'PUT',
    path: '/api/publiccustomers/{id}',
    url: (v) => `/api/publiccustomers/${v.id}`,
    payload: (v) => ({ id: v.id, name: 'X', surname: 'Y', email: v.email, phone: '1' }),
  },
  {
    method: 'POST',
    path: '/api/publicacademycustomers/put-json',
    url: () => '/api/publicacademycustomers/put-json',
    payload: (v) => ({ id: v.id, name: 'X', surname: 'Y', email: v.email, phone: '1' }),
  },
  { method: 'DELETE', path: '/api/publiccustomers/remove/{id}', url: (v) => `/api/publiccustomers/remove/${v.id}` },
  { method: 'DELETE', path: '/api/children/{childId}/unlink-from/{parentId}', url: (v) => `/api/children/${v.id}/unlink-from/${v.id}` },
  { method: 'GET', path: '/api/publicpaymentmethods/token-list/{id}', url: (v) => `/api/publicpaymentmethods/token-list/${v.id}` },
  {
    method: 'DELETE',
    path: '/api/publicpaymentmethods/{customerId}/{tokenId}',
    url: (v) => `/api/publicpaymentmethods/${v.id}/${v.tokenId}`,
  },
  { method: 'GET', path: '/api/publiccomms/customer-comms/{customerId}', url: (v) => `/api/publiccomms/customer-comms/${v.id}` },
  {
    method: 'GET',
    path: '/api/publiccomms/customer-comms/emails/{id}/{customerId}',
    url: (v) => `/api/publiccomms/customer-comms/emails/${v.emailId}/${v.id}`,
  },
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
  {
    method: 'GET',
    path: '/api/publiccustomerperiodicsales/customer-fees/{customerId}',
    url: (v) => `/api/publiccustomerperiodicsales/customer-fees/${v.id}`,
  },
  {
    method: 'GET',
    path: '/api/publicvouchers/customer-vouchers/{customerId}',
    url: (v) => `/api/publicvouchers/customer-vouchers/${v.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicpayments/check-stock',
    url: () => '/api/publicpayments/check-stock',
    payload: (v) => ({ customerId: v.id, saleItemsDto: [{ productId: v.productId, units: 1 }] }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/list',
    url: () => '/api/publicbookings/list',
    payload: (v) => ({ date: v.slot.slice(0, 10), bookingTypeId: v.bookingTypeId, customerId: v.id }),
  },
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
    payload: (v) => ({
      booking: { customerId: v.id, bookingTypeId: v.bookingTypeId, duration: 90, paymentType: 'Full' },
      blocks: [{ resourceId: v.courtId, startDate: v.slot, duration: 90 }],
      players: [],
    }),
  },
  {
    method: 'GET',
    path: '/api/publicbookings/customer-bookings/{customerId}',
    url: (v) => `/api/publicbookings/customer-bookings/${v.id}`,
  },
  {
    method: 'GET',
    path: '/api/publicbookings/customer-bookings/{customerId}/{bookingId}/ics',
    url: (v) => `/api/publicbookings/customer-bookings/${v.id}/${v.bookingId}/ics`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/cancel/{bookingId}/{customerId}',
    url: (v) => `/api/publicbookings/cancel/${v.bookingId}/${v.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/accept/{bookingId}/{customerId}',
    url: (v) => `/api/publicbookings/accept/${v.bookingId}/${v.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/decline/{bookingId}/{customerId}',
    url: (v) => `/api/publicbookings/decline/${v.bookingId}/${v.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/byplace-list',
    url: () => '/api/publicbookings/byplace-list',
    payload: (v) => ({ date: v.slot.slice(0, 10), bookingTypeId: null, customerId: v.id }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}',
    url: (v) => `/api/publicbookings/byplace-prebook-place/${v.id}/${v.bookingId}/web`,
    payload: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId}',
    url: (v) => `/api/publicbookings/byplace-prebook-place/${v.id}/${v.bookingId}/web/1`,
    payload: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/byplace-cancel/{bookingId}/{customerId}',
    url: (v) => `/api/publicbookings/byplace-cancel/${v.bookingId}/${v.id}`,
  },
  {
    method: 'GET',
    path: '/api/PublicCustomerPeriodicSales/customer-season-passes/{customerId}',
    url: (v) => `/api/PublicCustomerPeriodicSales/customer-season-passes/${v.id}`,
  },
  { method: 'GET', path: '/api/publicbookings/calendar-feed/{customerId}', url: (v) => `/api/publicbookings/calendar-feed/${v.id}` },
  { method: 'POST', path: '/api/publicbookings/calendar-feed/{customerId}', url: (v) => `/api/publicbookings/calendar-feed/${v.id}` },
  {
    method: 'POST',
    path: '/api/publicbookings/calendar-feed/{customerId}/revoke',
    url: (v) => `/api/publicbookings/calendar-feed/${v.id}/revoke`,
  },
  { method: 'POST', path: '/api/publicteams/trainings', url: () => '/api/publicteams/trainings', payload: (v) => ({ customerId: v.id }) },
  {
    method: 'GET',
    path: '/api/publicbookings/levels/{customerId}/provider/{provider}',
    url: (v) => `/api/publicbookings/levels/${v.id}/provider/club`,
  },
  {
    method: 'GET',
    path: '/api/publicbookings/levels/{customerId}/provider/{provider}/link',
    url: (v) => `/api/publicbookings/levels/${v.id}/provider/pandora/link`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/levels/{customerId}/provider/{provider}/link',
    url: (v) => `/api/publicbookings/levels/${v.id}/provider/pandora/link`,
    payload: () => ({ userId: 'PAN-1', state: 'signed.state' }),
  },
  {
    method: 'DELETE',
    path: '/api/publicbookings/levels/{customerId}/provider/{provider}/link',
    url: (v) => `/api/publicbookings/levels/${v.id}/provider/pandora/link`,
  },
  {
    method: 'POST',
    path: '/api/publicteams/training',
    url: () => '/api/publicteams/training',
    payload: (v) => ({ customerId: v.id, itemId: 1 }),
  },
  { method: 'GET', path: '/api/publicactivities/{id}/{customerId}', url: (v) => `/api/publicactivities/1/${v.id}` },
  {
    method: 'POST',
    path: '/api/publicactivities/inscription',
    url: () => '/api/publicactivities/inscription',
    payload: (v) => ({ customerId: v.id, id: 1 }),
  },
  {
    method: 'POST',
    path: '/api/publicactivities/waitlist',
    url: () => '/api/publicactivities/waitlist',
    payload: (v) => ({ customerId: v.id, id: 1 }),
  },
  { method: 'POST', path: '/api/publicactivities/cancel/{id}/{customerId}', url: (v) => `/api/publicactivities/cancel/1/${v.id}` },
  {
    method: 'GET',
    path: '/api/publicactivities/customer-signups/{customerId}',
    url: (v) => `/api/publicactivities/customer-signups/${v.id}`,
  },
  { method: 'POST', path: '/api/publicactivities/withdraw/{id}/{customerId}', url: (v) => `/api/publicactivities/withdraw/1/${v.id}` },
  {
    method: 'POST',
    path: '/api/publicactivities/waitlist/leave/{id}/{customerId}',
    url: (v) => `/api/publicactivities/waitlist/leave/1/${v.id}`,
  },
  { method: 'GET', path: '/api/publicbookings/waitlist/{customerId}', url: (v) => `/api/publicbookings/waitlist/${v.id}` },
  {
    method: 'POST',
    path: '/api/publicbookings/waitlist/slot',
    url: () => '/api/publicbookings/waitlist/slot',
    payload: (v) => ({ customerId: v.id, bookingTypeId: v.bookingTypeId, resourceId: v.courtId, start: v.slot, duration: 90 }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/waitlist/match',
    url: () => '/api/publicbookings/waitlist/match',
    payload: (v) => ({ customerId: v.id, bookingId: v.bookingId }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/waitlist/leave/{customerId}/{entryId}',
    url: (v) => `/api/publicbookings/waitlist/leave/${v.id}/${v.waitlistEntryId}`,
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-info',
    url: () => '/api/shop/checkout-info',
    payload: (v) => ({ customerId: v.id, saleItems: [{ productId: v.productId, units: 1 }] }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-info-by-customer',
    url: () => '/api/shop/checkout-info-by-customer',
    payload: (v) => ({ customerId: v.id, saleIds: [v.saleId] }),
  },
  {
    method: 'POST',
    path: '/api/promos/validate',
    url: () => '/api/promos/validate',
    payload: (v) => ({ code: 'BIENVENIDA10', customerId: v.id, saleItems: [{ productId: v.productId, units: 1 }] }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-customer',
    url: () => '/api/shop/checkout-customer',
    payload: (v) => ({
      saleItems: [{ productId: v.productId, units: 1 }],
      saleIds: [],
      paymentMethodId: 5,
      guid: `walk-${v.id}-checkout`,
      customer: { id: v.id, acceptConditions: true },
    }),
  },
];
/** Routes that name customers but act on the session's own customer, and ids that are not customers (impersonate's target: the object walk below). */
const sessionScoped = [
  '/api/publiccustomers/impersonate',
  '/api/publiccustomers/list',
  '/api/dynamicforms/form-def/{parentName}/{parentId}',
];
/** Multipart routes: their bodies are not described in the OpenAPI document, so they are listed by hand. */
const multipartScoped = ['POST /api/dynamicforms/save'];
/** Routes whose body names the customer inside an object (the checkout request's customer.id). */
const nestedScoped = ['POST /api/shop/checkout-customer'];

let app: Awaited<ReturnType<typeof buildTestApp>>;
let victim: Victim;
/** The attacker's own customer, an unpaid sale of theirs and the public token of a live booking of theirs. */
type Attacker = { id: number; headers: Record<string, string>; pendingSaleId: number; bookingToken: string };
let attacker: Attacker;
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
  vouchers: await app.db.selectFrom('vouchers').selectAll().where('customer_id', '=', victim.id).execute(),
  voucherMovements: await app.db.selectFrom('voucher_movements').selectAll().where('voucher_id', '=', victim.voucherId).execute(),
  waitlist: await app.db.selectFrom('booking_waitlist').selectAll().where('customer_id', '=', victim.id).execute(),
});

function request(route: Route, headers: Record<string, string>) {
  if (route.form) {
    const body = multipart(route.form(victim));
    return { method: route.method, url: route.url(victim), headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  return { method: route.method, url: route.url(victim), headers, ...(route.payload ? { payload: route.payload(victim) } : {}) };
}

beforeAll(async () => {
  // The sandbox gateway's routes exist on both dialects, so the walk meets them on both.
  app = await buildTestApp({ env: { SANDBOX_ENABLED: 'true' } });
  const v = await createCustomer(app, { password: 'secret-123' });
  const tokenId = await insertPaymentToken(
    app.db,
    { customerId: v.id, provider: 'redsys', cardNumber: '**** 4242', providerRef: 'r' },
    nowInstant(app.clock),
  );
  const emailId = await createCustomerEmail(app, { customerId: v.id, to: v.email, subject: 'Private', body: 'secret' });
  const saleId = await createPaidSale(app, v.id);
  const product = await app.db.selectFrom('products').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const padel = await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Pádel').executeTakeFirstOrThrow();
  const court = await app.db
    .selectFrom('resources')
    .select('id')
    .where('resource_type', '=', 'padel_court')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Two days ahead at 12:00 UTC (14:00 or 13:00 in Madrid): on the demo grid, within its anticipation.
  const slot = new Date(Math.floor(app.clock.now().getTime() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 12 * 3_600_000).toISOString();
  // A tennis booking: its type does not allow joining, so only its players may see it.
  const tennis = await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Tenis').executeTakeFirstOrThrow();
  const tennisCourt = await app.db
    .selectFrom('resources')
    .select('id')
    .where('resource_type', '=', 'tennis_court')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const desk = (ownerId: number, startsAt: string, number: string) => ({
    bookingTypeId: tennis.id,
    resourceId: tennisCourt.id,
    ownerId,
    startsAt: startsAt as Instant,
    durationMinutes: 90,
    maxParticipants: 4,
    price: 3600,
    currency: 'EUR' as const,
    createdAt: nowInstant(app.clock),
    sale: { number, paymentMethod: 'Tarjeta' },
  });
  const later = new Date(Date.parse(slot) + 3 * 3_600_000).toISOString();
  const [bookingId] = await recordDeskBookings(app.db, [desk(v.id, slot, 'AUTH-WALK-1')]);
  const unpaid = (customerId: number, number: string) =>
    createSale(app.db, {
      number,
      customerId,
      online: true,
      currency: 'EUR',
      paid: 0,
      title: 'Court',
      items: [{ category: 'booking', name: 'Court (90 min)', unitPrice: 1800, units: 1, taxPercent: 0 }],
      createdAt: nowInstant(app.clock),
    });
  const voucherId = await createVoucher(app.db, {
    customerId: v.id,
    description: 'Monedero',
    kind: 'money',
    currency: 'EUR',
    createdAt: nowInstant(app.clock),
  });
  await recordVoucherMovement(app.db, voucherId, 5000, nowInstant(app.clock));
  const asVictim = await loginAs(app, v.email, v.password);
  const link = await app.inject({
    method: 'POST',
    url: `/api/shop/customer-orders/${v.id}/${saleId}/document-link`,
    headers: asVictim.headers,
    payload: { kind: 'ticket' },
  });
  victim = {
    id: v.id,
    email: v.email,
    tokenId,
    emailId,
    saleId,
    pendingSaleId: await unpaid(v.id, 'AUTH-WALK-OWED-1'),
    voucherId,
    ticketToken: (link.json() as { model: { token: string } }).model.token,
    productId: product.id,
    transportId: (await app.db.selectFrom('transports').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    bookingId: bookingId!,
    bookingTypeId: padel.id,
    courtId: court.id,
    slot: later,
    waitlistEntryId: await createWaitlistEntry(app, {
      customerId: v.id,
      bookingTypeId: padel.id,
      resourceId: court.id,
      start: later,
      duration: 90,
    }),
  };
  const a = await createCustomer(app);
  // At dawn, before the club opens: no demo booking is there to overlap.
  const [ownBooking] = await recordDeskBookings(app.db, [
    desk(a.id, new Date(Date.parse(slot) - 8 * 3_600_000).toISOString(), 'AUTH-WALK-2'),
  ]);
  const ownToken = await app.db.selectFrom('bookings').select('token').where('id', '=', ownBooking!).executeTakeFirstOrThrow();
  attacker = {
    ...(await loginAs(app, a.email, a.password)),
    pendingSaleId: await unpaid(a.id, 'AUTH-WALK-OWED-2'),
    bookingToken: ownToken.token,
  };
});
afterAll(() => app.close());

describe('customer-scoped routes', () => {
  it('the walk covers every route with a customer id in its path, query or body', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ name: string; in: string }> }>>;
    };
    const scoped: string[] = [];
    // Staff see the club's objects by permission, not by ownership: staff-permissions.integration.test.ts walks them.
    for (const [path, ops] of Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/staff/'))) {
      for (const [method, op] of Object.entries(ops)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const body = JSON.stringify(op.requestBody ?? {});
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const byQuery = query.includes('customerId');
        const byPath =
          params.includes('customerId') || params.includes('parentId') || (params.includes('id') && /customers|paymentmethods/.test(path));
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
    expect(refusalOf(res)).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
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
 * Walks every route that takes the id of an object (sale, booking, email, card, voucher, token...): called
 * by the attacker with their OWN customer id and the VICTIM's object, it must answer 403 or 404 and change
 * nothing. `ids` names the fields the entry attacks; the completeness check below derives every such field
 * from the OpenAPI document, so a new one is either walked here or listed as public with its reason.
 */
type ObjectRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  ids: string[];
  url: (v: Victim, a: Attacker) => string;
  payload?: (v: Victim, a: Attacker) => object;
  /** The guest checkout has no customer: what needs one (a saved card, a voucher) is refused as a login question. */
  refusal?: 401;
};
/** A well-formed token nobody was given (booking tokens are 16 random bytes, download tokens 32). */
const forged = (bytes: number) => randomBytes(bytes).toString('base64url');
/** A guest's complete details: the guest checkout checks them before anything else. */
const guest = (v: Victim) => ({
  name: 'Guest',
  surname: 'Walk',
  addressLine1: 'Calle 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'ES',
  postalCode: '28001',
  email: `walk-guest-${v.id}@example.com`,
  phone: '600000000',
  password: 'guest-123',
  repeatPassword: 'guest-123',
  acceptConditions: true,
});
const objectWalk: ObjectRoute[] = [
  // Only a booking's owner opens or closes it as a match (issue 29): someone else's private booking is 404.
  {
    method: 'PUT',
    path: '/api/publicbookings/open-match',
    ids: ['bookingId'],
    url: () => '/api/publicbookings/open-match',
    payload: (v) => ({ bookingId: v.bookingId, open: true }),
  },
  {
    method: 'GET',
    path: '/api/publiccomms/customer-comms/emails/{id}/{customerId}',
    ids: ['id'],
    url: (v, a) => `/api/publiccomms/customer-comms/emails/${v.emailId}/${a.id}`,
  },
  {
    method: 'DELETE',
    path: '/api/children/{childId}/unlink-from/{parentId}',
    ids: ['childId'],
    url: (v, a) => `/api/children/${v.id}/unlink-from/${a.id}`,
  },
  {
    method: 'POST',
    path: '/api/publiccustomers/impersonate',
    ids: ['id'],
    url: () => '/api/publiccustomers/impersonate',
    payload: (v) => ({ id: v.id }),
  },
  {
    method: 'DELETE',
    path: '/api/publicpaymentmethods/{customerId}/{tokenId}',
    ids: ['tokenId'],
    url: (v, a) => `/api/publicpaymentmethods/${a.id}/${v.tokenId}`,
  },
  {
    method: 'GET',
    path: '/api/shop/customer-orders/{customerId}/{saleId}',
    ids: ['saleId'],
    url: (v, a) => `/api/shop/customer-orders/${a.id}/${v.saleId}`,
  },
  {
    method: 'POST',
    path: '/api/shop/customer-orders/{customerId}/{saleId}/document-link',
    ids: ['saleId'],
    url: (v, a) => `/api/shop/customer-orders/${a.id}/${v.saleId}/document-link`,
    payload: () => ({ kind: 'ticket' }),
  },
  // A ticket's link is not an invoice's: the victim's ticket token opens no invoice (none was issued).
  {
    method: 'GET',
    path: '/api/publicinvoices/download-invoice/{token}',
    ids: ['token'],
    url: (v) => `/api/publicinvoices/download-invoice/${v.ticketToken}`,
  },
  {
    method: 'GET',
    path: '/api/publictickets/download-ticket/{token}',
    ids: ['token'],
    url: () => `/api/publictickets/download-ticket/${forged(32)}`,
  },
  {
    method: 'GET',
    path: '/api/publicbookings/info/{bookingId}',
    ids: ['bookingId'],
    url: (v) => `/api/publicbookings/info/${v.bookingId}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/cancel/{bookingId}/{customerId}',
    ids: ['bookingId'],
    url: (v, a) => `/api/publicbookings/cancel/${v.bookingId}/${a.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/waitlist/leave/{customerId}/{entryId}',
    ids: ['entryId'],
    url: (v, a) => `/api/publicbookings/waitlist/leave/${a.id}/${v.waitlistEntryId}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/accept/{bookingId}/{customerId}',
    ids: ['bookingId'],
    url: (v, a) => `/api/publicbookings/accept/${v.bookingId}/${a.id}`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/decline/{bookingId}/{customerId}',
    ids: ['bookingId'],
    url: (v, a) => `/api/publicbookings/decline/${v.bookingId}/${a.id}`,
  },
  {
    method: 'GET',
    path: '/api/publicbookings/customer-bookings/{customerId}/{bookingId}/ics',
    ids: ['bookingId'],
    url: (v, a) => `/api/publicbookings/customer-bookings/${a.id}/${v.bookingId}/ics`,
  },
  {
    method: 'POST',
    path: '/api/publicbookings/save-results',
    ids: ['bookingId', 'teams.[].id'],
    url: () => '/api/publicbookings/save-results',
    payload: (v) => ({ bookingId: v.bookingId, team1: [6], team2: [4], teams: [{ id: 1, team: 0 }] }),
  },
  {
    method: 'POST',
    path: '/api/publicbookings/answer-result',
    ids: ['bookingId'],
    url: () => '/api/publicbookings/answer-result',
    payload: (v) => ({ bookingId: v.bookingId, answer: 'dispute' }),
  },
  {
    method: 'GET',
    path: '/api/publicbookings/customer-booking/{bookingToken}',
    ids: ['bookingToken'],
    url: () => `/api/publicbookings/customer-booking/${forged(16)}`,
  },
  {
    method: 'GET',
    path: '/api/publicbookings/customer-booking/{bookingToken}/ics',
    ids: ['bookingToken'],
    url: () => `/api/publicbookings/customer-booking/${forged(16)}/ics`,
  },
  {
    method: 'GET',
    path: '/api/publicturnstiles/open/{bookingId}',
    ids: ['bookingId'],
    url: (v) => `/api/publicturnstiles/open/${v.bookingId}`,
  },
  // The attacker's own (valid) token does not open the victim's booking, nor does a made-up one.
  {
    method: 'GET',
    path: '/api/publicturnstiles/open/{bookingId}/{bookingToken}',
    ids: ['bookingId'],
    url: (v, a) => `/api/publicturnstiles/open/${v.bookingId}/${a.bookingToken}`,
  },
  {
    method: 'GET',
    path: '/api/publicturnstiles/open/{bookingId}/{bookingToken}',
    ids: ['bookingToken'],
    url: (v) => `/api/publicturnstiles/open/${v.bookingId}/${forged(16)}`,
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-info',
    ids: ['saleIds'],
    url: () => '/api/shop/checkout-info',
    payload: (v, a) => ({ customerId: a.id, saleItems: [], saleIds: [v.pendingSaleId] }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-info-by-customer',
    ids: ['saleIds'],
    url: () => '/api/shop/checkout-info-by-customer',
    payload: (v, a) => ({ customerId: a.id, saleIds: [v.pendingSaleId] }),
  },
  {
    method: 'POST',
    path: '/api/promos/validate',
    ids: ['saleIds'],
    url: () => '/api/promos/validate',
    payload: (v, a) => ({
      code: 'BIENVENIDA10',
      customerId: a.id,
      saleItems: [{ productId: v.productId, units: 1 }],
      saleIds: [v.pendingSaleId],
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-customer',
    ids: ['saleIds'],
    url: () => '/api/shop/checkout-customer',
    payload: (v, a) => ({
      saleIds: [v.pendingSaleId],
      paymentMethodId: PaymentMethodType.Pending,
      guid: `walk-${a.id}-sales`,
      customer: { id: a.id, acceptConditions: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-customer',
    ids: ['tokenId'],
    url: () => '/api/shop/checkout-customer',
    payload: (v, a) => ({
      saleIds: [a.pendingSaleId],
      paymentMethodId: PaymentMethodType.Redsys,
      tokenId: v.tokenId,
      guid: `walk-${a.id}-card`,
      customer: { id: a.id, acceptConditions: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout-customer',
    ids: ['voucherId'],
    url: () => '/api/shop/checkout-customer',
    payload: (v, a) => ({
      saleIds: [a.pendingSaleId],
      paymentMethodId: PaymentMethodType.MoneyVoucher,
      voucherId: v.voucherId,
      guid: `walk-${a.id}-voucher`,
      customer: { id: a.id, acceptConditions: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout',
    ids: ['saleIds'],
    url: () => '/api/shop/checkout',
    payload: (v) => ({
      saleIds: [v.pendingSaleId],
      paymentMethodId: PaymentMethodType.Pending,
      guid: `walk-guest-${v.id}-sales`,
      customer: guest(v),
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/checkout',
    ids: ['tokenId'],
    url: () => '/api/shop/checkout',
    payload: (v) => ({
      saleItems: [{ productId: v.productId, units: 1 }],
      paymentMethodId: PaymentMethodType.Redsys,
      tokenId: v.tokenId,
      guid: `walk-guest-${v.id}-card`,
      customer: guest(v),
    }),
    refusal: 401,
  },
  {
    method: 'POST',
    path: '/api/shop/checkout',
    ids: ['voucherId'],
    url: () => '/api/shop/checkout',
    payload: (v) => ({
      saleItems: [{ productId: v.productId, units: 1 }],
      shopTransportId: v.transportId,
      paymentMethodId: PaymentMethodType.MoneyVoucher,
      voucherId: v.voucherId,
      guid: `walk-guest-${v.id}-voucher`,
      customer: guest(v),
    }),
    refusal: 401,
  },
  // The development sandbox's page and buttons: its reference is an HMAC of the payment under the server secret.
  { method: 'GET', path: '/api/sandbox/pay/{ref}', ids: ['ref'], url: () => `/api/sandbox/pay/${randomBytes(16).toString('hex')}` },
  {
    method: 'POST',
    path: '/api/sandbox/pay/{ref}',
    ids: ['ref'],
    url: () => `/api/sandbox/pay/${randomBytes(16).toString('hex')}`,
    payload: () => ({ action: 'decline' }),
  },
];

/** A field that names an object: `id`, `...Id(s)`, tokens, guids and provider references. */
const objectField = /^(id|t|guid|ref|rqId)$|Ids?$|[tT]oken$|_token$|^token_ws$|TOKEN$|_intent$/;
/** The caller's own customer id: the customer-scoped walk above covers it. */
const ownCustomerField = (path: string, field: string) =>
  ['customerId', 'booking.customerId', 'customer.id', 'ParentCustomerId'].includes(field) ||
  (field === 'parentId' && path.startsWith('/api/children/')) ||
  (field === 'id' && /customers|paymentmethods\/token-list/.test(path) && path !== '/api/publiccustomers/impersonate');
/** Fields, anywhere, naming the club's public catalogue: anyone may name them. */
const publicIdNames: Record<string, string> = {
  productId: 'shop products: the catalogue is public (GET /api/shop/list)',
  stockParentId: 'the product whose stock a product draws on: catalogue data',
  bookingTypeId: 'booking types: the public booking grid',
  bookingTypeResourceId: "a booking type's related resource kind: part of the public grid",
  resourceId: 'courts and rooms: shown on the public grid',
  shopTransportId: "the shop's delivery options, listed to everyone (GET /api/shop/transports)",
  paymentMethodId: "a payment method type of the club's list, not anyone's object",
  customFieldId: "the club's custom field definitions, the same for every customer",
};
/** Route fields that are public, never read, or proofs whose holder is the rightful caller (each says why). */
const notWalked: Record<string, string> = {
  'GET /api/shop/get/{id} id': 'a product (public catalogue)',
  'GET /api/shop/get/{id}/{customerId} id': 'a product (public catalogue)',
  'GET /api/fileuploads/open-list parentId': "the record whose public files (sponsors, gallery) are listed: the club's settings",
  'GET /api/dynamicforms/form-def/{parentName}/{parentId} parentId': 'a form definition, the same for everyone',
  'POST /api/publiccustomers/register answers.[].fieldId':
    "a field of the club's registration form (its public definition); the answers are the registering visitor's own",
  'GET /api/publicbookingtypes/list activityId': "an activity (public list), narrowing its form's sport list to its own",
  'GET /api/publicresources/list activityId': "an activity (public list), narrowing its form's court list to its own",
  'POST /api/publicbookings/prebook players.[].customerId':
    'invited players are other members by design (the player search); prebook checks they exist and are active',
  'POST /api/publicbookings/prebook players.[].id': "the client's copy of a player: never read (only customerId and team are)",
  'POST /api/publicbookings/prebook blocks.[].customerId': "the client's copy of a block: never read",
  'POST /api/publicbookings/levels/{customerId}/provider/{provider}/link userId':
    "the member's id at the rating provider, which confirms it before it is kept: it names nothing of anyone else here",
  'POST /api/publicbookings/levels/{customerId}/provider/{provider}/link state':
    'the signed state of the link the member started: it names the member it was made for, checked against the path',
  'POST /api/shop/checkout tpvOnlineInfoTemp.token':
    "a card token the provider's script made in the payer's own page, spent by this checkout only",
  'POST /api/shop/checkout-customer tpvOnlineInfoTemp.token':
    "a card token the provider's script made in the payer's own page, spent by this checkout only",
  'POST /api/shop/checkout guid':
    "the cart's idempotency key, random, made by the paying browser; reused with other content it is refused (409)",
  'POST /api/shop/checkout-customer guid':
    "the cart's idempotency key, random, made by the paying browser; reused with other content it is refused (409)",
  // Secrets that are the credential themselves (mailed to the account, or issued to its session): no one else's object is named.
  'POST /api/publiccustomers/cauth externalToken': "a partner site's link token: it links the account being logged into",
  'POST /api/publiccustomers/activate token': 'the mailed activation secret (wrong ones: accounts.integration.test.ts)',
  'POST /api/publiccustomers/reset-password-cz token': 'the mailed reset secret (wrong ones: accounts.integration.test.ts)',
  'POST /api/publiccustomers/auto-login t': 'a single-use login secret issued to the session (wrong ones: accounts.integration.test.ts)',
  // Payment returns: the path id is accepted only with the provider's reference of that very payment,
  // which only the provider and the payer's browser hold; another payment's reference is walked in each provider's suite.
  'GET /api/payments/status/{guid} guid': 'the cart guid only the paying browser holds; answers paid or not, nothing else',
  'GET /api/stripe/status/{payment_intent} payment_intent':
    "Stripe's intent id, held by the payer's browser; answers paid or not (stripe.integration.test.ts)",
  'POST /api/transbank/process-payment/{id} id':
    "with the payment's own token_ws only (transbank.integration.test.ts: another payment's token is 404)",
  'POST /api/transbank/process-payment/{id} token_ws': "Transbank's token of the payment (transbank.integration.test.ts)",
  'POST /api/transbank/process-payment/{id} TBK_TOKEN': 'an aborted Webpay return: nothing is paid without token_ws',
  'POST /api/transbank/process-tokenization/{requestId} requestId':
    "with the inscription's own TBK_TOKEN only (transbank.integration.test.ts: another's is 404)",
  'POST /api/transbank/process-tokenization/{requestId} TBK_TOKEN': "Transbank's token of the inscription (transbank.integration.test.ts)",
  'POST /api/netpay/callback/{id}/{transaction_token} id':
    "with the payment's own transaction token only (netpay.integration.test.ts: another payment's is 404)",
  'POST /api/netpay/callback/{id}/{transaction_token} transaction_token': "NetPay's reference of the payment (netpay.integration.test.ts)",
  'POST /api/paypal/callback orderId': 'read from PayPal, never trusted; an order we never created is 404 (paypal.integration.test.ts)',
  'POST /api/paypal/callback authorizationId':
    "checked with PayPal to be of that order (paypal.integration.test.ts: another order's is 400)",
  'POST /api/publicmercadopago/process_payment rqId':
    "the payment's customer (or parent) or its cart's guid only (mercadopago.integration.test.ts: 403)",
  'POST /api/publicmercadopago/process_payment guid':
    "the cart guid proving the guest payer (mercadopago.integration.test.ts: someone else's is 403)",
  'POST /api/publicmercadopago/process_payment token': "the card token Mercado Pago's brick made in the payer's page",
  'POST /api/publicmercadopago/process_payment saveCardToken': "the payer's choice to keep the card just tokenised",
  // Activities are public: what a call changes is the named customer's own sign-up (the customer walk above;
  // capacity, duplicates and children: activities.integration.test.ts).
  'GET /api/publicactivities/{id} id': 'a public activity, the page anyone opens',
  'GET /api/cztextblocks/get-with-user id': 'a published blog post: public',
  'GET /api/publicactivities/{id}/{customerId} id': 'a public activity; the sign-up asked about is the named customer’s own',
  'POST /api/publicactivities/inscription id': 'the public activity signed up to; who is signed up is the named customer (walked above)',
  'POST /api/publicactivities/waitlist id': 'the public activity whose line is joined; who joins is the named customer (walked above)',
  'POST /api/publicactivities/cancel/{id}/{customerId} id': 'the public activity; what is cancelled is the named customer’s own sign-up',
  'POST /api/publicactivities/withdraw/{id}/{customerId} id':
    'the public activity; what is given back (and refunded) is the named customer’s own sign-up (my-activities.integration.test.ts)',
  'POST /api/publicactivities/waitlist/leave/{id}/{customerId} id':
    'the public activity; whose place in line ends is the named customer’s own',
  'POST /api/publicbookings/waitlist/match bookingId':
    'a match open to join is public (its join page); who queues is the named customer (walked above)',
  // Bookings by place: classes are on the public by-place list; what a call takes or gives back is the named
  // customer's own place (the customer walk above; taken places, the plan's privacy: by-place.integration.test.ts).
  'POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin} bookingId':
    'a class of the public by-place list; the place taken is the named customer’s own',
  'POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId} bookingId':
    'a class of the public by-place list; the place taken is the named customer’s own',
  'POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId} placeId':
    "a place of the class's floor plan, shown to every member; one not free is refused (409)",
  'PUT /api/publicbookings/update-team id': "a player's own place only: someone else's is 403 (join.integration.test.ts, update-team)",
  'POST /api/publicbookings/byplace-cancel/{bookingId}/{customerId} bookingId':
    'the class; what is given back is the named customer’s own unpaid place',
  'GET /api/publicbookings/booking-template-info/{templateId}/{bookingId} templateId':
    "a class's floor plan, shown to every member; who holds a place only as the plan allows (by-place.integration.test.ts)",
  'GET /api/publicbookings/booking-template-info/{templateId}/{bookingId} bookingId':
    "the class of that floor plan (another plan's class is 404); its holders only as the plan allows",
  'POST /api/publicteams/training itemId': 'a training of another team is not found (trainings.integration.test.ts: 404)',
  'POST /api/newsletter/confirm token': 'the mailed, signed confirmation secret (newsletter tests)',
  'POST /api/newsletter/unsubscribe token': 'the signed unsubscribe secret of every newsletter mail (newsletter tests)',
  'POST /api/mercadopago/webhook data.id': 'signed by Mercado Pago (x-signature); the payment is then read from Mercado Pago',
};

describe('routes taking an object id', () => {
  it('the walk covers every object id in a path, query or body', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; allOf?: Schema[]; oneOf?: Schema[] };
    type Op = { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Op>> };
    const fieldsOf = (s: Schema | undefined, prefix = ''): string[] => {
      if (!s) return [];
      const own = Object.entries(s.properties ?? {}).flatMap(([k, v]) => [prefix + k, ...fieldsOf(v, `${prefix}${k}.`)]);
      const nested = [s.items, ...(s.anyOf ?? []), ...(s.allOf ?? []), ...(s.oneOf ?? [])].flatMap((x) =>
        x === s.items ? fieldsOf(x, `${prefix}[].`) : fieldsOf(x, prefix),
      );
      return [...own, ...nested];
    };
    const found = new Set<string>();
    // Staff see the club's objects by permission, not by ownership: staff-permissions.integration.test.ts walks them.
    for (const [path, ops] of Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/staff/'))) {
      for (const [method, op] of Object.entries(ops)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name);
        for (const field of [...params, ...fieldsOf(op.requestBody?.content?.['application/json']?.schema)]) {
          const name = field.split('.').pop() ?? field;
          const key = `${method.toUpperCase()} ${path} ${field}`;
          if (objectField.test(name) && !ownCustomerField(path, field) && !(name in publicIdNames) && !(key in notWalked)) found.add(key);
        }
      }
    }
    const walked = new Set(objectWalk.flatMap((r) => r.ids.map((id) => `${r.method} ${r.path} ${id}`)));
    expect([...found].sort()).toEqual([...walked].sort());
    // Every exemption still names something the API has: a stale entry would hide nothing but mislead.
    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    for (const key of Object.keys(notWalked)) expect(all.some((route) => key.startsWith(`${route} `) || key === route)).toBe(true);
  });

  it.each(objectWalk.map((r) => [`${r.method} ${r.path} (${r.ids.join(', ')})`, r] as const))(
    "%s: 403 or 404 for someone else's object, nothing changes",
    async (_name, route) => {
      const before = await snapshot();
      const res = await app.inject({
        method: route.method,
        url: route.url(victim, attacker),
        headers: attacker.headers,
        ...(route.payload ? { payload: route.payload(victim, attacker) } : {}),
      });
      expect(route.refusal ? [route.refusal] : [403, 404]).toContain(res.statusCode);
      expect(refusalOf(res)).toEqual({ ok: false, errorMsg: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    },
  );
});
