import { Team } from '@clubportal/contract/enums';

/** A player of the booking checkout's list (spec: Player, the fields the checkout needs). */
export type CheckoutPlayer = { customerId: number; name: string; logo: string; team: number };

export type AddPlayerResult = { ok: true; players: CheckoutPlayer[] } | { ok: false; reason: 'maxPlayers' };

/**
 * Spec sections 4 and 5: the owner is always first; adding a player already listed resets their team to
 * not set (the list keeps its order); adding one more when the list holds maxParticipants is refused
 * ('Max players reached').
 */
export function addPlayer(
  players: readonly CheckoutPlayer[],
  player: Omit<CheckoutPlayer, 'team'>,
  maxParticipants: number,
): AddPlayerResult {
  if (players.some((p) => p.customerId === player.customerId)) {
    return { ok: true, players: players.map((p) => (p.customerId === player.customerId ? { ...p, team: Team.NotSet } : p)) };
  }
  if (players.length >= maxParticipants) return { ok: false, reason: 'maxPlayers' };
  return { ok: true, players: [...players, { ...player, team: Team.NotSet }] };
}

/** Removes a player; the owner (the first) never leaves the list. */
export function removePlayer(players: readonly CheckoutPlayer[], customerId: number): CheckoutPlayer[] {
  const [owner, ...others] = players;
  if (!owner) return [];
  return [owner, ...others.filter((p) => p.customerId !== customerId)];
}

/** Whether the list has room for one more (the 'Add players' button says so before the popup opens). */
export const isFull = (players: readonly CheckoutPlayer[], maxParticipants: number) => players.length >= maxParticipants;
