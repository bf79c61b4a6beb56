import type { Language } from '@clubportal/contract/languages';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import type { Instant } from '../../../lib/clock.js';
import { className } from '../floor-plans/floor-plan-names.js';
import { findClassesOfType } from '../floor-plans/floor-plans.repository.js';
import { updateBookingType, type BookingTypeRow } from './booking-types.repository.js';

/**
 * Whether a type is sold by place (classes the club opens, members taking places) or by the court (issue 32 §2),
 * in the editor's unit of work. Every booking of a type is of its kind of sale, so switching is refused while any
 * of them is still to come (naming how many and the first): a court booking read as a class, or a class as one
 * customer's court, would be neither. Answers the flag as written (1 or 0).
 */
export async function writeTypeSoldBy(
  trx: Tx,
  ctx: { actor: AuditActor; language: Language; zone: string; now: Instant },
  type: BookingTypeRow,
  byPlace: boolean | undefined,
): Promise<number> {
  const current = type.by_place;
  if (byPlace === undefined || (current === 1) === byPlace) return current;
  const toCome = await findClassesOfType(trx, type.id, ctx.now);
  const first = toCome[0];
  if (first)
    throw new AppError('conflict', current === 1 ? 'bookingTypeByPlaceOffClasses' : 'bookingTypeByPlaceOnBookings', {
      name: type.name,
      count: toCome.length,
      first: className(first, ctx.zone, ctx.language),
    });
  const flag = byPlace ? 1 : 0;
  await updateBookingType(trx, type.id, { by_place: flag });
  const change = { before: { byPlace: current === 1 }, after: { byPlace } };
  await recordAudit(
    trx,
    { actor: ctx.actor, action: 'booking-type.sold-by', entity: 'booking-type', entityId: type.id, ...change },
    ctx.now,
  );
  return flag;
}
