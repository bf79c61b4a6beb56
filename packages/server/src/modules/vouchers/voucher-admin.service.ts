import { localDayBounds } from '@clubportal/contract/club-time';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import {
  STAFF_VOUCHERS_LIMIT,
  VOUCHER_CUSTOMER_SEARCH_LIMIT,
  type IssueVoucherBody,
  type StaffVoucher,
  type StaffVoucherDetail,
} from '@clubportal/contract/staff-vouchers';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { findStaffCustomers } from '../accounts/index.js';
import { findMainSettings } from '../settings/index.js';
import {
  findStaffMovements,
  findStaffVoucher,
  findStaffVouchers,
  findStatusChanges,
  findVoucherCustomer,
  setVoucherEnabled,
  type StaffVoucherRow,
} from './voucher-admin.repository.js';
import { createVoucher, isVoucherActive, recordVoucherMovement } from './vouchers.service.js';

export type VoucherAdminDeps = { db: Db; clock: Clock };

/** A money amount as a decimal of its currency; sessions as they are. */
const shown = (v: { kind: 'money' | 'sessions'; currency: string }, n: number) =>
  v.kind === 'money' ? toDecimal(money(n, v.currency)) : n;
const actorLabel = (actor: AuditActor) => (actor.kind === 'system' ? actor.job : actor.name);

function staffVoucher(v: StaffVoucherRow, now: Instant): StaffVoucher {
  return {
    id: v.id,
    customerId: v.customer_id,
    customerName: `${v.name} ${v.surname}`.trim(),
    description: v.description,
    kind: v.kind,
    currency: v.currency,
    balance: shown(v, v.balance),
    enabled: v.enabled === 1,
    active: isVoucherActive(v, now),
    expiresAt: v.expires_at,
    createdAt: v.created_at,
  };
}

/** Vouchers latest first: one customer's, or those of customers whose name or email holds the search. */
export async function listStaffVouchers(deps: VoucherAdminDeps, q: { search?: string | undefined; customerId?: number | undefined }) {
  const rows = await findStaffVouchers(deps.db, q, STAFF_VOUCHERS_LIMIT);
  const now = nowInstant(deps.clock);
  return { vouchers: rows.map((v) => staffVoucher(v, now)) };
}

async function voucherIn(db: Db | Tx, id: number): Promise<StaffVoucherRow> {
  const row = await findStaffVoucher(db, id);
  if (!row) throw new AppError('not_found', 'voucherNotFound');
  return row;
}

/** One voucher with its use (its movements, latest first: the issue, what paid which sale, refunds) and its status history. */
export async function staffVoucherDetail(deps: VoucherAdminDeps, id: number): Promise<Omit<StaffVoucherDetail, 'ok'>> {
  const v = await voucherIn(deps.db, id);
  const [movements, changes] = await Promise.all([findStaffMovements(deps.db, id), findStatusChanges(deps.db, id)]);
  return {
    voucher: staffVoucher(v, nowInstant(deps.clock)),
    movements: movements.map((m) => ({
      id: m.id,
      at: m.created_at,
      amount: shown(v, m.amount),
      previous: shown(v, m.previous_amount),
      current: shown(v, m.current_amount),
      saleNumber: m.number,
      reason: m.reason,
      actor: m.actor_label,
    })),
    statusChanges: changes.map((c) => ({ at: c.at, enabled: c.enabled === 1, reason: c.reason, actor: c.actor_label })),
  };
}

/**
 * Issues a voucher to a customer: the voucher, then its first movement (the amount or sessions given, with the
 * reason and who gave it), so the balance is the movements' sum from the start. Audited voucher.issue.
 */
export async function issueStaffVoucher(deps: VoucherAdminDeps, actor: AuditActor, body: IssueVoucherBody) {
  if (body.kind === 'sessions' && !Number.isInteger(body.amount)) throw new AppError('bad_request', 'voucherSessionsWhole');
  const id = await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const customer = await findVoucherCustomer(trx, body.customerId);
    if (!customer) throw new AppError('not_found', 'voucherCustomerNotFound', { id: body.customerId });
    const main = await findMainSettings(trx);
    const currency = main?.currencyCode ?? 'EUR';
    const expiresAt = body.expiresOn ? (localDayBounds(body.expiresOn, main?.timeZone ?? 'Europe/Madrid').end as Instant) : null;
    if (expiresAt !== null && expiresAt <= now) throw new AppError('bad_request', 'voucherExpiryPast');
    const amount = body.kind === 'money' ? fromDecimal(body.amount, currency).amount : body.amount;
    const id = await createVoucher(trx, {
      customerId: customer.id,
      description: body.description,
      kind: body.kind,
      currency,
      expiresAt,
      createdAt: now,
    });
    await recordVoucherMovement(trx, id, amount, now, null, { reason: body.reason, actor: actorLabel(actor) });
    await recordAudit(trx, { actor, action: 'voucher.issue', entity: 'voucher', entityId: id, after: { ...body, currency } }, now);
    return id;
  });
  return staffVoucherDetail(deps, id);
}

/**
 * Deactivates (it can no longer pay) or reactivates a voucher, with the reason kept in its status history; its
 * balance and movements stay. Audited voucher.deactivate / voucher.reactivate.
 */
export async function setStaffVoucherEnabled(deps: VoucherAdminDeps, actor: AuditActor, id: number, enabled: boolean, reason: string) {
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'vouchers', id);
    const before = await voucherIn(trx, id);
    if ((before.enabled === 1) === enabled) throw new AppError('conflict', enabled ? 'voucherAlreadyEnabled' : 'voucherAlreadyDisabled');
    const now = nowInstant(deps.clock);
    await setVoucherEnabled(trx, { voucherId: id, enabled, reason, actorLabel: actorLabel(actor), at: now });
    const action = enabled ? 'voucher.reactivate' : 'voucher.deactivate';
    await recordAudit(
      trx,
      { actor, action, entity: 'voucher', entityId: id, before: { enabled: !enabled }, after: { enabled, reason } },
      now,
    );
  });
  return staffVoucherDetail(deps, id);
}

/** Customers to issue a voucher to: name, surname or email holding the text. */
export async function voucherCustomers(deps: Pick<VoucherAdminDeps, 'db'>, search: string) {
  return { customers: await findStaffCustomers(deps.db, search, VOUCHER_CUSTOMER_SEARCH_LIMIT) };
}
