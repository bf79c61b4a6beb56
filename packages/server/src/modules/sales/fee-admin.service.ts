import { fromDecimal, money, MoneyError, toDecimal } from '@clubportal/contract/money';
import { FEE_LAST_DUE_DAY, isFeeDueDay, staffFeeBodySchema, type StaffFee, type StaffFeeBody } from '@clubportal/contract/staff-fees';
import type { Language } from '@clubportal/contract/languages';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { writeClubText } from '../club-texts/index.js';
import { findMainSettings, getLanguageChoiceCached } from '../settings/index.js';
import {
  findFeeCustomer,
  findFeeDebts,
  findStaffFee,
  findStaffFees,
  insertFeeRow,
  updateFee,
  type StaffFeeRow,
} from './fee-admin.repository.js';
import { clubTextsOfFees } from './fees.service.js';

/**
 * The staff's periodic fees (issue 32 §3): give a customer a fee, end it. Its charges are issued by the fee run
 * (fee-run.service.ts); ending a fee stops them and leaves those already charged owed (a debt is history).
 */
export type FeeAdminDeps = { db: Db; clock: Clock; caches: AppCaches };

export async function clubCurrency(db: Db | Tx): Promise<string> {
  return (await findMainSettings(db))?.currencyCode ?? 'EUR';
}

function staffFee(f: StaffFeeRow, debt: { charges: number; owed: number } | undefined): StaffFee {
  return {
    id: f.id,
    customerId: f.customer_id,
    customerName: `${f.name} ${f.surname}`.trim(),
    description: f.description,
    amount: toDecimal(money(f.amount, f.currency)),
    currency: f.currency,
    periodMonths: f.period_months,
    nextDueDate: f.active === 1 ? f.next_due_date : null,
    active: f.active === 1,
    unpaidCharges: debt?.charges ?? 0,
    owed: toDecimal(money(debt?.owed ?? 0, f.currency)),
  };
}

async function withDebts(db: Db, rows: StaffFeeRow[]): Promise<StaffFee[]> {
  const debts = await findFeeDebts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => staffFee(r, debts.get(r.id)));
}

/** Every fee (or one customer's), running first, with what its charges still owe; and the languages it is named in. */
export async function listStaffFees(deps: FeeAdminDeps, customerId?: number) {
  const [rows, currency, languages] = await Promise.all([
    findStaffFees(deps.db, customerId),
    clubCurrency(deps.db),
    getLanguageChoiceCached({ db: deps.db, caches: deps.caches }),
  ]);
  return {
    fees: await withDebts(deps.db, rows),
    currency,
    defaultLanguage: languages.fallback,
    otherLanguages: languages.offered.filter((l) => l !== languages.fallback),
  };
}

/** The amount in the currency's minor units; more decimals than the currency has is refused in words. */
function minorUnits(amount: number, currency: string): number {
  try {
    return fromDecimal(amount, currency).amount;
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('bad_request', 'notAnAmount');
    throw err;
  }
}

async function feeDetail(db: Db, id: number) {
  const row = await findStaffFee(db, id);
  if (!row) throw new AppError('not_found', 'feeNotFound');
  return { fee: (await withDebts(db, [row]))[0]! };
}

/**
 * Gives a customer a fee (audited fee.create): named in the club's default language, and in its other languages
 * through the club's texts (entity `fee`, which the member's fees page reads); first charged by the run that
 * reaches its first due day.
 */
export async function createStaffFee(deps: FeeAdminDeps, actor: AuditActor, input: StaffFeeBody) {
  const languages = await getLanguageChoiceCached({ db: deps.db, caches: deps.caches });
  const id = await unitOfWork(deps.db, (trx) => writeNewFee(trx, { caches: deps.caches, languages }, actor, input, nowInstant(deps.clock)));
  return feeDetail(deps.db, id);
}

/** A new fee in the caller's unit of work: the console's and the demo seed's one write (see {@link createStaffFee}). */
export async function writeNewFee(
  trx: Tx,
  ctx: { caches: AppCaches | null; languages: { offered: readonly Language[]; fallback: Language } },
  actor: AuditActor,
  input: StaffFeeBody,
  now: Instant,
): Promise<number> {
  const body = staffFeeBodySchema.parse(input);
  if (!isFeeDueDay(body.firstDueDate)) throw new AppError('bad_request', 'feeDueDay', { day: FEE_LAST_DUE_DAY });
  const { offered, fallback } = ctx.languages;
  const names = Object.entries(body.names).filter(([language, text]) => language !== fallback && text) as Array<[Language, string]>;
  const foreign = names.find(([language]) => !offered.includes(language));
  if (foreign) throw new AppError('bad_request', 'feeLanguageNotOffered', { language: foreign[0] });
  const customer = await findFeeCustomer(trx, body.customerId);
  if (!customer) throw new AppError('not_found', 'feeCustomerNotFound', { id: body.customerId });
  const currency = await clubCurrency(trx);
  const amount = minorUnits(body.amount, currency);
  const id = await insertFeeRow(trx, {
    customer_id: customer.id,
    product_id: null,
    description: body.description,
    amount,
    currency,
    period_months: body.periodMonths,
    next_due_date: body.firstDueDate,
    active: 1,
    created_at: now,
  });
  await recordAudit(
    trx,
    {
      actor,
      action: 'fee.create',
      entity: 'periodic_fee',
      entityId: id,
      after: {
        customerId: customer.id,
        description: body.description,
        amount: body.amount,
        currency,
        periodMonths: body.periodMonths,
        firstDueDate: body.firstDueDate,
      },
    },
    now,
  );
  const texts = { caches: ctx.caches, sources: { fee: clubTextsOfFees }, defaultLanguage: fallback };
  for (const [language, text] of names)
    await writeClubText(trx, texts, actor, { entity: 'fee', entityId: id, field: 'description', language, text }, now);
  return id;
}

/** Ends a fee (audited fee.end): no period is charged from now on; its charges already issued stay owed. */
export async function endStaffFee(deps: FeeAdminDeps, actor: AuditActor, id: number) {
  await unitOfWork(deps.db, (trx) => writeFeeEnd(trx, actor, id, nowInstant(deps.clock)));
  return feeDetail(deps.db, id);
}

/** Ends a fee in the caller's unit of work (audited fee.end); nothing when it has ended already. */
export async function writeFeeEnd(trx: Tx, actor: AuditActor, id: number, now: Instant): Promise<void> {
  const before = await findStaffFee(trx, id);
  if (!before) throw new AppError('not_found', 'feeNotFound');
  if (before.active !== 1) return;
  await updateFee(trx, id, { active: 0, next_due_date: null });
  await recordAudit(
    trx,
    {
      actor,
      action: 'fee.end',
      entity: 'periodic_fee',
      entityId: id,
      before: { active: true, nextDueDate: before.next_due_date },
      after: { active: false, nextDueDate: null },
    },
    now,
  );
}
