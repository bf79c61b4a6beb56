import { customerActor, recordAudit } from '../../../db/audit-log.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { holdsPlace } from '@clubportal/contract/bookings';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import type { RefundOutcome, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { dec } from '../core/booking-context.js';
import { cancelRefusal, isLive } from '../core/booking-standing.js';
import { cancelBookingRow, findBooking, findBookingBlocks, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { releaseExpired } from '../grid/hold-release.service.js';
import { leaveBooking } from '../invitations/invitations.service.js';
import { bookingWhat, mailBookingPlayers } from '../mails/participant-mails.js';
import { bookingFreed } from '../waitlist/booking-waitlist-offers.js';
import { refundShare } from './share-refunds.js';

/**
 * POST /api/publicbookings/cancel/{bookingId}/{customerId}: the owner cancels; another player of the booking
 * leaves it (invitations.service.ts). An unpaid pre-booking (the
 * cart dropping it) is released at any time before the start; a paid one until the type's window. Every
 * payer's money goes back by the type's refund rule (a card refund is sent to the provider right after
 * commit, refunds.service.ts); infoReturns lists the caller's, and every other player is mailed what came
 * of theirs. The cancel (or the leaving) and each refund are in the audit log as the member's.
 */
export async function cancelBooking(deps: RefundsDeps, session: SessionClaims | null, bookingId: number, customerId: number) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const b = await findBooking(trx, { id: bookingId });
    if (!b) throw new AppError('not_found', 'bookingNotFound');
    const participants = await findParticipants(trx, [b.id]);
    if (b.owner_customer_id !== customer.id) {
      // Another player's own id: they leave the booking (while unpaid); anyone else sees no booking.
      const mine = participants.find((p) => p.customer_id === customer.id && holdsPlace(p.state));
      if (!mine || b.status !== 'active' || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
      await leaveBooking(trx, deps, b, mine, now);
      const leave = { before: { participant: mine.id, state: mine.state }, after: { participant: mine.id, state: 'left' } };
      await recordAudit(
        trx,
        {
          actor: await customerActor(trx, session?.customerId ?? customer.id),
          action: 'booking.leave',
          entity: 'booking',
          entityId: b.id,
          ...leave,
        },
        now,
      );
      return { amounts: [] };
    }
    // Idempotent for what is already gone (the cart may post the cancel URL of a hold that expired and was released).
    if (b.status !== 'active') return { amounts: [] };
    if (!isLive(b, now)) {
      await releaseExpired(trx, deps, now, { resourceIds: (await findBookingBlocks(trx, [b.id])).map((x) => x.resource_id) });
      return { amounts: [] };
    }
    const type = cat.typeById.get(b.booking_type_id);
    const refusal = cancelRefusal(b, type?.cancel_window_minutes ?? 0, now);
    if (refusal) throw refusal;
    if (!(await cancelBookingRow(trx, b.id, now))) return { amounts: [] };
    const actor = await customerActor(trx, session?.customerId ?? customer.id);
    const change = { before: { status: 'active' }, after: { status: 'cancelled' } };
    await recordAudit(trx, { actor, action: 'booking.cancel', entity: 'booking', entityId: b.id, ...change }, now);
    // The staff who chose to hear of members' cancellations (issue 33 §8), in this unit of work.
    await deps.staffAlerts(trx, {
      kind: 'cancellations',
      bookingId: b.id,
      customer: actor.kind === 'system' ? '' : actor.name,
      what: bookingWhat(type?.name ?? '', await findBookingBlocks(trx, [b.id])),
      startsAt: b.starts_at,
    });
    gridsChanged(trx, deps.caches);
    deskChanged(trx, deps.caches, { kind: 'cancel', bookingId: b.id, courts: [], at: [b.starts_at] });
    // The court (or the match's line) goes to whoever waits for it.
    await bookingFreed(trx, deps, b, now);

    const amounts: Array<{ paymentMethod: string; amount: number; sessions?: number }> = [];
    // What came of each payer's share, for the other players' mails.
    const outcomes = new Map<number, RefundOutcome>();
    const saleIds = [...new Set(participants.map((p) => p.sale_id).filter((id): id is number => id !== null))];
    for (const sale of await getSales(trx, saleIds)) {
      if (sale.status === 'cancelled') continue;
      const payer = sale.customer_id;
      if (sale.paid <= 0 || payer === null) {
        if ((await cancelUnpaidSale(trx, sale.id)) && payer !== null) outcomes.set(payer, { legs: [], unpaidCancelled: true });
        continue;
      }
      const rule = type?.refund_rule ?? 'original';
      if (rule === 'none') {
        // The club keeps the money: the sale stays as paid.
        outcomes.set(payer, { legs: [], kept: true });
        continue;
      }
      // Back the way it was paid: sessions to their voucher, money voucher, card, the club (payments/sale-refunds.service.ts).
      const legs = await refundShare(trx, deps, {
        bookingId: b.id,
        sale: { ...sale, customer_id: payer },
        toWallet: rule === 'voucher',
        now,
        actor,
      });
      outcomes.set(payer, { legs });
      if (payer === customer.id)
        for (const leg of legs)
          amounts.push({
            paymentMethod: leg.paymentMethod,
            amount: dec(leg.amount, sale.currency),
            ...(leg.sessions > 0 ? { sessions: leg.sessions } : {}),
          });
    }
    // Everyone else still in it (an invited player who had not answered too) learns the organiser cancelled.
    const others = [
      ...new Set(
        participants
          .filter((p) => holdsPlace(p.state) && p.customer_id !== null && p.customer_id !== b.owner_customer_id)
          .map((p) => p.customer_id as number),
      ),
    ];
    await mailBookingPlayers(trx, deps, b, {
      kind: 'cancelled',
      recipients: others,
      playerId: b.owner_customer_id,
      link: `${deps.config.publicUrl}/customer-bookings`,
      outcomes,
    });
    return { amounts };
  });
}
