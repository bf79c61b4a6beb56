import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { TransportsTable } from '../../db/schema.js';

const columns = [
  't.id',
  't.name',
  't.logo',
  't.delivery_time',
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
