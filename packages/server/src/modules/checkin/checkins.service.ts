import { instantToLocal } from '@clubportal/contract/club-time';
import { tookPart } from '@clubportal/contract/bookings';
import type { CheckIn, CheckInBody } from '@clubportal/contract/staff-checkins';
import { recordAudit, recordAuditRow, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { deskChanged } from '../../lib/desk-changes.js';
import { checkDeskVersion } from '../bookings/index.js';
import { getMainSettings } from '../settings/index.js';
import { deleteCheckin, findCheckin, findCheckins, findPlayer, insertCheckin, type PlayerRow } from './checkins.repository.js';

/** `caches`: the app's, whose desk change bus tells the other desks (issue 33 §8). */
export type CheckinDeps = { db: Db; clock: Clock; caches?: AppCaches | undefined };
/** Who acts at the desk: a staff member (their id and name are kept on the check-in). */
export type StaffActor = Extract<AuditActor, { kind: 'staff' }>;

export const fullName = (r: { name: string; surname: string }) => `${r.name} ${r.surname}`.trim();

const checkInOf = (
  row: { participant_id: number; booking_id: number; customer_id: number; checked_in_at: string; staff_name: string },
  customerName: string,
): CheckIn => ({
  participantId: row.participant_id,
  bookingId: row.booking_id,
  customerId: row.customer_id,
  customerName,
  checkedInAt: row.checked_in_at,
  checkedInBy: row.staff_name,
});
export { checkInOf };

/** The check-ins of these players (the day grid's), by participant; a player not checked in is absent. */
export async function checkInsOf(db: Db, players: readonly { participantId: number; name: string }[]): Promise<Map<number, CheckIn>> {
  const names = new Map(players.map((p) => [p.participantId, p.name]));
  const rows = await findCheckins(db, [...names.keys()]);
  return new Map(rows.map((r) => [r.participant_id, checkInOf(r, names.get(r.participant_id) ?? '')]));
}

/** The club's calendar day of an instant. */
export async function clubDay(db: Db, instant: Instant): Promise<string> {
  return instantToLocal(instant, (await getMainSettings(db)).timeZone).date;
}

/** The player, holding a place in a live booking today; else the sentence the desk reads. */
export async function playerToday(db: Db, clock: Clock, who: CheckInBody): Promise<PlayerRow> {
  const player = await findPlayer(
    db,
    who.participantId !== undefined ? { participantId: who.participantId } : { bookingId: who.bookingId!, customerId: who.customerId! },
  );
  if (!player) throw new AppError('not_found', 'checkinPlayerNotFound');
  if (player.status !== 'active') throw new AppError('conflict', 'checkinBookingCancelled');
  if (!tookPart(player.state)) throw new AppError('conflict', 'checkinNoPlace', { name: fullName(player) });
  const now = nowInstant(clock);
  const { timeZone } = await getMainSettings(db);
  const dayOf = (instant: string) => instantToLocal(instant, timeZone).date;
  if (dayOf(player.starts_at) !== dayOf(now) && !(player.starts_at <= now && now < player.ends_at))
    throw new AppError('conflict', 'checkinNotToday');
  return player;
}

async function existing(db: Executor, player: PlayerRow): Promise<CheckIn | null> {
  const row = await findCheckin(db, player.participant_id);
  return row ? checkInOf(row, fullName(player)) : null;
}

/**
 * Checks a player in, once: under the booking's lock a second desk finds the first's check-in and answers it
 * (who and when), and the unique participant is the last word. Audited `checkin.create`.
 */
export async function checkInPlayer(
  deps: CheckinDeps,
  actor: StaffActor,
  player: PlayerRow,
  seenVersion?: string | undefined,
): Promise<{ checkIn: CheckIn; already: boolean; actionId?: number }> {
  try {
    return await unitOfWork(deps.db, async (trx) => {
      await lockRow(trx, 'bookings', player.booking_id);
      // Moved or cancelled since the desk looked (issue 33 §8): said with what changed, nobody checked in.
      await checkDeskVersion(trx, deps, player.booking_id, seenVersion);
      const before = await existing(trx, player);
      if (before) return { checkIn: before, already: true };
      const now = nowInstant(deps.clock);
      const row = {
        participant_id: player.participant_id,
        booking_id: player.booking_id,
        customer_id: player.customer_id!,
        checked_in_at: now,
        staff_id: actor.id,
        staff_name: actor.name.slice(0, 200),
      };
      await insertCheckin(trx, row);
      deskChanged(trx, deps.caches, { kind: 'check-in', bookingId: player.booking_id, courts: [], at: [player.starts_at] });
      const actionId = await recordAuditRow(
        trx,
        {
          actor,
          action: 'checkin.create',
          entity: 'booking_participant',
          entityId: player.participant_id,
          after: { booking: player.booking_id, customer: player.customer_id, checkedInAt: now },
        },
        now,
      );
      return { checkIn: checkInOf(row, fullName(player)), already: false, actionId };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const first = await existing(deps.db, player);
    if (!first) throw err;
    return { checkIn: first, already: true };
  }
}

/** POST /api/staff/checkins (with the booking's `version` the desk saw, when it sends one). */
export async function checkIn(deps: CheckinDeps, actor: StaffActor, body: CheckInBody) {
  return checkInPlayer(deps, actor, await playerToday(deps.db, deps.clock, body), body.version);
}

/**
 * DELETE /api/staff/checkins/:participantId: undone on the club day it was made only. Audited `checkin.undo`.
 * The desk's undo (issue 33 §8) names the check-in it undoes (`undoOf`: its audit row, `checkedInAt`: when it was
 * made); one made since is another, and is kept. `version`: the booking as the desk showed it (the grid's, the
 * door's); moved or cancelled since, refused with what changed (409) as every desk edit is, and nothing undone.
 */
export async function undoCheckIn(
  deps: CheckinDeps,
  actor: StaffActor,
  participantId: number,
  how: { undo?: { undoOf: number; checkedInAt: string }; version?: string | undefined } = {},
): Promise<void> {
  const { undo } = how;
  const player = await findPlayer(deps.db, { participantId });
  if (!player) throw new AppError('not_found', 'checkinPlayerNotFound');
  const now = nowInstant(deps.clock);
  const { timeZone } = await getMainSettings(deps.db);
  const dayOf = (instant: string) => instantToLocal(instant, timeZone).date;
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'bookings', player.booking_id);
    await checkDeskVersion(trx, deps, player.booking_id, how.version);
    const row = await findCheckin(trx, participantId);
    if (undo && row?.checked_in_at !== undo.checkedInAt) throw new AppError('conflict', 'deskUndoChanged');
    if (!row) throw new AppError('conflict', 'checkinNotCheckedIn', { name: fullName(player) });
    if (dayOf(row.checked_in_at) !== dayOf(now)) throw new AppError('conflict', 'checkinUndoTooLate');
    await deleteCheckin(trx, participantId);
    deskChanged(trx, deps.caches, { kind: undo ? 'undo' : 'check-in', bookingId: player.booking_id, courts: [], at: [player.starts_at] });
    await recordAudit(
      trx,
      {
        actor,
        action: 'checkin.undo',
        entity: 'booking_participant',
        entityId: participantId,
        before: { booking: row.booking_id, customer: row.customer_id, checkedInAt: row.checked_in_at, checkedInBy: row.staff_name },
        ...(undo ? { after: { undoOf: undo.undoOf } } : {}),
      },
      now,
    );
  });
}
