import { holdsPlace } from '@clubportal/contract/bookings';
import { recordAudit, systemActor } from '../../../db/audit-log.js';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Instant } from '../../../lib/clock.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import type { RefundOutcome, RefundsDeps } from '../../payments/index.js';
import { cancelUnpaidSale, getSales, type HoldReleaser } from '../../sales/index.js';
import { cancelBookingRow, findBooking, findExpiredHolds, findParticipants } from '../core/bookings.repository.js';
import { gridsChanged } from './grid-cache.service.js';
import { mailBookingPlayers } from '../mails/participant-mails.js';
import { refundShare } from '../my-bookings/share-refunds.js';

/**
 * Releases bookings whose hold expired unpaid: the booking and its blocks go, the unpaid sales are
 * cancelled. A sale paid meanwhile keeps its booking (the payment won). A player who joined while the owner
 * had not paid yet and paid their share gets it back the way they paid it (issue 29), and every other
 * player still in it is told why the match is gone. Runs in the caller's unit of work (a prebook or cancel on
 * those resources, or the hold engine's for one booking); each release is in the audit log as the
 * `booking-holds` rule's (also when a request found the hold run out first).
 */
const HOLDS_RULE = 'booking-holds';
const HOLDS_JOB = systemActor(HOLDS_RULE);

export async function releaseExpired(
  trx: Tx,
  deps: RefundsDeps,
  now: Instant,
  scope: { resourceIds?: number[]; bookingIds?: number[] },
): Promise<number> {
  const expired = await findExpiredHolds(trx, now, scope);
  if (expired.length) gridsChanged(trx, deps.caches);
  let released = 0;
  for (const b of expired) {
    // A sale paid meanwhile keeps its booking; one already cancelled (it can never be paid) still lets the booking
    // go, or the booking would stay active and be listed again on every run.
    if (b.sale_id !== null && !(await cancelUnpaidSale(trx, b.sale_id)) && (await getSales(trx, [b.sale_id]))[0]?.status !== 'cancelled')
      continue;
    if (!(await cancelBookingRow(trx, b.id, now))) continue;
    released += 1;
    // The desks see the court free again (issue 33 §8).
    deskChanged(trx, deps.caches, { kind: 'release', bookingId: b.id, courts: [], at: [b.starts_at] });
    await recordAudit(
      trx,
      {
        actor: HOLDS_JOB,
        action: 'booking.hold_lapsed',
        entity: 'booking',
        entityId: b.id,
        before: { status: 'active' },
        after: { status: 'cancelled', saleStatus: b.sale_id === null ? null : 'cancelled' },
      },
      now,
    );
    await settleOtherShares(trx, deps, b.id, b.sale_id, now);
  }
  return released;
}

/** The other players' shares of a released booking: paid ones refunded as paid, unpaid ones cancelled; they are mailed. */
async function settleOtherShares(trx: Tx, deps: RefundsDeps, bookingId: number, ownerSaleId: number | null, now: Instant): Promise<void> {
  const participants = await findParticipants(trx, [bookingId]);
  const outcomes = new Map<number, RefundOutcome>();
  const saleIds = participants.flatMap((p) => (p.sale_id !== null && p.sale_id !== ownerSaleId ? [p.sale_id] : []));
  for (const sale of await getSales(trx, saleIds)) {
    const payer = sale.customer_id;
    if (sale.status === 'cancelled' || payer === null) continue;
    if (sale.paid > 0)
      outcomes.set(payer, {
        legs: await refundShare(trx, deps, { bookingId, sale: { ...sale, customer_id: payer }, toWallet: false, now, actor: HOLDS_JOB }),
      });
    else if (await cancelUnpaidSale(trx, sale.id)) outcomes.set(payer, { legs: [], unpaidCancelled: true });
  }
  const b = await findBooking(trx, { id: bookingId });
  if (!b) return;
  const others = [
    ...new Set(
      participants.flatMap((p) =>
        holdsPlace(p.state) && p.state !== 'invited' && p.customer_id !== null && p.customer_id !== b.owner_customer_id
          ? [p.customer_id]
          : [],
      ),
    ),
  ];
  await mailBookingPlayers(trx, deps, b, {
    kind: 'lapsed',
    recipients: others,
    playerId: b.owner_customer_id,
    link: `${deps.config.publicUrl}/customer-bookings`,
    outcomes,
  });
}

/** Court and match bookings held until paid, for the hold engine: each run out is released for good (availability already ignores it). */
export function bookingHoldReleaser(deps: RefundsDeps): HoldReleaser {
  return {
    rule: HOLDS_RULE,
    ranOut: async (db, now, limit) => (await findExpiredHolds(db, now, { limit })).map((b) => b.id),
    release: (trx, id, now) => releaseExpired(trx, deps, now, { bookingIds: [id] }),
  };
}
