import { teamLayout, type TeamPlace } from '@clubportal/contract/booking-join';
import { holdsPlace } from '@clubportal/contract/bookings';
import { Team } from '@clubportal/contract/enums';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { findParticipants, type ParticipantRow } from '../core/bookings.repository.js';
import { setParticipantTeam } from './open-places.repository.js';

/**
 * Teams stay where members saw them (issue 30 section 2). A player who took part sits in the team they chose,
 * or, without one, where the layout showed them; an invited player sits in no team until they accept. Joining
 * and accepting write every seated player's team down, so a newcomer never pushes someone already in to the
 * other team.
 */

/** The places as the team rules read them: invited players hold a place but are not seated. */
export const teamPlaces = (players: readonly ParticipantRow[], levels: ReadonlyMap<number, number>): TeamPlace[] =>
  players.map((p) => ({
    team: p.team,
    holder: holdsPlace(p.state),
    seated: p.state !== 'invited',
    level: p.customer_id === null ? null : (levels.get(p.customer_id) ?? null),
  }));

/** Writes down the team the layout shows for each seated player without one (called with the booking row locked). */
export async function seatPlayers(trx: Tx, bookingId: number, maxParticipants: number): Promise<void> {
  const players = await findParticipants(trx, [bookingId]);
  const { teams } = teamLayout(
    players.map((p, i) => ({ ...teamPlaces([p], new Map())[0]!, index: i })),
    maxParticipants,
  );
  for (const team of [Team.Team1, Team.Team2] as const)
    for (const place of teams[team]) {
      const p = players[place.index]!;
      if (p.team !== team) await setParticipantTeam(trx, p.id, team);
    }
}

/**
 * An invited player who accepts takes their seat: the team the owner named for them when it still has room,
 * else the one the layout gives them; then everyone seated is written down.
 */
export async function seatAcceptedPlayer(trx: Tx, b: { id: number; max_participants: number }, participantId: number): Promise<void> {
  // The seats a join reads stay true until this commits (joins lock the same row).
  await lockRow(trx, 'bookings', b.id);
  const players = await findParticipants(trx, [b.id]);
  const mine = players.find((p) => p.id === participantId);
  if (!mine) return;
  if (mine.team === Team.Team1 || mine.team === Team.Team2) {
    const { free } = teamLayout(
      teamPlaces(
        players.filter((p) => p.id !== mine.id),
        new Map(),
      ),
      b.max_participants,
    );
    if (free[mine.team] <= 0) await setParticipantTeam(trx, mine.id, Team.NotSet);
  }
  await seatPlayers(trx, b.id, b.max_participants);
}
