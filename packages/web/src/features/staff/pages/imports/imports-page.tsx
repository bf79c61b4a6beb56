import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_KIND_FIELDS,
  IMPORT_KIND_REQUIRED,
  IMPORT_KINDS,
  MAX_IMPORT_BYTES,
  type ImportIssue,
  type ImportKind,
  type ImportReport,
} from '@clubportal/contract/staff-imports';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useImport, useImportDryRun } from '../../api/staff-imports';
import { StaffTable } from '../../components/staff-table';
import { issuesCsv } from '../../rules/import-issues';

/** Issues listed on the page; the download holds them all. */
const SHOWN_ISSUES = 100;

type Mapping = Record<string, string | null>;

/** The rules staff read before importing, by kind: how rows are found again and what a cell does. */
const RULES: Record<ImportKind, readonly string[]> = {
  customers: ['ruleMatch', 'ruleEmpty', 'rulePassword', 'ruleGroups', 'ruleMembership', 'ruleConsent'],
  products: ['productRuleMatch', 'productRuleEmpty', 'productRulePrice', 'productRuleType', 'productRuleStock'],
  courts: ['courtRuleMatch', 'courtRuleEmpty', 'courtRuleHours', 'courtRuleBookings'],
};

/** A field's name on the page: the customers' under `fields`, the others' under their kind's. */
export const fieldKey = (kind: ImportKind, field: string) =>
  kind === 'customers'
    ? `staff.imports.fields.${field}`
    : `staff.imports.${kind === 'products' ? 'productFields' : 'courtFields'}.${field}`;

/**
 * /staff/imports (`data.import`, issue 32 §7): customers, products or courts from the club's previous system. The
 * file is read on the server at once (a dry run); staff check how its columns are read, change them, see each bad
 * row, then import. Choosing another kind starts again.
 */
export function ImportsPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('customers');
  return (
    <section className="staff-page" aria-labelledby="imports-title">
      <h1 id="imports-title">{t('staff.sections.imports')}</h1>
      <fieldset className="staff-imports__kinds">
        <legend>{t('staff.imports.kindTitle')}</legend>
        {IMPORT_KINDS.map((k) => (
          <label key={k} className="staff-imports__kind">
            <input type="radio" name="import-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(`staff.imports.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <KindImport key={kind} kind={kind} />
    </section>
  );
}

function KindImport({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const dryRun = useImportDryRun(kind);
  const run = useImport(kind);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping | undefined>(undefined);
  const [done, setDone] = useState<ImportReport | null>(null);
  const report = dryRun.data;
  const fields: readonly string[] = IMPORT_KIND_FIELDS[kind];

  const check = (text: string, next: Mapping | undefined) => {
    setDone(null);
    run.reset();
    dryRun.mutate({ csv: text, ...(next ? { mapping: next } : {}) }, { onSuccess: (r) => setMapping(r.mapping) });
  };

  return (
    <>
      <p className="staff-page__intro">
        {t(`staff.imports.intro${kind === 'customers' ? '' : kind === 'products' ? 'Products' : 'Courts'}`)}
      </p>
      <ul className="staff-imports__rules">
        {RULES[kind].map((rule) => (
          <li key={rule}>{t(`staff.imports.${rule}`, { forgot: t('auth.forgotPassword') })}</li>
        ))}
      </ul>
      <Field label={t('staff.imports.file')} error={fileError ?? undefined}>
        {(c) => (
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileError(null);
              setCsv(null);
              dryRun.reset();
              if (!file) return;
              if (file.size > MAX_IMPORT_BYTES) return setFileError(t('staff.imports.tooBig', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }));
              setFileName(file.name);
              void file.text().then((text) => {
                setCsv(text);
                check(text, undefined);
              });
            }}
            {...c}
          />
        )}
      </Field>
      <FormAlert message={dryRun.isError ? apiErrorMessage(dryRun.error, t('messages.crash')) : null} />
      {dryRun.isPending ? <p role="status">{t('staff.imports.reading')}</p> : null}
      {report && csv !== null ? (
        <>
          <h2>{t('staff.imports.columnsTitle')}</h2>
          <p>{t('staff.imports.columnsHint', { file: fileName, separator: separatorName(report.delimiter, t) })}</p>
          <fieldset className="staff-imports__mapping" disabled={dryRun.isPending || run.isPending}>
            <legend className="sr-only">{t('staff.imports.columnsTitle')}</legend>
            {fields.map((field) => (
              <Field key={field} label={t(fieldKey(kind, field))} required={IMPORT_KIND_REQUIRED[kind].includes(field)}>
                {(c) => (
                  <select
                    value={mapping?.[field] ?? ''}
                    onChange={(event) => {
                      const next = { ...mapping, [field]: event.currentTarget.value || null };
                      setMapping(next);
                      check(csv, next);
                    }}
                    {...c}
                  >
                    <option value="">{t('staff.imports.notImported')}</option>
                    {report.columns.filter(Boolean).map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </fieldset>
          <h2>{t('staff.imports.checkTitle')}</h2>
          <p role="status" className="staff-count">
            {t('staff.imports.summary', {
              rows: report.rows,
              created: report.created,
              updated: report.updated,
              unchanged: report.unchanged,
              skipped: report.issues.length,
            })}
          </p>
          {report.newProductTypes?.length ? (
            <p className="staff-imports__new-types">
              {t('staff.imports.newProductTypes', { count: report.newProductTypes.length, names: report.newProductTypes.join(', ') })}
            </p>
          ) : null}
          {report.issues.length > 0 ? <IssueList kind={kind} issues={report.issues} fileName={fileName} /> : null}
          <FormAlert message={run.isError ? apiErrorMessage(run.error, t('messages.crash')) : null} />
          <div role="status" className="staff-outcome">
            {done ? (
              <p className="form__notice">
                {t('staff.imports.done', {
                  created: done.created,
                  updated: done.updated,
                  unchanged: done.unchanged,
                  skipped: done.issues.length,
                })}
              </p>
            ) : null}
          </div>
          {done ? null : (
            <Button
              disabled={report.created + report.updated === 0 || dryRun.isPending}
              loading={run.isPending}
              onClick={() => run.mutate({ csv, ...(mapping ? { mapping } : {}) }, { onSuccess: setDone })}
            >
              {t(`staff.imports.import${kind === 'customers' ? '' : kind === 'products' ? 'Products' : 'Courts'}`, {
                count: report.created + report.updated,
              })}
            </Button>
          )}
        </>
      ) : null}
    </>
  );
}

function separatorName(delimiter: string, t: (key: string) => string): string {
  return delimiter === ';' ? t('staff.imports.semicolon') : delimiter === '\t' ? t('staff.imports.tab') : t('staff.imports.comma');
}

/** The rows the import skips, the first ones on the page and all of them in a file to fix and import again. */
function IssueList({ kind, issues, fileName }: { kind: ImportKind; issues: ImportIssue[]; fileName: string }) {
  const { t } = useTranslation();
  const fieldName = (field: ImportIssue['field']) => (field ? t(fieldKey(kind, field)) : '');
  const download = () => {
    const header = [t('staff.imports.row'), t('staff.imports.field'), t('staff.imports.problem')];
    const url = URL.createObjectURL(new Blob([issuesCsv(header, issues, fieldName)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName.replace(/\.[^.]*$/, '') || 'import'}-errors.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <h3>{t('staff.imports.issuesTitle', { count: issues.length })}</h3>
      <StaffTable
        rows={issues.slice(0, SHOWN_ISSUES)}
        rowKey={(i) => `${i.line}-${i.field ?? ''}`}
        name={{ caption: t('staff.imports.issuesTitle', { count: issues.length }) }}
        rowHeader={false}
        columns={[
          { header: t('staff.imports.row'), cell: (i) => i.line, nowrap: true },
          { header: t('staff.imports.field'), cell: (i) => fieldName(i.field) },
          { header: t('staff.imports.problem'), cell: (i) => i.message },
        ]}
      />
      {issues.length > SHOWN_ISSUES ? <p>{t('staff.imports.moreIssues', { count: issues.length - SHOWN_ISSUES })}</p> : null}
      <Button variant="secondary" onClick={download}>
        {t('staff.imports.downloadIssues')}
      </Button>
    </>
  );
}
