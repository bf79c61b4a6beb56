import type { Executor } from '../../../db/dialect.js';

/** What the catalogue (booking-catalogue.service.ts) reads: booking types, courts, their hours and prices. */

export function findBookingTypes(db: Executor, opts: { includeUnpublished?: boolean } = {}) {
  let q = db.selectFrom('booking_types').selectAll();
  if (!opts.includeUnpublished) q = q.where('published', '=', 1);
  return q.orderBy('sort_order').orderBy('id').execute();
}

export function findResourcesAll(db: Executor) {
  return db.selectFrom('resources').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findOpeningsAll(db: Executor) {
  return db
    .selectFrom('opening_hours')
    .select(['resource_id', 'weekday', 'open_time', 'close_time'])
    .orderBy('resource_id')
    .orderBy('weekday')
    .orderBy('open_time')
    .execute();
}
/** Every court's dated exceptions to its weekly hours (migration 0046), by court and date. */
export function findOpeningExceptionsAll(db: Executor) {
  return db
    .selectFrom('opening_exceptions')
    .select(['resource_id', 'date', 'open_time', 'close_time'])
    .orderBy('resource_id')
    .orderBy('date')
    .orderBy('open_time')
    .execute();
}
export type BookingTypeRow = Awaited<ReturnType<typeof findBookingTypes>>[number];

export function findTypeResources(db: Executor, typeIds: number[]) {
  if (!typeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_type_resources')
    .selectAll()
    .where('booking_type_id', 'in', typeIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type TypeResourceRow = Awaited<ReturnType<typeof findTypeResources>>[number];

export function findPriceRows(db: Executor, typeIds: number[]) {
  if (!typeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_prices')
    .selectAll()
    .where('booking_type_id', 'in', typeIds)
    .orderBy('booking_type_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export type ResourceRow = Awaited<ReturnType<typeof findResourcesAll>>[number];
