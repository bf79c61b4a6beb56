import Papa from 'papaparse';
import { restoreNeutralised } from '@clubportal/contract/csv';
import type { Language } from '@clubportal/contract/languages';
import {
  CUSTOMER_IMPORT_FIELDS,
  customerImportRowSchema,
  guessImportMapping,
  MAX_IMPORT_ROWS,
  type CustomerImportBody,
  type CustomerImportField,
  type CustomerImportReport,
  type CustomerImportRow,
  type ImportIssue,
} from '@clubportal/contract/staff-imports';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { renderMessage, translateMessage, type MessageKey } from '../../lib/messages.js';
import { applyCustomerImport, planCustomerImport, type CustomerImportPlan } from '../accounts/index.js';
import { getLanguageChoiceCached } from '../settings/index.js';

/**
 * The staff's CSV import of customers (issue 32 §7): reads the file (its separator found, `,` `;` or a tab),
 * reads each row through the mapping (guessed from the headers until staff change it), checks each with the
 * portal's field rules, and asks accounts who each row is and what it changes. A dry run stops there; the import
 * writes every valid row in one unit of work (all or nothing), each change audited, with one `data.import`
 * record of the whole. Rows with errors are skipped and listed, row by row, in the staff member's language.
 */
export type ImportDeps = { db: Db; clock: Clock; caches: AppCaches };

type Parsed = { delimiter: string; columns: string[]; records: string[][] };

function parseCsv(csv: string): Parsed {
  const text = csv.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: false });
  const unclosed = parsed.errors.find((e) => e.type === 'Quotes');
  if (unclosed) throw new AppError('bad_request', 'importUnreadable', { row: (unclosed.row ?? 0) + 1 });
  const [header, ...records] = parsed.data;
  const columns = (header ?? []).map((c) => c.trim());
  if (columns.every((c) => c === '')) throw new AppError('bad_request', 'importEmpty');
  const seen = new Set<string>();
  for (const c of columns.filter(Boolean)) {
    if (seen.has(c)) throw new AppError('bad_request', 'importDuplicateColumn', { column: c });
    seen.add(c);
  }
  // Papa keeps the separator it found; a one-column file has none to find.
  return { delimiter: parsed.meta.delimiter, columns, records };
}

function checkedMapping(columns: string[], asked: CustomerImportBody['mapping']): Record<CustomerImportField, string | null> {
  const mapping = asked ? Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, asked[f] ?? null])) : guessImportMapping(columns);
  const used = new Set<string>();
  for (const column of Object.values(mapping)) {
    if (column === null) continue;
    if (!columns.includes(column)) throw new AppError('bad_request', 'importUnknownColumn', { column });
    if (used.has(column)) throw new AppError('bad_request', 'importColumnTwice', { column });
    used.add(column);
  }
  return mapping as Record<CustomerImportField, string | null>;
}

/** A cell as typed: trimmed, and a cell this portal's export neutralised (`'=…`, `'+34…`) given back as written. */
const cellText = (value: string | undefined) => restoreNeutralised((value ?? '').trim());

/** yyyy-MM-dd as it is; a day-first date (31/12/1990, 31-12-1990, 31.12.1990) turned into it; anything else as typed. */
function isoDate(text: string): string {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : text;
}

type ReadRow = { line: number; row: CustomerImportRow };

/** Each record through the mapping and the field rules; duplicates within the file are the later row's issue. */
function readRows(parsed: Parsed, mapping: Record<CustomerImportField, string | null>, language: Language) {
  const index = Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, mapping[f] === null ? -1 : parsed.columns.indexOf(mapping[f]!)]));
  const issues: ImportIssue[] = [];
  const rows: ReadRow[] = [];
  const emails = new Map<string, number>();
  const externals = new Map<string, number>();
  const say = (key: MessageKey, params = {}) => renderMessage(key, params, language);
  let count = 0;
  parsed.records.forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    count++;
    const raw = Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, index[f]! < 0 ? '' : cellText(record[index[f]!])]));
    raw.birthDate = isoDate(raw.birthDate!);
    const checked = customerImportRowSchema.safeParse(raw);
    if (!checked.success) {
      const byField = new Map<CustomerImportField, string>();
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as CustomerImportField;
        if (!byField.has(field))
          byField.set(field, field === 'birthDate' ? say('importBadDate') : translateMessage(issue.message, language));
      }
      for (const [field, message] of byField) issues.push({ line, field, message });
      return;
    }
    const row = checked.data;
    if (!row.email && !row.externalId) return void issues.push({ line, field: null, message: say('importRowNeedsKey') });
    const sameEmail = row.email ? emails.get(row.email) : undefined;
    if (sameEmail) return void issues.push({ line, field: 'email', message: say('importDuplicateEmail', { row: sameEmail }) });
    const sameId = row.externalId ? externals.get(row.externalId) : undefined;
    if (sameId) return void issues.push({ line, field: 'externalId', message: say('importDuplicateExternalId', { row: sameId }) });
    if (row.email) emails.set(row.email, line);
    if (row.externalId) externals.set(row.externalId, line);
    rows.push({ line, row });
  });
  if (count > MAX_IMPORT_ROWS) throw new AppError('bad_request', 'importTooManyRows', { rows: count, max: MAX_IMPORT_ROWS });
  return { count, rows, issues };
}

const REFUSALS = {
  emailTakenByOther: 'importEmailTakenByOther',
  externalIdDiffers: 'importExternalIdDiffers',
  unknownGroup: 'importUnknownGroup',
} as const;

function tally(plans: CustomerImportPlan[], read: ReadRow[], language: Language) {
  const issues: ImportIssue[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  plans.forEach((plan, i) => {
    if (plan.action === 'refuse')
      issues.push({ line: read[i]!.line, field: plan.field, message: renderMessage(REFUSALS[plan.reason], plan.params ?? {}, language) });
    else counts[plan.action === 'create' ? 'created' : plan.action === 'update' ? 'updated' : 'unchanged']++;
  });
  return { issues, counts };
}

/** Reads and checks the file; with `write`, imports its valid rows. Answers the report either way. */
export async function importCustomers(
  deps: ImportDeps,
  actor: AuditActor,
  language: Language,
  body: CustomerImportBody,
  write: boolean,
): Promise<CustomerImportReport> {
  const parsed = parseCsv(body.csv);
  const mapping = checkedMapping(parsed.columns, body.mapping);
  if (write && !mapping.name) throw new AppError('bad_request', 'importNeedsName');
  if (write && !mapping.email && !mapping.externalId) throw new AppError('bad_request', 'importNeedsKey');
  const read = readRows(parsed, mapping, language);
  const rows = read.rows.map((r) => r.row);
  const report = (plans: CustomerImportPlan[], imported: boolean): CustomerImportReport => {
    const { issues, counts } = tally(plans, read.rows, language);
    return {
      delimiter: parsed.delimiter,
      columns: parsed.columns,
      mapping,
      rows: read.count,
      ...counts,
      issues: [...read.issues, ...issues].sort((a, b) => a.line - b.line),
      imported,
    };
  };
  if (!write) return report(await planCustomerImport(deps.db, rows), false);
  const now = nowInstant(deps.clock);
  const { fallback } = await getLanguageChoiceCached(deps);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      // Planned again inside the unit of work: the customers may have changed since the dry run.
      const plans = await planCustomerImport(trx, rows);
      await applyCustomerImport(trx, plans, actor, fallback, now);
      const done = report(plans, true);
      await recordAudit(
        trx,
        {
          actor,
          action: 'data.import',
          entity: 'import',
          entityId: 'customers',
          after: { rows: done.rows, created: done.created, updated: done.updated, unchanged: done.unchanged, skipped: done.issues.length },
        },
        now,
      );
      return done;
    });
  } catch (err) {
    // Another import (or a member registering) took an email or an id this one was creating: nothing was written.
    if (isUniqueViolation(err)) throw new AppError('conflict', 'importChangedMeanwhile');
    throw err;
  }
}
