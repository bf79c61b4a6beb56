import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import type { Language } from '@clubportal/contract/languages';
import type { Permission } from '@clubportal/contract/staff';
import { DESK_CUSTOMER_SEARCH_LIMIT, type DeskBookingBody, type DeskMoveBody } from '@clubportal/contract/staff-desk';
import { recordAudit, recordAuditRow, type AuditActor } from '../../db/audit-log.js';
import { isExclusionViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { createDeskCustomer, deskExistingCustomer, deskGuestCustomer, findStaffCustomers } from '../accounts/index.js';
import { bookAtDesk, bookingDeskVersion, deskDay, deskPrice, moveAtDesk, type DeskMove } from '../bookings/index.js';
import { deskUndoOf } from '../../lib/desk-changes.js';
import type { DeskUndo } from '@clubportal/contract/staff-desk-sync';
import { checkInsOf } from '../checkin/index.js';
import type { RefundsDeps } from '../payments/index.js';
import { getMainSettingsCached } from '../settings/index.js';

/**
 * The front desk (issue 33 §1): the day grid, and the desk's walk-ins, moves and extensions. It composes the
 * accounts module (who the walk-in is for) and the booking engine (whose rules decide the slot, the price and the
 * conflicts); each write and its audit row are one unit of work.
 */
export type DeskDeps = RefundsDeps;

const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

/** The engine's last wall: should a writer ever miss the courts' lock, PostgreSQL's exclusion constraint says no. */
async function bookingWrite<T>(deps: DeskDeps, work: (trx: Tx) => Promise<T>): Promise<T> {
  try {
    return await unitOfWork(deps.db, work);
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('conflict', 'slotTaken');
    throw err;
  }
}

/** The day grid: the booking engine's day, each player with their check-in (the check-in module's). */
export async function readDeskDay(deps: DeskDeps, date: string) {
  const day = await deskDay(deps, date);
  const players = day.entries.flatMap((e) => e.players);
  const checkIns = await checkInsOf(deps.db, players);
  for (const player of players) player.checkIn = checkIns.get(player.participantId) ?? null;
  return day;
}

/** Customers a walk-in may be for: name, surname or email holding the text (the console's one customer lookup). */
export async function searchDeskCustomers(deps: Pick<DeskDeps, 'db'>, search: string) {
  return { customers: await findStaffCustomers(deps.db, search, DESK_CUSTOMER_SEARCH_LIMIT) };
}

/** The walk-in's price by the rules, for the dialog to show before confirming. */
export async function quoteWalkIn(
  deps: DeskDeps,
  q: { resourceId: number; startsAt: string; durationMinutes: number; bookingTypeId: number; customerId?: number | undefined },
) {
  const p = await deskPrice(deps, { ...q, customerId: q.customerId ?? null });
  return { price: decimal(p.price, p.currency), isSpecialPrice: p.isSpecialPrice };
}

/**
 * A walk-in: the customer (found, typed, or a guest), the booking through the engine's checks, its sale pending
 * at the club, audited desk.booking.create; a price other than the rules' needs prices.override and is audited
 * too (desk.price.override, the rules' price before, the charged price and the reason after).
 */
export async function bookWalkIn(
  deps: DeskDeps,
  actor: AuditActor,
  staff: { permissions: ReadonlySet<Permission>; language: Language },
  body: DeskBookingBody,
) {
  if (body.priceOverride && !staff.permissions.has('prices.override'))
    throw new AppError('forbidden', 'staffPermissionMissing', { permission: 'prices.override' });
  const currency = (await getMainSettingsCached(deps)).currencyCode;
  return bookingWrite(deps, async (trx) => {
    const now = nowInstant(deps.clock);
    const c = body.customer;
    const owner =
      c.kind === 'existing'
        ? await deskExistingCustomer(trx, c.customerId)
        : c.kind === 'new'
          ? await createDeskCustomer(trx, now, { ...c, language: staff.language })
          : { id: await deskGuestCustomer(trx, now), name: c.name };
    const overridePrice = body.priceOverride ? fromDecimal(body.priceOverride.price, currency).amount : undefined;
    const made = await bookAtDesk(trx, deps, {
      resourceId: body.resourceId,
      startsAt: body.startsAt,
      durationMinutes: body.durationMinutes,
      bookingTypeId: body.bookingTypeId,
      ownerId: owner.id,
      guestName: c.kind === 'guest' ? c.name : '',
      overridePrice,
    });
    const actionId = await recordAuditRow(
      trx,
      {
        actor,
        action: 'desk.booking.create',
        entity: 'booking',
        entityId: made.bookingId,
        after: {
          resourceId: body.resourceId,
          startsAt: body.startsAt,
          durationMinutes: body.durationMinutes,
          bookingTypeId: body.bookingTypeId,
          customer: c.kind,
          ownerId: owner.id,
          name: owner.name,
          price: decimal(made.price, made.currency),
          version: await bookingDeskVersion(trx, made.bookingId),
        },
      },
      now,
    );
    if (body.priceOverride)
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.price.override',
          entity: 'booking',
          entityId: made.bookingId,
          before: { price: decimal(made.rulesPrice, made.currency) },
          after: { price: decimal(made.price, made.currency), reason: body.priceOverride.reason },
        },
        now,
      );
    // Nothing is paid yet (the sale waits at the club): the walk-in may be undone for a while (issue 33 §8).
    return {
      bookingId: made.bookingId,
      price: decimal(made.price, made.currency),
      ownerId: owner.id,
      undo: deskUndoOf(actionId, 'walk-in', deps.clock),
    };
  });
}

const moveAnswer = (m: DeskMove, saved: boolean, undo: DeskUndo | null = null) => ({
  bookingId: m.bookingId,
  saved,
  priceBefore: decimal(m.before.price, m.currency),
  priceAfter: decimal(m.priceAfter, m.currency),
  charged: decimal(m.charged, m.currency),
  difference: decimal(m.difference, m.currency),
  paid: m.paid,
  undo,
});

/** A move or extension, or with `preview` its price only; saved, audited desk.booking.move with before and after. */
export async function moveBooking(deps: DeskDeps, actor: AuditActor, bookingId: number, body: DeskMoveBody) {
  const to = { resourceId: body.resourceId, startsAt: body.startsAt, durationMinutes: body.durationMinutes };
  if (body.preview) return moveAnswer(await unitOfWork(deps.db, (trx) => moveAtDesk(trx, deps, to, bookingId, false, body.version)), false);
  const [move, actionId] = await bookingWrite(deps, async (trx) => {
    const m = await moveAtDesk(trx, deps, to, bookingId, true, body.version);
    const id = await recordAuditRow(
      trx,
      {
        actor,
        action: 'desk.booking.move',
        entity: 'booking',
        entityId: bookingId,
        before: { ...m.before, price: decimal(m.before.price, m.currency) },
        after: { ...m.after, price: decimal(m.charged, m.currency), difference: decimal(m.difference, m.currency), version: m.version },
      },
      nowInstant(deps.clock),
    );
    return [m, id] as const;
  });
  // A move that moved no money (nothing owed or due back) may be undone for a while (issue 33 §8).
  return moveAnswer(move, true, move.difference === 0 ? deskUndoOf(actionId, 'move', deps.clock) : null);
}
