import { createHash } from 'node:crypto';

/**
 * What a desk saw of a booking (issue 33 §8): its time, length, price and courts, as a short token. The day grid
 * hands it out with each entry and an edit sends it back; a different token under the booking's lock means another
 * desk (or the member) changed it meanwhile, and the edit is refused with what changed instead of overwriting it.
 * Derived from the row, not stored: every writer of a booking changes it without knowing about it.
 */
export function deskVersion(b: {
  id: number;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  price: number;
  resourceIds: number[];
}) {
  const courts = [...new Set(b.resourceIds)].sort((x, y) => x - y).join(',');
  return createHash('sha256')
    .update(`${b.id}|${b.startsAt}|${b.endsAt}|${b.durationMinutes}|${b.price}|${courts}`)
    .digest('base64url')
    .slice(0, 16);
}
