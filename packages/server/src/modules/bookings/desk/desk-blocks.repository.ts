import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { ResourceBlocksTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';

/** The desk's blocks (issue 33 §2): a series row per save, its blocks per court and occurrence; lifts and the list of those to come. */

export function findBlockSeriesByKey(db: Executor, key: string) {
  return db.selectFrom('resource_block_series').select(['id', 'outcome']).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertBlockSeries(
  db: Executor,
  s: { kind: string; note: string; staffId: number | null; at: Instant; key: string; outcome: string },
): Promise<number> {
  const row = await db
    .insertInto('resource_block_series')
    .values({ kind: s.kind, note: s.note, created_by_staff_id: s.staffId, created_at: s.at, idempotency_key: s.key, outcome: s.outcome })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setBlockSeriesOutcome(db: Executor, id: number, outcome: string): Promise<void> {
  await db.updateTable('resource_block_series').set({ outcome }).where('id', '=', id).execute();
}

export async function insertResourceBlocks(db: Executor, rows: Array<Insertable<ResourceBlocksTable>>): Promise<void> {
  // In slices: a year of days on every court is thousands of rows.
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('resource_blocks')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** Blocks still to come (ending after `now`), with their court, series and maker, by start. */
export function findUpcomingBlocks(db: Executor, now: Instant, limit: number) {
  return db
    .selectFrom('resource_blocks as b')
    .innerJoin('resources as r', 'r.id', 'b.resource_id')
    .leftJoin('resource_block_series as s', 's.id', 'b.series_id')
    .leftJoin('staff_accounts as a', 'a.id', 'b.created_by_staff_id')
    .select([
      'b.id',
      'b.series_id',
      'b.resource_id',
      'r.name as court_name',
      'b.starts_at',
      'b.ends_at',
      'b.kind',
      'b.reason',
      'a.name as staff_name',
    ])
    .where('b.ends_at', '>', now)
    .orderBy('b.starts_at')
    .orderBy('r.sort_order')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** How many blocks of each series are still to come. */
export async function countSeriesLeft(db: Executor, seriesIds: number[], now: Instant): Promise<Map<number, number>> {
  if (!seriesIds.length) return new Map();
  const rows = await db
    .selectFrom('resource_blocks')
    .select(['series_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('series_id', 'in', seriesIds)
    .where('ends_at', '>', now)
    .groupBy('series_id')
    .execute();
  return new Map(rows.map((r) => [r.series_id as number, Number(r.n)]));
}

export function findResourceBlock(db: Executor, id: number) {
  return db
    .selectFrom('resource_blocks')
    .select(['id', 'series_id', 'resource_id', 'starts_at', 'ends_at', 'kind', 'reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Lifts one block, or every block of a series still to come; how many went. */
export async function deleteBlocks(db: Executor, which: { id: number } | { seriesId: number; after: Instant }): Promise<number> {
  let q = db.deleteFrom('resource_blocks');
  q = 'id' in which ? q.where('id', '=', which.id) : q.where('series_id', '=', which.seriesId).where('ends_at', '>', which.after);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}
