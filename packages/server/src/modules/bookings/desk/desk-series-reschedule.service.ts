import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal } from '@clubportal/contract/club-time';
import {
  SERIES_MAX_OCCURRENCES,
  type SeriesConflict,
  type SeriesOnConflict,
  type SeriesRescheduleAction,
} from '@clubportal/contract/staff-series';
import type { AuditActor } from '../../../db/audit-log.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundsDeps } from '../../payments/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { club } from '../core/booking-context.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { bookAtDesk, deskType, lockCourts, moveAtDesk } from './desk-bookings.service.js';
import { findSeries, setBookingsSeries, setSeriesPattern } from './desk-series.repository.js';
import { addDays, checkDate, isPaid, type SeriesRow } from './desk-series.service.js';
import { cancelOccurrence, courtName, datesChanged, playersOf, refundOf, seriesMail, targetsOf } from './desk-series-edits.service.js';
import type { SeriesMail } from './series-mails.js';

/**
 * A recurring booking's occurrences from one on (this and the following, or all still to come) take another weekday,
 * time or last date (issue 33 §2), previewed like the creation. Each week's occurrence moves to the new day of its own
 * week (the desk's move: a paid one keeps its paid price); a later last date books the new weeks (each a walk-in of its
 * own, priced by the rules for its date); an earlier one cancels the weeks it drops (a paid one given back in full, as
 * the series' cancel does). A date that cannot take the change is skipped (the occurrence stays where it was, the new
 * week is not booked) or stops the series there (everything from it on is cancelled or not booked), as the staff
 * choose. The save sends back what the preview showed and is refused (409, naming the dates) when that changed.
 * A new week is booked as the series is from now on (its court and length) and carries the price staff agreed for the
 * series when they made it; the series keeps its new weekday and time.
 */

export type Rescheduled = {
  action: SeriesRescheduleAction;
  date: string;
  from: string | null;
  bookingId: number | null;
  startsAt: string;
  /** Minor units: what the date costs after (a move's charged price, a new date's rules price); null: unpriced. */
  price: number | null;
  difference: number;
  paid: boolean;
  conflict: SeriesConflict | null;
  refund: number;
  /** The occurrence moved or cancelled (its court, duration and price), or null for a new date. */
  row: SeriesRow | null;
  /** A new date booked at the series' agreed price: what the rules gave it (minor units), for the override's audit. */
  rulesPrice?: number;
};

type Planned = { date: string; action: SeriesRescheduleAction };
export type RescheduleResult = {
  currency: string;
  dates: Rescheduled[];
  expected: Planned[];
  mail: SeriesMail;
  /** The price staff agreed for the series (minor units) and why, which the new dates carry; null: the rules'. */
  override: { price: number; reason: string } | null;
};

export type RescheduleSpec = {
  bookingId: number;
  scope: 'following' | 'all';
  weekday: number;
  time: string;
  until: string;
  onConflict: SeriesOnConflict;
};

/** The Monday of a date's week (club-local dates, ISO weekdays 1-7). */
const weekOf = (date: string, zone: string) => addDays(date, 1 - clubDay(date, zone).weekday);

/** What the change does to every date, in date order (nothing written). */
async function planReschedule(trx: Tx, deps: RefundsDeps, seriesId: number, r: RescheduleSpec) {
  const cat = await getCatalogue({ db: trx });
  const c = await club({ ...deps, db: trx });
  const now = nowInstant(deps.clock);
  const s = await findSeries(trx, seriesId);
  if (!s) throw new AppError('not_found', 'seriesNotFound');
  deskType(cat, s.booking_type_id);
  const targets = await targetsOf(trx, deps, seriesId, r.bookingId, r.scope);
  const anchor = targets[0]!;
  const courtOf = (t: SeriesRow) => t.resource_id ?? s.resource_id;
  // A new week is booked as the series is from now on (its court and length, kept by the edits of the following
  // dates), at the price staff agreed for it when there is one.
  const priceOfNew = (rules: number | null) => (rules === null ? null : (s.price_override ?? rules));
  const dateOf = (t: SeriesRow) => instantToLocal(t.starts_at, c.zone).date;
  // The new dates: the chosen weekday of the first occurrence's week, then every N weeks of the series, until the last date.
  const dates: string[] = [];
  for (let d = addDays(weekOf(dateOf(anchor), c.zone), r.weekday - 1); d <= r.until; d = addDays(d, 7 * s.every_weeks)) {
    if (dates.length === SERIES_MAX_OCCURRENCES) throw new AppError('bad_request', 'seriesTooManyDates', { max: SERIES_MAX_OCCURRENCES });
    dates.push(d);
  }
  const byWeek = new Map<string, SeriesRow>();
  const extra: SeriesRow[] = [];
  for (const t of targets) {
    const week = weekOf(dateOf(t), c.zone);
    if (byWeek.has(week)) extra.push(t);
    else byWeek.set(week, t);
  }
  const ctx = { cat, c, now };
  const out: Rescheduled[] = [];
  const cancel = async (t: SeriesRow): Promise<Rescheduled> => ({
    action: 'cancel',
    date: dateOf(t),
    from: null,
    bookingId: t.id,
    startsAt: t.starts_at,
    price: t.price,
    difference: 0,
    paid: isPaid(t),
    conflict: null,
    refund: await refundOf(trx, t.id),
    row: t,
  });
  for (const date of dates) {
    const week = weekOf(date, c.zone);
    const t = byWeek.get(week);
    byWeek.delete(week);
    if (!t) {
      const d = await checkDate(trx, ctx, {
        bookingId: 0,
        bookingTypeId: s.booking_type_id,
        resourceId: s.resource_id,
        date,
        time: r.time,
        durationMinutes: s.duration_minutes,
        customerId: s.owner_customer_id,
      });
      const base = {
        date,
        from: null,
        bookingId: null,
        startsAt: d.startsAt,
        price: priceOfNew(d.price),
        difference: 0,
        paid: false,
        refund: 0,
        row: null,
      };
      out.push({ ...base, action: d.conflict ? 'skip' : 'book', conflict: d.conflict });
      continue;
    }
    const local = instantToLocal(t.starts_at, c.zone);
    const base = { from: local.date, bookingId: t.id, paid: isPaid(t), refund: 0, row: t };
    if (local.date === date && local.time === r.time) {
      out.push({ ...base, action: 'keep', date, from: null, startsAt: t.starts_at, price: t.price, difference: 0, conflict: null });
      continue;
    }
    const slot = { resourceId: courtOf(t), time: r.time, durationMinutes: t.duration_minutes };
    const d = await checkDate(trx, ctx, {
      ...slot,
      bookingId: t.id,
      bookingTypeId: s.booking_type_id,
      date,
      customerId: s.owner_customer_id,
    });
    if (d.conflict) {
      out.push({
        ...base,
        action: 'skip',
        date: local.date,
        from: null,
        startsAt: t.starts_at,
        price: t.price,
        difference: 0,
        conflict: d.conflict,
      });
      continue;
    }
    const mv = await moveAtDesk(trx, deps, { ...slot, startsAt: d.startsAt }, t.id, false);
    out.push({
      ...base,
      action: 'move',
      date,
      startsAt: d.startsAt,
      price: mv.charged,
      difference: mv.difference,
      paid: mv.paid,
      conflict: null,
    });
  }
  // Weeks past the new last date, and any second occurrence of one week: dropped.
  for (const t of [...byWeek.values(), ...extra]) out.push(await cancel(t));
  out.sort((a, b) => a.date.localeCompare(b.date) || (a.bookingId ?? 0) - (b.bookingId ?? 0));
  if (r.onConflict === 'stop') {
    const first = out.findIndex((o) => o.conflict !== null);
    if (first >= 0)
      for (let i = first; i < out.length; i++) {
        const o = out[i]!;
        // The series ends before the first date that cannot take the change: what was booked from there is cancelled.
        if (o.row && o.action !== 'cancel') out[i] = { ...(await cancel(o.row)), conflict: o.conflict };
        else if (o.action === 'book') out[i] = { ...o, action: 'skip' };
      }
  }
  return { cat, c, s, dates: out };
}

const expectedOf = (dates: Rescheduled[]): Planned[] => dates.map((d) => ({ date: d.date, action: d.action }));
const keyOf = (e: { date: string; action: string }) => `${e.date} ${e.action}`;

/**
 * Previews (`save` null) or saves the change. The save, under the courts' and the occurrences' locks, plans again and
 * refuses (409, naming the dates) a plan other than the one the staff saw; then cancels, moves and books, in that
 * order, and keeps the series' time. Each date and the mail's lines are answered for the caller's audit and mail.
 */
export async function rescheduleSeries(
  trx: Tx,
  deps: RefundsDeps,
  seriesId: number,
  r: RescheduleSpec,
  save: { expected: Planned[]; actor: AuditActor } | null,
): Promise<RescheduleResult> {
  const now = nowInstant(deps.clock);
  if (save) {
    const s = await findSeries(trx, seriesId);
    if (!s) throw new AppError('not_found', 'seriesNotFound');
    const targets = await targetsOf(trx, deps, seriesId, r.bookingId, r.scope);
    await lockCourts(trx, deps, [s.resource_id, ...targets.map((t) => t.resource_id ?? s.resource_id)], now);
    for (const t of [...targets].sort((a, b) => a.id - b.id)) await lockRow(trx, 'bookings', t.id);
  }
  const plan = await planReschedule(trx, deps, seriesId, r);
  const expected = expectedOf(plan.dates);
  const mail = seriesMail(plan.c, plan.s.type_name, []);
  const { price_override: agreed, price_override_reason: why } = plan.s;
  const override = agreed === null ? null : { price: agreed, reason: why ?? '' };
  if (!save) return { currency: plan.c.currency, mail, dates: plan.dates, expected, override };

  const seen = save.expected.map(keyOf);
  const planned = expected.map(keyOf);
  const changed = datesChanged(seen, planned).map((k) => k.slice(0, 10));
  if (changed.length) throw new AppError('conflict', 'seriesEditChanged', { dates: [...new Set(changed)].join(', ') });
  if (!plan.dates.some((d) => d.action === 'move' || d.action === 'book' || d.action === 'cancel'))
    throw new AppError('bad_request', 'seriesNothingToChange');

  const rows = plan.dates.map((d) => d.row).filter((x): x is SeriesRow => x !== null);
  const players = await playersOf(trx, rows);
  const playersOfRow = (id: number | null) => (id === null ? [plan.s.owner_customer_id] : (players.get(id) ?? [plan.s.owner_customer_id]));
  const saved: Rescheduled[] = [];
  const courtOf = (row: SeriesRow | null) => row?.resource_id ?? plan.s.resource_id;
  // Cancels first (they free time), then moves, then the new dates.
  for (const d of plan.dates.filter((x) => x.action === 'cancel')) {
    const done = await cancelOccurrence(trx, deps, { id: d.bookingId! }, now, save.actor);
    if (!done) throw new AppError('conflict', 'seriesEditChanged', { dates: d.date });
    saved.push({ ...d, refund: done.refund });
    mail.dates.push({
      action: 'cancelled',
      startsAt: d.startsAt as Instant,
      court: courtName(plan.cat, courtOf(d.row)),
      customerIds: playersOfRow(d.bookingId),
      legsOf: done.legsOf,
      unpaidCancelled: done.unpaidCancelled,
    });
  }
  for (const d of plan.dates.filter((x) => x.action === 'move')) {
    const to = { resourceId: courtOf(d.row), startsAt: d.startsAt, durationMinutes: d.row!.duration_minutes };
    const mv = await moveAtDesk(trx, deps, to, d.bookingId!, true);
    saved.push({ ...d, price: mv.charged, difference: mv.difference, paid: mv.paid });
    mail.dates.push({
      action: 'moved',
      startsAt: mv.after.startsAt as Instant,
      court: courtName(plan.cat, mv.after.resourceId),
      fromStartsAt: mv.before.startsAt as Instant,
      fromCourt: courtName(plan.cat, mv.before.resourceId),
      customerIds: playersOfRow(d.bookingId),
    });
  }
  const booked: number[] = [];
  for (const d of plan.dates.filter((x) => x.action === 'book')) {
    const b = await bookAtDesk(trx, deps, {
      resourceId: plan.s.resource_id,
      startsAt: d.startsAt,
      durationMinutes: plan.s.duration_minutes,
      bookingTypeId: plan.s.booking_type_id,
      ownerId: plan.s.owner_customer_id,
      guestName: plan.s.guest_name,
      overridePrice: override?.price,
    });
    booked.push(b.bookingId);
    saved.push({ ...d, bookingId: b.bookingId, price: b.price, rulesPrice: b.rulesPrice });
    mail.dates.push({
      action: 'booked',
      startsAt: d.startsAt as Instant,
      court: courtName(plan.cat, plan.s.resource_id),
      customerIds: [plan.s.owner_customer_id],
    });
  }
  await setBookingsSeries(trx, seriesId, booked);
  await setSeriesPattern(trx, seriesId, { local_time: r.time, weekday: r.weekday });
  gridsChanged(trx, deps.caches);
  const rest = plan.dates.filter((d) => d.action === 'keep' || d.action === 'skip');
  const dates = [...saved, ...rest].sort((a, b) => a.date.localeCompare(b.date) || (a.bookingId ?? 0) - (b.bookingId ?? 0));
  mail.dates.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { currency: plan.c.currency, mail, dates, expected, override };
}
