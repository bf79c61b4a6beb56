import { holdsPlace } from '@clubportal/contract/bookings';
import { instantToLocal } from '@clubportal/contract/club-time';
import type {
  BlockKind,
  BlockPreview,
  BlockSaveAnswer,
  BlockSaveBody,
  BlockPlan,
  BlockHit,
  StaffBlock,
} from '@clubportal/contract/staff-blocks';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import { isExclusionViolation } from '../../../db/errors.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundLeg, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { club, dec } from '../core/booking-context.js';
import { cancelBookingRow, findBooking, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { refundShare } from '../my-bookings/share-refunds.js';
import { bookingFreed } from '../waitlist/booking-waitlist-offers.js';
import { queueBlockMails } from './block-mails.js';
import { activeCourts, findHits, movableTo, planOf, type Hit } from './desk-block-plan.js';
import {
  countSeriesLeft,
  deleteBlocks,
  findBlockSeriesByKey,
  findResourceBlock,
  findUpcomingBlocks,
  insertBlockSeries,
  insertResourceBlocks,
  setBlockSeriesOutcome,
} from './desk-blocks.repository.js';
import { lockCourts, moveAtDesk } from './desk-bookings.service.js';
import { checkDeskVersion } from './desk-version.js';

/**
 * The desk's blocks and closures (issue 33 §2). A plan (courts, a club-local time band, once or weekly until a day,
 * a kind and a note) becomes occurrences; the preview lists every booking they hit with the courts free at the same
 * time. The save, in one unit of work under every court's lock (ascending ids, as every booking writer locks them),
 * reads the hits again, refuses a hit without a choice, writes the blocks (so a cancelled booking's freed time goes
 * to no waitlist), then moves each booking through the desk's move (moveAtDesk: the same checks and prices) or
 * cancels it and gives every payer's money back in full through the refund engine (back the way it was paid, or as
 * club credit), audited and each player mailed in their language. A save key makes a double submit one save.
 */

/** POST /api/staff/desk/blocks/preview: the plan's occurrences and every booking they hit, with where each may move. */
export async function previewBlocks(deps: RefundsDeps, plan: BlockPlan): Promise<Omit<BlockPreview, 'ok'>> {
  return unitOfWork(deps.db, async (trx) => {
    const cat = await getCatalogue({ db: trx });
    const c = await club({ ...deps, db: trx });
    const p = planOf(cat, c, plan, nowInstant(deps.clock));
    const hits = await findHits(trx, deps, cat, c, p);
    const out: BlockHit[] = [];
    for (const h of hits) {
      const to = await movableTo(trx, deps, cat, h);
      out.push({
        bookingId: h.bookingId,
        date: h.date,
        resourceId: h.resourceId,
        courtName: h.courtName,
        startsAt: h.startsAt,
        endsAt: h.endsAt,
        kind: h.kind,
        typeName: h.typeName,
        owner: h.owner,
        players: h.players,
        paid: dec(h.paidMinor, c.currency),
        moveTo: to.map((id) => ({ id, name: cat.resourceById.get(id)?.name ?? '' })),
        version: h.version,
      });
    }
    return {
      currency: c.currency,
      occurrences: p.occurrences.map((o) => ({ date: o.date, startsAt: o.startsAt, endsAt: o.endsAt, resourceIds: o.resourceIds })),
      hits: out,
    };
  });
}

/**
 * A booking cancelled by the club (a block's hit, a class staff cancel): cancelled once, every payer's money back in
 * full (the way it was paid, or as club credit), the unpaid sales cancelled. Answers the legs per payer and who to mail.
 */
export async function cancelAndRefund(
  trx: Tx,
  deps: RefundsDeps,
  hit: Pick<Hit, 'bookingId' | 'resourceId'>,
  toWallet: boolean,
  actor: AuditActor,
  now: Instant,
) {
  const b = await findBooking(trx, { id: hit.bookingId });
  if (!b || !(await cancelBookingRow(trx, hit.bookingId, now))) throw new AppError('conflict', 'slotTaken');
  deskChanged(trx, deps.caches, { kind: 'cancel', bookingId: b.id, courts: [hit.resourceId], at: [b.starts_at] });
  const participants = await findParticipants(trx, [hit.bookingId]);
  const legsOf = new Map<number, RefundLeg[]>();
  const unpaidCancelled = new Set<number>();
  let refunded = 0;
  const saleIds = [...new Set([b.sale_id, ...participants.map((p) => p.sale_id)].filter((id): id is number => id !== null))];
  for (const sale of await getSales(trx, saleIds)) {
    if (sale.status === 'cancelled') continue;
    const payer = sale.customer_id;
    if (sale.paid <= 0 || payer === null) {
      if ((await cancelUnpaidSale(trx, sale.id)) && payer !== null) unpaidCancelled.add(payer);
      continue;
    }
    const legs = await refundShare(trx, deps, { bookingId: hit.bookingId, sale: { ...sale, customer_id: payer }, toWallet, now, actor });
    legsOf.set(payer, [...(legsOf.get(payer) ?? []), ...legs]);
    refunded += legs.reduce((a, l) => a + l.amount, 0);
  }
  await bookingFreed(trx, deps, b, now);
  const others = participants.filter((p) => p.customer_id !== null && holdsPlace(p.state)).map((p) => p.customer_id as number);
  return { refunded, legsOf, unpaidCancelled, recipients: [...new Set([b.owner_customer_id, ...others])] };
}

const whenOf = (instant: string, zone: string) => {
  const l = instantToLocal(instant, zone);
  return `${l.date} ${l.time}`;
};

/** POST /api/staff/desk/blocks: the blocks, and each hit booking moved or cancelled and refunded, in one unit of work. */
export async function saveBlocks(deps: RefundsDeps, actor: AuditActor, body: BlockSaveBody): Promise<Omit<BlockSaveAnswer, 'ok'>> {
  try {
    return await unitOfWork(deps.db, (trx) => saveIn(trx, deps, actor, body));
  } catch (err) {
    // The engine's last wall: should a writer ever miss the courts' lock, PostgreSQL's exclusion constraint says no.
    if (isExclusionViolation(err)) throw new AppError('conflict', 'slotTaken');
    throw err;
  }
}

async function saveIn(trx: Tx, deps: RefundsDeps, actor: AuditActor, body: BlockSaveBody): Promise<Omit<BlockSaveAnswer, 'ok'>> {
  const now = nowInstant(deps.clock);
  const cat = await getCatalogue({ db: trx });
  const c = await club({ ...deps, db: trx });
  // Every active court, ascending: the blocked ones and any a booking may move to, locked before anything is read.
  await lockCourts(
    trx,
    deps,
    activeCourts(cat).map((r) => r.id),
    now,
  );
  const same = await findBlockSeriesByKey(trx, body.idempotencyKey);
  if (same) {
    if (!same.outcome) throw new AppError('conflict', 'blockKeyReused');
    return JSON.parse(same.outcome) as Omit<BlockSaveAnswer, 'ok'>;
  }
  const plan = planOf(cat, c, body, now);
  // Read again under the locks: a booking made since the preview needs its choice too.
  const hits = await findHits(trx, deps, cat, c, plan);
  const choices = new Map(body.choices.map((ch) => [ch.bookingId, ch]));
  for (const h of hits) {
    const choice = choices.get(h.bookingId);
    if (!choice)
      throw new AppError('conflict', 'blockNeedsChoice', { owner: h.owner, court: h.courtName, when: whenOf(h.startsAt, c.zone) });
    // Changed since the preview (another desk moved it, the member...): said with what changed, nothing saved.
    if (choice.version !== undefined && choice.version !== h.version) await checkDeskVersion(trx, deps, h.bookingId, choice.version);
  }

  const note = body.note ?? '';
  const staffId = actor.kind === 'staff' ? actor.id : null;
  const seriesId = await insertBlockSeries(trx, { kind: body.kind, note, staffId, at: now, key: body.idempotencyKey, outcome: '' });
  await insertResourceBlocks(
    trx,
    plan.occurrences.flatMap((o) =>
      o.resourceIds.map((resourceId) => ({
        resource_id: resourceId,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        reason: note,
        kind: body.kind,
        series_id: seriesId,
        created_by_staff_id: staffId,
        created_at: now,
      })),
    ),
  );
  const blocks = plan.occurrences.reduce((n, o) => n + o.resourceIds.length, 0);
  const courts = plan.courts.map((r) => r.id);
  deskChanged(trx, deps.caches, { kind: 'block', bookingId: null, courts, at: plan.occurrences.map((o) => o.startsAt) });
  const mailDeps = { clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl };
  const mailBase = { kind: body.kind as BlockKind, note, zone: c.zone, clubName: c.name, currency: c.currency };
  const moved: BlockSaveAnswer['moved'] = [];
  const cancelled: BlockSaveAnswer['cancelled'] = [];
  for (const h of hits) {
    const choice = choices.get(h.bookingId)!;
    const when = whenOf(h.startsAt, c.zone);
    if (choice.action === 'move') {
      const [target] = await movableTo(trx, deps, cat, h, choice.resourceId);
      if (target === undefined)
        throw new AppError(
          'conflict',
          choice.resourceId === undefined ? 'blockNoFreeCourt' : 'blockMoveNotPossible',
          choice.resourceId === undefined
            ? { owner: h.owner, when }
            : { owner: h.owner, when, court: cat.resourceById.get(choice.resourceId)?.name ?? `#${choice.resourceId}` },
        );
      const m = await moveAtDesk(
        trx,
        deps,
        { resourceId: target, startsAt: h.startsAt, durationMinutes: h.durationMinutes },
        h.bookingId,
        true,
      );
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.booking.move',
          entity: 'booking',
          entityId: h.bookingId,
          before: { ...m.before, price: dec(m.before.price, m.currency) },
          after: { ...m.after, price: dec(m.charged, m.currency), difference: dec(m.difference, m.currency), block: seriesId },
        },
        now,
      );
      const to = cat.resourceById.get(target)?.name ?? '';
      await queueBlockMails(trx, mailDeps, {
        ...mailBase,
        action: 'moved',
        customerIds: h.playerIds,
        court: h.courtName,
        to,
        startsAt: h.startsAt as Instant,
      });
      moved.push({ bookingId: h.bookingId, resourceId: target });
    } else {
      const r = await cancelAndRefund(trx, deps, h, choice.action === 'credit', actor, now);
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.booking.cancel',
          entity: 'booking',
          entityId: h.bookingId,
          before: { status: 'active', paid: dec(h.paidMinor, c.currency) },
          after: { status: 'cancelled', refund: choice.action, refunded: dec(r.refunded, c.currency), block: seriesId },
        },
        now,
      );
      await queueBlockMails(trx, mailDeps, {
        ...mailBase,
        action: 'cancelled',
        customerIds: r.recipients,
        court: h.courtName,
        startsAt: h.startsAt as Instant,
        legsOf: r.legsOf,
        unpaidCancelled: r.unpaidCancelled,
        kept: new Set(),
      });
      cancelled.push({ bookingId: h.bookingId, refunded: dec(r.refunded, c.currency) });
    }
  }
  const first = plan.occurrences[0]!;
  await recordAudit(
    trx,
    {
      actor,
      action: 'desk.block.create',
      entity: 'resource_block_series',
      entityId: seriesId,
      after: {
        kind: body.kind,
        note,
        courts,
        from: body.from,
        to: body.to,
        first: first.date,
        occurrences: plan.occurrences.length,
        blocks,
        moved: moved.map((m) => m.bookingId),
        cancelled: cancelled.map((x) => x.bookingId),
      },
    },
    now,
  );
  gridsChanged(trx, deps.caches);
  const answer = { seriesId, blocks, moved, cancelled };
  await setBlockSeriesOutcome(trx, seriesId, JSON.stringify(answer));
  return answer;
}

const UPCOMING_LIMIT = 500;

/** GET /api/staff/desk/blocks: blocks still to come, by start, with how many of each series are left. */
export async function upcomingBlocks(deps: RefundsDeps): Promise<StaffBlock[]> {
  const now = nowInstant(deps.clock);
  const rows = await findUpcomingBlocks(deps.db, now, UPCOMING_LIMIT);
  const left = await countSeriesLeft(deps.db, [...new Set(rows.map((r) => r.series_id).filter((id): id is number => id !== null))], now);
  return rows.map((r) => ({
    id: r.id,
    seriesId: r.series_id,
    resourceId: r.resource_id,
    courtName: r.court_name,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    kind: (['maintenance', 'rain', 'tournament'].includes(r.kind) ? r.kind : 'other') as BlockKind,
    note: r.reason,
    seriesLeft: r.series_id === null ? 1 : (left.get(r.series_id) ?? 1),
    createdBy: r.staff_name ?? '',
  }));
}

/** DELETE /api/staff/desk/blocks/:id: lifts a block, or (series) every block of its series still to come; audited desk.block.lift. */
export async function liftBlocks(deps: RefundsDeps, actor: AuditActor, id: number, series: boolean): Promise<{ lifted: number }> {
  return unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const b = await findResourceBlock(trx, id);
    if (!b) throw new AppError('not_found', 'blockNotFound');
    const whole = series && b.series_id !== null;
    const lifted = await deleteBlocks(trx, whole ? { seriesId: b.series_id!, after: now } : { id });
    // A series' days are many: the desks read whatever day they show again.
    deskChanged(trx, deps.caches, { kind: 'block', bookingId: null, courts: [b.resource_id], at: whole ? [] : [b.starts_at] });
    await recordAudit(
      trx,
      {
        actor,
        action: 'desk.block.lift',
        entity: whole ? 'resource_block_series' : 'resource_block',
        entityId: whole ? b.series_id! : id,
        before: { resourceId: b.resource_id, startsAt: b.starts_at, endsAt: b.ends_at, kind: b.kind, note: b.reason, series: b.series_id },
        after: { lifted },
      },
      now,
    );
    gridsChanged(trx, deps.caches);
    return { lifted };
  });
}
