import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { Voucher } from '@clubportal/contract/vouchers';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { VouchersTable } from '../../db/schema.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import {
  findMoneyVouchers,
  findMovements,
  findVoucher,
  findVoucherBalance,
  findVoucherThatPaid,
  findVouchers,
  insertMovement,
  insertVoucher,
} from './vouchers.repository.js';

/** A voucher is active while enabled and not expired, whatever its balance (it can be recharged). */
export function isVoucherActive(v: { enabled: number; expires_at: string | null }, now: Instant): boolean {
  return v.enabled === 1 && (v.expires_at === null || v.expires_at > now);
}

/** The customer's vouchers, active and inactive, each with its movements newest first. */
export async function listCustomerVouchers(deps: { db: Db; clock: Clock }, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(deps.db, session, customerId);
  const vouchers = await findVouchers(deps.db, c.id);
  const movements = await findMovements(
    deps.db,
    vouchers.map((v) => v.id),
  );
  const now = nowInstant(deps.clock);
  const amount = (v: { kind: VouchersTable['kind']; currency: string }, n: number) =>
    v.kind === 'money' ? toDecimal(money(n, v.currency)) : n;
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
        .map((m) => ({
          created: m.created_at,
          amount: amount(v, m.amount),
          previousAmount: amount(v, m.previous_amount),
          current: amount(v, m.current_amount),
        })),
    };
    (isVoucherActive(v, now) ? active : inactive).push(view);
  }
  return { active, inactive };
}

export type NewVoucher = {
  customerId: number;
  description: string;
  kind: VouchersTable['kind'];
  currency: CurrencyCode;
  enabled?: boolean;
  expiresAt?: Instant | null;
  createdAt: Instant;
};

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
export async function recordVoucherMovement(
  db: Executor,
  voucherId: number,
  amount: number,
  at: Instant,
  saleId: number | null = null,
  /** Why and by whom, when staff made it (a voucher's issue). */
  note?: { reason: string; actor: string },
): Promise<number> {
  const v = await findVoucherBalance(db, voucherId);
  if (!v) throw new Error(`voucher ${voucherId} does not exist`);
  const current = v.balance + amount;
  if (!Number.isSafeInteger(amount) || current < 0) throw new RangeError(`voucher ${voucherId}: a movement of ${amount} leaves ${current}`);
  await insertMovement(db, { voucherId, amount, previous: v.balance, current, saleId, createdAt: at, note });
  return current;
}

/** Name of the wallet a refund opens when the customer has no active money voucher. */
export const REFUND_WALLET_DESCRIPTION = 'Monedero';

/**
 * Gives `amount` back to a money voucher of the customer: the one the sale was paid from (`paidFrom`, or
 * the first that paid it) when it is still active, else their oldest active money voucher in the
 * currency, else a new wallet. Returns it.
 */
export async function refundToVoucher(
  db: Executor,
  r: {
    customerId: number;
    saleId: number;
    amount: number;
    currency: CurrencyCode;
    at: Instant;
    paidFrom?: number;
    /** Why and by whom, when staff gave it back (a refund at the desk). */
    note?: { reason: string; actor: string };
  },
): Promise<{ id: number; description: string }> {
  const paidFrom = r.paidFrom === undefined ? await findVoucherThatPaid(db, r.saleId) : await findVoucher(db, r.paidFrom);
  let target: { id: number; description: string } | undefined =
    paidFrom && paidFrom.kind === 'money' && paidFrom.currency === r.currency && isVoucherActive(paidFrom, r.at) ? paidFrom : undefined;
  target ??= (await findMoneyVouchers(db, r.customerId, r.currency)).find((v) => isVoucherActive(v, r.at));
  if (!target) {
    const id = await createVoucher(db, {
      customerId: r.customerId,
      description: REFUND_WALLET_DESCRIPTION,
      kind: 'money',
      currency: r.currency,
      createdAt: r.at,
    });
    target = { id, description: REFUND_WALLET_DESCRIPTION };
  }
  await recordVoucherMovement(db, target.id, r.amount, r.at, r.saleId, r.note);
  return target;
}

/** Gives the sessions a sale took back to the sessions voucher they came from. Returns it. */
export async function returnSessions(
  db: Executor,
  r: { voucherId: number; sessions: number; saleId: number; at: Instant },
): Promise<{ id: number; description: string }> {
  const voucher = await findVoucher(db, r.voucherId);
  if (!voucher || voucher.kind !== 'sessions') throw new Error(`voucher ${r.voucherId} is not a sessions voucher`);
  await recordVoucherMovement(db, voucher.id, r.sessions, r.at, r.saleId);
  return voucher;
}

/** Whether the sale was paid from a voucher (a wallet payment goes back to the wallet). */
export async function paidByVoucher(db: Executor, saleId: number): Promise<boolean> {
  return (await findVoucherThatPaid(db, saleId)) !== undefined;
}

/** The customer's vouchers that can pay something now: active with a positive balance. */
export async function spendableVouchers(db: Executor, customerId: number, now: Instant) {
  const vouchers = await findVouchers(db, customerId);
  return vouchers.filter((v) => isVoucherActive(v, now) && v.balance > 0);
}

/**
 * Spends up to `wanted` from one of the customer's vouchers inside the paying unit of work: the voucher
 * row is locked, it must be theirs, active, of this kind and (for money) currency, with a balance.
 * Returns what was taken (at most the balance); the movement names the sale.
 */
export async function spendVoucher(
  trx: Tx,
  v: {
    voucherId: number;
    customerId: number;
    kind: VouchersTable['kind'];
    currency: CurrencyCode;
    wanted: number;
    saleId: number;
    now: Instant;
  },
): Promise<number> {
  await lockRow(trx, 'vouchers', v.voucherId);
  const voucher = (await findVouchers(trx, v.customerId)).find((x) => x.id === v.voucherId);
  if (!voucher || !isVoucherActive(voucher, v.now)) throw new AppError('forbidden', 'voucherNotUsable');
  if (voucher.kind !== v.kind || (v.kind === 'money' && voucher.currency !== v.currency))
    throw new AppError('bad_request', 'voucherWrongKind');
  const taken = Math.min(voucher.balance, v.wanted);
  if (taken <= 0) throw new AppError('bad_request', 'voucherEmpty');
  await recordVoucherMovement(trx, v.voucherId, -taken, v.now, v.saleId);
  return taken;
}
