import type { Executor } from '../../db/dialect.js';
import { customerMatches } from '../accounts/index.js';
import type { Instant } from '../../lib/clock.js';

const voucherColumns = [
  'v.id',
  'v.customer_id',
  'v.description',
  'v.kind',
  'v.currency',
  'v.balance',
  'v.enabled',
  'v.expires_at',
  'v.created_at',
  'c.name',
  'c.surname',
] as const;

/** Vouchers with their customer's name, latest first: one customer's, or those of customers matching a text. */
export function findStaffVouchers(db: Executor, q: { search?: string | undefined; customerId?: number | undefined }, limit: number) {
  let query = db.selectFrom('vouchers as v').innerJoin('customers as c', 'c.id', 'v.customer_id').select(voucherColumns);
  if (q.customerId !== undefined) query = query.where('v.customer_id', '=', q.customerId);
  if (q.search) query = query.where(customerMatches(q.search));
  return query.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
}
export type StaffVoucherRow = Awaited<ReturnType<typeof findStaffVouchers>>[number];

export function findStaffVoucher(db: Executor, id: number): Promise<StaffVoucherRow | undefined> {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('customers as c', 'c.id', 'v.customer_id')
    .select(voucherColumns)
    .where('v.id', '=', id)
    .executeTakeFirst();
}

/** A voucher's movements, latest first, with the number of the sale each paid or refunded. */
export function findStaffMovements(db: Executor, voucherId: number) {
  return db
    .selectFrom('voucher_movements as m')
    .leftJoin('sales as s', 's.id', 'm.sale_id')
    .select(['m.id', 'm.created_at', 'm.amount', 'm.previous_amount', 'm.current_amount', 'm.reason', 'm.actor_label', 's.number'])
    .where('m.voucher_id', '=', voucherId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export function findStatusChanges(db: Executor, voucherId: number) {
  return db
    .selectFrom('voucher_status_changes')
    .select(['at', 'enabled', 'reason', 'actor_label'])
    .where('voucher_id', '=', voucherId)
    .orderBy('id', 'desc')
    .execute();
}

/** Switches a voucher on or off and keeps the change with its reason. */
export async function setVoucherEnabled(
  db: Executor,
  c: { voucherId: number; enabled: boolean; reason: string; actorLabel: string; at: Instant },
): Promise<void> {
  await db
    .updateTable('vouchers')
    .set({ enabled: c.enabled ? 1 : 0 })
    .where('id', '=', c.voucherId)
    .execute();
  await db
    .insertInto('voucher_status_changes')
    .values({ voucher_id: c.voucherId, enabled: c.enabled ? 1 : 0, reason: c.reason, actor_label: c.actorLabel, at: c.at })
    .execute();
}

export function findVoucherCustomer(db: Executor, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
