import type { Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { PromosTable } from '../../db/schema.js';

/** A checkout that counts a promo's use: every one but those abandoned (their use was given back). */
const COUNTED = ['pending', 'paid', 'failed', 'refund_due'] as const;

/** Every promo, latest first (a club has tens of them). */
export function findAllPromos(db: Executor) {
  return db.selectFrom('promos').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function updatePromo(db: Executor, id: number, values: Updateable<PromosTable>): Promise<void> {
  await db.updateTable('promos').set(values).where('id', '=', id).execute();
}

/** The checkouts that used a promo, latest first: when, who, the sale it made and the discount that sale got. */
export function findPromoRedemptions(db: Executor, promoId: number, limit: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('sales as s', 's.id', 'p.created_sale_id')
    .select(['p.id', 'p.created_at', 'p.status', 'p.currency', 'p.customer_id', 'c.name', 'c.surname', 's.number', 's.discount'])
    .where('p.promo_id', '=', promoId)
    .where('p.status', 'in', COUNTED)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
