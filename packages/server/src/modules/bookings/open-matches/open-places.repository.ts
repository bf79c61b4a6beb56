import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';

/**
 * The places of a booking that joining and teams move (join.service.ts). Each write is one conditional
 * statement from the state it expects, so a place that moved meanwhile is left alone and the caller told.
 */

/** Gives an open place (never held, declined or left) to a member who joins; false when it is no longer open. */
export async function takeOpenPlace(
  db: Executor,
  participantId: number,
  p: { customerId: number; team: number; price: number; placeId: number | null; now: Instant },
): Promise<boolean> {
  const res = await db
    .updateTable('booking_participants')
    .set({
      customer_id: p.customerId,
      state: 'joined',
      team: p.team,
      price: p.price,
      place_id: p.placeId,
      sale_id: null,
      responded_at: p.now,
    })
    .where('id', '=', participantId)
    .where((eb) => eb.or([eb('state', 'is', null), eb('state', 'in', ['declined', 'left'])]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setParticipantTeam(db: Executor, participantId: number, team: number): Promise<void> {
  await db.updateTable('booking_participants').set({ team }).where('id', '=', participantId).execute();
}

/** The booking a place belongs to, or null. */
export async function findPlaceBooking(db: Executor, participantId: number): Promise<number | null> {
  const row = await db.selectFrom('booking_participants').select('booking_id').where('id', '=', participantId).executeTakeFirst();
  return row?.booking_id ?? null;
}
