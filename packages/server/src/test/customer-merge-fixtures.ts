import { randomBytes } from 'node:crypto';
import { nowInstant } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';
import { createVoucher, recordVoucherMovement } from '../modules/vouchers/index.js';
import { membershipsActivitiesAndAccount } from './customer-merge-holdings.js';
import { createTestClub, createWaitlistEntry, prebookBody } from './booking-fixtures.js';
import { createCustomer, createPaidSale, createPendingSale } from './factories.js';

/**
 * Two records of one person for the merge's tests (issue 33 §4): the merged customer holds a row in every table that
 * names a customer (`CUSTOMER_REFERENCES`), and shares with the kept one a place in one match, a sign-up, a line,
 * a pass of one membership, a group, a team, a roster mark, a club level, a rating link, an own price and a custom
 * field's answer: each conflict the merge resolves.
 */

const hex = () => randomBytes(16).toString('hex');
type TestApp = App & { config: { jwtSecret: string } };
type Member = { id: number; email: string; password: string; headers: Record<string, string> };

async function bearer(app: TestApp, c: { email: string; password: string }): Promise<Member & { headers: Record<string, string> }> {
  const res = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email: c.email, password: c.password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const model = res.json().model as { token: string; id: number };
  return { id: model.id, email: c.email, password: c.password, headers: { authorization: `Bearer ${model.token}` } };
}

/** A court booked by `owner` through the member API (prebook), `players` invited, at `start`. */
async function prebook(app: TestApp, owner: Member, club: { typeId: number; courts: number[] }, start: string, players: number[] = []) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    headers: owner.headers,
    payload: prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[0]!,
      start,
      duration: 60,
      paymentType: 'Shared',
      players,
    }),
  });
  const entry = res.json().model?.[0] as { bookingId: number; saleId: number } | undefined;
  if (!entry) throw new Error(`prebook failed: ${res.statusCode} ${res.body}`);
  return entry;
}

export async function twoRecordsOfOnePerson(app: TestApp, staffId: number) {
  const now = nowInstant(app.clock);
  const keptLogin = await createCustomer(app, { name: 'Marta', surname: 'Soler' });
  const mergedLogin = await createCustomer(app, { name: 'Marta', surname: 'Soler Vidal' });
  const kept = await bearer(app, keptLogin);
  const merged = await bearer(app, mergedLogin);
  await app.db.updateTable('customers').set({ phone: '+34 600 111 222' }).where('id', '=', kept.id).execute();
  await app.db
    .updateTable('customers')
    .set({
      phone: '600111222',
      phone2: '+34 699 000 111',
      external_id: `OLD-${hex().slice(0, 6)}`,
      birth_date: '1990-04-02',
      city: 'Valencia',
      address_line1: 'Calle Mayor 1',
    })
    .where('id', '=', merged.id)
    .execute();

  // Bookings: one the merged customer owns alone, and a match both play in (they invited their other record).
  const club = await createTestClub(app, { courts: 2 });
  const own = await prebook(app, merged, club, '2026-06-17T16:00:00.000Z');
  const shared = await prebook(app, merged, club, '2026-06-18T16:00:00.000Z', [kept.id]);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/publicbookings/accept/${shared.bookingId}/${kept.id}`,
    headers: kept.headers,
    payload: {},
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const ownPlace = await app.db
    .selectFrom('booking_participants')
    .select('id')
    .where('booking_id', '=', own.bookingId)
    .where('customer_id', '=', merged.id)
    .executeTakeFirstOrThrow();
  const sharedPlace = await app.db
    .selectFrom('booking_participants')
    .select('id')
    .where('booking_id', '=', shared.bookingId)
    .where('customer_id', '=', merged.id)
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('booking_series')
    .values({
      owner_customer_id: merged.id,
      booking_type_id: club.typeId,
      resource_id: club.courts[1]!,
      first_date: '2026-06-20',
      local_time: '10:00',
      weekday: 6,
      duration_minutes: 60,
      every_weeks: 1,
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('booking_results')
    .values({
      booking_id: own.bookingId,
      n_sets: 3,
      team1: '[6,6]',
      team2: '[3,4]',
      saved_by: merged.id,
      answered_by: merged.id,
      created_at: now,
    })
    .execute();
  await createWaitlistEntry(app, {
    customerId: merged.id,
    bookingTypeId: club.typeId,
    resourceId: club.courts[1]!,
    start: '2026-06-19T18:00:00.000Z',
    duration: 60,
  });
  await createWaitlistEntry(app, {
    customerId: kept.id,
    bookingTypeId: club.typeId,
    resourceId: club.courts[1]!,
    start: '2026-06-19T18:00:00.000Z',
    duration: 60,
  });
  await app.db
    .insertInto('checkins')
    .values({
      participant_id: ownPlace.id,
      booking_id: own.bookingId,
      customer_id: merged.id,
      checked_in_at: now,
      staff_id: staffId,
      staff_name: 'Desk',
    })
    .execute();
  await app.db
    .insertInto('no_shows')
    .values({
      participant_id: sharedPlace.id,
      booking_id: shared.bookingId,
      customer_id: merged.id,
      marked_at: now,
      staff_id: staffId,
      staff_name: 'Desk',
      sale_id: null,
    })
    .execute();
  for (const [customer_id, present] of [
    [merged.id, 1],
    [kept.id, 0],
  ] as const)
    await app.db
      .insertInto('roster_attendance')
      .values({ kind: 'class', session_id: own.bookingId, customer_id, present, marked_by_staff_id: null, marked_at: now })
      .execute();
  await app.db
    .insertInto('booking_prices')
    .values({
      booking_type_id: club.typeId,
      duration_minutes: 60,
      weekday: null,
      from_time: '00:00',
      to_time: '24:00',
      customer_group_id: null,
      price: 1200,
      resource_id: null,
      customer_id: merged.id,
      valid_from: null,
      valid_to: null,
    })
    .execute();

  // Money: an order paid, a debt, a wallet with credit, a payment, refunds (one still owed at the club).
  const order = await createPaidSale(app, merged.id, { unitPrice: 2450 });
  const debt = await createPendingSale(app, merged.id, { unitPrice: 1800, title: 'Clase particular' });
  await app.db
    .updateTable('sale_items')
    .set({ buyer_customer_id: merged.id, customer_id: merged.id })
    .where('sale_id', '=', order)
    .execute();
  const wallet = await createVoucher(app.db, {
    customerId: merged.id,
    description: 'Monedero',
    kind: 'money',
    currency: 'EUR',
    createdAt: now,
  });
  await recordVoucherMovement(app.db, wallet, 3500, now);
  const keptWallet = await createVoucher(app.db, {
    customerId: kept.id,
    description: 'Monedero',
    kind: 'money',
    currency: 'EUR',
    createdAt: now,
  });
  await recordVoucherMovement(app.db, keptWallet, 1000, now);
  const payment = await app.db
    .insertInto('payments')
    .values({
      guid: hex(),
      request_hash: hex(),
      customer_id: merged.id,
      method_type: 0,
      provider: 'club',
      status: 'paid',
      amount: 2450,
      currency: 'EUR',
      promo_id: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
      created_sale_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('booking_refunds')
    .values({
      booking_id: own.bookingId,
      sale_id: order,
      customer_id: merged.id,
      method: 'club',
      payment_method: 'Efectivo',
      amount: 500,
      currency: 'EUR',
      voucher_id: null,
      status: 'pending',
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('staff_refunds')
    .values({
      payment_id: payment.id,
      customer_id: merged.id,
      amount: 100,
      currency: 'EUR',
      destination: 'original',
      method: 'club',
      card_refund_id: null,
      voucher_id: null,
      reason: 'Goodwill',
      idempotency_key: hex(),
      actor_label: 'Desk',
      created_at: now,
    })
    .execute();

  const other = await membershipsActivitiesAndAccount(app, { kept: kept.id, merged: merged.id, mergedEmail: merged.email });
  return { kept, merged, club, own, shared, order, debt, wallet, keptWallet, ...other };
}
