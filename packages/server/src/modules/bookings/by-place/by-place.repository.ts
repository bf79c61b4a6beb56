import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { BookingTemplatePlacesTable, BookingTemplatesTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { PLACE_HOLDING_STATES } from '@clubportal/contract/bookings';
import { holdRanOutSql } from '../../sales/index.js';

/* Queries of bookings by place (by-place.service.ts): floor-plan templates, classes and their places. No rules. */

export async function insertTemplate(db: Executor, t: Insertable<BookingTemplatesTable>): Promise<number> {
  const { id } = await db.insertInto('booking_templates').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTemplatePlaces(db: Executor, rows: Insertable<BookingTemplatePlacesTable>[]): Promise<number[]> {
  if (!rows.length) return [];
  return (await db.insertInto('booking_template_places').values(rows).returning('id').execute()).map((r) => r.id);
}

export function findTemplate(db: Executor, id: number) {
  return db.selectFrom('booking_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTemplatePlaces(db: Executor, templateId: number) {
  return (
    db
      .selectFrom('booking_template_places')
      .select(['id', 'place', 'config_json'])
      .where('booking_template_id', '=', templateId)
      // A place staff removed (archived, as past participants had it) is nobody's to take again.
      .where('archived_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
  );
}

export function findTemplatesAllowingSight(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('booking_templates').select(['id', 'allow_see_participants']).where('id', 'in', ids).execute();
}

const classColumns = [
  'bk.id',
  'bk.booking_type_id',
  'bk.starts_at',
  'bk.ends_at',
  'bk.duration_minutes',
  'bk.max_participants',
  'bk.status',
  'bk.currency',
  'bk.booking_template_id',
  'bk.min_level_hundredths',
  'bk.max_level_hundredths',
] as const;

/** One class (any booking, the caller checks its type). */
export function findClass(db: Executor, id: number) {
  return db.selectFrom('bookings as bk').select(classColumns).where('bk.id', '=', id).executeTakeFirst();
}
export type ClassRow = NonNullable<Awaited<ReturnType<typeof findClass>>>;

/** Active classes of these types starting in [from, to), in start order. */
export function findClasses(db: Executor, typeIds: number[], from: Instant, to: Instant) {
  if (!typeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings as bk')
    .select(classColumns)
    .where('bk.status', '=', 'active')
    .where('bk.booking_type_id', 'in', typeIds)
    .where('bk.starts_at', '>=', from)
    .where('bk.starts_at', '<', to)
    .orderBy('bk.starts_at')
    .orderBy('bk.id')
    .execute();
}

/** The resources each class takes (its room). */
export function findClassResources(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_blocks as b')
    .innerJoin('resources as r', 'r.id', 'b.resource_id')
    .select(['b.booking_id', 'r.id', 'r.name'])
    .where('b.booking_id', 'in', bookingIds)
    .orderBy('b.booking_id')
    .orderBy('b.id')
    .execute();
}

/**
 * The places of these classes with what every reader of them needs: who last had each, their sale's state and
 * hold (placeIsHeld leaves out holds that ran out) and the template place's label. Each reader adds its columns,
 * its filter and its order after the class's.
 */
export function classPlacesQuery(db: Executor, bookingIds: number[]) {
  return db
    .selectFrom('booking_participants as p')
    .leftJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('sales as s', 's.id', 'p.sale_id')
    .leftJoin('booking_template_places as tp', 'tp.id', 'p.place_id')
    .select([
      'p.id',
      'p.booking_id',
      'p.state',
      'c.name',
      'c.surname',
      's.status as sale_status',
      's.hold_expires_at as sale_hold_expires_at',
      'tp.place as place_label',
    ])
    .where('p.booking_id', 'in', bookingIds)
    .orderBy('p.booking_id');
}

/** The places of these classes, who last had each (with their contact), their sale and its hold, in place order. */
export function findPlaces(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return classPlacesQuery(db, bookingIds)
    .select(['p.customer_id', 'p.position', 'p.place_id', 'p.sale_id', 'c.logo', 'c.email', 'c.phone'])
    .orderBy('p.position')
    .execute();
}
export type PlaceRow = Awaited<ReturnType<typeof findPlaces>>[number];

/**
 * Gives an open place to a member in one conditional statement: only when nobody holds it, so of two
 * writers on one row one wins (the partial unique indexes of migration 0025 are the wall behind).
 */
export async function claimPlace(
  db: Executor,
  participantId: number,
  c: { customerId: number; placeId: number | null; price: number; now: Instant },
): Promise<boolean> {
  const res = await db
    .updateTable('booking_participants')
    // A place given again is a new member's: their own mails are still to go.
    .set({
      customer_id: c.customerId,
      place_id: c.placeId,
      price: c.price,
      state: 'joined',
      responded_at: c.now,
      sale_id: null,
      team: -1,
      confirmation_sent_at: null,
      reminder_sent_at: null,
    })
    .where('id', '=', participantId)
    .where((eb) => eb.or([eb('state', 'is', null), eb('state', 'not in', PLACE_HOLDING_STATES)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Links a place to its sale. */
export async function setPlaceSale(db: Executor, participantId: number, saleId: number): Promise<void> {
  await db.updateTable('booking_participants').set({ sale_id: saleId }).where('id', '=', participantId).execute();
}

/** Frees a held place (it keeps who last had it, as `left`); false when it was not held any more. */
export async function releasePlace(db: Executor, participantId: number, now: Instant): Promise<boolean> {
  const res = await db
    .updateTable('booking_participants')
    .set({ state: 'left', responded_at: now, sale_id: null })
    .where('id', '=', participantId)
    .where('state', 'in', PLACE_HOLDING_STATES)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** How many sales a place has had (its next sale's number follows them: a freed place is sold again). */
export async function countPlaceSales(db: Executor, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('number', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seats members on the open places of a class in position order (the club's desk: accepted, no sale). */
export async function seatMembers(
  db: Executor,
  bookingId: number,
  seats: Array<{ customerId: number; placeId: number | null }>,
  now: Instant,
): Promise<void> {
  const open = await db
    .selectFrom('booking_participants')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('customer_id', 'is', null)
    .orderBy('position')
    .execute();
  for (const [i, s] of seats.entries()) {
    const row = open[i];
    if (!row) break;
    // Seated in person: the desk is their confirmation (no mail); the reminder still goes.
    await db
      .updateTable('booking_participants')
      .set({ customer_id: s.customerId, place_id: s.placeId, state: 'accepted', responded_at: now, confirmation_sent_at: now })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Classes (by-place bookings still to end) with a held place whose unpaid sale's hold has run out. */
export function findClassesWithLapsedPlaces(db: Executor, now: Instant, limit: number) {
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .innerJoin('sales as s', 's.id', 'p.sale_id')
    .select('bk.id')
    .distinct()
    .where('t.by_place', '=', 1)
    .where('bk.status', '=', 'active')
    .where('bk.ends_at', '>', now)
    .where('p.state', 'in', PLACE_HOLDING_STATES)
    .where(holdRanOutSql('s.hold_expires_at', 's.status', now))
    .orderBy('bk.id')
    .limit(limit)
    .execute();
}

export type PlaceMailMarker = 'confirmation_sent_at' | 'reminder_sent_at';

/**
 * Places of live classes, held and settled (their own sale paid, or a free place, which has no sale), whose
 * `marker` mail has not gone (booking-mail.service.ts): for the confirmation, classes not over yet; for the
 * reminder, those starting in (now, startsBy]. A paid place's sale is linked in the unit of work that takes
 * it, so a place without a sale here is a free one.
 */
export function findSettledPlacesToMail(db: Executor, marker: PlaceMailMarker, now: Instant, startsBy: Instant | null, limit: number) {
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .leftJoin('sales as s', 's.id', 'p.sale_id')
    .select(['p.id', 'p.booking_id'])
    .where('t.by_place', '=', 1)
    .where('bk.status', '=', 'active')
    .where('p.state', 'in', PLACE_HOLDING_STATES)
    .where('p.customer_id', 'is not', null)
    .where((eb) => eb.or([eb('p.sale_id', 'is', null), eb('s.status', '=', 'paid')]))
    .where(`p.${marker}`, 'is', null)
    .$if(startsBy === null, (q) => q.where('bk.ends_at', '>', now))
    .$if(startsBy !== null, (q) => q.where('bk.starts_at', '>', now).where('bk.starts_at', '<=', startsBy as Instant))
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Takes the right to send one place's mail, like `claimMail` for a booking: one statement, one winner. */
export async function claimPlaceMail(db: Executor, participantId: number, marker: PlaceMailMarker, now: Instant): Promise<boolean> {
  const res = await db
    .updateTable('booking_participants')
    .set({ [marker]: now })
    .where('id', '=', participantId)
    .where(marker, 'is', null)
    .where('state', 'in', PLACE_HOLDING_STATES)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
