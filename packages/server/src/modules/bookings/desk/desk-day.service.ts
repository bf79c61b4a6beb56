import { clubDay } from '@clubportal/contract/booking-rules';
import { BLOCK_KINDS, type BlockKind } from '@clubportal/contract/staff-blocks';
import type { DeskDay, DeskEntry, DeskPaymentState, DeskPlayer } from '@clubportal/contract/staff-desk';
import type { Db } from '../../../db/dialect.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../../lib/clock.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, dec, MAX_BOOKING_MINUTES } from '../core/booking-context.js';
import { findDayBlocks, findDayClosures, findDayPlayers, findSeriesOccurrences } from './desk.repository.js';
import { deskVersion } from './desk-version.js';

export type DeskReadDeps = { db: Db; clock: Clock; caches: AppCaches };

const fullName = (name: string, surname: string) => `${name} ${surname}`.trim();

/** A sale's state as money at the desk: paid, or still to pay. A place without a sale of its own falls back on the booking's. */
const paymentOf = (saleStatus: string | null | undefined): DeskPaymentState => (saleStatus === 'paid' ? 'paid' : 'pending');

/** The published booking types a walk-in on each court may be: those whose main kind the court is. */
export function deskTypesOf(cat: Catalogue) {
  return cat.types.filter((t) => t.published === 1 && t.main !== undefined && t.by_place !== 1);
}

/**
 * GET /api/staff/desk/day: the club's active courts in their order with their hours that day (club time), and
 * everything on them: bookings (court bookings, classes, open matches), unpaid holds until they run out, and the
 * club's blocks, each booking with its named players and what each has paid.
 */
export async function deskDay(deps: DeskReadDeps, date: string): Promise<Omit<DeskDay, 'ok'>> {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const day = clubDay(date, c.zone);
  const now = nowInstant(deps.clock);
  const types = deskTypesOf(cat);
  const courts = [...cat.resourceById.values()].filter((r) => r.active === 1).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const ids = courts.map((r) => r.id);
  const [blocks, closures] = await Promise.all([
    findDayBlocks(deps.db, ids, day.start as Instant, day.end as Instant, now, MAX_BOOKING_MINUTES),
    findDayClosures(deps.db, ids, day.start as Instant, day.end as Instant),
  ]);
  const [players, occurrences] = await Promise.all([
    findDayPlayers(deps.db, [...new Set(blocks.map((b) => b.id))]),
    findSeriesOccurrences(deps.db, [...new Set(blocks.map((b) => b.series_id).filter((id): id is number => id !== null))]),
  ]);
  // A recurring booking's occurrence: its place among the series' dates still booked ("3 of 12").
  const seriesOf = new Map<number, { position: number; count: number }>();
  const perSeries = new Map<number, number[]>();
  for (const o of occurrences) perSeries.set(o.series_id!, [...(perSeries.get(o.series_id!) ?? []), o.id]);
  for (const ids of perSeries.values()) ids.forEach((id, i) => seriesOf.set(id, { position: i + 1, count: ids.length }));
  const playersOf = new Map<number, typeof players>();
  for (const p of players) playersOf.set(p.booking_id, [...(playersOf.get(p.booking_id) ?? []), p]);

  const courtsOf = new Map<number, number[]>();
  for (const b of blocks) courtsOf.set(b.id, [...(courtsOf.get(b.id) ?? []), b.resource_id]);

  const entries: DeskEntry[] = blocks.map((b) => {
    const type = cat.typeById.get(b.booking_type_id);
    // No sale at all: a booking settled at the club outside the portal (the demo's, an import's).
    const bookingPayment: DeskPaymentState = b.sale_id === null ? 'paid' : paymentOf(b.sale_status);
    const guest = b.guest_name !== '';
    const list: DeskPlayer[] = (playersOf.get(b.id) ?? []).map((p) => ({
      participantId: p.id,
      customerId: p.customer_id,
      name: guest && p.position === 0 ? b.guest_name : fullName(p.name, p.surname),
      payment: p.state === 'invited' ? 'invited' : p.sale_id !== null ? paymentOf(p.sale_status) : bookingPayment,
      saleId: p.sale_id ?? (p.position === 0 ? b.sale_id : null),
      // The check-in module (above this one) fills it in: the desk module's read composes the two.
      checkIn: null,
    }));
    const hold = b.hold_expires_at !== null && b.sale_status !== 'paid';
    const kind = hold ? 'hold' : type?.by_place === 1 ? 'class' : b.open_match === 1 ? 'match' : 'booking';
    const owing = list.filter((p) => p.payment !== 'invited');
    return {
      kind,
      id: b.id,
      resourceId: b.resource_id,
      startsAt: b.starts_at,
      endsAt: b.ends_at,
      durationMinutes: b.duration_minutes,
      typeName: type?.name ?? '',
      bookingTypeId: b.booking_type_id,
      title: guest ? b.guest_name : fullName(b.owner_name, b.owner_surname),
      ownerId: b.owner_customer_id,
      price: dec(b.price, c.currency),
      payment: owing.length === 0 ? bookingPayment : owing.every((p) => p.payment === 'paid') ? 'paid' : 'pending',
      players: list,
      origin: b.origin,
      version: deskVersion({
        id: b.id,
        startsAt: b.starts_at,
        endsAt: b.ends_at,
        durationMinutes: b.duration_minutes,
        price: b.price,
        resourceIds: courtsOf.get(b.id) ?? [],
      }),
      ...(seriesOf.has(b.id) ? { series: seriesOf.get(b.id)! } : {}),
    } satisfies DeskEntry;
  });
  for (const k of closures)
    entries.push({
      kind: 'block',
      id: k.id,
      resourceId: k.resource_id,
      startsAt: k.starts_at,
      endsAt: k.ends_at,
      durationMinutes: Math.round((Date.parse(k.ends_at) - Date.parse(k.starts_at)) / 60_000),
      typeName: '',
      bookingTypeId: null,
      title: k.reason,
      ownerId: null,
      price: null,
      payment: null,
      players: [],
      origin: 'club',
      blockKind: (BLOCK_KINDS as readonly string[]).includes(k.kind) ? (k.kind as BlockKind) : 'other',
      version: `block:${k.id}:${k.starts_at}:${k.ends_at}`,
    });

  return {
    date,
    zone: c.zone,
    currency: c.currency,
    slotMinutes: types.reduce((m, t) => Math.min(m, t.slot_step_minutes), types.length ? Number.POSITIVE_INFINITY : 30),
    courts: courts.map((r) => ({
      id: r.id,
      name: r.name,
      resourceType: r.resource_type,
      hours: cat.openings(r.id, date, day.weekday),
      bookingTypeIds: types.filter((t) => t.main?.resource_type === r.resource_type).map((t) => t.id),
    })),
    types: types.map((t) => ({
      id: t.id,
      name: t.name,
      durations: t.durationList,
      preferredDuration: t.preferred_duration,
      slotStepMinutes: t.slot_step_minutes,
    })),
    entries,
  };
}
