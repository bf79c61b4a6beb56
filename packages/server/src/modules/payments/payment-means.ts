import type { PaidWith } from '@clubportal/contract/checkout';
import { money, toDecimal } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { PaymentMeans } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';
import { findPaymentMeans, findSaleMeans, insertSaleMeans, type PaymentRow } from './payments.repository.js';

/** The voucher a voucher payment spent: which, of what kind, and what it gave (sessions or minor units). */
export type SpentVoucher = { id: number; kind: 'money' | 'sessions'; taken: number };

/** How a settled payment paid: the voucher it spent, or by who collected it (a provider, the club, nobody). */
function meansOf(payment: Pick<PaymentRow, 'provider'>, voucher: SpentVoucher | undefined): PaymentMeans {
  if (voucher) return 'voucher';
  if (payment.provider === 'none') return 'none';
  if (payment.provider === 'club') return 'club';
  return 'provider';
}

/** Records, in the settling unit of work, what paid each sale of a payment: what a cancel gives back. */
export async function recordMeans(
  trx: Executor,
  payment: Pick<PaymentRow, 'id' | 'provider' | 'currency'>,
  methodName: string,
  lines: Array<{ sale_id: number; amount: number }>,
  at: Instant,
  voucher?: SpentVoucher,
): Promise<void> {
  const means = meansOf(payment, voucher);
  await insertSaleMeans(
    trx,
    lines.map((l) => ({
      sale_id: l.sale_id,
      payment_id: payment.id,
      means,
      provider: payment.provider.slice(0, 30),
      method_name: methodName.slice(0, 100),
      voucher_id: voucher?.id ?? null,
      voucher_taken: voucher?.taken ?? 0,
      amount: l.amount,
      currency: payment.currency,
      created_at: at,
    })),
  );
}

export type MeansRow = Awaited<ReturnType<typeof findSaleMeans>>[number];

export const saleMeans = (db: Executor, saleId: number): Promise<MeansRow[]> => findSaleMeans(db, saleId);

/** What paid, one entry per voucher or method: sessions, or money in minor units of `currency`. */
export type MeansSummary = Array<{ kind: PaidWith[number]['kind']; name: string; units: number; currency: string }>;

/** What paid a payment's sales (a voucher's sessions or money, the card's charge), added up per voucher or method. */
export async function meansOfPayment(db: Executor, paymentId: number): Promise<MeansSummary> {
  return summarise(await findPaymentMeans(db, paymentId));
}

/** Nothing paid (a zero total) says nothing. */
function summarise(rows: readonly MeansRow[]): MeansSummary {
  const entries: MeansSummary = [];
  for (const r of rows) {
    if (r.means === 'none') continue;
    const kind = r.means === 'voucher' ? (r.voucher_kind === 'sessions' ? 'sessions' : 'money') : r.means === 'club' ? 'club' : 'card';
    const name = r.means === 'voucher' ? (r.voucher_description ?? r.method_name) : r.method_name;
    // A voucher's figure is what it gave (sessions or money); a card's or the club's what the sale was credited.
    const units = r.means === 'voucher' ? r.voucher_taken : r.amount;
    const same = entries.find((e) => e.kind === kind && e.name === name);
    if (same) same.units += units;
    else entries.push({ kind, name, units, currency: r.currency });
  }
  return entries;
}

/** The API's shape of it (decimal money). */
export function paidWith(summary: MeansSummary): PaidWith {
  return summary.map((e) =>
    e.kind === 'sessions'
      ? { kind: e.kind, name: e.name, sessions: e.units }
      : { kind: e.kind, name: e.name, amount: toDecimal(money(e.units, e.currency)) },
  );
}
