import { tookPart } from '@clubportal/contract/bookings';
import { Team } from '@clubportal/contract/enums';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Instant } from '../../../lib/clock.js';
import { recordMatchLevels, type MatchPlayer } from '../../levels/index.js';
import { findParticipants } from '../core/bookings.repository.js';
import { findResults } from './results.repository.js';

/**
 * A result that stands moves its players' club levels (levels/level-history.service.ts), in the unit of work
 * that made it stand. Only players who took part (accepted their invitation or joined) play: an invited
 * player who never said yes is nobody's team-mate and keeps their level. Teams are the ones the result was
 * proposed with (they cannot change afterwards: update-team is closed once the match is over).
 */
export async function applyStandingResult(trx: Tx, bookingId: number, now: Instant): Promise<void> {
  const [result] = await findResults(trx, [bookingId]);
  if (!result) return;
  const teams: [MatchPlayer[], MatchPlayer[]] = [[], []];
  for (const p of await findParticipants(trx, [bookingId])) {
    if (p.customer_id === null || !tookPart(p.state)) continue;
    if (p.team !== Team.Team1 && p.team !== Team.Team2) continue;
    teams[p.team].push({ customerId: p.customer_id, name: `${p.name ?? ''} ${p.surname ?? ''}`.trim() });
  }
  await recordMatchLevels(trx, {
    bookingId,
    team1: teams[0],
    team2: teams[1],
    scores1: JSON.parse(result.team1) as number[],
    scores2: JSON.parse(result.team2) as number[],
    now,
  });
}
