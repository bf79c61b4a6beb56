import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { Voucher } from '@clubportal/contract/vouchers';
import type { Db, Executor } from '../../db/dialect.js';
import type { VouchersTable } from '../../db/schema.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/access.service.js';
import { findMoneyVouchers, findMovements, findVoucherBalance, findVoucherThatPaid, findVouchers, insertMovement, insertVoucher } from './vouchers.repository.js';

/** A voucher is active while enabled and not expired, whatever its balance (it can be recharged). */
export function isVoucherActive(v: { enabled: number; expires_at: string | null }, now: Instant): boolean {
  return v.enabled === 1 && (v.expires_at === null || v.expires_at > now);
}

/** The customer's vouchers, active and inactive, each with its movements newest first. */
export async function listCustomerVouchers(deps: { db: Db; clock: Clock }, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(deps.db, session, customerId);
  const vouchers = await findVouchers(deps.db, c.id);
  const movements = await findMovements(deps.db, vouchers.map((v) => v.id));
  const now = nowInstant(deps.clock);
  const amount = (v: { kind: VouchersTable['kind']; currency: string }, n: number) => (v.kind === 'money' ? toDecimal(money(n, v.currency)) : n);
  const active: Voucher[] = [];
  const inactive: Voucher[] = [];
  for (const v of vouchers) {
    const view: Voucher = {
      id: v.id,
      description: v.description,
      kind: v.kind,
      balance: amount(v, v.balance),
      created: v.created_at,
      expires: v.expires_at,
      movements: movements
        .filter((m) => m.voucher_id === v.id)
        .map((m) => ({ created: m.created_at, amount: amount(v, m.amount), previousAmount: amount(v, m.previous_amount), current: amount(v, m.current_amount) })),
    };
    (isVoucherActive(v, now) ? active : inactive).push(view);
  }
  return { active, inactive };
}

export type NewVoucher = { customerId: number; description: string; kind: VouchersTable['kind']; currency: CurrencyCode; enabled?: boolean; expiresAt?: Instant | null; createdAt: Instant };

export function createVoucher(db: Executor, v: NewVoucher): Promise<number> {
  return insertVoucher(db, {
    customer_id: v.customerId,
    description: v.description,
    kind: v.kind,
    currency: v.currency,
    balance: 0,
    enabled: v.enabled === false ? 0 : 1,
    expires_at: v.expiresAt ?? null,
    created_at: v.createdAt,
  });
}

/**
 * Adds a movement (a recharge when positive, a spend when negative) and moves the balance with it:
 * current = previous + amount, never below zero. Run it in the unit of work that sells or recharges;
 * a caller spending concurrently locks the voucher first.
 */
export async function recordVoucherMovement(db: Executor, voucherId: number, amount: number, at: Instant, saleId: number | null = null): Promise<number> {
  const v = await findVoucherBalance(db, voucherId);
  if (!v) throw new Error(`voucher ${voucherId} does not exist`);
  const current = v.balance + amount;
  if (!Number.isSafeInteger(amount) || current < 0) throw new RangeError(`voucher ${voucherId}: a movement of ${amount} leaves ${current}`);
  await insertMovement(db, { voucherId, amount, previous: v.balance, current, saleId, createdAt: at });
  return current;
}

/** Name of the wallet a refund opens when the customer has no active money voucher. */
export const REFUND_WALLET_DESCRIPTION = 'Monedero';

/**
 * Gives `amount` back to a money voucher of the customer: the one the sale was paid from when it is still
 * active, else their oldest active money voucher in the currency, else a new wallet. Returns it.
 */
export async function refundToVoucher(db: Executor, r: { customerId: number; saleId: number; amount: number; currency: CurrencyCode; at: Instant }): Promise<{ id: number; description: string }> {
  const paidFrom = await findVoucherThatPaid(db, r.saleId);
  let target: { id: number; description: string } | undefined =
    paidFrom && paidFrom.kind === 'money' && paidFrom.currency === r.currency && isVoucherActive(paidFrom, r.at) ? paidFrom : undefined;
  target ??= (await findMoneyVouchers(db, r.customerId, r.currency)).find((v) => isVoucherActive(v, r.at));
  if (!target) {
    const id = await createVoucher(db, { customerId: r.customerId, description: REFUND_WALLET_DESCRIPTION, kind: 'money', currency: r.currency, createdAt: r.at });
    target = { id, description: REFUND_WALLET_DESCRIPTION };
  }
  await recordVoucherMovement(db, target.id, r.amount, r.at, r.saleId);
  return target;
}

/** Whether the sale was paid from a voucher (a wallet payment goes back to the wallet). */
export async function paidByVoucher(db: Executor, saleId: number): Promise<boolean> {
  return (await findVoucherThatPaid(db, saleId)) !== undefined;
}
