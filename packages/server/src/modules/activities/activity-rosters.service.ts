import { randomBytes } from 'node:crypto';
import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import { money, toDecimal } from '@clubportal/contract/money';
import type { RosterParticipant, RosterRefund } from '@clubportal/contract/staff-rosters';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { findCustomer } from '../accounts/index.js';
import { refundSaleAsPaid, type RefundLeg, type RefundsDeps } from '../payments/index.js';
import { cancelSale, cancelUnpaidSale, createSale, getSales, holdStillHolds } from '../sales/index.js';
import { takeEntries } from '../waitlists/index.js';
import { endSignup, findActiveSignup, findWaitlistEntry, insertSignup } from './activities.repository.js';
import { placesLeft, placesTaken, requireActivity, type InscriptionDeps } from './activity-places.js';
import { findActivitySession, findActivitySessions, findRosterSignups, findRosterWaiting } from './activity-rosters.repository.js';
import { updateActivity } from './activity-admin.repository.js';
import { ACTIVITY_LINE, settleActivity, settlePlaces } from './waitlist.service.js';

/**
 * An activity's roster at the desk (issue 33 §6): the activities of a range with their counts, who is signed up
 * and whether they paid, who waits in line, and the desk's own add and remove. Adding is a sign-up by the
 * activity's rules of places (under its row lock, lapsed holds ended and places offered to the line counted as
 * taken) with its sale pending at the club (no hold); removing ends the sign-up once, the money kept, given as
 * club credit or back the way it was paid (`refundSaleAsPaid`, as the member's own withdrawal), and offers the
 * freed place to the line.
 */

export type ActivitySession = {
  id: number;
  name: string;
  startsAt: Instant;
  endsAt: Instant | null;
  coachId: number | null;
  coachName: string | null;
  capacity: number | null;
  taken: number;
  paid: number;
  waiting: number;
};

type Signup = Awaited<ReturnType<typeof findRosterSignups>>[number];
/** A sign-up holds its place while it is free, paid, or its sale's hold still runs (a lapsed one ends at the next lock). */
const live = (s: Signup, now: Instant) => s.sale_id === null || holdStillHolds(s.hold_expires_at, s.sale_status, now);

function participantOf(s: Signup, currency: string): Omit<RosterParticipant, 'present'> {
  const payment = s.sale_status === 'paid' ? 'paid' : s.sale_status === 'pending' ? 'pending' : 'free';
  const cur = s.sale_currency ?? currency;
  return {
    customerId: s.customer_id,
    name: `${s.name} ${s.surname}`.trim(),
    email: s.email ?? '',
    phone: s.phone ?? '',
    place: '',
    payment,
    amount: payment === 'free' ? 0 : toDecimal(money(s.sale_total ?? 0, cur)),
    currency: cur,
    atDesk: s.sale_id !== null && s.sale_online === 0,
  };
}

/** The activities running in [from, to) (a coach's own when `coachId` is set), with sign-ups, paid and in line. */
export async function activitySessions(
  db: Executor,
  from: Instant,
  to: Instant,
  coachId: number | null,
  now: Instant,
): Promise<ActivitySession[]> {
  const rows = await findActivitySessions(db, from, to, coachId);
  const ids = rows.map((r) => r.id);
  const [signups, waiting] = await Promise.all([findRosterSignups(db, ids), findRosterWaiting(db, ids)]);
  return rows.map((r) => {
    const mine = signups.filter((s) => s.activity_id === r.id && live(s, now));
    return {
      id: r.id,
      name: r.name,
      startsAt: r.start_at,
      endsAt: r.end_at,
      coachId: r.coach_staff_id,
      coachName: r.coach_name,
      capacity: r.capacity,
      taken: mine.length,
      paid: mine.filter((s) => s.sale_status === 'paid').length,
      waiting: waiting.filter((w) => w.activity_id === r.id).length,
    };
  });
}

async function requireSession(db: Executor, id: number) {
  const row = await findActivitySession(db, id);
  if (!row) throw new AppError('not_found', 'rosterNotFound');
  return row;
}

/** One activity's session, who is in it and who waits (position from 1, an offer's deadline). */
export async function activityRoster(db: Executor, id: number, now: Instant) {
  const row = await requireSession(db, id);
  const [signups, waiting] = await Promise.all([findRosterSignups(db, [id]), findRosterWaiting(db, [id])]);
  const inIt = signups.filter((s) => live(s, now));
  const session: ActivitySession = {
    id: row.id,
    name: row.name,
    startsAt: row.start_at,
    endsAt: row.end_at,
    coachId: row.coach_staff_id,
    coachName: row.coach_name,
    capacity: row.capacity,
    taken: inIt.length,
    paid: inIt.filter((s) => s.sale_status === 'paid').length,
    waiting: waiting.length,
  };
  return {
    session,
    participants: inIt.map((s) => participantOf(s, row.currency)),
    waiting: waiting.map((w, i) => ({
      customerId: w.customer_id,
      name: `${w.name} ${w.surname}`.trim(),
      position: i + 1,
      offeredUntil: w.status === 'offered' && w.offer_expires_at !== null && w.offer_expires_at > now ? w.offer_expires_at : null,
    })),
  };
}

/** Names an activity's coach (a staff account the caller checked) in the caller's unit of work, audited `activity.coach`. */
export async function writeActivityCoach(trx: Tx, actor: AuditActor, id: number, coachId: number | null, now: Instant): Promise<void> {
  await lockRow(trx, 'activities', id);
  const row = await requireSession(trx, id);
  if (row.coach_staff_id === coachId) return;
  await updateActivity(trx, id, { coach_staff_id: coachId });
  const change = { before: { coach: row.coach_staff_id }, after: { coach: coachId } };
  await recordAudit(trx, { actor, action: 'activity.coach', entity: 'activity', entityId: id, ...change }, now);
}

/**
 * The desk signs a customer up: under the activity's row lock, refused when they are in already, it has ended, or
 * no place is left for them (a place offered to them from the line is theirs: their entry is taken, as is a
 * waiting one). A paid activity's sale is pending, to be paid at the club: no hold runs out. Audited
 * `signup.create` as the staff member's, `atDesk`.
 */
export async function deskSignUp(deps: InscriptionDeps, actor: AuditActor, activityId: number, customerId: number): Promise<void> {
  const now = nowInstant(deps.clock);
  await settleActivity(deps, activityId, now, customerId);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', activityId);
    const row = await requireActivity(trx, activityId);
    const person = await findCustomer(trx, customerId);
    if (!person) throw new AppError('not_found', 'rosterCustomerNotFound');
    const name = `${person.name} ${person.surname}`.trim();
    if ((row.end_at ?? row.start_at) < now) throw new AppError('conflict', 'rosterSessionOver');
    if (await findActiveSignup(trx, row.id, person.id)) throw new AppError('conflict', 'alreadySignedUp', { name });
    if (placesLeft(row.capacity, await placesTaken(trx, row.id, now), person.id) === 0) throw new AppError('conflict', 'activityFull');
    const entry = await findWaitlistEntry(trx, row.id, person.id);
    if (entry) await takeEntries(trx, ACTIVITY_LINE, [entry.id], actor, now);
    let saleId: number | null = null;
    if (row.price > 0)
      saleId = await createSale(trx, {
        number: `ACT${now.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`,
        customerId: person.id,
        title: row.name,
        // Signed up at the desk: paid at the club, never run out as an online hold does.
        online: false,
        currency: row.currency,
        paid: 0,
        holdExpiresAt: null,
        items: [
          {
            category: 'activity',
            name: row.name,
            logo: row.poster,
            unitPrice: row.price,
            units: 1,
            taxPercent: 0,
            customerId: person.id,
            parentIdentifier: name,
            parentId: row.id,
            parentName: ACTIVITY_FORM_PARENT,
          },
        ],
        createdAt: now,
      });
    const id = await insertSignup(trx, {
      activity_id: row.id,
      customer_id: person.id,
      signed_by_id: person.id,
      sale_id: saleId,
      hold_expires_at: null,
      answers: '[]',
      created_at: now,
    });
    const after = {
      status: 'active',
      activity: row.id,
      customer: person.id,
      sale: saleId,
      atDesk: true,
      offerTaken: entry?.status === 'offered',
    };
    await recordAudit(trx, { actor, action: 'signup.create', entity: 'signup', entityId: id, after }, now);
  });
}

/** What came of a removed participant's money, for the roster's answer and the member's mail. */
export type ActivityRemoval = {
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
 * The desk takes a customer off an activity, once (a second or concurrent call finds no sign-up: 404): an unpaid
 * sale is cancelled; a paid one is kept (`none`), given as club credit (`credit`) or back the way it was paid
 * (`asPaid`), in full, and then cancelled. Audited `signup.remove`; the freed place goes to the line; `notify`
 * queues the member's mail in the same unit of work.
 */
export async function deskRemoveSignUp(
  deps: InscriptionDeps & RefundsDeps,
  actor: AuditActor,
  input: { activityId: number; customerId: number; refund: RosterRefund },
  notify: (trx: Tx, removal: ActivityRemoval) => Promise<void>,
): Promise<ActivityRemoval> {
  const now = nowInstant(deps.clock);
  await settleActivity(deps, input.activityId, now);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.activityId);
    const row = await requireActivity(trx, input.activityId);
    const signup = await findActiveSignup(trx, row.id, input.customerId);
    if (!signup) throw new AppError('not_found', 'rosterParticipantGone');
    const [sale] = signup.sale_id === null ? [] : await getSales(trx, [signup.sale_id]);
    const paid = sale && sale.status === 'paid' ? sale.paid : 0;
    let legs: RefundLeg[] = [];
    if (sale && sale.status === 'pending') await cancelUnpaidSale(trx, sale.id);
    if (sale && paid > 0 && input.refund !== 'none') {
      const payer = sale.customer_id ?? signup.signed_by_id;
      legs = await refundSaleAsPaid(trx, deps, { ...sale, customer_id: payer }, input.refund === 'credit', actor);
      await cancelSale(trx, sale.id);
    }
    await endSignup(trx, signup.id, 'cancelled', now);
    const change = {
      before: { status: 'active', sale: signup.sale_id, saleStatus: sale?.status ?? null },
      after: { status: 'cancelled', refund: input.refund, refunded: legs.reduce((sum, l) => sum + l.amount, 0) },
    };
    await recordAudit(trx, { actor, action: 'signup.remove', entity: 'signup', entityId: signup.id, ...change }, now);
    await settlePlaces(trx, deps, row, now);
    const removal: ActivityRemoval = {
      customerId: input.customerId,
      sessionName: row.name,
      startsAt: row.start_at,
      currency: row.currency,
      paid,
      refund: paid > 0 ? input.refund : 'none',
      legs,
      unpaidCancelled: sale?.status === 'pending',
    };
    await notify(trx, removal);
    return removal;
  });
}
