import type { Executor } from '../../db/dialect.js';

/** The club levels (hundredths) of these customers; a customer without one is absent. */
export async function findClubLevels(db: Executor, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('customer_levels')
    .select(['customer_id', 'level_hundredths'])
    .where('customer_id', 'in', [...customerIds])
    .execute();
}
