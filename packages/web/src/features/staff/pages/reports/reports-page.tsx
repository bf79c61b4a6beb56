import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  occupancyPercent,
  REVENUE_DIMENSIONS,
  type OccupancyReport,
  type ReportRange,
  type RevenueDimension,
  type RevenueLine,
} from '@clubportal/contract/staff-reports';
import { buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { reportCsvHref, useDebtsReport, useOccupancyReport, useRevenueReport } from '../../api/staff-reports';
import { StaffLoading } from '../../components/console-shell';
import { useMoneyFormat } from '../../components/stock-ledger';
import { StaffTable } from '../../components/staff-table';
import { defaultExportRange, exportRangeProblem, MAX_EXPORT_DAYS } from '../../rules/export-range';
import { barPercent, heatColour } from '../../rules/report-charts';

const DIMENSION_KEY: Record<RevenueDimension, string> = {
  day: 'day',
  product: 'product',
  'booking-type': 'bookingType',
  method: 'method',
  provider: 'provider',
};

/**
 * /staff/reports (`reports.read`, issue 33 §7): occupancy as a heat map of courts by hour and bars by weekday,
 * revenue by the chosen dimension, and who owes what. Every chart is a table too: the numbers are its cells, so a
 * screen reader reads what the colours and bars show. Each report downloads as CSV (audited by the server).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ReportRange>(() => defaultExportRange(new Date()));
  const problem = exportRangeProblem(range);
  const error =
    problem === 'missing'
      ? t('staff.exports.missingDates')
      : problem === 'range'
        ? t('staff.exports.badRange', { days: MAX_EXPORT_DAYS })
        : undefined;
  return (
    <section className="staff-page staff-reports" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('staff.sections.reports')}</h1>
      <p>{t('staff.reports.intro')}</p>
      <div className="staff-filters">
        <Field label={t('staff.exports.from')}>
          {(c) => <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} {...c} />}
        </Field>
        <Field label={t('staff.exports.to')} error={error}>
          {(c) => <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} {...c} />}
        </Field>
      </div>
      <OccupancySection range={range} enabled={problem === null} />
      <RevenueSection range={range} enabled={problem === null} />
      <DebtsSection />
    </section>
  );
}

function CsvLink({ href, name, enabled = true }: { href: string; name: string; enabled?: boolean }) {
  const { t } = useTranslation();
  if (!enabled) return null;
  return (
    <a className={buttonClass('secondary')} href={href} download>
      {t('staff.exports.download', { name })}
    </a>
  );
}

function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending ? <StaffLoading /> : null}
      <FormAlert message={query.isError ? apiErrorMessage(query.error, t('messages.crash')) : null} />
    </>
  );
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function OccupancySection({ range, enabled }: { range: ReportRange; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const query = useOccupancyReport(range, enabled);
  const title = t('staff.reports.occupancy.title');
  const report = enabled ? query.data : undefined;
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  return (
    <section className="staff-reports__section" aria-labelledby="report-occupancy">
      <h2 id="report-occupancy">{title}</h2>
      <p>{t('staff.reports.occupancy.hint')}</p>
      {enabled ? <QueryState query={query} /> : null}
      {report ? (
        <>
          <p className="staff-reports__figure" role="status">
            {t('staff.reports.occupancy.summary', {
              percent: occupancyPercent(report.total),
              booked: Math.round(report.total.bookedMinutes / 60),
              open: Math.round(report.total.openMinutes / 60),
              blocked: Math.round(report.total.blockedMinutes / 60),
            })}
          </p>
          <HeatMap report={report} />
          <h3 id="report-weekdays">{t('staff.reports.occupancy.byWeekday')}</h3>
          <BarsTable
            labelledBy="report-weekdays"
            head={[t('staff.reports.occupancy.weekday'), t('staff.reports.occupancy.booked'), t('staff.reports.occupancy.bookedHours')]}
            rows={report.byWeekday.map((w) => ({
              key: w.weekday,
              label: weekday.format(Date.UTC(2026, 0, 4 + w.weekday)),
              value: occupancyPercent(w),
              cells: [
                `${occupancyPercent(w)} %`,
                t('staff.reports.occupancy.hoursOf', { booked: Math.round(w.bookedMinutes / 60), open: Math.round(w.openMinutes / 60) }),
              ],
            }))}
          />
        </>
      ) : null}
      <div className="staff-filters__actions">
        <CsvLink href={reportCsvHref('occupancy', range)} name={title} enabled={enabled} />
      </div>
    </section>
  );
}

/** Courts by hour of the club's day, each cell the share of its open time booked, coloured by it. */
function HeatMap({ report }: { report: OccupancyReport }) {
  const { t } = useTranslation();
  const hours = [...new Set(report.byHour.map((h) => h.hour))].sort((a, b) => a - b);
  const cell = new Map(report.byHour.map((h) => [`${h.courtId}:${h.hour}`, h]));
  if (!report.courts.length) return <p>{t('staff.reports.occupancy.noCourts')}</p>;
  return (
    // Wider than a tablet: it scrolls in its frame, which the keyboard can reach and scroll too.
    <div className="staff-table-wrap" tabIndex={0} role="region" aria-label={t('staff.reports.occupancy.heatCaption')}>
      <table className="staff-table staff-reports__heat">
        <caption className="sr-only">{t('staff.reports.occupancy.heatCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.reports.occupancy.court')}</th>
            {hours.map((h) => (
              <th scope="col" key={h}>
                {hourLabel(h)}
              </th>
            ))}
            <th scope="col">{t('staff.reports.occupancy.total')}</th>
          </tr>
        </thead>
        <tbody>
          {report.courts.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              {hours.map((h) => {
                const m = cell.get(`${c.id}:${h}`);
                if (!m || m.openMinutes === 0) return <td key={h} className="staff-reports__closed" />;
                const percent = occupancyPercent(m);
                return (
                  <td key={h} style={{ background: heatColour(percent) }}>
                    {percent}
                  </td>
                );
              })}
              <td className="staff-reports__total">{occupancyPercent(c)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type BarRow = { key: string | number; label: ReactNode; value: number; cells: ReactNode[] };

/** A bar chart that is a table: each row its label, a bar as long as its value against the longest, and its figures. */
function BarsTable({ labelledBy, head, rows, foot }: { labelledBy: string; head: string[]; rows: BarRow[]; foot?: ReactNode[] }) {
  const values = rows.map((r) => r.value);
  const [first, ...rest] = head;
  return (
    <div className="staff-table-wrap" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="staff-table staff-reports__bars" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <td aria-hidden="true" />
            {rest.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="staff-reports__bar-cell" aria-hidden="true">
                <span className="staff-reports__bar" style={{ width: `${barPercent(r.value, values)}%` }} />
              </td>
              {r.cells.map((c, i) => (
                <td key={i} className="staff-table__nowrap">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot>
            <tr>
              <th scope="row">{foot[0]}</th>
              <td aria-hidden="true" />
              {foot.slice(1).map((c, i) => (
                <td key={i} className="staff-table__nowrap">
                  {c}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function RevenueSection({ range, enabled }: { range: ReportRange; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [by, setBy] = useState<RevenueDimension>('day');
  const query = useRevenueReport(range, by, enabled);
  const money = useMoneyFormat();
  const title = t('staff.reports.revenue.title');
  const report = enabled ? query.data : undefined;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  // By the answer's own dimension: while another is asked, the previous answer stays on screen as it was.
  const labelOf = (l: RevenueLine, shown: RevenueDimension): string => {
    if (shown === 'day') return day.format(Date.parse(`${l.key}T00:00:00Z`));
    if (l.key.startsWith('category:'))
      return t(`staff.reports.revenue.category.${l.key.slice('category:'.length)}`, { defaultValue: l.key });
    if (l.key === 'none') return t('staff.reports.revenue.notABooking');
    // The club's till: the provider of money taken at the desk, and its method when the sale named none.
    if ((shown === 'provider' || shown === 'method') && l.key === 'club') return t('staff.reports.revenue.clubTill');
    return l.label || l.key;
  };
  return (
    <section className="staff-reports__section" aria-labelledby="report-revenue">
      <h2 id="report-revenue">{title}</h2>
      <p>{t('staff.reports.revenue.hint')}</p>
      <div className="staff-filters">
        <Field label={t('staff.reports.revenue.by')}>
          {(c) => (
            <select value={by} onChange={(e) => setBy(e.target.value as RevenueDimension)} {...c}>
              {REVENUE_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {t(`staff.reports.revenue.dimension.${DIMENSION_KEY[d]}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {enabled ? <QueryState query={query} /> : null}
      {report ? (
        <>
          <p className="staff-reports__figure" role="status">
            {t('staff.reports.revenue.summary', { net: money(report.total.net, report.currency) })}
          </p>
          <h3 id="report-revenue-lines" className="sr-only">
            {t(`staff.reports.revenue.dimension.${DIMENSION_KEY[report.by]}`)}
          </h3>
          <BarsTable
            labelledBy="report-revenue-lines"
            head={[
              t(`staff.reports.revenue.dimension.${DIMENSION_KEY[report.by]}`),
              t('staff.reports.revenue.received'),
              t('staff.reports.revenue.refunded'),
              t('staff.reports.revenue.net'),
            ]}
            rows={report.lines.map((l) => ({
              key: l.key,
              label: labelOf(l, report.by),
              value: l.net,
              cells: [money(l.received, report.currency), money(l.refunded, report.currency), money(l.net, report.currency)],
            }))}
            foot={[
              t('staff.reports.occupancy.total'),
              money(report.total.received, report.currency),
              money(report.total.refunded, report.currency),
              money(report.total.net, report.currency),
            ]}
          />
        </>
      ) : null}
      <div className="staff-filters__actions">
        <CsvLink href={reportCsvHref('revenue', range, by)} name={title} enabled={enabled} />
      </div>
    </section>
  );
}

function DebtsSection() {
  const { t, i18n } = useTranslation();
  const query = useDebtsReport();
  const money = useMoneyFormat();
  const title = t('staff.reports.debts.title');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const report = query.data;
  return (
    <section className="staff-reports__section" aria-labelledby="report-debts">
      <h2 id="report-debts">{title}</h2>
      <p>{t('staff.reports.debts.hint')}</p>
      <QueryState query={query} />
      {report ? (
        <>
          <p className="staff-reports__figure" role="status">
            {t('staff.reports.debts.summary', { count: report.debts.length, total: money(report.total, report.currency) })}
          </p>
          {report.debts.length ? (
            <StaffTable
              rows={report.debts}
              rowKey={(d) => d.saleId}
              name={{ labelledBy: 'report-debts' }}
              columns={[
                { header: t('staff.reports.debts.customer'), cell: (d) => d.customer || t('staff.reports.debts.noCustomer') },
                { header: t('staff.reports.debts.since'), cell: (d) => day.format(Date.parse(`${d.since}T00:00:00Z`)), nowrap: true },
                { header: t('staff.reports.debts.kind'), cell: (d) => t(`staff.reports.debts.kinds.${d.kind}`) },
                { header: t('staff.reports.debts.what'), cell: (d) => `${d.number} · ${d.title}` },
                { header: t('staff.reports.debts.owed'), cell: (d) => money(d.owed, report.currency), nowrap: true },
              ]}
            />
          ) : null}
        </>
      ) : null}
      <div className="staff-filters__actions">
        <CsvLink href={reportCsvHref('debts', { from: '', to: '' })} name={title} />
      </div>
    </section>
  );
}
