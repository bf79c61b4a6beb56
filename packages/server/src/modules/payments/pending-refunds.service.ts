import { formatMoney } from '@clubportal/contract/format';
import { knownLanguage } from '@clubportal/contract/languages';
import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { PendingRefund, SettleRefundBody } from '@clubportal/contract/staff-refunds';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { escapeHtml, fillMail, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';
import { refundToVoucher } from '../vouchers/index.js';
import {
  closeClubRefund,
  findCardRefundsForClub,
  findPendingClubRefunds,
  firstSaleOf,
  insertSettlement,
} from './pending-refunds.repository.js';
import type { RefundsDeps } from './refunds.service.js';

const actorLabel = (actor: AuditActor) => (actor.kind === 'system' ? actor.job : actor.name);
const what = (r: { number: string | null; title: string | null }) => (r.number ? `${r.number} ${r.title ?? ''}`.trim() : '');

/**
 * The club's pending refunds (issue 33 §5): money members paid at the club and are owed back (a cancel's
 * `club` refund), and card refunds the provider did not make (failed, manual), oldest first.
 */
export async function listPendingRefunds(deps: Pick<RefundsDeps, 'db'>): Promise<{ refunds: PendingRefund[] }> {
  const [club, card] = await Promise.all([findPendingClubRefunds(deps.db), findCardRefundsForClub(deps.db)]);
  const refunds: PendingRefund[] = [
    ...club.map((r) => ({
      id: `club-${r.id}`,
      kind: 'club' as const,
      customerId: r.customer_id,
      customerName: `${r.name} ${r.surname}`.trim(),
      amount: toDecimal(money(r.amount, r.currency)),
      currency: r.currency,
      what: what(r),
      status: '',
      message: '',
      at: r.created_at,
    })),
    ...card.map((r) => ({
      id: `card-${r.id}`,
      kind: 'card' as const,
      customerId: r.customer_id,
      customerName: `${r.name} ${r.surname}`.trim(),
      amount: toDecimal(money(r.amount, r.currency)),
      currency: r.currency,
      what: what(r),
      status: r.status,
      message: r.message,
      at: r.updated_at,
    })),
  ];
  return { refunds: refunds.sort((a, b) => a.at.localeCompare(b.at)) };
}

/**
 * Settles one pending refund, once: given back in cash or on the desk's card terminal, or as club credit (a money
 * voucher of the member). A club refund closes by a conditional update (pending -> done); every settlement is a
 * row unique per refund, so two desks settling it at once make one. Audited refund.settle; the member is mailed
 * (in their language) that the club gave the money back, and how, in the same unit of work.
 */
export async function settlePendingRefund(deps: RefundsDeps, actor: AuditActor, id: string, body: SettleRefundBody) {
  const [kind, raw] = id.split('-') as ['club' | 'card', string];
  const sourceId = Number(raw);
  try {
    await unitOfWork(deps.db, async (trx) => {
      const now = nowInstant(deps.clock);
      const r = kind === 'club' ? (await findPendingClubRefunds(trx, sourceId))[0] : (await findCardRefundsForClub(trx, sourceId))[0];
      if (!r) throw new AppError('conflict', 'pendingRefundGone');
      if (kind === 'club' && !(await closeClubRefund(trx, sourceId))) throw new AppError('conflict', 'pendingRefundGone');
      const note = body.note ?? '';
      let voucherId: number | null = null;
      let voucher = '';
      if (body.how === 'credit') {
        const saleId = r.sale_id ?? ('payment_id' in r ? await firstSaleOf(trx, r.payment_id) : undefined);
        if (saleId === undefined || saleId === null) throw new AppError('conflict', 'pendingRefundNoSale');
        const v = await refundToVoucher(trx, {
          customerId: r.customer_id,
          saleId,
          amount: r.amount,
          currency: r.currency as CurrencyCode,
          at: now,
          note: { reason: note || 'Refund', actor: actorLabel(actor) },
        });
        voucherId = v.id;
        voucher = v.description;
      }
      const source = kind === 'club' ? 'booking_refund' : 'card_refund';
      await insertSettlement(trx, {
        source,
        source_id: sourceId,
        how: body.how,
        voucher_id: voucherId,
        note,
        actor_label: actorLabel(actor),
        created_at: now,
      });
      await recordAudit(
        trx,
        {
          actor,
          action: 'refund.settle',
          entity: source,
          entityId: sourceId,
          before: { status: r.status },
          after: { how: body.how, amount: r.amount, currency: r.currency, voucherId, note },
        },
        now,
      );
      await mailSettled(trx, deps, {
        customerId: r.customer_id,
        amount: r.amount,
        currency: r.currency,
        what: what(r),
        how: body.how,
        voucher,
        note,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'pendingRefundGone');
    throw err;
  }
  return { settled: { id, how: body.how } };
}

const settledTexts = textsOf('refundSettled');

/** Tells the member, in their language, that the club has given them the money back: in cash, on the card terminal, or as credit. */
async function mailSettled(
  trx: Tx,
  deps: RefundsDeps,
  r: { customerId: number; amount: number; currency: string; what: string; how: SettleRefundBody['how']; voucher: string; note: string },
) {
  const customer = await mailRecipientOf(trx, r.customerId);
  if (!customer) return;
  const settings = await getMainSettings(trx);
  const language = knownLanguage(customer.language);
  const t = settledTexts[language];
  const vars = {
    club: settings.name,
    name: customer.name,
    amount: formatMoney(money(r.amount, r.currency), {
      currencySymbol: settings.CurrencySymbol,
      decimalSeparator: settings.decimalSeparator,
    }),
    what: r.what,
    voucher: r.voucher,
    note: r.note,
  };
  const how = r.how === 'cash' ? t.cash : r.how === 'terminal' ? t.terminal : t.credit;
  const body = r.what ? t.body : t.body.replace(' ({what})', '');
  const lines = [t.greeting, body, how, ...(r.note ? [t.note] : [])];
  await queueCustomerEmail(trx, deps, customer.inbox, {
    subject: fillMail(t.subject, vars, false),
    text: [...lines.map((l) => fillMail(l, vars, false)), settings.name].join('\n\n'),
    html: mailHtml([...lines.map((l) => mailParagraph(fillMail(l, vars, true))), mailNote(escapeHtml(settings.name))]),
  });
}
