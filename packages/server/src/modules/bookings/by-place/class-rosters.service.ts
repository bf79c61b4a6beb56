import { priceOf } from '@clubportal/contract/booking-rules';
import { holdsPlace } from '@clubportal/contract/bookings';
import { instantToLocal } from '@clubportal/contract/club-time';
import { formatDate } from '@clubportal/contract/date-format';
import { PaymentType } from '@clubportal/contract/enums';
import type { RosterParticipant, RosterRefund } from '@clubportal/contract/staff-rosters';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { RefundLeg, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, createSale, getSales } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { club, dec } from '../core/booking-context.js';
import { findActiveCustomers, priceCustomer } from '../core/bookings.repository.js';
import { refundShare } from '../my-bookings/share-refunds.js';
import { placeIsHeld, releaseLapsed } from './by-place.service.js';
import {
  claimPlace,
  countPlaceSales,
  findClassResources,
  findPlaces,
  findTemplatePlaces,
  releasePlace,
  setPlaceSale,
} from './by-place.repository.js';
import { findClassSession, findClassSessions, findRosterPlaces, setClassCoach } from './class-rosters.repository.js';

/**
 * A class's roster at the desk (issue 33 §6): the classes of a range with their counts, who holds each place and
 * whether they paid, and the desk's own add and remove. Adding takes a place by the class's rules (its plan's
 * places, its capacity, under its row lock as a member's prebook) and leaves the sale pending to be paid at the
 * club (no hold: nobody's place runs out at the desk). Removing gives the place back once, with the money kept,
 * as club credit or back the way it was paid (the owner's cancel's `refundShare`).
 */

export type ClassSession = {
  id: number;
  name: string;
  startsAt: Instant;
  endsAt: Instant;
  where: string;
  coachId: number | null;
  coachName: string | null;
  capacity: number;
  taken: number;
  paid: number;
};

type Place = Awaited<ReturnType<typeof findRosterPlaces>>[number];
const held = (places: Place[], now: Instant) => places.filter((p) => p.customer_id !== null && placeIsHeld(p, now));

function participantOf(p: Place, currency: string): Omit<RosterParticipant, 'present'> {
  const payment = p.sale_status === 'paid' ? 'paid' : p.sale_status === 'pending' ? 'pending' : 'free';
  return {
    customerId: p.customer_id as number,
    name: `${p.name ?? ''} ${p.surname ?? ''}`.trim(),
    email: p.email ?? '',
    phone: p.phone ?? '',
    place: p.place_label ?? '',
    payment,
    amount: payment === 'free' ? 0 : dec(p.price, p.sale_currency ?? currency),
    currency: p.sale_currency ?? currency,
    atDesk: p.sale_id !== null && p.sale_online === 0,
  };
}

/** The classes starting in [from, to) (a coach's own when `coachId` is set), with places taken and paid. */
export async function classSessions(
  db: Executor,
  from: Instant,
  to: Instant,
  coachId: number | null,
  now: Instant,
): Promise<ClassSession[]> {
  const rows = await findClassSessions(db, from, to, coachId);
  const ids = rows.map((r) => r.id);
  const [places, rooms] = await Promise.all([findRosterPlaces(db, ids), findClassResources(db, ids)]);
  return rows.map((r) => {
    const mine = held(
      places.filter((p) => p.booking_id === r.id),
      now,
    );
    return {
      id: r.id,
      name: r.type_name,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      where: rooms.find((x) => x.booking_id === r.id)?.name ?? '',
      coachId: r.coach_staff_id,
      coachName: r.coach_name,
      capacity: r.max_participants,
      taken: mine.length,
      paid: mine.filter((p) => p.sale_status === 'paid').length,
    };
  });
}

/** An active class, else 404 (a court booking or a cancelled class is no roster). */
async function requireClass(db: Executor, id: number) {
  const row = await findClassSession(db, id);
  if (!row || row.by_place !== 1 || row.status !== 'active') throw new AppError('not_found', 'rosterNotFound');
  return row;
}

/** One class's session and who is in it. */
export async function classRoster(db: Executor, id: number, now: Instant, currency: string) {
  const row = await requireClass(db, id);
  const [places, rooms] = await Promise.all([findRosterPlaces(db, [id]), findClassResources(db, [id])]);
  const inIt = held(places, now);
  const session: ClassSession = {
    id: row.id,
    name: row.type_name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    where: rooms[0]?.name ?? '',
    coachId: row.coach_staff_id,
    coachName: row.coach_name,
    capacity: row.max_participants,
    taken: inIt.length,
    paid: inIt.filter((p) => p.sale_status === 'paid').length,
  };
  return { session, participants: inIt.map((p) => participantOf(p, currency)) };
}

/** Names a class's coach (a staff account the caller checked), audited `class.coach`. */
export async function writeClassCoach(trx: Tx, actor: AuditActor, id: number, coachId: number | null, now: Instant): Promise<void> {
  await lockRow(trx, 'bookings', id);
  const row = await requireClass(trx, id);
  if (row.coach_staff_id === coachId) return;
  await setClassCoach(trx, id, coachId);
  const change = { before: { coach: row.coach_staff_id }, after: { coach: coachId } };
  await recordAudit(trx, { actor, action: 'class.coach', entity: 'booking', entityId: id, ...change }, now);
}

/**
 * The desk seats a customer in a class: under the class's row lock, lapsed holds given back, the first free place
 * of its plan (or any open place), refused when in already, started or full; sold at the rules' price as a sale
 * pending at the club (none when free). Audited `place.desk_add` as the staff member's.
 */
export async function deskSeat(deps: RefundsDeps, actor: AuditActor, classId: number, customerId: number): Promise<void> {
  const [cat, c, who] = await Promise.all([getCatalogue(deps), club(deps), priceCustomer(deps.db, customerId)]);
  const now = nowInstant(deps.clock);
  try {
    await unitOfWork(deps.db, async (trx) => {
      await lockRow(trx, 'bookings', classId);
      const cls = await requireClass(trx, classId);
      const type = cat.typeById.get(cls.booking_type_id);
      if (!type) throw new AppError('not_found', 'rosterNotFound');
      if (cls.starts_at <= now) throw new AppError('conflict', 'classStarted');
      const [person] = await findActiveCustomers(trx, [customerId]);
      if (!person) throw new AppError('not_found', 'rosterCustomerNotFound');
      const rows = await releaseLapsed(trx, await findPlaces(trx, [classId]), now);
      const taken = rows.filter((r) => holdsPlace(r.state));
      if (taken.some((r) => r.customer_id === customerId)) throw new AppError('conflict', 'alreadyInClass');
      const template = cls.booking_template_id;
      let place: { id: number; place: string } | null = null;
      if (template !== null) {
        const used = new Set(taken.map((r) => r.place_id));
        place = (await findTemplatePlaces(trx, template)).find((p) => !used.has(p.id)) ?? null;
        if (!place) throw new AppError('conflict', 'classFull');
      }
      const open = rows.find((r) => !holdsPlace(r.state));
      if (!open || taken.length >= cls.max_participants) throw new AppError('conflict', 'classFull');
      const room = (await findClassResources(trx, [classId]))[0];
      const local = instantToLocal(cls.starts_at, c.zone);
      const duration = cls.duration_minutes;
      const slot = { durationMinutes: duration, weekday: local.weekday, time: local.time, date: local.date, resourceId: room?.id ?? null };
      // The price a member taking the place online would pay (the rules', for this customer's groups).
      const price = priceOf(type.prices, slot, who);
      if (!price) throw new AppError('bad_request', 'slotNotPriced');
      if (!(await claimPlace(trx, open.id, { customerId, placeId: place?.id ?? null, price: price.price, now })))
        throw new AppError('conflict', 'placeTaken');
      let saleId: number | null = null;
      if (price.price > 0) {
        const title = room ? `${type.name} - ${room.name}` : type.name;
        const when = formatDate(cls.starts_at, { dateFormat: `${c.dateFormat} HH:mm`, timeZone: c.zone });
        const prefix = `PLZ-${classId}-${open.position + 1}-`;
        saleId = await createSale(trx, {
          number: `${prefix}${(await countPlaceSales(trx, prefix)) + 1}`,
          customerId,
          title,
          // Taken at the desk: paid at the club, never run out as an online hold does.
          online: false,
          currency: c.currency,
          paid: 0,
          paymentType: PaymentType.Full,
          paymentDeadline: cls.starts_at,
          holdExpiresAt: null,
          items: [
            {
              category: 'booking',
              name: `${title} (${duration} min)${place ? ` · ${place.place}` : ''}`,
              logo: type.image,
              unitPrice: price.price,
              units: 1,
              taxPercent: 0,
              customerId,
              parentIdentifier: `${when} (${duration} min)${place ? ` · ${place.place}` : ''}`,
              parentId: classId,
              parentName: 'Booking',
            },
          ],
          createdAt: now,
        });
        await setPlaceSale(trx, open.id, saleId);
      }
      const after = { participant: open.id, customer: person.id, place: place?.place ?? null, sale: saleId, price: price.price };
      await recordAudit(trx, { actor, action: 'place.desk_add', entity: 'booking', entityId: classId, after }, now);
      deskChanged(trx, deps.caches, { kind: 'players', bookingId: classId, courts: [], at: [cls.starts_at] });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'placeTaken');
    throw err;
  }
}

/** What came of a removed participant's money, for the roster's answer and the member's mail. */
export type DeskRemoval = {
  customerId: number;
  sessionName: string;
  startsAt: Instant;
  currency: string;
  paid: number;
  refund: RosterRefund;
  legs: RefundLeg[];
  /** Their sale was still to pay: it is cancelled, nothing is owed. */
  unpaidCancelled: boolean;
};

/**
 * The desk takes a customer off a class, once (a second or concurrent call finds no place: 404): an unpaid sale
 * is cancelled; a paid one is kept (`none`), given as club credit (`credit`) or back the way it was paid
 * (`asPaid`), both recorded with the booking's refunds as the owner's cancel records them. Audited
 * `place.desk_remove`; `notify` queues the member's mail in the same unit of work.
 */
export async function deskUnseat(
  deps: RefundsDeps,
  actor: AuditActor,
  input: { classId: number; customerId: number; refund: RosterRefund },
  notify: (trx: Tx, removal: DeskRemoval) => Promise<void>,
): Promise<DeskRemoval> {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'bookings', input.classId);
    const cls = await requireClass(trx, input.classId);
    const places = await findRosterPlaces(trx, [cls.id]);
    const mine = places.find((p) => p.customer_id === input.customerId && holdsPlace(p.state));
    if (!mine) throw new AppError('not_found', 'rosterParticipantGone');
    const [sale] = mine.sale_id === null ? [] : await getSales(trx, [mine.sale_id]);
    let legs: RefundLeg[] = [];
    const paid = sale && sale.status === 'paid' ? sale.paid : 0;
    if (sale && sale.status === 'pending') await cancelUnpaidSale(trx, sale.id);
    if (sale && paid > 0 && input.refund !== 'none') {
      const share = { ...sale, customer_id: sale.customer_id ?? input.customerId };
      legs = await refundShare(trx, deps, { bookingId: cls.id, sale: share, toWallet: input.refund === 'credit', now, actor });
    }
    if (!(await releasePlace(trx, mine.id, now))) throw new AppError('not_found', 'rosterParticipantGone');
    const change = {
      before: { participant: mine.id, customer: input.customerId, state: mine.state, sale: mine.sale_id, saleStatus: sale?.status ?? null },
      after: { participant: mine.id, state: 'left', refund: input.refund, refunded: legs.reduce((sum, l) => sum + l.amount, 0) },
    };
    await recordAudit(trx, { actor, action: 'place.desk_remove', entity: 'booking', entityId: cls.id, ...change }, now);
    deskChanged(trx, deps.caches, { kind: 'players', bookingId: cls.id, courts: [], at: [cls.starts_at] });
    const removal: DeskRemoval = {
      customerId: input.customerId,
      sessionName: cls.type_name,
      startsAt: cls.starts_at,
      currency: sale?.currency ?? (await club(deps)).currency,
      paid,
      refund: paid > 0 ? input.refund : 'none',
      legs,
      unpaidCancelled: sale?.status === 'pending',
    };
    await notify(trx, removal);
    return removal;
  });
}
