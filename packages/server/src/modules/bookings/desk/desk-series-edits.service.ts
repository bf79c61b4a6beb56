import { holdsPlace } from '@clubportal/contract/bookings';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { SeriesConflict, SeriesScope } from '@clubportal/contract/staff-series';
import type { AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundLeg, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales } from '../../sales/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, type Club } from '../core/booking-context.js';
import { cancelBookingRow, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { refundShare } from '../my-bookings/share-refunds.js';
import { bookingFreed } from '../waitlist/booking-waitlist-offers.js';
import { lockCourts, moveAtDesk } from './desk-bookings.service.js';
import { checkDeskVersion } from './desk-version.js';
import { findSeries, findSeriesBookings, setSeriesPattern } from './desk-series.repository.js';
import { checkDate, isPaid, type SeriesRow } from './desk-series.service.js';
import type { SeriesMail, SeriesMailDate } from './series-mails.js';

/**
 * Edits of a recurring booking's occurrences at the desk (issue 33 §2): one, this and the following, or all still to
 * come. A move reuses the desk's move per date (a paid occurrence keeps its paid price); a cancel releases an unpaid
 * date and gives a paid one back in full the way it was paid, as the owner's cancel does (the club called it off).
 */

/** The occurrences an edit from `bookingId` applies to: it alone, it and the later ones, or all still to come. */
export async function targetsOf(db: Executor, deps: RefundsDeps, seriesId: number, bookingId: number, scope: SeriesScope) {
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

/** The dates in one list and not the other: what changed between the preview the staff saw and the save. */
export function datesChanged(seen: string[], now: string[]): string[] {
  const a = new Set(seen);
  const b = new Set(now);
  return [...new Set([...now.filter((d) => !a.has(d)), ...seen.filter((d) => !b.has(d))])].sort();
}

export type SeriesEditResult = { currency: string; occurrences: SeriesEdit[]; mail: SeriesMail };

/** Who of each booking a mail concerns: the owner and whoever holds a place in it. */
export async function playersOf(db: Executor, bookings: Array<{ id: number; owner_customer_id: number }>): Promise<Map<number, number[]>> {
  const places = await findParticipants(
    db,
    bookings.map((b) => b.id),
  );
  return new Map(
    bookings.map((b) => [
      b.id,
      [
        ...new Set([
          b.owner_customer_id,
          ...places
            .filter((p) => p.booking_id === b.id && p.customer_id !== null && holdsPlace(p.state))
            .map((p) => p.customer_id as number),
        ]),
      ],
    ]),
  );
}

export const courtName = (cat: Catalogue, id: number) => cat.resourceById.get(id)?.name ?? `#${id}`;

export const seriesMail = (c: Club, typeName: string, dates: SeriesMailDate[]): SeriesMail => ({
  kind: 'changed',
  typeName,
  zone: c.zone,
  clubName: c.name,
  currency: c.currency,
  dates,
});

/**
 * Moves the chosen occurrences to another time on their own date, another court or duration; with `save` false only
 * answers each one's new price and conflict. The save takes the dates the preview said would move (`dates`): the
 * conflicting ones are skipped, and a date whose outcome changed since (now in conflict, or free again, or gone) refuses
 * it (409, naming it) before anything moves. Each saved move is the desk's (a paid one keeps its paid price). Moving
 * the following or all dates changes the series' own time, court and length (one date alone leaves it as it is).
 */
export async function moveSeries(
  trx: Tx,
  deps: RefundsDeps,
  seriesId: number,
  m: { bookingId: number; scope: SeriesScope; resourceId: number; time: string; durationMinutes: number; version?: string | undefined },
  save: { dates: string[] } | null,
): Promise<SeriesEditResult> {
  const cat = await getCatalogue({ db: trx });
  const c = await club({ ...deps, db: trx });
  const now = nowInstant(deps.clock);
  const s = await findSeries(trx, seriesId);
  if (!s) throw new AppError('not_found', 'seriesNotFound');
  // The date the desk opened is still as it saw it (issue 33 §8): else 409 with what changed, before anything is read.
  await checkDeskVersion(trx, deps, m.bookingId, m.version);
  let targets = await targetsOf(trx, deps, seriesId, m.bookingId, m.scope);
  if (save) {
    await lockCourts(trx, deps, [m.resourceId, ...targets.map((t) => t.resource_id ?? s.resource_id)], now);
    // Read again under the locks: another desk may have moved or cancelled one meanwhile.
    await lockRow(trx, 'bookings', m.bookingId);
    await checkDeskVersion(trx, deps, m.bookingId, m.version);
    targets = await targetsOf(trx, deps, seriesId, m.bookingId, m.scope);
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
  const mail = seriesMail(c, s.type_name, []);
  if (!save) return { currency: c.currency, occurrences: out, mail };
  const moving = out.filter((o) => !o.conflict);
  const changed = datesChanged(
    save.dates,
    moving.map((o) => o.date),
  );
  if (changed.length) throw new AppError('conflict', 'seriesEditChanged', { dates: changed.join(', ') });
  if (!moving.length)
    throw new AppError('conflict', 'seriesEditConflicts', {
      dates: out
        .filter((o) => o.conflict)
        .map((o) => o.date)
        .join(', '),
    });
  const players = await playersOf(
    trx,
    moving.map((o) => ({ id: o.bookingId, owner_customer_id: s.owner_customer_id })),
  );
  const saved: SeriesEdit[] = [];
  for (const o of out) {
    if (o.conflict) {
      saved.push(o);
      continue;
    }
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
    mail.dates.push({
      action: 'moved',
      startsAt: mv.after.startsAt as Instant,
      court: courtName(cat, mv.after.resourceId),
      fromStartsAt: mv.before.startsAt as Instant,
      fromCourt: courtName(cat, mv.before.resourceId),
      customerIds: players.get(o.bookingId) ?? [s.owner_customer_id],
    });
  }
  // The following or all dates moved: that is the series from now on, so the weeks a later change adds are booked so.
  if (m.scope !== 'one')
    await setSeriesPattern(trx, seriesId, { local_time: m.time, resource_id: m.resourceId, duration_minutes: m.durationMinutes });
  return { currency: c.currency, occurrences: saved, mail };
}

export type CancelledOccurrence = { refund: number; legsOf: Map<number, RefundLeg[]>; unpaidCancelled: Set<number> };

/** What cancelling an occurrence would give back: every payer's money for it, in full. */
async function salesOf(trx: Tx, bookingId: number) {
  const participants = await findParticipants(trx, [bookingId]);
  const saleIds = [...new Set(participants.map((p) => p.sale_id).filter((id): id is number => id !== null))];
  const sales = (await getSales(trx, saleIds)).filter((x) => x.status !== 'cancelled');
  return { sales, refund: sales.reduce((a, x) => a + Math.max(0, x.paid), 0) };
}

export async function refundOf(trx: Tx, bookingId: number): Promise<number> {
  return (await salesOf(trx, bookingId)).refund;
}

/**
 * Cancels one occurrence in the caller's unit of work (its row locked by the caller): the booking once, an unpaid sale
 * cancelled, a paid one given back in full the way it was paid, the freed time offered to whoever waits. Null when it
 * was no longer active.
 */
export async function cancelOccurrence(
  trx: Tx,
  deps: RefundsDeps,
  booking: { id: number; resource_id?: number | null; starts_at?: string },
  now: Instant,
  actor: AuditActor,
): Promise<CancelledOccurrence | null> {
  const { sales, refund } = await salesOf(trx, booking.id);
  if (!(await cancelBookingRow(trx, booking.id, now))) return null;
  // The desks showing it read their day again (issue 33 §8); without its court and time, every day shown.
  deskChanged(trx, deps.caches, {
    kind: 'cancel',
    bookingId: booking.id,
    courts: booking.resource_id ? [booking.resource_id] : [],
    at: booking.starts_at ? [booking.starts_at] : [],
  });
  const legsOf = new Map<number, RefundLeg[]>();
  const unpaidCancelled = new Set<number>();
  for (const sale of sales) {
    if (sale.paid <= 0 || sale.customer_id === null) {
      if ((await cancelUnpaidSale(trx, sale.id)) && sale.customer_id !== null) unpaidCancelled.add(sale.customer_id);
      continue;
    }
    const legs = await refundShare(trx, deps, {
      bookingId: booking.id,
      sale: { ...sale, customer_id: sale.customer_id },
      toWallet: false,
      now,
      actor,
    });
    legsOf.set(sale.customer_id, [...(legsOf.get(sale.customer_id) ?? []), ...legs]);
  }
  await bookingFreed(trx, deps, booking, now);
  return { refund, legsOf, unpaidCancelled };
}

const cancelEdit = (t: SeriesRow, date: string, refund: number): SeriesEdit => ({
  bookingId: t.id,
  date,
  startsAt: t.starts_at,
  priceBefore: t.price,
  priceAfter: t.price,
  charged: t.price,
  difference: 0,
  paid: isPaid(t),
  conflict: null,
  refund,
});

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
): Promise<SeriesEditResult> {
  const c = await club({ ...deps, db: trx });
  const cat = await getCatalogue({ db: trx });
  const now = nowInstant(deps.clock);
  const s = await findSeries(trx, seriesId);
  if (!s) throw new AppError('not_found', 'seriesNotFound');
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
  const players = save ? await playersOf(trx, targets) : new Map<number, number[]>();
  const out: SeriesEdit[] = [];
  const mail = seriesMail(c, s.type_name, []);
  for (const t of targets) {
    const date = instantToLocal(t.starts_at, c.zone).date;
    if (!save) {
      out.push(cancelEdit(t, date, await refundOf(trx, t.id)));
      continue;
    }
    const done = await cancelOccurrence(trx, deps, t, now, actor);
    if (!done) continue;
    out.push(cancelEdit(t, date, done.refund));
    mail.dates.push({
      action: 'cancelled',
      startsAt: t.starts_at,
      court: courtName(cat, t.resource_id ?? s.resource_id),
      customerIds: players.get(t.id) ?? [t.owner_customer_id],
      legsOf: done.legsOf,
      unpaidCancelled: done.unpaidCancelled,
    });
  }
  if (save) gridsChanged(trx, deps.caches);
  return { currency: c.currency, occurrences: out, mail };
}
