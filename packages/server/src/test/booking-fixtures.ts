import { CustomerStatus } from '@clubportal/contract/enums';
import { nowInstant, type Instant } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';
import { issueSession } from '../lib/session-token.js';
import { insertCustomer } from '../modules/accounts/customers.repository.js';
import { openClasses } from '../modules/bookings/by-place/by-place-setup.service.js';
import { dropCatalogueCache } from '../modules/bookings/core/booking-catalogue.service.js';
/** The catalogue's cache dropped, for a test that writes price rules or hours straight to the database. */
export { dropCatalogueCache };
import { createBookingType, createResource, type NewBookingType } from '../modules/bookings/setup/booking-setup.service.js';
import { insertWaitlistEntry } from '../modules/bookings/waitlist/booking-waitlist.repository.js';

/** Test-only helpers of the booking suites: a club of their own beside the demo one, customers without argon2. */

let seq = 0;
const everyDay = (open: string, close: string) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open, close }]]));

/** A booking type on `courts` resources of a kind of its own, open 08:00-22:00 every day (or as told). */
export async function createTestClub(
  app: App & { config: { jwtSecret: string } },
  opts: Partial<NewBookingType> & { courts?: number; open?: string; close?: string; memberGroupId?: number } = {},
) {
  seq += 1;
  const kind = `test_court_${seq}`;
  const courts: number[] = [];
  for (let i = 1; i <= (opts.courts ?? 2); i += 1)
    courts.push(
      await createResource(
        app.db,
        { name: `Court ${seq}.${i}`, resourceType: kind, sortOrder: i },
        everyDay(opts.open ?? '08:00', opts.close ?? '22:00'),
      ),
    );
  const { courts: _c, open: _o, close: _cl, memberGroupId, ...typeOpts } = opts;
  const type = await createBookingType(app.db, {
    name: `Test padel ${seq}`,
    category: 'Test',
    durations: [60, 90],
    preferredDuration: 90,
    maxParticipants: 4,
    sharedPaymentAllowed: true,
    allowJoin: false,
    anticipationMinutes: 7 * 24 * 60,
    anticipationText: 'Up to 7 days ahead',
    cancelWindowMinutes: 24 * 60,
    holdMinutes: 15,
    mainResourceType: kind,
    prices: [
      { durationMinutes: 60, from: '00:00', to: '24:00', price: 2000 },
      { durationMinutes: 90, from: '00:00', to: '24:00', price: 3000 },
      ...(memberGroupId ? [{ durationMinutes: 60, from: '00:00', to: '24:00', price: 1600, customerGroupId: memberGroupId }] : []),
    ],
    ...typeOpts,
  });
  dropCatalogueCache(app.caches);
  return { typeId: type.id, relatedIds: type.relatedIds, courts, kind };
}

/**
 * A class of a by-place type of its own (four places at 8 EUR, held 15 minutes until paid, no floor plan),
 * starting `startsAt`, in a room open every day; owned by a club account.
 */
export async function createTestClass(app: App & { config: { jwtSecret: string } }, startsAt: Instant) {
  seq += 1;
  const kind = `test_room_${seq}`;
  const room = await createResource(app.db, { name: `Room ${seq}`, resourceType: kind }, everyDay('07:00', '22:00'));
  const type = await createBookingType(app.db, {
    name: `Test spinning ${seq}`,
    category: 'Classes',
    byPlace: true,
    durations: [45],
    preferredDuration: 45,
    maxParticipants: 4,
    holdMinutes: 15,
    mainResourceType: kind,
    prices: [{ durationMinutes: 45, from: '00:00', to: '24:00', price: 800 }],
  });
  const owner = await quickCustomer(app, 'Club');
  const [id] = await openClasses(app.db, [
    {
      bookingTypeId: type.id,
      resourceId: room,
      ownerId: owner.id,
      startsAt,
      durationMinutes: 45,
      maxParticipants: 4,
      templateId: null,
      currency: 'EUR',
      createdAt: nowInstant(app.clock),
    },
  ]);
  dropCatalogueCache(app.caches);
  return id as number;
}

/** A customer group with these members (special prices are given to groups). */
export async function createCustomerGroup(app: App, name: string, memberIds: number[]): Promise<number> {
  const row = await app.db.insertInto('customer_groups').values({ name }).returning('id').executeTakeFirstOrThrow();
  if (memberIds.length)
    await app.db
      .insertInto('customer_group_members')
      .values(memberIds.map((customer_id) => ({ customer_id, customer_group_id: row.id })))
      .execute();
  return row.id;
}

/** An active customer and a bearer header for the app (signed with its secret, no password hashing). */
export async function quickCustomer(app: App & { config: { jwtSecret: string } }, name = 'Player') {
  seq += 1;
  const id = await insertCustomer(
    app.db,
    {
      email: `player${seq}-${Date.now()}@example.com`,
      password_hash: null,
      name,
      surname: `S${seq}`,
      status: CustomerStatus.Active,
      accept_conditions: 1,
    },
    nowInstant(app.clock),
  );
  return { id, ...(await bearerFor(app, id)) };
}

export async function bearerFor(app: App & { config: { jwtSecret: string } }, customerId: number) {
  const { session_version: version } = await app.db
    .selectFrom('customers')
    .select('session_version')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const { token } = await issueSession(app.config.jwtSecret, { customerId, version }, app.clock.now());
  return { headers: { authorization: `Bearer ${token}` } };
}

/** The prebook body of the checkout for one court and start. */
export function prebookBody(o: {
  customerId: number;
  typeId: number;
  courtId: number;
  start: string;
  duration?: number;
  paymentType?: 'Full' | 'Shared';
  players?: number[];
  /** The owner opens it as a match others may find and join (issue 29); private otherwise. */
  openMatch?: boolean;
}) {
  const duration = o.duration ?? 90;
  return {
    booking: {
      customerId: o.customerId,
      bookingTypeId: o.typeId,
      duration,
      paymentType: o.paymentType ?? 'Full',
      origin: 'web',
      isValidated: false,
      sendCommunications: false,
      ...(o.openMatch ? { openMatch: true } : {}),
    },
    blocks: [{ resourceId: o.courtId, startDate: o.start, duration, noOnline: false }],
    customerIsParticipant: true,
    isMultiple: false,
    players: (o.players ?? []).map((customerId) => ({ customerId })),
  };
}

/**
 * A court of a test club the buyer prebooks (60 minutes on Monday 2026-03-23 at 16:00 UTC), pays through
 * the customer checkout with `payment` (the method and its card: a token, a saved card), then cancels:
 * where a provider's refund-on-cancel test starts. Throws when the checkout does not pay or the cancel is refused.
 */
export async function paidThenCancelledCourt(
  app: App & { config: { jwtSecret: string } },
  buyer: { id: number; headers: Record<string, string> },
  payment: { paymentMethodId: number } & Record<string, unknown>,
): Promise<{ bookingId: number; saleId: number }> {
  const club = await createTestClub(app);
  const booking = { customerId: buyer.id, typeId: club.typeId, courtId: club.courts[0]!, start: '2026-03-23T16:00:00.000Z', duration: 60 };
  const prebooked = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    payload: prebookBody(booking),
    headers: buyer.headers,
  });
  const entry = prebooked.json().model?.[0] as { bookingId: number; saleId: number } | undefined;
  if (!entry) throw new Error(`prebook failed: ${prebooked.statusCode} ${prebooked.body}`);
  const checkout = {
    ...payment,
    saleIds: [entry.saleId],
    guid: `card-booking-${entry.bookingId}`,
    customer: { id: buyer.id, acceptConditions: true },
  };
  const paid = await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: checkout, headers: buyer.headers });
  if (paid.json().model?.paid !== true) throw new Error(`checkout did not pay: ${paid.statusCode} ${paid.body}`);
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/publicbookings/cancel/${entry.bookingId}/${buyer.id}`,
    payload: {},
    headers: buyer.headers,
  });
  if (cancelled.statusCode !== 200) throw new Error(`cancel refused: ${cancelled.statusCode} ${cancelled.body}`);
  return { bookingId: entry.bookingId, saleId: entry.saleId };
}

/** What the payments engineer's checkout does once paid: the sale covers its total (through SQL here). */
export async function markSalePaid(app: App, saleId: number, paymentMethod = 'Tarjeta') {
  const sale = await app.db.selectFrom('sales').select('total').where('id', '=', saleId).executeTakeFirstOrThrow();
  await app.db
    .updateTable('sales')
    .set({ status: 'paid', paid: sale.total, payment_method: paymentMethod })
    .where('id', '=', saleId)
    .execute();
}

/** A customer's place in a court slot's booking waitlist, written as a row (the guard tests need one to attack). */
export function createWaitlistEntry(
  app: App,
  e: { customerId: number; bookingTypeId: number; resourceId: number; start: string; duration: number },
): Promise<number> {
  const start = new Date(e.start).toISOString() as Instant;
  const end = new Date(Date.parse(start) + e.duration * 60_000).toISOString() as Instant;
  return insertWaitlistEntry(app.db, {
    customer_id: e.customerId,
    booking_id: null,
    booking_type_id: e.bookingTypeId,
    resource_id: e.resourceId,
    starts_at: start,
    ends_at: end,
    duration_minutes: e.duration,
    created_at: nowInstant(app.clock),
  });
}
