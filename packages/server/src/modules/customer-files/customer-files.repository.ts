import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/*
 * Read-only views of what the club holds about one customer, across the tables of accounts, bookings, sales,
 * payments, vouchers, comms and the audit log (as the exports module reads them): the profile and the GDPR
 * export. Nothing here writes; the writes go through the owning modules' index.ts.
 */

/** Rows a profile list shows at most (newest first); the export has them all. */
export type Limit = number | null;
const limited = <Q extends { limit(n: number): Q }>(query: Q, limit: Limit) => (limit === null ? query : query.limit(limit));

export function findCustomerFull(db: Executor, id: number) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDependants(db: Executor, parentId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'birth_date'])
    .where('parent_id', '=', parentId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findCustomerName(db: Executor, id: number) {
  return db.selectFrom('customers').select(['id', 'name', 'surname']).where('id', '=', id).executeTakeFirst();
}

export function findCustomValues(db: Executor, customerId: number) {
  return db
    .selectFrom('customer_custom_values as v')
    .innerJoin('custom_fields as f', 'f.id', 'v.custom_field_id')
    .select(['f.name', 'f.label', 'v.value'])
    .where('v.customer_id', '=', customerId)
    .execute();
}

/**
 * Their answers to the club's own fields of the registration form or the form that added them (a child), with the
 * fields of those forms as they stand (labels in the club's language, in the form's order).
 */
export async function findFormAnswers(db: Executor, customerId: number) {
  const [answers, fields] = await Promise.all([
    db.selectFrom('customer_form_answers').select(['parent_name', 'answers']).where('customer_id', '=', customerId).execute(),
    db
      .selectFrom('dynamic_form_fields as f')
      .innerJoin('dynamic_forms as d', 'd.id', 'f.form_id')
      .select(['d.parent_name', 'f.name', 'f.label', 'f.input_type', 'f.column_def'])
      .where('d.parent_id', '=', 0)
      .orderBy('f.sort_order')
      .orderBy('f.id')
      .execute(),
  ]);
  return { answers, fields };
}

/** Bookings they own or play in, latest start first, with the court and type. */
export function findBookings(db: Executor, customerId: number, limit: Limit) {
  const query = db
    .selectFrom('bookings as b')
    .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
    .select((eb) => [
      'b.id',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.price',
      'b.currency',
      'b.owner_customer_id',
      't.name as type_name',
      eb
        .selectFrom('booking_blocks as bb')
        .innerJoin('resources as r', 'r.id', 'bb.resource_id')
        .select('r.name')
        .whereRef('bb.booking_id', '=', 'b.id')
        .orderBy('bb.id')
        .limit(1)
        .as('court'),
    ])
    .where((eb) =>
      eb.or([
        eb('b.owner_customer_id', '=', customerId),
        eb.exists(
          eb
            .selectFrom('booking_participants as p')
            .select('p.id')
            .whereRef('p.booking_id', '=', 'b.id')
            .where('p.customer_id', '=', customerId),
        ),
      ]),
    )
    .orderBy('b.starts_at', 'desc')
    .orderBy('b.id', 'desc');
  return limited(query, limit).execute();
}

/** Their active bookings (owned or played in) starting after `now`. */
export async function countFutureBookings(db: Executor, customerId: number, now: Instant): Promise<number> {
  const row = await db
    .selectFrom('bookings as b')
    .select(db.fn.countAll<number>().as('n'))
    .where('b.status', '=', 'active')
    .where('b.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('b.owner_customer_id', '=', customerId),
        eb.exists(
          eb
            .selectFrom('booking_participants as p')
            .select('p.id')
            .whereRef('p.booking_id', '=', 'b.id')
            .where('p.customer_id', '=', customerId),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findSales(db: Executor, customerId: number, limit: Limit) {
  const query = db
    .selectFrom('sales')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return limited(query, limit).execute();
}

export function findSaleItems(db: Executor, saleIds: readonly number[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sale_items')
    .select(['sale_id', 'name', 'units', 'unit_price', 'total_with_discount'])
    .where('sale_id', 'in', saleIds)
    .orderBy('id')
    .execute();
}

export function findFees(db: Executor, customerId: number) {
  return db.selectFrom('periodic_fees').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute();
}

export function findVouchers(db: Executor, customerId: number) {
  return db.selectFrom('vouchers').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute();
}

export function findVoucherMovements(db: Executor, voucherIds: readonly number[]) {
  if (voucherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('voucher_movements')
    .select(['voucher_id', 'amount', 'current_amount', 'sale_id', 'created_at', 'reason'])
    .where('voucher_id', 'in', voucherIds)
    .orderBy('id')
    .execute();
}

/** Their payments, with how each settled (the means' method names, or the provider). */
export function findPayments(db: Executor, customerId: number, limit: Limit) {
  const query = db
    .selectFrom('payments as p')
    .select((eb) => [
      'p.id',
      'p.created_at',
      'p.paid_at',
      'p.status',
      'p.provider',
      'p.amount',
      'p.currency',
      'p.refund_amount',
      eb
        .selectFrom('sale_payment_means as m')
        .select('m.method_name')
        .whereRef('m.payment_id', '=', 'p.id')
        .orderBy('m.id')
        .limit(1)
        .as('method'),
    ])
    .where('p.customer_id', '=', customerId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
  return limited(query, limit).execute();
}

export function findBookingRefunds(db: Executor, customerId: number) {
  return db
    .selectFrom('booking_refunds')
    .select(['id', 'created_at', 'method', 'payment_method', 'status', 'amount', 'currency', 'sessions', 'booking_id', 'sale_id'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
}

export function findCardRefunds(db: Executor, customerId: number) {
  return db
    .selectFrom('card_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.created_at', 'r.status', 'r.amount', 'r.currency', 'p.provider', 'r.sale_id'])
    .where('p.customer_id', '=', customerId)
    .orderBy('r.id', 'desc')
    .execute();
}

/** Saved cards: the provider and the last digits only (the provider's reference is a token, never read here). */
export function findSavedCards(db: Executor, customerId: number) {
  return db
    .selectFrom('payment_tokens')
    .select(['id', 'provider', 'card_number', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findSeasonPasses(db: Executor, customerId: number) {
  return db
    .selectFrom('season_passes')
    .select(['id', 'name', 'starts_on', 'ends_on', 'ended_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

export function findActivitySignups(db: Executor, customerId: number) {
  return db
    .selectFrom('activity_signups as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(['s.id', 'a.name as activity', 's.status', 's.created_at', 's.ended_at', 's.answers'])
    .where('s.customer_id', '=', customerId)
    .orderBy('s.id', 'desc')
    .execute();
}

/** The mails the portal sent them (their Communications page's copies), newest first. */
export function findEmails(db: Executor, customerId: number, limit: Limit) {
  const query = db
    .selectFrom('customer_emails')
    .select(['id', 'created_at', 'subject', 'to_address', 'sent_at', 'body'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc');
  return limited(query, limit).execute();
}

export function findSms(db: Executor, customerId: number) {
  return db
    .selectFrom('customer_sms')
    .select(['id', 'created_at', 'phone', 'text'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

/** The audit records about them (entity customer) or made by them, newest first: the staff audit API's customer filter. */
export function findAudit(db: Executor, customerId: number, limit: Limit) {
  const query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_label', 'action', 'entity', 'entity_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'customer'), eb('entity_id', '=', String(customerId))]),
        eb.and([eb('actor_kind', '=', 'customer'), eb('actor_id', '=', customerId)]),
      ]),
    )
    .orderBy('id', 'desc');
  return limited(query, limit).execute();
}

/** What they still owe: pending sales not yet covered whose hold (if any) still holds at `now`. */
export function findOwedSales(db: Executor, customerId: number, now: Instant) {
  return db
    .selectFrom('sales')
    .select(['id', 'total', 'paid', 'currency'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .whereRef('paid', '<', 'total')
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]))
    .execute();
}

/** Whether the club still owes them money: a refund at the club (the pending refunds queue) or to a card not given back yet. */
export async function owesThemRefunds(db: Executor, customerId: number): Promise<boolean> {
  const [atClub, toCard] = await Promise.all([
    db
      .selectFrom('booking_refunds')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('card_refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .select('r.id')
      .where('p.customer_id', '=', customerId)
      .where('r.status', 'in', ['pending', 'sending', 'failed'])
      .limit(1)
      .executeTakeFirst(),
  ]);
  return atClub !== undefined || toCard !== undefined;
}
