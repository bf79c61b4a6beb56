import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { VouchersTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export function findVouchers(db: Executor, customerId: number) {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findMovements(db: Executor, voucherIds: number[]) {
  if (!voucherIds.length) return Promise.resolve([]);
  return db
    .selectFrom('voucher_movements')
    .selectAll()
    .where('voucher_id', 'in', voucherIds)
    .orderBy('voucher_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertVoucher(db: Executor, v: Insertable<VouchersTable>): Promise<number> {
  const { id } = await db.insertInto('vouchers').values(v).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findVoucherBalance(db: Executor, voucherId: number) {
  return db.selectFrom('vouchers').select(['balance', 'kind', 'currency']).where('id', '=', voucherId).executeTakeFirst();
}

export async function insertMovement(
  db: Executor,
  m: {
    voucherId: number;
    amount: number;
    previous: number;
    current: number;
    saleId: number | null;
    createdAt: Instant;
    note?: { reason: string; actor: string } | undefined;
  },
): Promise<void> {
  await db
    .insertInto('voucher_movements')
    .values({
      voucher_id: m.voucherId,
      amount: m.amount,
      previous_amount: m.previous,
      current_amount: m.current,
      sale_id: m.saleId,
      created_at: m.createdAt,
      ...(m.note ? { reason: m.note.reason, actor_label: m.note.actor } : {}),
    })
    .execute();
  await db.updateTable('vouchers').set({ balance: m.current }).where('id', '=', m.voucherId).execute();
}

/** The voucher a sale was paid from (its spending movement), if any. */
export function findVoucherThatPaid(db: Executor, saleId: number) {
  return db
    .selectFrom('voucher_movements as m')
    .innerJoin('vouchers as v', 'v.id', 'm.voucher_id')
    .select(['v.id', 'v.description', 'v.kind', 'v.currency', 'v.enabled', 'v.expires_at'])
    .where('m.sale_id', '=', saleId)
    .where('m.amount', '<', 0)
    .orderBy('m.id')
    .executeTakeFirst();
}

/** The customer's money vouchers in a currency, oldest first. */
export function findMoneyVouchers(db: Executor, customerId: number, currency: string) {
  return db
    .selectFrom('vouchers')
    .select(['id', 'description', 'enabled', 'expires_at'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'money')
    .where('currency', '=', currency)
    .orderBy('id')
    .execute();
}

export function findVoucher(db: Executor, voucherId: number) {
  return db
    .selectFrom('vouchers')
    .select(['id', 'description', 'kind', 'currency', 'enabled', 'expires_at'])
    .where('id', '=', voucherId)
    .executeTakeFirst();
}
