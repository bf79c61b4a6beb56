import { describe, expect, it } from 'vitest';
import { Team } from '@clubportal/contract/enums';
import { addPlayer, isFull, removePlayer, type CheckoutPlayer } from './players';

const owner: CheckoutPlayer = { customerId: 1, name: 'Lucía', logo: '', team: Team.NotSet };
const ana = { customerId: 2, name: 'Ana', logo: '' };
const luis = { customerId: 3, name: 'Luis', logo: '' };

describe('checkout players', () => {
  it('adds players after the owner, each once, until maxParticipants', () => {
    const two = addPlayer([owner], ana, 3);
    expect(two.ok && two.players.map((p) => p.customerId)).toEqual([1, 2]);
    const three = two.ok ? addPlayer(two.players, luis, 3) : two;
    expect(three.ok && three.players.map((p) => p.customerId)).toEqual([1, 2, 3]);
    expect(three.ok && isFull(three.players, 3)).toBe(true);
    expect(three.ok && addPlayer(three.players, { customerId: 4, name: 'Eva', logo: '' }, 3)).toEqual({ ok: false, reason: 'maxPlayers' });
  });

  it('re-adding a listed player keeps the list and resets their team to not set', () => {
    const list: CheckoutPlayer[] = [owner, { ...ana, team: Team.Team2 }];
    const again = addPlayer(list, ana, 2);
    expect(again).toEqual({ ok: true, players: [owner, { ...ana, team: Team.NotSet }] });
  });

  it('never removes the owner', () => {
    const list: CheckoutPlayer[] = [owner, { ...ana, team: Team.NotSet }];
    expect(removePlayer(list, 1)).toEqual(list);
    expect(removePlayer(list, 2)).toEqual([owner]);
  });
});
