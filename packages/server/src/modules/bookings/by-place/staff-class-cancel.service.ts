import { holdsPlace } from '@clubportal/contract/bookings';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import { lockRow, unitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant } from '../../../lib/clock.js';
import { club, dec } from '../core/booking-context.js';
import { findParticipants } from '../core/bookings.repository.js';
import { cancelAndRefund } from '../desk/desk-blocks.service.js';
import { findClassResources } from './by-place.repository.js';
import { findClassSession } from './class-rosters.repository.js';
import { queueClassCancelMails } from './class-cancel-mail.js';
import type { StaffClassesDeps } from './staff-classes.service.js';

/**
 * POST /api/staff/classes/:id/cancel: staff cancel a class still to start, once (under its row lock; a second or
 * concurrent click finds it cancelled: 404). Through the club's cancel-and-refund (the desk blocks'): every member's
 * money back in full the way they paid, unpaid holds' sales cancelled, the room freed and the desks told. Audited
 * `class.cancel`; each member who held a place is mailed in their language in the same unit of work.
 */
export async function cancelStaffClass(deps: StaffClassesDeps, actor: AuditActor, classId: number) {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'bookings', classId);
    const cls = await findClassSession(trx, classId);
    if (!cls || cls.by_place !== 1 || cls.status !== 'active') throw new AppError('not_found', 'classNotFound');
    if (cls.starts_at <= now) throw new AppError('conflict', 'classStarted');
    const c = await club({ ...deps, db: trx });
    const [room] = await findClassResources(trx, [classId]);
    const members = [
      ...new Set(
        (await findParticipants(trx, [classId]))
          .filter((p) => p.customer_id !== null && holdsPlace(p.state))
          .map((p) => p.customer_id as number),
      ),
    ];
    const r = await cancelAndRefund(trx, deps, { bookingId: classId, resourceId: room?.id ?? 0 }, false, actor, now);
    const after = { status: 'cancelled', members: members.length, refunded: dec(r.refunded, c.currency) };
    await recordAudit(
      trx,
      { actor, action: 'class.cancel', entity: 'booking', entityId: classId, before: { status: 'active' }, after },
      now,
    );
    await queueClassCancelMails(
      trx,
      { clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl },
      {
        customerIds: members,
        session: cls.type_name,
        startsAt: cls.starts_at,
        zone: c.zone,
        clubName: c.name,
        currency: c.currency,
        legsOf: r.legsOf,
        unpaidCancelled: r.unpaidCancelled,
      },
    );
    return { members: members.length, refunded: dec(r.refunded, c.currency), currency: c.currency };
  });
}
