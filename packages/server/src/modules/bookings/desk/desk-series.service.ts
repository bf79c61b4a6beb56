import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { SERIES_MAX_OCCURRENCES, type SeriesConflict, type SeriesOnConflict, type SeriesScope } from '@clubportal/contract/staff-series';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { club, MAX_BOOKING_MINUTES } from '../core/booking-context.js';
import { cancelBookingRow, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { refundShare } from '../my-bookings/share-refunds.js';
import { bookingFreed } from '../waitlist/booking-waitlist-offers.js';
import { checkDeskVersion } from './desk-version.js';
import { bookAtDesk, checkDeskSlot, deskType, lockCourts, moveAtDesk, rulesPrice } from './desk-bookings.service.js';
import { findSeries, findSeriesBookings, insertSeries, seriesIdOf, setBookingsSeries } from './desk-series.repository.js';
import { findCollisions } from './desk.repository.js';
import type { AuditActor } from '../../../db/audit-log.js';

/**
 * Recurring bookings at the desk (issue 33 §2), on the engine's desk rules (desk-bookings.service.ts): every date of
 * a series is checked as a walk-in would be (the court's kind and hours, the type's grid, other bookings and the
 * club's blocks) and priced by the rules for that date; create books each as a walk-in of its own (its own sale),
 * all under the court's lock, after checking again that the dates the staff saw are still the ones to book. Edits
 * reuse the desk's move (a paid occurrence keeps its paid price) and cancel (an unpaid one released, a paid one
 * refunded the way it was paid, as the owner's cancel does: the club called it off).
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
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

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

/** Whether a date is bookable on a court at a time for a duration, and its price by the rules (minor units). */
async function checkDate(
  db: Executor,
  ctx: { cat: Awaited<ReturnType<typeof getCatalogue>>; c: Awaited<ReturnType<typeof club>>; now: Instant },
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
): Promise<{ currency: string; occurrences: PlannedOccurrence[] }> {
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
  return { currency: c.currency, occurrences: include(planned, spec.onConflict) };
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
    overridePrice?: number | undefined;
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
    duration_minutes: s.durationMinutes,
    every_weeks: s.everyWeeks,
    guest_name: s.guestName,
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
  return {
    seriesId,
    currency: plan.currency,
    bookings: made,
    skipped: plan.occurrences.filter((o) => !o.included).map((o) => o.date),
  };
}

type SeriesRow = Awaited<ReturnType<typeof findSeriesBookings>>[number];
const isPaid = (b: SeriesRow) => b.sale_status === 'paid' || Number(b.sale_paid ?? 0) > 0;

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

/** The occurrences an edit from `bookingId` applies to: it alone, it and the later ones, or all still to come. */
async function targetsOf(db: Executor, deps: RefundsDeps, seriesId: number, bookingId: number, scope: SeriesScope) {
  const rows = await findSeriesBookings(db, seriesId);
  const chosen = rows.find((r) => r.id === bookingId);
  if (!chosen) throw new AppError('not_found', 'seriesNotFound');
  const now = nowInstant(deps.clock);
  const live = rows.filter((r) => r.status === 'active');
  const targets =
    scope === 'one'
      ? live.filter((r) => r.id === bookingId)
      : live.filter((r) => r.starts_at > now && (scope === 'all' || r.starts_at >= chosen.starts_at));
  if (!targets.length) throw new AppError('bad_request', 'seriesNothingToChange');
  return targets;
}

export type SeriesEdit = {
  bookingId: number;
  date: string;
  startsAt: string;
  priceBefore: number;
  priceAfter: number;
  charged: number;
  difference: number;
  paid: boolean;
  conflict: SeriesConflict | null;
  refund: number;
  before?: { resourceId: number; startsAt: string; durationMinutes: number; price: number };
};

/**
 * Moves the chosen occurrences to another time on their own date, another court or duration; with `save` false only
 * answers each one's new price and conflict. Saving with any conflict is refused (409, naming the dates): the staff
 * change the others only, or choose another time. Each saved move is the desk's (a paid one keeps its paid price).
 */
export async function moveSeries(
  trx: Tx,
  deps: RefundsDeps,
  seriesId: number,
  m: { bookingId: number; scope: SeriesScope; resourceId: number; time: string; durationMinutes: number; version?: string | undefined },
  save: boolean,
): Promise<{ currency: string; occurrences: SeriesEdit[] }> {
  const cat = await getCatalogue({ db: trx });
  const c = await club({ ...deps, db: trx });
  const now = nowInstant(deps.clock);
  // The date the desk opened is still as it saw it (issue 33 §8): else 409 with what changed, before anything is read.
  await checkDeskVersion(trx, deps, m.bookingId, m.version);
  const targets = await targetsOf(trx, deps, seriesId, m.bookingId, m.scope);
  const s = await findSeries(trx, seriesId);
  if (!s) throw new AppError('not_found', 'seriesNotFound');
  if (save) {
    await lockCourts(trx, deps, [m.resourceId, ...targets.map((t) => t.resource_id ?? s.resource_id)], now);
    // Again under the locks: another desk may have moved it meanwhile.
    await lockRow(trx, 'bookings', m.bookingId);
    await checkDeskVersion(trx, deps, m.bookingId, m.version);
  }
  const out: SeriesEdit[] = [];
  for (const t of targets) {
    const date = instantToLocal(t.starts_at, c.zone).date;
    const d = await checkDate(
      trx,
      { cat, c, now },
      { ...m, bookingId: t.id, bookingTypeId: s.booking_type_id, date, customerId: s.owner_customer_id },
    );
    const base = { bookingId: t.id, date, startsAt: d.startsAt, conflict: d.conflict, refund: 0 };
    if (d.conflict) {
      out.push({ ...base, priceBefore: t.price, priceAfter: d.price ?? t.price, charged: t.price, difference: 0, paid: isPaid(t) });
      continue;
    }
    const to = { resourceId: m.resourceId, startsAt: d.startsAt, durationMinutes: m.durationMinutes };
    const mv = await moveAtDesk(trx, deps, to, t.id, false);
    out.push({
      ...base,
      priceBefore: mv.before.price,
      priceAfter: mv.priceAfter,
      charged: mv.charged,
      difference: mv.difference,
      paid: mv.paid,
    });
  }
  if (!save) return { currency: c.currency, occurrences: out };
  const refused = out.filter((o) => o.conflict).map((o) => o.date);
  if (refused.length) throw new AppError('conflict', 'seriesEditConflicts', { dates: refused.join(', ') });
  const saved: SeriesEdit[] = [];
  for (const o of out) {
    const mv = await moveAtDesk(
      trx,
      deps,
      { resourceId: m.resourceId, startsAt: o.startsAt, durationMinutes: m.durationMinutes },
      o.bookingId,
      true,
    );
    saved.push({
      ...o,
      priceBefore: mv.before.price,
      priceAfter: mv.priceAfter,
      charged: mv.charged,
      difference: mv.difference,
      paid: mv.paid,
      before: mv.before,
    });
  }
  return { currency: c.currency, occurrences: saved };
}

/**
 * Cancels the chosen occurrences, or with `save` false says what each would give back. An unpaid one is released
 * (its sale cancelled); a paid one is given back in full the way it was paid (the owner's cancel's refund path,
 * payments/sale-refunds.service.ts): the club called the date off, so no cancel window or refund rule keeps it.
 */
export async function cancelSeries(
  trx: Tx,
  deps: RefundsDeps,
  seriesId: number,
  q: { bookingId: number; scope: SeriesScope; version?: string | undefined },
  save: boolean,
  actor: AuditActor,
): Promise<{ currency: string; occurrences: SeriesEdit[] }> {
  const c = await club({ ...deps, db: trx });
  const now = nowInstant(deps.clock);
  // The date the desk opened is still as it saw it (issue 33 §8): else 409 with what changed.
  await checkDeskVersion(trx, deps, q.bookingId, q.version);
  let targets = await targetsOf(trx, deps, seriesId, q.bookingId, q.scope);
  if (save) {
    const ids = new Set([q.bookingId, ...targets.map((t) => t.id)]);
    for (const id of [...ids].sort((a, b) => a - b)) await lockRow(trx, 'bookings', id);
    // Read again under the locks: another desk may have moved, cancelled or been paid meanwhile.
    await checkDeskVersion(trx, deps, q.bookingId, q.version);
    targets = await targetsOf(trx, deps, seriesId, q.bookingId, q.scope);
  }
  const out: SeriesEdit[] = [];
  for (const t of targets) {
    const participants = await findParticipants(trx, [t.id]);
    const saleIds = [...new Set(participants.map((p) => p.sale_id).filter((id): id is number => id !== null))];
    const sales = (await getSales(trx, saleIds)).filter((s) => s.status !== 'cancelled');
    const refund = sales.reduce((a, s) => a + Math.max(0, s.paid), 0);
    out.push({
      bookingId: t.id,
      date: instantToLocal(t.starts_at, c.zone).date,
      startsAt: t.starts_at,
      priceBefore: t.price,
      priceAfter: t.price,
      charged: t.price,
      difference: 0,
      paid: isPaid(t),
      conflict: null,
      refund,
    });
    if (!save) continue;
    if (!(await cancelBookingRow(trx, t.id, now))) continue;
    deskChanged(trx, deps.caches, {
      kind: 'cancel',
      bookingId: t.id,
      courts: t.resource_id === null ? [] : [t.resource_id],
      at: [t.starts_at],
    });
    for (const sale of sales) {
      if (sale.paid <= 0 || sale.customer_id === null) await cancelUnpaidSale(trx, sale.id);
      else await refundShare(trx, deps, { bookingId: t.id, sale: { ...sale, customer_id: sale.customer_id }, toWallet: false, now, actor });
    }
    await bookingFreed(trx, deps, { id: t.id }, now);
  }
  if (save) gridsChanged(trx, deps.caches);
  return { currency: c.currency, occurrences: out };
}
