import type { Executor } from '../../db/dialect.js';
import { findClubLevels } from './levels.repository.js';

/**
 * The members' levels at the club (issue 23), in hundredths: what gates a level-ranged match, balances teams
 * and shows on players. A member the club has not rated is absent from the map.
 */
export async function clubLevelsOf(db: Executor, customerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await findClubLevels(db, [...new Set(customerIds)]);
  return new Map(rows.map((r) => [r.customer_id, r.level_hundredths]));
}
