import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { SERIES_MAX_OCCURRENCES, type SeriesConflict, type SeriesOnConflict } from '@clubportal/contract/staff-series';
import type { Executor } from '../../../db/dialect.js';
import type { Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundsDeps } from '../../payments/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, MAX_BOOKING_MINUTES, type Club } from '../core/booking-context.js';
import { bookAtDesk, checkDeskSlot, deskType, lockCourts, rulesPrice } from './desk-bookings.service.js';
import { findSeries, findSeriesBookings, insertSeries, seriesIdOf, setBookingsSeries } from './desk-series.repository.js';
import { findCollisions } from './desk.repository.js';
import type { SeriesMail } from './series-mails.js';

/**
 * Recurring bookings at the desk (issue 33 §2), on the engine's desk rules (desk-bookings.service.ts): every date of
 * a series is checked as a walk-in would be (the court's kind and hours, the type's grid, other bookings and the
 * club's blocks) and priced by the rules for that date; create books each as a walk-in of its own (its own sale),
 * all under the court's lock, after checking again that the dates the staff saw are still the ones to book. The edits
 * are desk-series-edits.service.ts (move, cancel) and desk-series-reschedule.service.ts (weekday, time, last date).
 *
 * A type sold by place (a class: each place sold apart, on its floor plan) is no series: its sessions are the club's
 * classes, whose places members take one by one. A type that allows shared payment is booked as the walk-in is, in
 * full for the customer at the club (the type allows full payment too): sharing is each invited player paying their
 * part online before the deadline, which a desk series made weeks ahead for players nobody has named cannot ask.
 */

export type SeriesSpec = {
  resourceId: number;
  bookingTypeId: number;
  durationMinutes: number;
  startDate: string;
  time: string;
  everyWeeks: number;
  end: { kind: 'until'; date: string } | { kind: 'count'; count: number };
};

export type PlannedOccurrence = {
  date: string;
  startsAt: string;
  price: number | null;
  conflict: SeriesConflict | null;
  included: boolean;
};

const DAY = 86_400_000;
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The series' dates: the first, then every N weeks, until the last date or the count, at most SERIES_MAX_OCCURRENCES. */
export function seriesDates(spec: Pick<SeriesSpec, 'startDate' | 'everyWeeks' | 'end'>): string[] {
  const dates: string[] = [];
  for (let k = 0; dates.length < SERIES_MAX_OCCURRENCES; k++) {
    const date = addDays(spec.startDate, k * 7 * spec.everyWeeks);
    if (spec.end.kind === 'until' ? date > spec.end.date : dates.length >= spec.end.count) break;
    dates.push(date);
  }
  return dates;
}

const conflictOf = (err: unknown): SeriesConflict | null => {
  if (!(err instanceof AppError)) return null;
  if (err.key === 'slotInPast' || err.key === 'slotNotOffered') return 'closed';
  if (err.key === 'slotNotPriced') return 'unpriced';
  return null;
};

export type SeriesContext = { cat: Catalogue; c: Club; now: Instant };

/** Whether a date is bookable on a court at a time for a duration (`bookingId` aside), and its price by the rules (minor units). */
export async function checkDate(
  db: Executor,
  ctx: SeriesContext,
  q: {
    bookingId: number;
    bookingTypeId: number;
    resourceId: number;
    date: string;
    time: string;
    durationMinutes: number;
    customerId: number | null;
  },
): Promise<{ startsAt: string; price: number | null; conflict: SeriesConflict | null }> {
  const local = localToInstant({ date: q.date, time: q.time }, ctx.c.zone);
  if (!local.ok) return { startsAt: local.nextInstant, price: null, conflict: 'closed' };
  const type = deskType(ctx.cat, q.bookingTypeId);
  const slot = { resourceId: q.resourceId, startsAt: local.instant, durationMinutes: q.durationMinutes };
  let checked: ReturnType<typeof checkDeskSlot>;
  try {
    checked = checkDeskSlot(ctx.cat, type, ctx.c, slot, ctx.now);
  } catch (err) {
    const conflict = conflictOf(err);
    if (!conflict) throw err;
    return { startsAt: local.instant, price: null, conflict };
  }
  let price: number | null = null;
  let conflict: SeriesConflict | null = await findCollisions(
    db,
    q.bookingId,
    [q.resourceId],
    checked.start,
    checked.end as Instant,
    MAX_BOOKING_MINUTES,
  );
  try {
    price = (await rulesPrice(db, type, checked, q.customerId)).price;
  } catch (err) {
    const unpriced = conflictOf(err);
    if (!unpriced) throw err;
    conflict ??= unpriced;
  }
  return { startsAt: checked.start, price, conflict };
}

/** Which dates create books: every free one (skip), or the free ones before the first conflict (stop). */
function include(occurrences: Array<Omit<PlannedOccurrence, 'included'>>, onConflict: SeriesOnConflict): PlannedOccurrence[] {
  let stopped = false;
  return occurrences.map((o) => {
    if (o.conflict && onConflict === 'stop') stopped = true;
    return { ...o, included: !o.conflict && !stopped };
  });
}

/** Every date of a series with its price (the override's when given) and its conflict, and which ones create books. */
export async function planSeries(
  db: Executor,
  deps: RefundsDeps,
  spec: SeriesSpec & { customerId: number | null; overridePrice?: number | undefined; onConflict: SeriesOnConflict },
): Promise<{ currency: string; club: Club; typeName: string; occurrences: PlannedOccurrence[] }> {
  const cat = await getCatalogue({ db });
  // Read through the caller's executor: on SQLite a unit of work's one connection is busy until it ends.
  const c = await club({ ...deps, db });
  const ctx = { cat, c, now: nowInstant(deps.clock) };
  deskType(cat, spec.bookingTypeId);
  const planned = [];
  for (const date of seriesDates(spec)) {
    const d = await checkDate(db, ctx, { ...spec, bookingId: 0, date, customerId: spec.customerId });
    planned.push({ date, startsAt: d.startsAt, price: d.price === null ? null : (spec.overridePrice ?? d.price), conflict: d.conflict });
  }
  return {
    currency: c.currency,
    club: c,
    typeName: deskType(cat, spec.bookingTypeId).name,
    occurrences: include(planned, spec.onConflict),
  };
}

/**
 * Creates a series in the caller's unit of work: the court locked, every date checked again, and refused (409,
 * naming them) when the dates to book are not the ones the staff saw; then each date booked as a walk-in of its own.
 */
export async function bookSeries(
  trx: Tx,
  deps: RefundsDeps,
  s: SeriesSpec & {
    onConflict: SeriesOnConflict;
    dates: string[];
    ownerId: number;
    guestName: string;
    /** Staff's price for every date (minor units) and why: kept on the series, for the weeks a later change adds. */
    overridePrice?: number | undefined;
    overrideReason?: string | undefined;
    staffId: number | null;
  },
) {
  const now = nowInstant(deps.clock);
  await lockCourts(trx, deps, [s.resourceId], now);
  const plan = await planSeries(trx, deps, { ...s, customerId: s.ownerId });
  const dates = plan.occurrences.filter((o) => o.included).map((o) => o.date);
  const seen = new Set(s.dates);
  const changed = [...dates.filter((d) => !seen.has(d)), ...s.dates.filter((d) => !dates.includes(d))].sort();
  if (changed.length) throw new AppError('conflict', 'seriesChanged', { dates: changed.join(', ') });
  if (!dates.length) throw new AppError('bad_request', 'seriesNothingToBook');
  const seriesId = await insertSeries(trx, {
    owner_customer_id: s.ownerId,
    booking_type_id: s.bookingTypeId,
    resource_id: s.resourceId,
    first_date: s.startDate,
    local_time: s.time,
    weekday: clubDay(s.startDate, plan.club.zone).weekday,
    duration_minutes: s.durationMinutes,
    every_weeks: s.everyWeeks,
    guest_name: s.guestName,
    price_override: s.overridePrice ?? null,
    price_override_reason: s.overridePrice === undefined ? null : (s.overrideReason ?? ''),
    created_by_staff_id: s.staffId,
    created_at: now,
  });
  const made = [];
  for (const o of plan.occurrences.filter((x) => x.included)) {
    const b = await bookAtDesk(trx, deps, {
      resourceId: s.resourceId,
      startsAt: o.startsAt,
      durationMinutes: s.durationMinutes,
      bookingTypeId: s.bookingTypeId,
      ownerId: s.ownerId,
      guestName: s.guestName,
      overridePrice: s.overridePrice,
    });
    made.push({ ...b, date: o.date, startsAt: o.startsAt });
  }
  await setBookingsSeries(
    trx,
    seriesId,
    made.map((m) => m.bookingId),
  );
  const court = (await getCatalogue({ db: trx })).resourceById.get(s.resourceId)?.name ?? '';
  const mail: SeriesMail = {
    kind: 'booked',
    typeName: plan.typeName,
    zone: plan.club.zone,
    clubName: plan.club.name,
    currency: plan.currency,
    dates: made.map((m) => ({ action: 'booked', startsAt: m.startsAt as Instant, court, customerIds: [s.ownerId] })),
  };
  return {
    seriesId,
    currency: plan.currency,
    bookings: made,
    skipped: plan.occurrences.filter((o) => !o.included).map((o) => o.date),
    mail,
  };
}

export type SeriesRow = Awaited<ReturnType<typeof findSeriesBookings>>[number];
export const isPaid = (b: SeriesRow) => b.sale_status === 'paid' || Number(b.sale_paid ?? 0) > 0;

/** A booking's series with every occurrence; null when it is of none. */
export async function seriesOfBooking(db: Executor, deps: RefundsDeps, bookingId: number) {
  const id = await seriesIdOf(db, bookingId);
  if (id === null) return null;
  const [s, rows, c] = await Promise.all([findSeries(db, id), findSeriesBookings(db, id), club({ ...deps, db })]);
  if (!s) return null;
  const now = nowInstant(deps.clock);
  return {
    id: s.id,
    ownerName: s.guest_name || `${s.owner_name} ${s.owner_surname}`.trim(),
    typeName: s.type_name,
    everyWeeks: s.every_weeks,
    weekday: s.weekday,
    time: s.local_time,
    currency: c.currency,
    bookings: rows.map((b) => ({
      bookingId: b.id,
      date: instantToLocal(b.starts_at, c.zone).date,
      startsAt: b.starts_at,
      durationMinutes: b.duration_minutes,
      resourceId: b.resource_id ?? s.resource_id,
      price: b.price,
      status: b.status === 'active' ? ('active' as const) : ('cancelled' as const),
      paid: isPaid(b),
      started: b.starts_at <= now,
    })),
  };
}
