import { NOBODY, type PriceCustomer } from '@clubportal/contract/booking-rules';
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { BookingBlocksTable, BookingParticipantsTable, BookingRefundsTable, BookingsTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { PLACE_HOLDING_STATES, type ParticipantState } from '@clubportal/contract/bookings';
import { holdInstantPassedSql, holdLiveUntilSql, holdRanOutSql, holdStillHoldsSql } from '../../sales/index.js';

export function findBookingSettings(db: Executor) {
  return db.selectFrom('booking_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/**
 * Time taken on the resources between `from` and `to`: active blocks of bookings (an unpaid hold only
 * until it expires, a paid one for good) and the club's own blocks, in one statement (the grid's hot
 * path). Seeks (resource_id, starts_at): the window is widened by `longestMinutes` so a block that
 * started before `from` is still seen, and the cost follows the day's bookings, never the history.
 */
export async function findBusy(db: Executor, resourceIds: number[], from: Instant, to: Instant, now: Instant, longestMinutes: number) {
  if (!resourceIds.length) return [];
  const earliest = new Date(Date.parse(from) - longestMinutes * 60_000).toISOString() as Instant;
  return (
    db
      .selectFrom('booking_blocks as b')
      .leftJoin('sales as s', 's.id', 'b.sale_id')
      // live_until: when an unpaid hold stops taking the time (null: for good).
      .select(['b.resource_id', 'b.starts_at', 'b.ends_at', holdLiveUntilSql('b.hold_expires_at', 's.status').as('live_until')])
      .where('b.resource_id', 'in', resourceIds)
      .where('b.starts_at', '>=', earliest)
      .where('b.starts_at', '<', to)
      .where('b.ends_at', '>', from)
      .where('b.active', '=', 1)
      .where(holdStillHoldsSql('b.hold_expires_at', 's.status', now))
      .unionAll(
        db
          .selectFrom('resource_blocks')
          .select(['resource_id', 'starts_at', 'ends_at', sql<Instant | null>`null`.as('live_until')])
          .where('resource_id', 'in', resourceIds)
          .where('starts_at', '<', to)
          .where('ends_at', '>', from),
      )
      .execute()
  );
}

export async function customerGroupIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db.selectFrom('customer_group_members').select('customer_group_id').where('customer_id', '=', customerId).execute();
  return rows.map((r) => r.customer_group_id);
}

/** Who a price is for (`priceOf`): the customer and their groups; nobody for null. */
export async function priceCustomer(db: Executor, customerId: number | null): Promise<PriceCustomer> {
  return customerId === null ? NOBODY : { customerId, groupIds: await customerGroupIds(db, customerId) };
}

export function findActiveCustomers(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'email', 'logo', 'status'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Holds that expired unpaid (on these resources, or these bookings): the bookings to release before taking their time. */
export function findExpiredHolds(db: Executor, now: Instant, opts: { resourceIds?: number[]; bookingIds?: number[]; limit?: number } = {}) {
  let q = db
    .selectFrom('bookings as bk')
    .innerJoin('sales as s', 's.id', 'bk.sale_id')
    .select(['bk.id', 'bk.sale_id', 'bk.starts_at'])
    .where('bk.status', '=', 'active')
    .where(holdRanOutSql('bk.hold_expires_at', 's.status', now));
  if (opts.resourceIds) {
    const ids = opts.resourceIds;
    q = q.where('bk.id', 'in', (eb) =>
      eb
        .selectFrom('booking_blocks')
        .select('booking_id')
        .where('resource_id', 'in', ids)
        .where('active', '=', 1)
        .where(holdInstantPassedSql('hold_expires_at', now)),
    );
  }
  if (opts.bookingIds) q = q.where('bk.id', 'in', opts.bookingIds);
  return q
    .orderBy('bk.id')
    .limit(opts.limit ?? 1000)
    .execute();
}

/** Active blocks on the resources overlapping [from, to): live holds and confirmed bookings. */
export function findOverlapping(db: Executor, resourceIds: number[], from: Instant, to: Instant, longestMinutes: number) {
  const earliest = new Date(Date.parse(from) - longestMinutes * 60_000).toISOString() as Instant;
  return db
    .selectFrom('booking_blocks')
    .select(['id', 'resource_id'])
    .where('resource_id', 'in', resourceIds)
    .where('active', '=', 1)
    .where('starts_at', '>=', earliest)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}

export function findClosuresOverlapping(db: Executor, resourceIds: number[], from: Instant, to: Instant) {
  return db
    .selectFrom('resource_blocks')
    .select('id')
    .where('resource_id', 'in', resourceIds)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}

export async function insertBooking(db: Executor, b: Insertable<BookingsTable>): Promise<number> {
  const { id } = await db.insertInto('bookings').values(b).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertBlocks(db: Executor, blocks: Insertable<BookingBlocksTable>[]): Promise<void> {
  await db.insertInto('booking_blocks').values(blocks).execute();
}

export async function insertParticipants(db: Executor, rows: Insertable<BookingParticipantsTable>[]): Promise<void> {
  await db.insertInto('booking_participants').values(rows).execute();
}

export async function setBookingSale(db: Executor, bookingId: number, saleId: number): Promise<void> {
  await db.updateTable('bookings').set({ sale_id: saleId }).where('id', '=', bookingId).execute();
  await db.updateTable('booking_blocks').set({ sale_id: saleId }).where('booking_id', '=', bookingId).execute();
}

export async function setParticipantSale(db: Executor, bookingId: number, position: number, saleId: number): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ sale_id: saleId })
    .where('booking_id', '=', bookingId)
    .where('position', '=', position)
    .execute();
}

const bookingColumns = [
  'bk.id',
  'bk.booking_type_id',
  'bk.owner_customer_id',
  'bk.starts_at',
  'bk.ends_at',
  'bk.duration_minutes',
  'bk.max_participants',
  'bk.payment_type',
  'bk.status',
  'bk.hold_expires_at',
  'bk.sale_id',
  'bk.price',
  'bk.currency',
  'bk.payment_deadline',
  'bk.token',
  'bk.description',
  'bk.origin',
  'bk.comments',
  'bk.created_at',
  'bk.confirmation_sent_at',
  'bk.reminder_sent_at',
  'bk.min_level_hundredths',
  'bk.max_level_hundredths',
  'bk.open_match',
] as const;

/** A booking with its owner's sale status (null: no sale). */
export function findBooking(db: Executor, where: { id: number } | { token: string }) {
  let q = db
    .selectFrom('bookings as bk')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select([...bookingColumns, 's.status as sale_status']);
  q = 'id' in where ? q.where('bk.id', '=', where.id) : q.where('bk.token', '=', where.token);
  return q.executeTakeFirst();
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** The active bookings the customer takes part in that still hold their time (a hold expired unpaid is gone). */
function customerBookingsQuery(db: Executor, customerId: number, now: Instant) {
  return (
    db
      .selectFrom('bookings as bk')
      .leftJoin('sales as s', 's.id', 'bk.sale_id')
      .where('bk.status', '=', 'active')
      // Invited players see the booking to answer; a declined or left place is no longer theirs.
      .where('bk.id', 'in', (eb) =>
        eb
          .selectFrom('booking_participants')
          .select('booking_id')
          .where('customer_id', '=', customerId)
          .where('state', 'in', PLACE_HOLDING_STATES),
      )
      .where(holdStillHoldsSql('bk.hold_expires_at', 's.status', now))
  );
}

/**
 * The customer's bookings (`customerBookingsQuery`), next ones from `now` ascending and past ones descending
 * (ties by id, so pages never overlap), a page of `limit` of each from its offset, and how many each list holds.
 */
export async function findCustomerBookings(
  db: Executor,
  customerId: number,
  now: Instant,
  page: { limit: number; nextOffset: number; pastOffset: number },
) {
  const rows = () => customerBookingsQuery(db, customerId, now).select([...bookingColumns, 's.status as sale_status']);
  const count = (future: boolean) =>
    customerBookingsQuery(db, customerId, now)
      .where('bk.ends_at', future ? '>' : '<=', now)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [next, past, nextTotal, pastTotal] = await Promise.all([
    rows()
      .where('bk.ends_at', '>', now)
      .orderBy('bk.starts_at', 'asc')
      .orderBy('bk.id')
      .limit(page.limit)
      .offset(page.nextOffset)
      .execute(),
    rows()
      .where('bk.ends_at', '<=', now)
      .orderBy('bk.starts_at', 'desc')
      .orderBy('bk.id', 'desc')
      .limit(page.limit)
      .offset(page.pastOffset)
      .execute(),
    count(true),
    count(false),
  ]);
  return { next, past, nextTotal, pastTotal };
}

export function findParticipants(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_participants as p')
    .leftJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('sales as s', 's.id', 'p.sale_id')
    .select([
      'p.id',
      'p.booking_id',
      'p.customer_id',
      'p.position',
      'p.team',
      'p.price',
      'p.sale_id',
      'p.state',
      'p.responded_at',
      'p.place_id',
      'c.name',
      'c.surname',
      'c.logo',
      'c.email',
      's.status as sale_status',
      's.total as sale_total',
      's.paid as sale_paid',
      's.payment_deadline as sale_payment_deadline',
    ])
    .where('p.booking_id', 'in', bookingIds)
    .orderBy('p.booking_id')
    .orderBy('p.position')
    .execute();
}
export type ParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];

/**
 * Moves one place from one of `from` states to `to` (with its sale, when one is made), in one conditional
 * statement: of two answers racing (accept and the deadline's job), one wins. False when the place was not
 * in a `from` state any more.
 */
export async function moveParticipantState(
  db: Executor,
  participantId: number,
  from: readonly ParticipantState[],
  set: { state: ParticipantState; respondedAt: Instant; saleId?: number | null },
): Promise<boolean> {
  const res = await db
    .updateTable('booking_participants')
    .set({ state: set.state, responded_at: set.respondedAt, ...(set.saleId !== undefined ? { sale_id: set.saleId } : {}) })
    .where('id', '=', participantId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Invitations still unanswered on active bookings whose payment deadline has come: their places go back. */
export function findUnansweredInvitations(db: Executor, now: Instant, limit: number) {
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .select(['p.id', 'p.booking_id', 'p.customer_id'])
    .where('p.state', '=', 'invited')
    .where('bk.status', '=', 'active')
    .where('bk.payment_deadline', '<=', now)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export function findBookingBlocks(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_blocks as b')
    .innerJoin('resources as r', 'r.id', 'b.resource_id')
    .select(['b.booking_id', 'b.resource_id', 'b.no_online', 'r.name', 'r.resource_type'])
    .where('b.booking_id', 'in', bookingIds)
    .orderBy('b.booking_id')
    .orderBy('b.no_online')
    .orderBy('b.id')
    .execute();
}

/** Marks the booking cancelled and frees its time, if it is still active; false when it was not. */
export async function cancelBookingRow(db: Executor, bookingId: number, now: Instant): Promise<boolean> {
  const res = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db.updateTable('booking_blocks').set({ active: 0 }).where('booking_id', '=', bookingId).execute();
  return true;
}

export async function insertRefund(db: Executor, r: Insertable<BookingRefundsTable>): Promise<void> {
  await db.insertInto('booking_refunds').values(r).execute();
}
