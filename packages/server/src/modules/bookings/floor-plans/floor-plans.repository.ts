import type { Insertable, Updateable } from 'kysely';
import { PLACE_HOLDING_STATES } from '@clubportal/contract/bookings';
import type { Executor } from '../../../db/dialect.js';
import type { BookingTemplatesTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { classPlacesQuery } from '../by-place/by-place.repository.js';

/* Kysely reads and writes of the staff's floor plans (floor-plans.service.ts, floor-plan-links.ts). No rules. */

/** The plans staff see (not archived), by name; or one plan, archived or not. */
export function findPlans(db: Executor, id?: number) {
  let q = db.selectFrom('booking_templates').selectAll();
  q = id === undefined ? q.where('archived_at', 'is', null) : q.where('id', '=', id);
  return q.orderBy('name').orderBy('id').execute();
}
export type PlanRow = Awaited<ReturnType<typeof findPlans>>[number];

/** Another plan in use called `name` (any case), if any. */
export function findPlanNamed(db: Executor, name: string, except: number | null) {
  return db
    .selectFrom('booking_templates')
    .select(['id', 'name'])
    .where('archived_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(except !== null, (q) => q.where('id', '!=', except as number))
    .executeTakeFirst();
}

export async function insertPlan(db: Executor, row: Insertable<BookingTemplatesTable>): Promise<number> {
  return (await db.insertInto('booking_templates').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePlan(db: Executor, id: number, values: Updateable<BookingTemplatesTable>): Promise<void> {
  await db.updateTable('booking_templates').set(values).where('id', '=', id).execute();
}

/** Deletes a plan nothing ever used (its places go with it). */
export async function deletePlan(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('booking_template_places').where('booking_template_id', '=', id).execute();
  await db.deleteFrom('booking_templates').where('id', '=', id).execute();
}

/** The places in use of these plans, in their order. */
export function findPlanPlaces(db: Executor, planIds: number[]) {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_template_places')
    .select(['id', 'booking_template_id', 'place', 'config_json', 'sort_order'])
    .where('booking_template_id', 'in', planIds)
    .where('archived_at', 'is', null)
    .orderBy('booking_template_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type PlanPlaceRow = Awaited<ReturnType<typeof findPlanPlaces>>[number];

export async function insertPlace(
  db: Executor,
  row: { booking_template_id: number; place: string; config_json: string; sort_order: number },
): Promise<number> {
  return (await db.insertInto('booking_template_places').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePlace(db: Executor, id: number, values: { place: string; config_json: string; sort_order: number }) {
  await db.updateTable('booking_template_places').set(values).where('id', '=', id).execute();
}

/** Takes a place off its plan: archived when a participant ever had it (their rosters keep its label), else deleted. */
export async function removePlace(db: Executor, id: number, now: Instant): Promise<'archived' | 'deleted'> {
  const used = await db.selectFrom('booking_participants').select('id').where('place_id', '=', id).limit(1).executeTakeFirst();
  if (used) {
    await db.updateTable('booking_template_places').set({ archived_at: now }).where('id', '=', id).execute();
    return 'archived';
  }
  await db.deleteFrom('booking_template_places').where('id', '=', id).execute();
  return 'deleted';
}

/** The booking types that chose these plans. */
export function findTypesOfPlans(db: Executor, planIds: number[]) {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_types')
    .select(['id', 'name', 'max_participants', 'booking_template_id'])
    .where('booking_template_id', 'in', planIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const classColumns = [
  'bk.id',
  'bk.booking_type_id',
  'bk.starts_at',
  'bk.max_participants',
  'bk.booking_template_id',
  't.name as type_name',
] as const;

/** Classes not over yet (active, ending after `now`) on these plans, first first. */
export function findClassesOnPlans(db: Executor, planIds: number[], now: Instant) {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings as bk')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .select(classColumns)
    .where('bk.booking_template_id', 'in', planIds)
    .where('bk.status', '=', 'active')
    .where('bk.ends_at', '>', now)
    .orderBy('bk.starts_at')
    .orderBy('bk.id')
    .execute();
}
export type ClassOnPlanRow = Awaited<ReturnType<typeof findClassesOnPlans>>[number];

/** A by-place type's classes not over yet, first first. */
export function findClassesOfType(db: Executor, typeId: number, now: Instant) {
  return db
    .selectFrom('bookings as bk')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .select(classColumns)
    .where('bk.booking_type_id', '=', typeId)
    .where('bk.status', '=', 'active')
    .where('bk.ends_at', '>', now)
    .orderBy('bk.starts_at')
    .orderBy('bk.id')
    .execute();
}

/** Whether anything points at this plan: a class (past or to come), or a participant at one of its places. */
export async function planEverUsed(db: Executor, planId: number): Promise<boolean> {
  const byClass = await db.selectFrom('bookings').select('id').where('booking_template_id', '=', planId).limit(1).executeTakeFirst();
  if (byClass) return true;
  const byPlace = await db
    .selectFrom('booking_participants as p')
    .innerJoin('booking_template_places as tp', 'tp.id', 'p.place_id')
    .select('p.id')
    .where('tp.booking_template_id', '=', planId)
    .limit(1)
    .executeTakeFirst();
  return !!byPlace;
}

/** Who holds a place in these classes (their sale's state, to leave out holds that ran out), in place order. */
export function findHolders(db: Executor, classIds: number[]) {
  if (!classIds.length) return Promise.resolve([]);
  return classPlacesQuery(db, classIds).select('p.place_id').where('p.state', 'in', PLACE_HOLDING_STATES).orderBy('p.position').execute();
}
export type HolderRow = Awaited<ReturnType<typeof findHolders>>[number];

export async function setClassPlan(db: Executor, classId: number, planId: number | null): Promise<void> {
  await db.updateTable('bookings').set({ booking_template_id: planId }).where('id', '=', classId).execute();
}

export async function setParticipantPlace(db: Executor, participantId: number, placeId: number): Promise<void> {
  await db.updateTable('booking_participants').set({ place_id: placeId }).where('id', '=', participantId).execute();
}

export async function setTypePlan(db: Executor, typeId: number, planId: number | null): Promise<void> {
  await db.updateTable('booking_types').set({ booking_template_id: planId }).where('id', '=', typeId).execute();
}
