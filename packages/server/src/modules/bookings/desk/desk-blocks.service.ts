import { holdsPlace } from '@clubportal/contract/bookings';
import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import {
  MAX_BLOCK_OCCURRENCES,
  type BlockHit,
  type BlockKind,
  type BlockPlan,
  type BlockPreview,
  type BlockSaveAnswer,
  type BlockSaveBody,
  type StaffBlock,
} from '@clubportal/contract/staff-blocks';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import { isExclusionViolation } from '../../../db/errors.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundLeg, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales } from '../../sales/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, dec, MAX_BOOKING_MINUTES, type Club } from '../core/booking-context.js';
import { cancelBookingRow, findBooking, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { refundShare } from '../my-bookings/share-refunds.js';
import { bookingFreed } from '../waitlist/booking-waitlist-offers.js';
import { queueBlockMails } from './block-mails.js';
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
import { findDayBlocks, findDayPlayers } from './desk.repository.js';

/**
 * The desk's blocks and closures (issue 33 §2). A plan (courts, a club-local time band, once or weekly until a day,
 * a kind and a note) becomes occurrences; the preview lists every booking they hit with the courts free at the same
 * time. The save, in one unit of work under every court's lock (ascending ids, as every booking writer locks them),
 * reads the hits again, refuses a hit without a choice, writes the blocks (so a cancelled booking's freed time goes
 * to no waitlist), then moves each booking through the desk's move (moveAtDesk: the same checks and prices) or
 * cancels it and gives every payer's money back in full through the refund engine (back the way it was paid, or as
 * club credit), audited and each player mailed in their language. A save key makes a double submit one save.
 */

type Occurrence = { date: string; startsAt: Instant; endsAt: Instant; resourceIds: number[] };
type Plan = { courts: Array<{ id: number; name: string; resource_type: string }>; occurrences: Occurrence[] };

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function instantOf(date: string, time: string, zone: string): Instant {
  if (time === '24:00') return clubDay(date, zone).end as Instant;
  const r = localToInstant({ date, time }, zone);
  return (r.ok ? r.instant : r.nextInstant) as Instant;
}

const activeCourts = (cat: Catalogue) =>
  [...cat.resourceById.values()].filter((r) => r.active === 1).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

/** The plan's courts and occurrences, or a sentence saying what is wrong with it. */
function planOf(cat: Catalogue, c: Club, plan: BlockPlan, now: Instant): Plan {
  if (plan.to !== '24:00' && plan.from >= plan.to) throw new AppError('bad_request', 'blockTimesOrder');
  const today = instantToLocal(now, c.zone).date;
  if (plan.date < today) throw new AppError('bad_request', 'blockInPast');
  const active = activeCourts(cat);
  let courts = active;
  if (plan.courts !== 'all') {
    const wanted = [...new Set(plan.courts)];
    for (const id of wanted) if (!active.some((r) => r.id === id)) throw new AppError('bad_request', 'blockCourtUnknown', { id });
    courts = active.filter((r) => wanted.includes(r.id));
  }
  const dates: string[] = [];
  if (plan.repeat.kind === 'once') dates.push(plan.date);
  else {
    if (plan.repeat.until < plan.date) throw new AppError('bad_request', 'blockUntilBeforeDate');
    const weekdays = new Set(plan.repeat.weekdays);
    for (let d = plan.date; d <= plan.repeat.until; d = addDays(d, 1)) {
      if (weekdays.has(clubDay(d, c.zone).weekday)) dates.push(d);
      if (dates.length > MAX_BLOCK_OCCURRENCES)
        throw new AppError('bad_request', 'blockTooManyOccurrences', { max: MAX_BLOCK_OCCURRENCES });
    }
    if (!dates.length) throw new AppError('bad_request', 'blockNoOccurrence');
  }
  const ids = courts.map((r) => r.id);
  return {
    courts: courts.map((r) => ({ id: r.id, name: r.name, resource_type: r.resource_type })),
    occurrences: dates.map((date) => ({
      date,
      startsAt: instantOf(date, plan.from, c.zone),
      endsAt: instantOf(date, plan.to, c.zone),
      resourceIds: ids,
    })),
  };
}

type Hit = Omit<BlockHit, 'moveTo' | 'paid'> & {
  durationMinutes: number;
  byPlace: boolean;
  occurrence: Occurrence;
  ownerId: number;
  playerIds: number[];
  paidMinor: number;
};

const fullName = (name: string, surname: string) => `${name} ${surname}`.trim();

/** Every active booking (a hold until it runs out) whose time on a blocked court overlaps an occurrence, once each. */
async function findHits(trx: Tx, deps: RefundsDeps, cat: Catalogue, c: Club, plan: Plan): Promise<Hit[]> {
  const first = plan.occurrences[0];
  const last = plan.occurrences[plan.occurrences.length - 1];
  if (!first || !last || !plan.courts.length) return [];
  const now = nowInstant(deps.clock);
  const ids = plan.courts.map((r) => r.id);
  const rows = await findDayBlocks(trx, ids, first.startsAt, last.endsAt, now, MAX_BOOKING_MINUTES);
  const seen = new Map<number, { row: (typeof rows)[number]; occurrence: Occurrence }>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    const occurrence = plan.occurrences.find(
      (o) => o.resourceIds.includes(row.resource_id) && row.starts_at < o.endsAt && row.ends_at > o.startsAt,
    );
    if (occurrence) seen.set(row.id, { row, occurrence });
  }
  const bookingIds = [...seen.keys()];
  const [players, places] = await Promise.all([findDayPlayers(trx, bookingIds), findParticipants(trx, bookingIds)]);
  const hits: Hit[] = [];
  for (const { row, occurrence } of seen.values()) {
    const type = cat.typeById.get(row.booking_type_id);
    const mine = players.filter((p) => p.booking_id === row.id);
    const guest = row.guest_name !== '';
    const paidSales = new Map<number, number>();
    for (const p of places)
      if (p.booking_id === row.id && p.sale_id !== null && p.sale_status === 'paid') paidSales.set(p.sale_id, Number(p.sale_paid ?? 0));
    const hold = row.hold_expires_at !== null && row.sale_status !== 'paid';
    hits.push({
      bookingId: row.id,
      date: instantToLocal(row.starts_at, c.zone).date,
      resourceId: row.resource_id,
      courtName: cat.resourceById.get(row.resource_id)?.name ?? '',
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      kind: hold ? 'hold' : type?.by_place === 1 ? 'class' : row.open_match === 1 ? 'match' : 'booking',
      typeName: type?.name ?? '',
      owner: guest ? row.guest_name : fullName(row.owner_name, row.owner_surname),
      players: mine.map((p) => (guest && p.position === 0 ? row.guest_name : fullName(p.name, p.surname))),
      durationMinutes: row.duration_minutes,
      byPlace: type?.by_place === 1,
      occurrence,
      ownerId: row.owner_customer_id,
      playerIds: [
        row.owner_customer_id,
        ...mine.map((p) => p.customer_id).filter((id): id is number => id !== null && id !== row.owner_customer_id),
      ],
      paidMinor: [...paidSales.values()].reduce((a, b) => a + b, 0),
    });
  }
  return hits.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.resourceId - b.resourceId || a.bookingId - b.bookingId);
}

/** The courts a hit may move to now: of its court's kind, not closed by this occurrence, free and open at the same time. */
async function movableTo(trx: Tx, deps: RefundsDeps, cat: Catalogue, hit: Hit, only?: number): Promise<number[]> {
  if (hit.byPlace) return [];
  const kind = cat.resourceById.get(hit.resourceId)?.resource_type;
  const out: number[] = [];
  for (const r of activeCourts(cat)) {
    if (r.resource_type !== kind || hit.occurrence.resourceIds.includes(r.id) || (only !== undefined && r.id !== only)) continue;
    try {
      await moveAtDesk(trx, deps, { resourceId: r.id, startsAt: hit.startsAt, durationMinutes: hit.durationMinutes }, hit.bookingId, false);
      out.push(r.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return out;
}

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
      });
    }
    return {
      currency: c.currency,
      occurrences: p.occurrences.map((o) => ({ date: o.date, startsAt: o.startsAt, endsAt: o.endsAt, resourceIds: o.resourceIds })),
      hits: out,
    };
  });
}

/** A hit cancelled by the block: the booking cancelled once, every payer's money back in full, the unpaid sales cancelled. */
async function cancelHit(trx: Tx, deps: RefundsDeps, hit: Hit, toWallet: boolean, actor: AuditActor, now: Instant) {
  const b = await findBooking(trx, { id: hit.bookingId });
  if (!b || !(await cancelBookingRow(trx, hit.bookingId, now))) throw new AppError('conflict', 'slotTaken');
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
  for (const h of hits)
    if (!choices.has(h.bookingId))
      throw new AppError('conflict', 'blockNeedsChoice', { owner: h.owner, court: h.courtName, when: whenOf(h.startsAt, c.zone) });

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
      const r = await cancelHit(trx, deps, h, choice.action === 'credit', actor, now);
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
        courts: plan.courts.map((r) => r.id),
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
