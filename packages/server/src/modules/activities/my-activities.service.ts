import { signUpCancellation, type MySignUps, type WithdrawAnswer } from '@clubportal/contract/activities';
import { money, toDecimal } from '@clubportal/contract/money';
import { customerActor, recordAudit } from '../../db/audit-log.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, findLinkedChildren } from '../accounts/index.js';
import { type RefundsDeps, refundSaleAsPaid } from '../payments/index.js';
import { holdStillHolds, cancelSale, cancelUnpaidSale, getSales } from '../sales/index.js';
import { getMainSettings } from '../settings/index.js';
import { leaveEntry, positionInLine } from '../waitlists/index.js';
import {
  endSignup,
  findActiveSignup,
  findCustomerSignups,
  findCustomerWaitlistEntries,
  findWaitlistEntry,
  type ActivityRow,
} from './activities.repository.js';
import { requireActivity, type InscriptionDeps } from './activity-places.js';
import { ACTIVITY_LINE, settleActivity, settlePlaces } from './waitlist.service.js';

const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));
const fullName = (r: { customer_name: string; customer_surname: string }) => `${r.customer_name} ${r.customer_surname}`.trim();
const ruleOf = (row: Pick<ActivityRow, 'start_at' | 'cancel_hours_before' | 'refund_percent'>) => ({
  start: row.start_at,
  hoursBefore: row.cancel_hours_before,
  refundPercent: row.refund_percent,
});

/**
 * GET publicactivities/customer-signups/{customerId} (issue 30): what the member (or the linked child the
 * session acts for) signed up for and has not ended yet, with what giving each back does now, and their
 * places (and their children's) in activities' lines. A sign-up whose unpaid hold ran out is not listed.
 */
export async function mySignUps(deps: DbDeps, session: SessionClaims | null, customerId: number): Promise<MySignUps> {
  const me = await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  const [rows, children] = await Promise.all([findCustomerSignups(deps.db, me.id, now), findLinkedChildren(deps.db, me.id)]);
  const lines = await findCustomerWaitlistEntries(deps.db, [me.id, ...children.map((c) => c.id)], now);
  const signUps = rows
    .filter((r) => r.sale_status !== 'cancelled' && holdStillHolds(r.hold_expires_at, r.sale_status, now))
    .map((r) => {
      const paid = r.sale_status === 'paid' ? (r.sale_paid ?? 0) : 0;
      const cancel = signUpCancellation(ruleOf(r), paid, now);
      return {
        id: r.id,
        activityId: r.activity_id,
        name: r.name,
        start: r.start_at,
        end: r.end_at,
        poster: r.poster,
        customerId: r.customer_id,
        customerName: fullName(r),
        state: r.sale_status === 'pending' ? ('held' as const) : ('confirmed' as const),
        paid: dec(paid, r.currency),
        cancel: { open: cancel.open, until: cancel.until, refund: dec(cancel.refund, r.currency), refundPercent: r.refund_percent },
      };
    });
  const live = lines.filter((l) => l.status === 'waiting' || (l.offer_expires_at !== null && l.offer_expires_at > now));
  const waitlists = await Promise.all(
    live.map(async (l) => ({
      activityId: l.activity_id,
      name: l.name,
      start: l.start_at,
      customerId: l.customer_id,
      customerName: fullName(l),
      position: await positionInLine(deps.db, ACTIVITY_LINE, l.id, { activity_id: l.activity_id }),
      offerExpiresAt: l.status === 'offered' ? l.offer_expires_at : null,
    })),
  );
  return { signUps, waitlists };
}

/** What giving a sign-up back needs: sign-up work (the waitlist's mails) and refunds (card refunds after commit). */
export type WithdrawDeps = InscriptionDeps & RefundsDeps;

/**
 * POST publicactivities/withdraw/{id}/{customerId} (issue 30): the member gives a sign-up back (theirs or a
 * linked child's) by the activity's rule (`signUpCancellation`): until when, and how much of what was paid
 * comes back, the way it was paid (`refundSaleAsPaid`: vouchers, the card, the club). Under the activity's
 * row lock, in one unit of work: the sign-up ends once (a second or concurrent call finds none and refunds
 * nothing), its sale is cancelled when all of it went back (a share the club keeps leaves it paid), and the
 * freed place goes to the first in line (`settlePlaces`). Answers what came back.
 */
export async function withdrawSignUp(
  deps: WithdrawDeps,
  session: SessionClaims | null,
  input: { id: number; customerId: number },
): Promise<WithdrawAnswer['infoReturns']['amounts']> {
  await authorizeCustomer(deps.db, session, input.customerId);
  const now = nowInstant(deps.clock);
  // Lapsed holds are ended (and their places offered to the line) even when this is then refused.
  await settleActivity(deps, input.id, now);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.id);
    const row = await requireActivity(trx, input.id);
    const signup = await findActiveSignup(trx, row.id, input.customerId);
    if (!signup) throw new AppError('not_found', 'signUpNotFound');
    const [sale] = signup.sale_id === null ? [] : await getSales(trx, [signup.sale_id]);
    const paid = sale && sale.status === 'paid' ? sale.paid : 0;
    const rule = signUpCancellation(ruleOf(row), paid, now);
    if (!rule.open)
      throw new AppError('conflict', 'signUpCancelClosed', {
        date: { instant: rule.until, timeZone: (await getMainSettings(trx)).timeZone },
      });
    const amounts: WithdrawAnswer['infoReturns']['amounts'] = [];
    const actor = await customerActor(trx, session?.customerId ?? input.customerId);
    if (sale && paid === 0) await cancelUnpaidSale(trx, sale.id);
    if (sale && paid > 0 && rule.refund > 0) {
      const payer = sale.customer_id ?? signup.signed_by_id;
      const legs = await refundSaleAsPaid(trx, deps, { ...sale, customer_id: payer, paid: rule.refund }, false, actor);
      for (const leg of legs)
        amounts.push({
          paymentMethod: leg.paymentMethod,
          amount: dec(leg.amount, sale.currency),
          ...(leg.sessions > 0 ? { sessions: leg.sessions } : {}),
        });
      if (rule.refund >= paid) await cancelSale(trx, sale.id);
    }
    await endSignup(trx, signup.id, 'cancelled', now);
    const change = { before: { status: signup.status }, after: { status: 'cancelled' } };
    await recordAudit(trx, { actor, action: 'signup.withdraw', entity: 'signup', entityId: signup.id, ...change }, now);
    await settlePlaces(trx, deps, row, now);
    return amounts;
  });
}

/**
 * POST publicactivities/waitlist/leave/{id}/{customerId}: the member (or a linked child) leaves an
 * activity's line; a place that was offered to them goes to the next in line at once.
 */
export async function leaveActivityWaitlist(
  deps: InscriptionDeps,
  session: SessionClaims | null,
  input: { id: number; customerId: number },
): Promise<void> {
  await authorizeCustomer(deps.db, session, input.customerId);
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.id);
    const row = await requireActivity(trx, input.id);
    const entry = await findWaitlistEntry(trx, row.id, input.customerId);
    if (!entry) throw new AppError('not_found', 'notOnActivityWaitlist');
    await leaveEntry(trx, ACTIVITY_LINE, entry.id, now);
    await settlePlaces(trx, deps, row, now);
  });
}
