import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import type { Instant } from '../../../lib/clock.js';
import { countHeldOpenPlaces, findOpenPlacesLimit, findOverlappingPlaces } from './open-matches.repository.js';

/**
 * What a member may hold when joining a match (issue 29): no place in another live booking at an overlapping
 * time (a match, a court of their own, a class), and no more places taken in others' matches (still to
 * play, or played and still unpaid) than the club's limit (`booking_settings.open_places_limit`). Runs in the
 * join's unit of work, after the booking's row lock: the member's row lock then makes two joins of theirs
 * to different matches count one after the other (nothing locks a customer before a booking: no cycle).
 */
export async function checkOpenPlacesOf(
  trx: Tx,
  p: { customerId: number; booking: { id: number; starts_at: Instant; ends_at: Instant }; now: Instant },
): Promise<void> {
  await lockRow(trx, 'customers', p.customerId);
  const overlapping = await findOverlappingPlaces(trx, {
    customerId: p.customerId,
    start: p.booking.starts_at,
    end: p.booking.ends_at,
    bookingId: p.booking.id,
    now: p.now,
  });
  if (overlapping.length) throw new AppError('conflict', 'joinOverlap');
  const limit = await findOpenPlacesLimit(trx);
  if ((await countHeldOpenPlaces(trx, p.customerId, p.now)) >= limit) throw new AppError('conflict', 'openPlacesLimit', { limit });
}
