import { TOOK_PART_STATES } from '@clubportal/contract/bookings';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { CheckinsTable, NoShowsTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

/*
 * The desk reads the bookings' players (booking_participants, bookings, customers, resources) as read-only views,
 * as the exports do: the bookings module owns those rows and this module never writes them. It writes only its
 * own tables (checkins, no_shows, no_show_rule).
 */

const players = (db: Executor) =>
  db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select([
      'p.id as participant_id',
      'p.booking_id',
      'p.customer_id',
      'p.state',
      'c.name',
      'c.surname',
      'c.logo',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.booking_type_id',
    ])
    .where('p.customer_id', 'is not', null);
export type PlayerRow = Awaited<ReturnType<typeof findPlayer>> & object;

/** A player of a booking or class place by their participant row, or by booking and customer (who holds a place in it). */
export function findPlayer(db: Executor, who: { participantId: number } | { bookingId: number; customerId: number }) {
  let q = players(db);
  if ('participantId' in who) q = q.where('p.id', '=', who.participantId);
  else q = q.where('p.booking_id', '=', who.bookingId).where('p.customer_id', '=', who.customerId).orderBy('p.id');
  return q.executeTakeFirst();
}

/** Bookings and class places in [from, to) a customer plays in (holding a place), live ones only, in start order. */
export async function findBookingsOfCustomer(db: Executor, customerId: number, from: Instant, to: Instant): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select('b.id')
    .distinct()
    .where('p.customer_id', '=', customerId)
    .where('p.state', 'in', [...TOOK_PART_STATES])
    .where('b.status', '=', 'active')
    .where('b.starts_at', '<', to)
    .where('b.ends_at', '>', from)
    .execute();
  return rows.map((r) => r.id);
}

/** The bookings (with type name) and their players holding a place. */
export async function findDoorBookings(db: Executor, bookingIds: number[]) {
  if (bookingIds.length === 0) return { bookings: [], players: [], resources: [] };
  const [bookings, playerRows, resources] = await Promise.all([
    db
      .selectFrom('bookings as b')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select(['b.id', 'b.starts_at', 'b.ends_at', 't.name as type_name'])
      .where('b.id', 'in', bookingIds)
      .orderBy('b.starts_at')
      .orderBy('b.id')
      .execute(),
    players(db)
      .where('p.booking_id', 'in', bookingIds)
      .where('p.state', 'in', [...TOOK_PART_STATES])
      .orderBy('p.position')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('booking_blocks as k')
      .innerJoin('resources as r', 'r.id', 'k.resource_id')
      .select(['k.booking_id', 'r.name'])
      .where('k.booking_id', 'in', bookingIds)
      .where('k.active', '=', 1)
      .orderBy('r.sort_order')
      .execute(),
  ]);
  return { bookings, players: playerRows, resources };
}

export function findCheckins(db: Executor, participantIds: number[]) {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('checkins').selectAll().where('participant_id', 'in', participantIds).execute();
}

export function findCheckin(db: Executor, participantId: number) {
  return db.selectFrom('checkins').selectAll().where('participant_id', '=', participantId).executeTakeFirst();
}

export async function insertCheckin(db: Executor, row: Insertable<CheckinsTable>): Promise<void> {
  await db.insertInto('checkins').values(row).execute();
}

export async function deleteCheckin(db: Executor, participantId: number): Promise<boolean> {
  const r = await db.deleteFrom('checkins').where('participant_id', '=', participantId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function findNoShows(db: Executor, participantIds: number[]) {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('no_shows').select('participant_id').where('participant_id', 'in', participantIds).execute();
}

export function findNoShow(db: Executor, participantId: number) {
  return db
    .selectFrom('no_shows as n')
    .leftJoin('sales as s', 's.id', 'n.sale_id')
    .selectAll('n')
    .select(['s.number as sale_number', 's.total as sale_total'])
    .where('n.participant_id', '=', participantId)
    .executeTakeFirst();
}

export async function insertNoShow(db: Executor, row: Insertable<NoShowsTable>): Promise<void> {
  await db.insertInto('no_shows').values(row).execute();
}

/** No-shows marked in [from, to), counted per customer with the fees they were charged. */
export function countNoShows(db: Executor, from: Instant, to: Instant) {
  return db
    .selectFrom('no_shows as n')
    .innerJoin('customers as c', 'c.id', 'n.customer_id')
    .leftJoin('sales as s', 's.id', 'n.sale_id')
    .select((eb) => [
      'n.customer_id',
      'c.name',
      'c.surname',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string | null>('s.total'), eb.lit(0)).as('fees'),
      eb.fn.max('n.marked_at').as('last'),
    ])
    .where('n.marked_at', '>=', from)
    .where('n.marked_at', '<', to)
    .groupBy(['n.customer_id', 'c.name', 'c.surname'])
    .orderBy('count', 'desc')
    .orderBy('c.name')
    .execute();
}

export function findNoShowRule(db: Executor) {
  return db.selectFrom('no_show_rule').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function saveNoShowRule(db: Executor, rule: { mode: 'flag' | 'fee'; fee: number }, now: Instant): Promise<void> {
  await db.updateTable('no_show_rule').set({ mode: rule.mode, fee: rule.fee, updated_at: now }).where('id', '=', 1).execute();
}

/** The holder of a credential as the desk sees them (deleted accounts included, so the desk can say so). */
export function findHolder(db: Executor, customerId: number) {
  return db.selectFrom('customers').select(['id', 'name', 'surname', 'logo', 'deleted_at']).where('id', '=', customerId).executeTakeFirst();
}
