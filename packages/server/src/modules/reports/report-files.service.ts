import { instantToLocal } from '@clubportal/contract/club-time';
import { CSV_BOM, csvNumber, csvRecord, type CsvCell } from '@clubportal/contract/csv';
import { fromDecimal, toDecimalString } from '@clubportal/contract/money';
import { occupancyPercent, type ReportRange, type RevenueQuery } from '@clubportal/contract/staff-reports';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { nowInstant } from '../../lib/clock.js';
import { getMainSettings } from '../settings/index.js';
import { debtsReport, occupancyReport, REVENUE_KEY_NAMES, revenueReport, type ReportsDeps } from './reports.service.js';

/**
 * Every report as a CSV file a spreadsheet opens (issue 33 §7): the same figures as the page, through the
 * contract's writer (formula cells neutralised, amounts kept as numbers). Headers are English, as the exports'.
 * A report leaving the console is an export: audited `data.export` like the others, before the file is sent.
 */

export type ReportKind = 'occupancy' | 'revenue' | 'debts';
export type ReportFile = { fileName: string; text: string };

/** A decimal amount as a number cell, with the currency's decimals (`12.50`, CLP `1500`). */
const amountCell = (value: number, currency: string): CsvCell =>
  csvNumber(toDecimalString(fromDecimal(value, currency, { rounding: 'halfUp' })));
const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function rowsOf(deps: ReportsDeps, kind: ReportKind, query: RevenueQuery): Promise<string[]> {
  if (kind === 'occupancy') {
    const r = await occupancyReport(deps, query);
    const names = new Map(r.courts.map((c) => [c.id, c.name]));
    const cells = (m: { openMinutes: number; bookedMinutes: number; blockedMinutes: number }): CsvCell[] => [
      m.openMinutes,
      m.bookedMinutes,
      m.blockedMinutes,
      occupancyPercent(m),
    ];
    return [
      csvRecord(['by', 'court', 'weekday', 'hour', 'open minutes', 'booked minutes', 'blocked minutes', 'occupancy %']),
      ...r.courts.map((c) => csvRecord(['court', c.name, null, null, ...cells(c)])),
      ...r.byHour.map((h) => csvRecord(['hour', names.get(h.courtId) ?? '', null, h.hour, ...cells(h)])),
      ...r.byWeekday.map((w) => csvRecord(['weekday', null, WEEKDAYS[w.weekday] ?? '', null, ...cells(w)])),
      csvRecord(['total', null, null, null, ...cells(r.total)]),
    ];
  }
  if (kind === 'revenue') {
    const r = await revenueReport(deps, query);
    return [
      csvRecord([REVENUE_KEY_NAMES[r.by], 'label', 'received', 'refunded', 'net', 'currency']),
      ...r.lines.map((l) =>
        csvRecord([
          l.key,
          l.label,
          amountCell(l.received, r.currency),
          amountCell(l.refunded, r.currency),
          amountCell(l.net, r.currency),
          r.currency,
        ]),
      ),
      csvRecord([
        'total',
        null,
        amountCell(r.total.received, r.currency),
        amountCell(r.total.refunded, r.currency),
        amountCell(r.total.net, r.currency),
        r.currency,
      ]),
    ];
  }
  const r = await debtsReport(deps);
  return [
    csvRecord(['since', 'sale id', 'number', 'kind', 'customer id', 'customer', 'title', 'total', 'owed', 'currency']),
    ...r.debts.map((d) =>
      csvRecord([
        d.since,
        d.saleId,
        d.number,
        d.kind,
        d.customerId,
        d.customer,
        d.title,
        amountCell(d.total, r.currency),
        amountCell(d.owed, r.currency),
        r.currency,
      ]),
    ),
  ];
}

/**
 * One report as a file: computed first (a bad range is refused before anything is recorded), then the export
 * audited in its own unit of work, then handed. Named by the report, its range and the club's day.
 */
export async function reportFile(deps: ReportsDeps, actor: AuditActor, kind: ReportKind, query: RevenueQuery | null): Promise<ReportFile> {
  const range: RevenueQuery = query ?? { from: '', to: '', by: 'day' };
  const rows = await rowsOf(deps, kind, range);
  const now = nowInstant(deps.clock);
  const after =
    kind === 'debts' ? { kind } : kind === 'revenue' ? { kind, from: range.from, to: range.to, by: range.by } : { kind, ...rangeOf(range) };
  await unitOfWork(deps.db, (trx) => recordAudit(trx, { actor, action: 'data.export', entity: 'report', entityId: kind, after }, now));
  const { timeZone } = await getMainSettings(deps.db);
  const suffix =
    kind === 'debts' ? instantToLocal(now, timeZone).date : `${range.from}-to-${range.to}${kind === 'revenue' ? `-by-${range.by}` : ''}`;
  return { fileName: `${kind}-${suffix}.csv`, text: CSV_BOM + rows.join('') };
}

const rangeOf = (r: ReportRange): ReportRange => ({ from: r.from, to: r.to });
