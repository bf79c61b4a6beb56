import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportKind, ExportRange } from '@clubportal/contract/staff-exports';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { exportHref } from '../../api/staff-exports';
import { defaultExportRange, exportRangeProblem, MAX_EXPORT_DAYS } from '../../rules/export-range';

const RANGED: readonly Exclude<ExportKind, 'customers'>[] = ['bookings', 'sales', 'stock-ledger'];
const KEY: Record<ExportKind, string> = { customers: 'customers', bookings: 'bookings', sales: 'sales', 'stock-ledger': 'stockLedger' };

/** /staff/exports (`data.export`, issue 32 §7): the four CSV exports, a range of the club's days where one applies. */
export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <section className="staff-page" aria-labelledby="exports-title">
      <h1 id="exports-title">{t('staff.sections.exports')}</h1>
      <p>{t('staff.exports.intro')}</p>
      <ul className="staff-exports">
        <li className="staff-filters">
          <h2 id="export-customers">{t('staff.exports.customers.title')}</h2>
          <p>{t('staff.exports.customers.hint')}</p>
          <div className="staff-filters__actions">
            <a className={buttonClass('primary')} href={exportHref('customers')} download>
              {t('staff.exports.download', { name: t('staff.exports.customers.title') })}
            </a>
          </div>
        </li>
        {RANGED.map((kind) => (
          <RangedExport key={kind} kind={kind} />
        ))}
      </ul>
    </section>
  );
}

function RangedExport({ kind }: { kind: Exclude<ExportKind, 'customers'> }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<ExportRange>(() => defaultExportRange(new Date()));
  const problem = exportRangeProblem(range);
  const title = t(`staff.exports.${KEY[kind]}.title`);
  const error =
    problem === 'missing'
      ? t('staff.exports.missingDates')
      : problem === 'range'
        ? t('staff.exports.badRange', { days: MAX_EXPORT_DAYS })
        : undefined;
  const id = `export-${kind}`;
  return (
    <li className="staff-filters">
      <h2 id={id}>{title}</h2>
      <p>{t(`staff.exports.${KEY[kind]}.hint`)}</p>
      <Field label={t('staff.exports.from')}>
        {(c) => <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} {...c} />}
      </Field>
      <Field label={t('staff.exports.to')} error={error}>
        {(c) => <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} {...c} />}
      </Field>
      <div className="staff-filters__actions">
        {problem ? (
          <Button disabled>{t('staff.exports.download', { name: title })}</Button>
        ) : (
          <a className={buttonClass('primary')} href={exportHref(kind, range)} download>
            {t('staff.exports.download', { name: title })}
          </a>
        )}
      </div>
    </li>
  );
}
