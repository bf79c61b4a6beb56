import { holdsAny, type Permission } from '@clubportal/contract/staff';
import { DESK_UNDO_SECONDS } from '@clubportal/contract/staff-desk-sync';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { isExclusionViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { cancelUnpaidWalkIn, moveAtDesk } from '../bookings/index.js';
import { undoCheckIn } from '../checkin/index.js';
import type { DeskDeps } from './desk.service.js';
import { findDeskAction } from './desk-undo.repository.js';

type Slot = { resourceId: number; startsAt: string; durationMinutes: number };
const KINDS = { 'desk.booking.move': 'move', 'desk.booking.create': 'walk-in', 'checkin.create': 'check-in' } as const;
/** What each undo needs, beside being who did it: the permission the action needed. */
const NEEDS: Record<(typeof KINDS)[keyof typeof KINDS], Permission> = {
  move: 'bookings.desk',
  'walk-in': 'bookings.desk',
  'check-in': 'checkin.scan',
};

const parse = (json: string | null): Record<string, unknown> => (json ? (JSON.parse(json) as Record<string, unknown>) : {});

/**
 * POST /api/staff/desk/undo/:actionId (issue 33 §8): the last desk action that moved no money, undone within
 * {@link DESK_UNDO_SECONDS} seconds (on the injected clock) by who did it, if nothing changed since: a move goes
 * back where it was (a move that left money owed or due back is not undone here), a walk-in nothing of which is
 * paid is cancelled, a check-in is taken back. Each undo and its audit row (`desk.undo`, naming the action) are one
 * unit of work; the other desks hear it.
 */
export async function undoDeskAction(
  deps: DeskDeps,
  actor: AuditActor,
  permissions: ReadonlySet<Permission>,
  actionId: number,
): Promise<{ undone: 'move' | 'walk-in' | 'check-in'; bookingId: number }> {
  const action = await findDeskAction(deps.db, actionId);
  const kind = action ? KINDS[action.action as keyof typeof KINDS] : undefined;
  if (!action || !kind || actor.kind !== 'staff') throw new AppError('not_found', 'deskUndoNotFound');
  if (action.actor_kind !== 'staff' || action.actor_id !== actor.id) throw new AppError('forbidden', 'deskUndoOtherStaff');
  if (!holdsAny(permissions, NEEDS[kind])) throw new AppError('forbidden', 'staffPermissionMissing', { permission: NEEDS[kind] });
  const now = nowInstant(deps.clock);
  if (Date.parse(now) - Date.parse(action.at) > DESK_UNDO_SECONDS * 1000)
    throw new AppError('conflict', 'deskUndoExpired', { seconds: DESK_UNDO_SECONDS });
  const before = parse(action.before_json);
  const after = parse(action.after_json);

  if (kind === 'check-in') {
    const participantId = Number(action.entity_id);
    await undoCheckIn(deps, actor, participantId, { undo: { undoOf: action.id, checkedInAt: String(after.checkedInAt) } });
    return { undone: kind, bookingId: Number(after.booking) };
  }
  const bookingId = Number(action.entity_id);
  const version = typeof after.version === 'string' ? after.version : null;
  if (!version) throw new AppError('conflict', 'deskUndoChanged');
  const audit = (trx: Tx, was: Record<string, unknown>, now2: Record<string, unknown>) =>
    recordAudit(
      trx,
      { actor, action: 'desk.undo', entity: 'booking', entityId: bookingId, before: was, after: { ...now2, undoOf: action.id } },
      now,
    );
  try {
    await unitOfWork(deps.db, async (trx) => {
      if (kind === 'walk-in') {
        await cancelUnpaidWalkIn(trx, deps, bookingId, version);
        await audit(trx, { status: 'active' }, { status: 'cancelled' });
        return;
      }
      if (after.difference !== 0) throw new AppError('conflict', 'deskUndoMovedMoney');
      const back: Slot = {
        resourceId: Number(before.resourceId),
        startsAt: String(before.startsAt),
        durationMinutes: Number(before.durationMinutes),
      };
      const m = await moveAtDesk(trx, deps, back, bookingId, true, version).catch((err: unknown) => {
        // Changed since (the stale edit's refusal) or its old place taken meanwhile: no longer this desk's to undo.
        if (err instanceof AppError && err.code === 'conflict' && err.key !== 'deskUndoMovedMoney')
          throw new AppError('conflict', 'deskUndoChanged');
        throw err;
      });
      if (m.difference !== 0) throw new AppError('conflict', 'deskUndoMovedMoney');
      await audit(trx, { ...m.before }, { ...m.after });
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('conflict', 'deskUndoChanged');
    throw err;
  }
  return { undone: kind, bookingId };
}
