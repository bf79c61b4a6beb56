import { isBookableStart, lastBookableDate, priceOf } from '@clubportal/contract/booking-rules';
import { holdsPlace } from '@clubportal/contract/bookings';
import type { ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import { instantToLocal } from '@clubportal/contract/club-time';
import { formatDate } from '@clubportal/contract/date-format';
import { PaymentType } from '@clubportal/contract/enums';
import { recordAudit, systemActor } from '../../../db/audit-log.js';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { holdStillHolds, holdUntil, cancelUnpaidSale, createSale, type HoldReleaser } from '../../sales/index.js';
import { getCatalogue, type BookingTypeEntry, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, dec, type BookingDeps } from '../core/booking-context.js';
import { assertLevelAllowed, levelRangeOf } from '../core/level-gate.js';
import { priceCustomer } from '../core/bookings.repository.js';
import { passWindowDays, withPassWindow } from '../grid/booking-window.js';
import {
  claimPlace,
  countPlaceSales,
  findClass,
  findClassesWithLapsedPlaces,
  findClassResources,
  findPlaces,
  findTemplatePlaces,
  releasePlace,
  setPlaceSale,
  type ClassRow,
  type PlaceRow,
} from './by-place.repository.js';

/**
 * Bookings by place (issue 23 section 5): a member takes one place of a class the club opened (a bike of
 * the spinning room, a place in a clinic), on its floor plan or any free one. One unit of work with the
 * class row locked: holds that ran out give their place back, then the place is checked free, claimed by a
 * conditional update and sold (a pending sale held for the type's hold minutes, or nothing for a free
 * place). The partial unique indexes of migration 0025 are the second wall: one place, one member; one
 * member, one place.
 */

/** The cart posts this (prefixed with /api/) to give back a place it drops before paying. */
export const placeCancelUrlOf = (bookingId: number, customerId: number) => `publicbookings/byplace-cancel/${bookingId}/${customerId}`;

/** Whether a place is held at `now`: someone is in it and their sale (if any) is paid or still within its hold. */
export function placeIsHeld(
  p: { state: string | null; sale_status: string | null; sale_hold_expires_at: string | null },
  now: Instant,
): boolean {
  if (!holdsPlace(p.state)) return false;
  if (p.sale_status === 'cancelled') return false;
  return p.sale_status === null || holdStillHolds(p.sale_hold_expires_at, p.sale_status, now);
}

/** A class: an active booking of a published by-place type; anything else is as absent as a missing booking. */
export function classOf(cat: Catalogue, b: ClassRow | undefined): { cls: ClassRow; type: BookingTypeEntry } {
  const type = b ? cat.typeById.get(b.booking_type_id) : undefined;
  if (!b || b.status !== 'active' || !type || type.by_place !== 1 || type.published !== 1)
    throw new AppError('not_found', 'bookingNotFound');
  return { cls: b, type };
}

/**
 * Places whose unpaid hold ran out (or whose sale was cancelled) are given back before anyone counts them;
 * in the audit log as the `byplace-holds` rule's, whoever's request found them first.
 */
const PLACES_RULE = 'byplace-holds';
const PLACES_JOB = systemActor(PLACES_RULE);

export async function releaseLapsed(trx: Tx, rows: PlaceRow[], now: Instant): Promise<PlaceRow[]> {
  const out: PlaceRow[] = [];
  for (const r of rows) {
    if (holdsPlace(r.state) && !placeIsHeld(r, now)) {
      if (r.sale_id !== null && r.sale_status === 'pending') await cancelUnpaidSale(trx, r.sale_id);
      if (await releasePlace(trx, r.id, now)) {
        const place = { participant: r.id, customer: r.customer_id };
        const change = { before: { ...place, state: r.state, sale: r.sale_id }, after: { ...place, state: 'left', sale: null } };
        await recordAudit(
          trx,
          { actor: PLACES_JOB, action: 'place.hold_lapsed', entity: 'booking', entityId: r.booking_id, ...change },
          now,
        );
      }
      out.push({ ...r, state: 'left', sale_id: null, sale_status: null });
    } else {
      out.push(r);
    }
  }
  return out;
}

export type PrebookPlaceRequest = { customerId: number; bookingId: number; origin: string; placeId?: number | undefined };

/**
 * POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}] for a class:
 * the member takes the place `placeId` of its floor plan, or without it any free place. Answers the spec's
 * model (serviceFree, description, more): `more` is the sale the cart pays.
 */
export async function prebookPlace(
  deps: BookingDeps,
  session: SessionClaims | null,
  req: PrebookPlaceRequest,
): Promise<ByPlacePrebookAnswer> {
  const member = await authorizeCustomer(deps.db, session, req.customerId);
  const [cat, c, who] = await Promise.all([getCatalogue(deps), club(deps), priceCustomer(deps.db, member.id)]);
  const now = nowInstant(deps.clock);
  const windowDays = await passWindowDays(deps, member.id, c);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      // Every taker of this class waits here: the places are counted and claimed one writer at a time.
      await lockRow(trx, 'bookings', req.bookingId);
      const { cls, type: ownType } = classOf(cat, await findClass(trx, req.bookingId));
      const type = withPassWindow(ownType, windowDays);
      if (cls.starts_at <= now) throw new AppError('conflict', 'classStarted');
      // The same limits as the grid's prebook and a match's join: how far ahead, and the level range.
      if (!isBookableStart(cls.starts_at, now, type.anticipation_minutes))
        throw new AppError('bad_request', 'beyondAnticipation', {
          date: { day: lastBookableDate(now, type.anticipation_minutes, c.zone) ?? '' },
        });
      await assertLevelAllowed(trx, member.id, levelRangeOf(cls, type), 'class');
      const rows = await releaseLapsed(trx, await findPlaces(trx, [cls.id]), now);
      const held = rows.filter((r) => holdsPlace(r.state));
      if (held.some((r) => r.customer_id === member.id)) throw new AppError('conflict', 'alreadyInClass');

      let place: { id: number; place: string } | null = null;
      if (cls.booking_template_id !== null) {
        const places = await findTemplatePlaces(trx, cls.booking_template_id);
        const taken = new Set(held.map((r) => r.place_id));
        if (req.placeId !== undefined) {
          place = places.find((p) => p.id === req.placeId) ?? null;
          if (!place) throw new AppError('bad_request', 'placeNotInClass');
          if (taken.has(place.id)) throw new AppError('conflict', 'placeTaken');
        } else {
          place = places.find((p) => !taken.has(p.id)) ?? null;
          if (!place) throw new AppError('conflict', 'classFull');
        }
      } else if (req.placeId !== undefined) {
        throw new AppError('bad_request', 'placeNotInClass');
      }
      const open = rows.find((r) => !holdsPlace(r.state));
      if (!open || held.length >= cls.max_participants) throw new AppError('conflict', 'classFull');

      const room = (await findClassResources(trx, [cls.id]))[0];
      const local = instantToLocal(cls.starts_at, c.zone);
      const slot = {
        durationMinutes: cls.duration_minutes,
        weekday: local.weekday,
        time: local.time,
        date: local.date,
        resourceId: room?.id ?? null,
      };
      const price = priceOf(type.prices, slot, who);
      if (!price) throw new AppError('bad_request', 'slotNotPriced');
      if (!(await claimPlace(trx, open.id, { customerId: member.id, placeId: place?.id ?? null, price: price.price, now })))
        throw new AppError('conflict', 'placeTaken');

      const title = room ? `${type.name} - ${room.name}` : type.name;
      const when = formatDate(cls.starts_at, { dateFormat: `${c.dateFormat} HH:mm`, timeZone: c.zone });
      const description = `${when} (${cls.duration_minutes} min)${place ? ` · ${place.place}` : ''}`;
      const holdExpiresAt = price.price > 0 ? holdUntil(now, type.hold_minutes) : null;
      let sale: { id: number; number: string } | null = null;
      if (price.price > 0) {
        // A place freed and sold again gets a sale of its own: numbers never repeat.
        const prefix = `PLZ-${cls.id}-${open.position + 1}-`;
        const number = `${prefix}${(await countPlaceSales(trx, prefix)) + 1}`;
        const id = await createSale(trx, {
          number,
          customerId: member.id,
          title,
          online: true,
          currency: c.currency,
          paid: 0,
          paymentType: PaymentType.Full,
          paymentDeadline: holdExpiresAt,
          holdExpiresAt,
          items: [
            {
              category: 'booking',
              name: `${title} (${cls.duration_minutes} min)${place ? ` · ${place.place}` : ''}`,
              logo: type.image,
              unitPrice: price.price,
              units: 1,
              taxPercent: 0,
              customerId: member.id,
              parentIdentifier: description,
              parentId: cls.id,
              parentName: 'Booking',
            },
          ],
          createdAt: now,
        });
        await setPlaceSale(trx, open.id, id);
        sale = { id, number };
      }
      deskChanged(trx, deps.caches, { kind: 'players', bookingId: cls.id, courts: [], at: [cls.starts_at] });
      return {
        serviceFree: sale === null,
        description,
        more: {
          bookingId: cls.id,
          title,
          saleId: sale?.id ?? null,
          saleNumber: sale?.number ?? '',
          totalWithDiscount: dec(price.price, c.currency),
          paymentType: PaymentType.Full,
          paymentDeadline: holdExpiresAt ?? cls.starts_at,
          holdExpiresAt,
          cancelUrl: placeCancelUrlOf(cls.id, member.id),
          placeId: place?.id ?? null,
          place: place?.place ?? '',
        },
      };
    });
  } catch (err) {
    // The unique indexes (a place, a member) say no should a writer ever miss the lock.
    if (isUniqueViolation(err)) throw new AppError('conflict', 'placeTaken');
    throw err;
  }
}

/**
 * POST /api/publicbookings/byplace-cancel/{bookingId}/{customerId}: the cart drops a place not paid yet; its
 * sale is cancelled and the place is free again. A paid place is the club's to give back. Again: a no-op.
 */
export async function cancelPlace(deps: BookingDeps, session: SessionClaims | null, bookingId: number, customerId: number): Promise<void> {
  const member = await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'bookings', bookingId);
    const mine = (await findPlaces(trx, [bookingId])).find((r) => r.customer_id === member.id && holdsPlace(r.state));
    if (!mine) return;
    if (mine.sale_status === 'paid') throw new AppError('conflict', 'placePaid');
    // A payment that landed since we read the place wins: its sale is no longer pending.
    if (mine.sale_id !== null && mine.sale_status === 'pending' && !(await cancelUnpaidSale(trx, mine.sale_id)))
      throw new AppError('conflict', 'placePaid');
    if (await releasePlace(trx, mine.id, now)) await classChanged(trx, deps.caches, 'players', bookingId);
  });
}

/** The desks see who holds a class's places (issue 33 §8), once this unit of work commits. */
async function classChanged(trx: Tx, caches: AppCaches, kind: 'players' | 'release', id: number): Promise<void> {
  const cls = await findClass(trx, id);
  deskChanged(trx, caches, { kind, bookingId: id, courts: [], at: cls ? [cls.starts_at] : [] });
}

/**
 * Class places held until paid, for the hold engine: places taken but not paid within their hold are given
 * back (their sale cancelled), so the member's bookings stop listing the class and the place shows free again
 * without waiting for the next taker (who releases them too). Each class under its row lock.
 */
export function classPlaceReleaser(deps: { caches: AppCaches }): HoldReleaser {
  return {
    rule: PLACES_RULE,
    ranOut: async (db, now, limit) => (await findClassesWithLapsedPlaces(db, now, limit)).map((c) => c.id),
    release: async (trx, id, now) => {
      await lockRow(trx, 'bookings', id);
      const before = await findPlaces(trx, [id]);
      const after = await releaseLapsed(trx, before, now);
      const released = after.filter((r, i) => r.state !== before[i]?.state).length;
      // The desks see the class's place free again (issue 33 §8).
      if (released) await classChanged(trx, deps.caches, 'release', id);
      return released;
    },
  };
}
