import { matchWinner, scoreLine } from '@clubportal/contract/booking-results';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { levelChanges } from './level-rule.js';
import { clubLevelsOf } from './levels.service.js';
import { insertLevelHistory, upsertClubLevel } from './level-history.repository.js';

export type MatchPlayer = { customerId: number; name: string };

/**
 * A saved result moves the club levels of its players (level-rule.ts) in the result's unit of work: each
 * player gets a history row (old, new, the score from their side and their opponents) and their new level.
 * The players' rows are locked in id order first, so two results sharing a player apply one after the other.
 */
export async function recordMatchLevels(
  trx: Tx,
  match: { bookingId: number; team1: MatchPlayer[]; team2: MatchPlayer[]; scores1: number[]; scores2: number[]; now: Instant },
) {
  const players = [...match.team1, ...match.team2];
  const ids = [...new Set(players.map((p) => p.customerId))].sort((a, b) => a - b);
  for (const id of ids) await lockRow(trx, 'customers', id);
  const levels = await clubLevelsOf(trx, ids);
  const rated = (team: MatchPlayer[]) => team.map((p) => ({ customerId: p.customerId, level: levels.get(p.customerId) ?? null }));
  const changes = levelChanges(rated(match.team1), rated(match.team2), matchWinner(match.scores1, match.scores2));
  const names = (team: MatchPlayer[]) => team.map((p) => p.name).join(', ');
  const inTeam1 = new Set(match.team1.map((p) => p.customerId));
  await insertLevelHistory(
    trx,
    changes.map((c) => {
      const first = inTeam1.has(c.customerId);
      return {
        customerId: c.customerId,
        oldLevel: c.oldLevel,
        newLevel: c.newLevel,
        bookingId: match.bookingId,
        score: first ? scoreLine(match.scores1, match.scores2) : scoreLine(match.scores2, match.scores1),
        opponents: names(first ? match.team2 : match.team1),
        now: match.now,
      };
    }),
  );
  for (const c of changes) await upsertClubLevel(trx, c.customerId, c.newLevel, match.now);
  return changes;
}
