import { money, toDecimal } from '@clubportal/contract/money';
import { FEE_RUN_MAX_PERIODS, type FeeRun, type FeeRunLine } from '@clubportal/contract/staff-fees';
import { instantToLocal } from '@clubportal/contract/club-time';
import { recordAudit, systemActor, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { getMainSettings } from '../settings/index.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { advanceFee, findDueFees, findStaffFee, type StaffFeeRow } from './fee-admin.repository.js';
import { clubCurrency } from './fee-admin.service.js';
import { addMonths, dueDaysUpTo } from './fee-periods.js';
import { createSale } from './sales.service.js';

/**
 * The fee run (issue 32 §3): every period of a running fee due on or before a day is charged once, as a
 * pending sale of the fee (a debt the member sees on their fees page and pays online), and the fee's next
 * due day moves past it. A fee several periods behind gets one sale per period. Previewed first with the
 * same rule. Once only: each period's charge is owned by the update that moves the fee's day from it
 * (`advanceFee`), so a second run, or two desks running at once, never charges a period twice; the unique
 * (fee, due day) index of the sales is the last word.
 */
export type FeeRunDeps = { db: Db; clock: Clock };

/** The sale number of a fee's period: one per fee and due day, readable at the desk. */
const feeSaleNumber = (feeId: number, day: string) => `CUO-${String(feeId).padStart(6, '0')}-${day.replaceAll('-', '')}`;

type Charged = { fee: StaffFeeRow; dueDates: string[] };

/** The run's lines and totals (fees are in the club's currency: the one they were given in). */
function runOf(upTo: string, currency: string, charged: Charged[]): FeeRun {
  const minor = charged.reduce((sum, c) => sum + c.fee.amount * c.dueDates.length, 0);
  return {
    upTo,
    lines: charged.map((c) => lineOf(c.fee, c.dueDates)),
    charges: charged.reduce((n, c) => n + c.dueDates.length, 0),
    total: toDecimal(money(minor, currency)),
    currency,
  };
}

function lineOf(f: StaffFeeRow, dueDates: string[]): FeeRunLine {
  return {
    feeId: f.id,
    customerId: f.customer_id,
    customerName: `${f.name} ${f.surname}`.trim(),
    description: f.description,
    amount: toDecimal(money(f.amount, f.currency)),
    currency: f.currency,
    dueDates,
    total: toDecimal(money(f.amount * dueDates.length, f.currency)),
  };
}

/** What a run up to `upTo` would charge now: who, what, how much, how many periods. Writes nothing. */
export async function previewFeeRun(deps: Pick<FeeRunDeps, 'db'>, upTo: string): Promise<{ run: FeeRun }> {
  const [fees, currency] = await Promise.all([findDueFees(deps.db, upTo), clubCurrency(deps.db)]);
  const due = fees.map((fee) => ({ fee, dueDates: dueDaysUpTo(fee.next_due_date as string, fee.period_months, upTo) }));
  return {
    run: runOf(
      upTo,
      currency,
      due.filter((c) => c.dueDates.length),
    ),
  };
}

/** Charges one fee's periods due by `upTo` that no other run charged; the days this call charged. */
async function chargeFee(trx: Executor, fee: StaffFeeRow, upTo: string, now: Instant): Promise<string[]> {
  const charged: string[] = [];
  let current: StaffFeeRow | undefined = fee;
  const due = (f: StaffFeeRow | undefined): f is StaffFeeRow & { next_due_date: string } =>
    f !== undefined && f.active === 1 && f.next_due_date !== null && f.next_due_date <= upTo;
  while (due(current) && charged.length < FEE_RUN_MAX_PERIODS) {
    const day = current.next_due_date;
    if (await advanceFee(trx, fee.id, day, addMonths(day, current.period_months))) {
      await createSale(trx, {
        number: feeSaleNumber(fee.id, day),
        customerId: fee.customer_id,
        title: current.description,
        online: false,
        currency: current.currency,
        paid: 0,
        periodicFeeId: fee.id,
        feeDueDate: day,
        items: [{ category: 'fee', name: current.description, unitPrice: current.amount, units: 1, taxPercent: 0, parentIdentifier: day }],
        createdAt: now,
      });
      charged.push(day);
    }
    // Moved by this call or by another run meanwhile: read where the fee stands now.
    current = await findStaffFee(trx, fee.id);
  }
  return charged;
}

/**
 * Runs the charge up to `upTo` in one unit of work with its audit record (fee.run, with the count): the fees in
 * id order (two runs meet them in the same order, so they wait on each other without deadlock).
 */
export async function runFees(
  deps: FeeRunDeps,
  actor: AuditActor,
  upTo: string,
  opts: { auditNothing: boolean } = { auditNothing: true },
): Promise<{ run: FeeRun }> {
  const run = await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const currency = await clubCurrency(trx);
    const charged: Charged[] = [];
    for (const fee of await findDueFees(trx, upTo)) {
      const dueDates = await chargeFee(trx, fee, upTo, now);
      if (dueDates.length) charged.push({ fee, dueDates });
    }
    const result = runOf(upTo, currency, charged);
    if (!result.charges && !opts.auditNothing) return result;
    await recordAudit(
      trx,
      {
        actor,
        action: 'fee.run',
        entity: 'periodic_fee',
        entityId: upTo,
        after: { upTo, charges: result.charges, fees: charged.length, total: result.total, currency },
      },
      now,
    );
    return result;
  });
  return { run };
}

/**
 * The scheduled fee run (job `fee-run`): charges every period due by the club's today, once, as the manual run
 * does (the same `chargeFee`, so a period the desk charged is never charged again, nor one this job charged
 * before). Audited fee.run by the system when it charged anything; a run that finds nothing writes nothing.
 */
export async function runDueFees(deps: FeeRunDeps): Promise<{ run: FeeRun }> {
  const { timeZone } = await getMainSettings(deps.db);
  const today = instantToLocal(nowInstant(deps.clock), timeZone).date;
  return runFees(deps, systemActor('fee-run'), today, { auditNothing: false });
}

/**
 * Charges one fee's periods due by `upTo` in the caller's unit of work (a season pass given today owes its first
 * period at once); the days charged. Other periods are left to the runs.
 */
export async function chargeFeeNow(trx: Tx, feeId: number, upTo: string, now: Instant): Promise<string[]> {
  const fee = await findStaffFee(trx, feeId);
  return fee ? chargeFee(trx, fee, upTo, now) : [];
}
