import { createHash } from 'node:crypto';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../../lib/clock.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, type Club } from '../core/booking-context.js';
import { findBookingBlocks, findBookingSaleIds, findMovable } from './desk.repository.js';

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

type MovableRow = NonNullable<Awaited<ReturnType<typeof findMovable>>>;
type BlockRow = Awaited<ReturnType<typeof findBookingBlocks>>[number];

export const versionOf = (b: MovableRow, blocks: BlockRow[]) =>
  deskVersion({
    id: b.id,
    startsAt: blocks[0]?.starts_at ?? b.starts_at,
    endsAt: blocks[0]?.ends_at ?? b.ends_at,
    durationMinutes: b.duration_minutes,
    price: b.price,
    resourceIds: blocks.map((x) => x.resource_id),
  });

/** The booking's desk version now (null: no longer active), read in the caller's executor. */
export async function bookingDeskVersion(db: Executor, bookingId: number): Promise<string | null> {
  const b = await findMovable(db, bookingId);
  if (!b || b.status !== 'active') return null;
  return versionOf(b, await findBookingBlocks(db, bookingId));
}

/**
 * A stale edit (issue 33 §8): the booking is no longer what the desk saw. Refused with what it is now (in a sentence
 * and as `changed`), never overwritten.
 */
export function staleEdit(
  b: MovableRow | undefined,
  blocks: BlockRow[],
  cat: Catalogue,
  c: Club,
  now: Instant,
  bookingId: number,
): AppError {
  const main = blocks[0];
  if (!b || b.status !== 'active' || !main) {
    return new AppError(
      'conflict',
      'deskStaleCancelled',
      {},
      {
        changed: {
          bookingId,
          status: b?.status ?? 'cancelled',
          resourceId: main?.resource_id ?? 0,
          courtName: main ? (cat.resourceById.get(main.resource_id)?.name ?? '') : '',
          startsAt: b?.starts_at ?? '',
          durationMinutes: b?.duration_minutes ?? 0,
          version: '',
        },
      },
    );
  }
  const courtName = cat.resourceById.get(main.resource_id)?.name ?? `#${main.resource_id}`;
  const local = instantToLocal(main.starts_at, c.zone);
  const time = local.date === instantToLocal(now, c.zone).date ? local.time : `${local.date} ${local.time}`;
  return new AppError(
    'conflict',
    'deskStaleMoved',
    { court: courtName, time, minutes: b.duration_minutes },
    {
      changed: {
        bookingId,
        status: b.status,
        resourceId: main.resource_id,
        courtName,
        startsAt: main.starts_at,
        durationMinutes: b.duration_minutes,
        version: versionOf(b, blocks),
      },
    },
  );
}

/**
 * A desk's edit of a booking it saw at `seen` (the day grid's `version`): refused with what changed when the booking
 * is no longer so (moved, extended, re-priced, cancelled), never applied to what the desk did not see. Run it in the
 * edit's unit of work after locking the booking's row; no `seen` (a caller without a grid, an older page): no check.
 */
export async function checkDeskVersion(
  trx: Tx,
  deps: { clock: Clock; caches?: AppCaches | undefined },
  bookingId: number,
  seen: string | undefined,
): Promise<void> {
  if (seen === undefined) return;
  const [b, blocks] = await Promise.all([findMovable(trx, bookingId), findBookingBlocks(trx, bookingId)]);
  if (b && b.status === 'active' && versionOf(b, blocks) === seen) return;
  const [cat, c] = [await getCatalogue({ db: trx }), await club({ db: trx, caches: deps.caches })];
  throw staleEdit(b, blocks, cat, c, nowInstant(deps.clock), bookingId);
}

/**
 * A sale the desk takes from a booking on the day grid (issue 33 §8): the booking's row locked, the sale one of its
 * own (the booking's or a player's, else 400), and the booking still what the desk saw ({@link checkDeskVersion}).
 */
export async function checkDeskSale(
  trx: Tx,
  deps: { clock: Clock; caches?: AppCaches | undefined },
  saleId: number,
  booking: { id: number; version: string },
): Promise<void> {
  await lockRow(trx, 'bookings', booking.id);
  const sales = await findBookingSaleIds(trx, booking.id);
  if (!sales.includes(saleId)) throw new AppError('bad_request', 'deskSaleNotOfBooking');
  await checkDeskVersion(trx, deps, booking.id, booking.version);
}
