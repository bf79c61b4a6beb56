import { teamSizes } from '@clubportal/contract/booking-join';
import { tookPart, type BookingDetail } from '@clubportal/contract/bookings';

/**
 * The teams of a match's result (issue 29 section 4): only players who took part (accepted or joined) play;
 * each is in the team they chose. While a player records the result they choose their own team and those
 * of players without one (what save-results accepts); nobody is put in a team by seat order.
 */
type Player = BookingDetail['players'][number];
export type LineUp = Record<number, number>;

export const playing = (players: readonly Player[]) => players.filter((p) => p.customerId !== null && tookPart(p.state));
export const invitedOnly = (players: readonly Player[]) => players.filter((p) => p.state === 'invited');

/** Each playing place's team as saved (-1: none yet). */
export const savedLineUp = (players: readonly Player[]): LineUp => Object.fromEntries(playing(players).map((p) => [p.id, p.team]));

/** Whether the recording player may choose this place's team: their own, or one nobody chose. */
export const canChooseTeam = (p: Player, customerId: number | null) => p.customerId === customerId || (p.team !== 0 && p.team !== 1);

/** What is wrong with the line-up before sending, or null. */
export function lineUpProblem(lineUp: LineUp, maxParticipants: number): 'chooseTeams' | 'teamFull' | null {
  const teams = Object.values(lineUp);
  if (teams.some((t) => t !== 0 && t !== 1)) return 'chooseTeams';
  const sizes = teamSizes(maxParticipants);
  if ([0, 1].some((t) => teams.filter((x) => x === t).length > sizes[t as 0 | 1])) return 'teamFull';
  return null;
}

/** The places whose team the proposal sets (the ones changed from what is saved). */
export const changedTeams = (players: readonly Player[], lineUp: LineUp) =>
  playing(players)
    .filter((p) => lineUp[p.id] !== p.team && (lineUp[p.id] === 0 || lineUp[p.id] === 1))
    .map((p) => ({ id: p.id, team: lineUp[p.id] as 0 | 1 }));
