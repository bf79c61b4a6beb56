import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { PromosTable } from '../../db/schema.js';

export function findPromoByCode(db: Executor, code: string) {
  return db.selectFrom('promos').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findPromo(db: Executor, id: number) {
  return db.selectFrom('promos').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function incrementPromoUses(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('promos')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function decrementPromoUses(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('promos')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', id)
    .where('uses', '>', 0)
    .execute();
}

export async function insertPromo(db: Executor, p: Insertable<PromosTable>): Promise<number> {
  const { id } = await db.insertInto('promos').values(p).returning('id').executeTakeFirstOrThrow();
  return id;
}
