import { formatDate } from '@clubportal/contract/date-format';
import { formatMoney } from '@clubportal/contract/format';
import { knownLanguage } from '@clubportal/contract/languages';
import { fromDecimal, money, toDecimal, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import {
  STAFF_PAYMENTS_LIMIT,
  type StaffPayment,
  type StaffRefund,
  type StaffRefundBody,
  type StaffRefundResponse,
} from '@clubportal/contract/staff-refunds';
import { customerActor, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { moneyMovedOnSales } from './desk-money-changes.js';
import { nowInstant } from '../../lib/clock.js';
import { fillMail, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';
import { refundToVoucher } from '../vouchers/index.js';
import { queueStaffCardRefund, type RefundsDeps } from './refunds.service.js';
import {
  findPaidSales,
  findPaymentsMeans,
  findStaffPayment,
  findStaffPayments,
  findStaffRefundByKey,
  findStaffRefunds,
  insertStaffRefund,
  type PaidSaleRow,
  type StaffPaymentRow,
} from './staff-refunds.repository.js';

const actorLabel = (actor: AuditActor) => (actor.kind === 'system' ? actor.job : actor.name);
const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

/**
 * What is left to give back of each sale a payment paid: its share, less what staff gave back of it and what
 * went back as refused (refund_due); nothing of a cancelled sale (its cancel gave back the rest).
 */
function leftPerSale(sales: readonly PaidSaleRow[]): Array<{ saleId: number; left: number }> {
  return sales.map((s) => ({
    saleId: s.sale_id,
    left: s.status === 'cancelled' ? 0 : Math.max(0, s.share - Number(s.staff_refunded) - Number(s.refused)),
  }));
}

type Means = Awaited<ReturnType<typeof findPaymentsMeans>>[number];

/** How the payment paid, from what its settling recorded (a provider's charge unless it says otherwise). */
function paidBy(p: Pick<StaffPaymentRow, 'provider'>, means: readonly Means[]): StaffPayment['paidBy'] {
  const voucher = means.find((m) => m.means === 'voucher');
  if (voucher) return voucher.voucher_kind === 'sessions' ? 'sessions' : 'voucher';
  if (p.provider === 'club') return 'club';
  if (p.provider === 'none') return 'none';
  return 'card';
}

async function describe(db: Executor, rows: readonly StaffPaymentRow[]): Promise<StaffPayment[]> {
  const ids = rows.map((r) => r.id);
  const [sales, means, refunds] = await Promise.all([findPaidSales(db, ids), findPaymentsMeans(db, ids), findStaffRefunds(db, ids)]);
  return rows.map((p) => {
    const mine = sales.filter((s) => s.payment_id === p.id);
    const myMeans = means.filter((m) => m.payment_id === p.id);
    const refundable = leftPerSale(mine).reduce((a, s) => a + s.left, 0);
    const by = paidBy(p, myMeans);
    const first = myMeans[0];
    return {
      id: p.id,
      customerId: p.customer_id,
      customerName: `${p.name} ${p.surname}`.trim(),
      customerEmail: p.email ?? '',
      paidAt: p.paid_at ?? p.created_at,
      currency: p.currency,
      amount: decimal(p.amount, p.currency),
      method: first ? (first.means === 'voucher' ? (first.voucher_description ?? first.method_name) : first.method_name) : p.provider,
      paidBy: by,
      paidFor: mine.map((s) => ({
        number: s.number,
        title: s.title,
        amount: decimal(s.share, p.currency),
        cancelled: s.status === 'cancelled',
      })),
      refunded: decimal(p.amount - refundable, p.currency),
      refundable: decimal(refundable, p.currency),
      originalPossible: by !== 'sessions' && by !== 'none',
      refunds: refunds.filter((r) => r.payment_id === p.id).map(staffRefund),
    };
  });
}

function staffRefund(r: Awaited<ReturnType<typeof findStaffRefunds>>[number]): StaffRefund {
  return {
    id: r.id,
    at: r.created_at,
    amount: decimal(r.amount, r.currency),
    destination: r.destination,
    method: r.method,
    status: r.card_status === null ? 'done' : r.card_status === 'sending' ? 'pending' : r.card_status,
    reason: r.reason,
    actor: r.actor_label,
  };
}

/** Payments that took money, latest first, with what they paid and what is left to give back. */
export async function listStaffPayments(
  deps: Pick<RefundsDeps, 'db'>,
  q: { customerId?: number | undefined; search?: string | undefined },
) {
  return { payments: await describe(deps.db, await findStaffPayments(deps.db, q, STAFF_PAYMENTS_LIMIT)) };
}

/**
 * Gives back `amount` of a payment (issue 33 §5), once per idempotency key, never more than is left: under the
 * payment's row lock, the key is looked up (the same key answers the same refund), what is left is counted,
 * the refund is spread over the sales it paid and sent back: to the card through the card refunds (sent after
 * commit, like every card refund), to the voucher that paid it, at the desk for money paid at the club, or to
 * a money voucher of the customer (credit). Audited payment.refund and the member mailed, in the same unit of work.
 */
export async function refundPayment(
  deps: RefundsDeps,
  actor: AuditActor,
  paymentId: number,
  body: StaffRefundBody,
): Promise<Omit<StaffRefundResponse, 'ok'>> {
  const refundId = await unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'payments', paymentId))) throw new AppError('not_found', 'staffPaymentNotFound');
    const same = await findStaffRefundByKey(trx, body.idempotencyKey);
    if (same) {
      if (same.payment_id !== paymentId) throw new AppError('conflict', 'staffRefundKeyReused');
      return same.id;
    }
    const p = await findStaffPayment(trx, paymentId);
    if (!p || (p.status !== 'paid' && p.status !== 'refund_due')) throw new AppError('conflict', 'staffPaymentNotPaid');
    const amount = minorUnits(body.amount, p.currency);
    const sales = await findPaidSales(trx, [p.id]);
    const left = leftPerSale(sales);
    const total = left.reduce((a, s) => a + s.left, 0);
    if (amount > total)
      throw new AppError('conflict', total === 0 ? 'staffRefundNothingLeft' : 'staffRefundTooMuch', {
        left: `${toDecimalString(money(total, p.currency))} ${p.currency}`,
      });
    const means = await findPaymentsMeans(trx, [p.id]);
    const by = paidBy(p, means);
    if (body.destination === 'original' && (by === 'sessions' || by === 'none'))
      throw new AppError('conflict', 'staffRefundSessionsAsCredit');
    const spread = spreadOver(left, amount);
    const saleId = spread[0]?.saleId ?? sales[0]?.sale_id;
    if (saleId === undefined) throw new AppError('conflict', 'staffRefundNothingLeft', { left: 0 });
    const now = nowInstant(deps.clock);
    const note = { reason: body.reason, actor: actorLabel(actor) };
    let method: 'card' | 'voucher' | 'club' = 'club';
    let cardRefundId: number | null = null;
    let voucher: { id: number; description: string } | null = null;
    if (body.destination === 'credit' || by === 'voucher') {
      const paidFrom = body.destination === 'original' ? (means.find((m) => m.means === 'voucher')?.voucher_id ?? undefined) : undefined;
      voucher = await refundToVoucher(trx, {
        customerId: p.customer_id,
        saleId,
        amount,
        currency: p.currency as CurrencyCode,
        at: now,
        note,
        ...(paidFrom !== undefined && paidFrom !== null ? { paidFrom } : {}),
      });
      method = 'voucher';
    } else if (by === 'card') {
      cardRefundId = (await queueStaffCardRefund(trx, deps, p, amount)) ?? null;
      if (cardRefundId === null) throw new AppError('conflict', 'staffRefundNoCharge');
      method = 'card';
    }
    const id = await insertStaffRefund(
      trx,
      {
        payment_id: p.id,
        customer_id: p.customer_id,
        amount,
        currency: p.currency,
        destination: body.destination,
        method,
        card_refund_id: cardRefundId,
        voucher_id: voucher?.id ?? null,
        reason: body.reason,
        idempotency_key: body.idempotencyKey,
        actor_label: note.actor,
        created_at: now,
      },
      spread,
    );
    const after = {
      amount,
      currency: p.currency,
      destination: body.destination,
      method,
      reason: body.reason,
      cardRefundId,
      voucherId: voucher?.id ?? null,
      left: total - amount,
    };
    await recordAudit(trx, { actor, action: 'payment.refund', entity: 'payment', entityId: p.id, after: { refund: id, ...after } }, now);
    // The staff who chose to hear of refunds (issue 33 §8), in the refund's unit of work.
    const payer = await customerActor(trx, p.customer_id);
    await deps.staffAlerts(trx, {
      kind: 'refunds',
      paymentId: p.id,
      customer: payer.kind === 'system' ? '' : payer.name,
      refunded: { amount, currency: p.currency },
      reason: body.reason,
    });
    await moneyMovedOnSales(
      trx,
      deps.caches,
      'refund',
      spread.map((s) => s.saleId),
    );
    await mailMember(trx, deps, {
      ...p,
      paidAt: p.paid_at ?? p.created_at,
      amount,
      method,
      voucher,
      reason: body.reason,
      what: sales.map((s) => s.number).join(', '),
    });
    return id;
  });
  const row = await findStaffPayment(deps.db, paymentId);
  if (!row) throw new AppError('not_found', 'staffPaymentNotFound');
  const [payment] = await describe(deps.db, [row]);
  const refund = payment?.refunds.find((r) => r.id === refundId);
  if (!payment || !refund) throw new Error(`staff refund ${refundId} not found after commit`);
  return { payment, refund };
}

function minorUnits(amount: number, currency: string): number {
  try {
    return fromDecimal(amount, currency).amount;
  } catch {
    throw new AppError('bad_request', 'staffRefundAmountDecimals');
  }
}

/** The refund spread over the sales in their order, each taking at most what is left of it. */
function spreadOver(left: ReadonlyArray<{ saleId: number; left: number }>, amount: number) {
  const out: Array<{ saleId: number; amount: number }> = [];
  let rest = amount;
  for (const s of left) {
    if (rest <= 0) break;
    const take = Math.min(s.left, rest);
    if (take > 0) out.push({ saleId: s.saleId, amount: take });
    rest -= take;
  }
  return out;
}

const mailTexts = textsOf('staffRefund');

/** Tells the member (in their language) the money is on its way: to their card, their wallet, or at the desk. */
async function mailMember(
  trx: Tx,
  deps: RefundsDeps,
  r: {
    customer_id: number;
    currency: string;
    paidAt: string;
    amount: number;
    method: 'card' | 'voucher' | 'club';
    voucher: { description: string } | null;
    reason: string;
    what: string;
  },
) {
  const customer = await mailRecipientOf(trx, r.customer_id);
  if (!customer) return;
  const settings = await getMainSettings(trx);
  const language = knownLanguage(customer.language);
  const t = mailTexts[language];
  const vars = {
    club: settings.name,
    name: customer.name,
    amount: formatMoney(money(r.amount, r.currency), {
      currencySymbol: settings.CurrencySymbol,
      decimalSeparator: settings.decimalSeparator,
    }),
    date: formatDate(r.paidAt, { dateFormat: settings.dateFormat, timeZone: settings.timeZone, locale: language }),
    what: r.what,
    voucher: r.voucher?.description ?? '',
    reason: r.reason,
  };
  const how = r.method === 'card' ? t.card : r.method === 'voucher' ? t.voucher : t.club;
  const lines = [t.greeting, t.body, how, t.reason];
  const text = lines.map((l) => fillMail(l, vars, false)).join('\n\n');
  const html = mailHtml([
    ...lines.slice(0, 3).map((l) => mailParagraph(fillMail(l, vars, true))),
    mailNote(fillMail(t.reason, vars, true)),
  ]);
  await queueCustomerEmail(trx, deps, customer.inbox, { subject: fillMail(t.subject, vars, false), text, html });
}
