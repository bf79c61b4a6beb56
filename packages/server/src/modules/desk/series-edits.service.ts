import type { SeriesCancelBody, SeriesMoveBody, SeriesRescheduleBody } from '@clubportal/contract/staff-series';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { cancelSeries, moveSeries, queueSeriesMails, rescheduleSeries, type Rescheduled, type SeriesEdit } from '../bookings/index.js';
import type { DeskDeps } from './desk.service.js';
import { bookingWrite, decimal, mailDepsOf } from './series.service.js';

/**
 * The desk's edits of a recurring booking (issue 33 §2): move or cancel one, the following or all occurrences, and
 * change the weekday, time or last date of the following or all. Each is previewed first; a save's audit rows (one per
 * date) and the players' one mail listing the dates changed (for an edit of the following or all: one date changed
 * alone is the desk's own business with the customer in front of it) are in the change's unit of work.
 */

const editAnswer = (r: { currency: string; occurrences: SeriesEdit[] }, saved: boolean) => ({
  saved,
  currency: r.currency,
  occurrences: r.occurrences.map((o) => ({
    bookingId: o.bookingId,
    date: o.date,
    startsAt: o.startsAt,
    priceBefore: decimal(o.priceBefore, r.currency),
    priceAfter: decimal(o.priceAfter, r.currency),
    charged: decimal(o.charged, r.currency),
    difference: decimal(o.difference, r.currency),
    paid: o.paid,
    conflict: o.conflict,
    refund: decimal(o.refund, r.currency),
  })),
});

/**
 * Moves one, the following or all occurrences (or previews it). The save takes the dates the preview would move and
 * skips the ones in conflict; each moved date audited desk.series.move (with the dates skipped).
 */
export async function moveSeriesAt(deps: DeskDeps, actor: AuditActor, seriesId: number, body: SeriesMoveBody) {
  const m = {
    bookingId: body.bookingId,
    scope: body.scope,
    resourceId: body.resourceId,
    time: body.time,
    durationMinutes: body.durationMinutes,
    version: body.version,
  };
  if (body.preview) return editAnswer(await unitOfWork(deps.db, (trx) => moveSeries(trx, deps, seriesId, m, null)), false);
  if (!body.dates) throw new AppError('bad_request', 'seriesPreviewFirst');
  const dates = body.dates;
  const r = await bookingWrite(deps, async (trx) => {
    const moved = await moveSeries(trx, deps, seriesId, m, { dates });
    const now = nowInstant(deps.clock);
    const skipped = moved.occurrences.filter((o) => o.conflict).map((o) => ({ date: o.date, conflict: o.conflict }));
    for (const o of moved.occurrences.filter((x) => !x.conflict))
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.series.move',
          entity: 'booking',
          entityId: o.bookingId,
          before: o.before ? { ...o.before, price: decimal(o.before.price, moved.currency) } : null,
          after: {
            seriesId,
            scope: body.scope,
            resourceId: body.resourceId,
            startsAt: o.startsAt,
            durationMinutes: body.durationMinutes,
            price: decimal(o.charged, moved.currency),
            difference: decimal(o.difference, moved.currency),
            skipped,
          },
        },
        now,
      );
    if (body.scope !== 'one') await queueSeriesMails(trx, mailDepsOf(deps), moved.mail);
    return moved;
  });
  return editAnswer(r, true);
}

/** Cancels one, the following or all occurrences (or previews it); each cancelled one audited desk.series.cancel. */
export async function cancelSeriesAt(deps: DeskDeps, actor: AuditActor, seriesId: number, body: SeriesCancelBody) {
  const q = { bookingId: body.bookingId, scope: body.scope, version: body.version };
  if (body.preview) return editAnswer(await unitOfWork(deps.db, (trx) => cancelSeries(trx, deps, seriesId, q, false, actor)), false);
  const r = await unitOfWork(deps.db, async (trx) => {
    const cancelled = await cancelSeries(trx, deps, seriesId, q, true, actor);
    const now = nowInstant(deps.clock);
    for (const o of cancelled.occurrences)
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.series.cancel',
          entity: 'booking',
          entityId: o.bookingId,
          before: { status: 'active', paid: o.paid },
          after: { status: 'cancelled', seriesId, scope: body.scope, refund: decimal(o.refund, cancelled.currency) },
        },
        now,
      );
    if (body.scope !== 'one') await queueSeriesMails(trx, mailDepsOf(deps), cancelled.mail);
    return cancelled;
  });
  return editAnswer(r, true);
}

const rescheduledOut = (d: Rescheduled, currency: string) => ({
  action: d.action,
  date: d.date,
  from: d.from,
  bookingId: d.bookingId,
  startsAt: d.startsAt,
  price: d.price === null ? null : decimal(d.price, currency),
  difference: decimal(d.difference, currency),
  paid: d.paid,
  conflict: d.conflict,
  refund: decimal(d.refund, currency),
});

const AUDIT_OF = { move: 'desk.series.move', book: 'desk.booking.create', cancel: 'desk.series.cancel' } as const;

/**
 * Changes the weekday, time or last date of the following or all occurrences (or previews it). Audited per date
 * (desk.series.move, desk.booking.create, desk.series.cancel; a new date carrying the series' agreed price also
 * desk.price.override) and desk.series.reschedule on the series; the players get one mail listing the dates moved,
 * added and cancelled.
 */
export async function rescheduleSeriesAt(deps: DeskDeps, actor: AuditActor, seriesId: number, body: SeriesRescheduleBody) {
  const spec = {
    bookingId: body.bookingId,
    scope: body.scope,
    weekday: body.weekday,
    time: body.time,
    until: body.until,
    onConflict: body.onConflict,
  };
  const answer = (r: Awaited<ReturnType<typeof rescheduleSeries>>, saved: boolean) => ({
    saved,
    currency: r.currency,
    dates: r.dates.map((d) => rescheduledOut(d, r.currency)),
    expected: r.expected,
  });
  if (body.preview) return answer(await unitOfWork(deps.db, (trx) => rescheduleSeries(trx, deps, seriesId, spec, null)), false);
  if (!body.expected) throw new AppError('bad_request', 'seriesPreviewFirst');
  const expected = body.expected;
  const r = await bookingWrite(deps, async (trx: Tx) => {
    const done = await rescheduleSeries(trx, deps, seriesId, spec, { expected, actor });
    const now = nowInstant(deps.clock);
    await recordAudit(
      trx,
      { actor, action: 'desk.series.reschedule', entity: 'booking_series', entityId: seriesId, after: { ...spec, dates: done.expected } },
      now,
    );
    for (const d of done.dates) {
      if (d.action !== 'move' && d.action !== 'book' && d.action !== 'cancel') continue;
      const out = rescheduledOut(d, done.currency);
      await recordAudit(
        trx,
        {
          actor,
          action: AUDIT_OF[d.action],
          entity: 'booking',
          entityId: d.bookingId!,
          before: d.row ? { startsAt: d.row.starts_at, resourceId: d.row.resource_id, price: decimal(d.row.price, done.currency) } : null,
          after: {
            seriesId,
            reschedule: true,
            action: d.action,
            startsAt: d.startsAt,
            price: out.price,
            difference: out.difference,
            refund: out.refund,
          },
        },
        now,
      );
      // A new week at the price staff agreed for the series: the override carried, audited as the creation audits it.
      if (d.action === 'book' && done.override && d.rulesPrice !== undefined)
        await recordAudit(
          trx,
          {
            actor,
            action: 'desk.price.override',
            entity: 'booking',
            entityId: d.bookingId!,
            before: { price: decimal(d.rulesPrice, done.currency) },
            after: { price: out.price, reason: done.override.reason, seriesId, carried: true },
          },
          now,
        );
    }
    await queueSeriesMails(trx, mailDepsOf(deps), done.mail);
    return done;
  });
  return answer(r, true);
}
