import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { MAX_BLOCK_OCCURRENCES, type BlockHit, type BlockPlan } from '@clubportal/contract/staff-blocks';
import type { Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundsDeps } from '../../payments/index.js';
import type { Catalogue } from '../core/booking-catalogue.service.js';
import { MAX_BOOKING_MINUTES, type Club } from '../core/booking-context.js';
import { findParticipants } from '../core/bookings.repository.js';
import { moveAtDesk } from './desk-bookings.service.js';
import { findDayBlocks, findDayPlayers } from './desk.repository.js';
import { bookingDeskVersion } from './desk-version.js';

/**
 * A block's plan (issue 33 §2): its courts and occurrences from what staff asked, every booking they hit, and the
 * courts each hit may move to. Read by the preview and again, under the courts' locks, by the save.
 */

export type Occurrence = { date: string; startsAt: Instant; endsAt: Instant; resourceIds: number[] };
export type Plan = { courts: Array<{ id: number; name: string; resource_type: string }>; occurrences: Occurrence[] };

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function instantOf(date: string, time: string, zone: string): Instant {
  if (time === '24:00') return clubDay(date, zone).end as Instant;
  const r = localToInstant({ date, time }, zone);
  return (r.ok ? r.instant : r.nextInstant) as Instant;
}

export const activeCourts = (cat: Catalogue) =>
  [...cat.resourceById.values()].filter((r) => r.active === 1).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

/** The plan's courts and occurrences, or a sentence saying what is wrong with it. */
export function planOf(cat: Catalogue, c: Club, plan: BlockPlan, now: Instant): Plan {
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

export type Hit = Omit<BlockHit, 'moveTo' | 'paid'> & {
  durationMinutes: number;
  byPlace: boolean;
  occurrence: Occurrence;
  ownerId: number;
  playerIds: number[];
  paidMinor: number;
};

const fullName = (name: string, surname: string) => `${name} ${surname}`.trim();

/** Every active booking (a hold until it runs out) whose time on a blocked court overlaps an occurrence, once each. */
export async function findHits(trx: Tx, deps: RefundsDeps, cat: Catalogue, c: Club, plan: Plan): Promise<Hit[]> {
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
      version: (await bookingDeskVersion(trx, row.id)) ?? '',
    });
  }
  return hits.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.resourceId - b.resourceId || a.bookingId - b.bookingId);
}

/** The courts a hit may move to now: of its court's kind, not closed by this occurrence, free and open at the same time. */
export async function movableTo(trx: Tx, deps: RefundsDeps, cat: Catalogue, hit: Hit, only?: number): Promise<number[]> {
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
