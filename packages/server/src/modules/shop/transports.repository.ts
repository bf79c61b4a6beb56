import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { TransportsTable } from '../../db/schema.js';

const columns = [
  't.id',
  't.name',
  't.logo',
  't.delivery_time',
  't.collect',
  'p.gross_price',
  'p.currency',
  'p.tax_percent',
  'p.id as product_id',
] as const;

export function findActiveTransports(db: Executor) {
  return db
    .selectFrom('transports as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(columns)
    .where('t.active', '=', 1)
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

export function findActiveTransport(db: Executor, id: number) {
  return db
    .selectFrom('transports as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(columns)
    .where('t.active', '=', 1)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function insertTransport(db: Executor, t: Insertable<TransportsTable>): Promise<number> {
  const { id } = await db.insertInto('transports').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Every transport for staff: those offered in their order, then the archived ones; with its product's price. */
export function findAllTransports(db: Executor) {
  return db
    .selectFrom('transports as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.id', 't.name', 't.delivery_time', 't.collect', 't.active', 't.sort_order', 't.product_id', 'p.gross_price', 'p.currency'])
    .orderBy(sql`case when t.active = 1 then 0 else 1 end`)
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}
export type TransportAdminRow = Awaited<ReturnType<typeof findAllTransports>>[number];

export async function updateTransport(db: Executor, id: number, values: Updateable<TransportsTable>): Promise<void> {
  await db.updateTable('transports').set(values).where('id', '=', id).execute();
}

export async function renumberTransports(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('transports')
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
}
