import { PaymentType } from '@clubportal/contract/enums';
import type { Executor } from '../../../db/dialect.js';

/* Queries of the classes staff open and cancel (staff-classes*.service.ts). No rules. */

/** The owner the club's classes already name (its own account), the latest class's; undefined before the first class. */
export async function findClassOwner(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('bookings as bk')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .select('bk.owner_customer_id')
    .where('t.by_place', '=', 1)
    .where('bk.origin', '=', 'club')
    .orderBy('bk.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.owner_customer_id ?? undefined;
}

/** The active class a save with this token already opened (a double submit's first save), else undefined. */
export async function findClassByToken(db: Executor, token: string) {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('token', '=', token)
    .where('payment_type', '=', PaymentType.ByPlace)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

/** The floor plan each of these classes follows, by name. */
export function findClassPlans(db: Executor, classIds: number[]) {
  if (!classIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings as bk')
    .innerJoin('booking_templates as tp', 'tp.id', 'bk.booking_template_id')
    .select(['bk.id', 'tp.name'])
    .where('bk.id', 'in', classIds)
    .execute();
}

/** The floor plans of these types with how many places each has (archived places aside). */
export function findTypePlans(db: Executor, planIds: number[]) {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_templates as tp')
    .leftJoin('booking_template_places as pl', (j) => j.onRef('pl.booking_template_id', '=', 'tp.id').on('pl.archived_at', 'is', null))
    .select(['tp.id', 'tp.name', (eb) => eb.fn.count<number>('pl.id').as('places')])
    .where('tp.id', 'in', planIds)
    .groupBy(['tp.id', 'tp.name'])
    .execute();
}

/** Active staff accounts a class may name as its coach. */
export function findCoaches(db: Executor) {
  return db.selectFrom('staff_accounts').select(['id', 'name']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
}
