import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { cancelUnpaidSale } from '../sales/sales.service.js';
import type { BookingDeps } from './booking-context.js';
import { cancelBookingRow, findExpiredHolds, findParticipants } from './bookings.repository.js';
import { gridsChanged } from './grid-cache.service.js';

/**
 * Releases bookings whose hold expired unpaid: the booking and its blocks go, the unpaid sales are
 * cancelled. A sale paid meanwhile keeps its booking (the payment won). Runs in the caller's unit of work.
 */
export async function releaseExpired(trx: Tx, now: Instant, resourceIds?: number[]): Promise<number> {
  const expired = await findExpiredHolds(trx, now, resourceIds ? { resourceIds } : {});
  if (expired.length) gridsChanged(trx);
  let released = 0;
  for (const b of expired) {
    if (b.sale_id !== null && !(await cancelUnpaidSale(trx, b.sale_id))) continue;
    const participants = await findParticipants(trx, [b.id]);
    for (const p of participants) if (p.sale_id !== null && p.sale_id !== b.sale_id) await cancelUnpaidSale(trx, p.sale_id);
    if (await cancelBookingRow(trx, b.id, now)) released += 1;
  }
  return released;
}

/** The scheduled job: releases every expired hold for good (availability already ignores them). */
export async function releaseExpiredHolds(deps: BookingDeps): Promise<number> {
  return unitOfWork(deps.db, (trx) => releaseExpired(trx, nowInstant(deps.clock)));
}
