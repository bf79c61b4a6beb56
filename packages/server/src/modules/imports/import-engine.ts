import Papa from 'papaparse';
import type { z } from 'zod';
import { restoreNeutralised } from '@clubportal/contract/csv';
import type { Language } from '@clubportal/contract/languages';
import { guessMapping, MAX_IMPORT_ROWS, type ImportBody, type ImportIssue, type ImportKind } from '@clubportal/contract/staff-imports';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { renderMessage, translateMessage, type MessageKey, type MessageParams } from '../../lib/messages.js';
import { getLanguageChoiceCached } from '../settings/index.js';

/**
 * The one engine of the staff's CSV imports (issue 32 §7), for every kind: reads the file (its separator found,
 * `,` `;` or a tab), reads each row through the mapping (guessed from the headers until staff change it), checks
 * each with the kind's row rules, and asks the module that owns the data what each row is and changes (its plan).
 * A dry run stops there; the import plans again and writes every valid row in one unit of work (all or nothing),
 * through the owning module's own writes (each change audited as the console's editor audits it), with one
 * `data.import` record of the whole. Rows with errors are skipped and listed, row by row, in the staff member's
 * language. A kind only declares its fields, header names, row schema and rules, and its plan and apply.
 */
export type ImportDeps = { db: Db; clock: Clock; caches: AppCaches; staffAlerts: StaffAlerts };

/** What the owning module answers for a row: what it does, or why it cannot (a field at fault and a message). */
export type RefusedRow = { action: 'refuse'; field: string | null; reason: MessageKey; params?: MessageParams };
export type RowPlan = { action: 'create' | 'update' | 'unchanged' } | RefusedRow;

/** The plans a kind's apply writes: the refused rows left out. */
export const accepted = <P extends RowPlan>(plans: readonly P[]) => plans.filter((p): p is Exclude<P, RefusedRow> => p.action !== 'refuse');

/** Passed to a kind's plan and apply: who imports, in which language, and when. */
export type ImportContext = {
  actor: AuditActor;
  /** The staff member's language (their sentences); `clubLanguage` is the club's default (a newcomer's). */
  language: Language;
  clubLanguage: Language;
  now: Instant;
  deps: ImportDeps;
};

export type ImportKindRules<F extends string, Row, Plan extends RowPlan, Extra extends object = object> = {
  kind: ImportKind;
  fields: readonly F[];
  headerNames: Record<F, readonly string[]>;
  /** Fields whose column an import needs chosen: without one, the import is refused with `needs`. */
  required: ReadonlyArray<{ field: F; needs: MessageKey }>;
  /** Any other column an import needs chosen (one of two, say), checked after `required`. */
  mappingNeeds?: (mapping: Record<F, string | null>) => MessageKey | null;
  /** Each cell as read (trimmed, un-neutralised) turned into the schema's form: a date, an amount, yes or no. */
  readCells?: (raw: Record<F, string>) => Record<F, string>;
  rowSchema: z.ZodType<Row, Record<F, string>>;
  /** A field's own sentence when the schema refuses it (a date's, an amount's), rather than the schema's. */
  badField?: Partial<Record<F, MessageKey>>;
  /** Whether a valid row has what finds it again; the row's issue otherwise. */
  rowNeeds?: (row: Row) => MessageKey | null;
  /** The keys a row is found by: a second row with the same key is the later row's issue. */
  uniqueKeys: ReadonlyArray<{ field: F; of: (row: Row) => string; duplicate: MessageKey }>;
  plan: (db: Executor, rows: readonly Row[], ctx: ImportContext) => Promise<Plan[]>;
  apply: (trx: Tx, plans: readonly Plan[], ctx: ImportContext) => Promise<void>;
  /** What else the report tells of this kind (a product import's new product types), from the plans (refused ones too). */
  extra?: (plans: readonly Plan[]) => Extra;
};

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

function checkedMapping<F extends string>(
  fields: readonly F[],
  names: Record<F, readonly string[]>,
  columns: string[],
  asked?: ImportBody['mapping'],
) {
  if (asked) {
    const unknown = Object.keys(asked).find((f) => !fields.includes(f as F));
    if (unknown !== undefined) throw new AppError('bad_request', 'importUnknownField', { field: unknown });
  }
  const mapping = asked
    ? (Object.fromEntries(fields.map((f) => [f, asked[f] ?? null])) as Record<F, string | null>)
    : guessMapping(fields, names, columns);
  const used = new Set<string>();
  for (const column of Object.values<string | null>(mapping)) {
    if (column === null) continue;
    if (!columns.includes(column)) throw new AppError('bad_request', 'importUnknownColumn', { column });
    if (used.has(column)) throw new AppError('bad_request', 'importColumnTwice', { column });
    used.add(column);
  }
  return mapping;
}

/** A cell as typed: trimmed, and a cell this portal's export neutralised (`'=…`, `'+34…`) given back as written. */
const cellText = (value: string | undefined) => restoreNeutralised((value ?? '').trim());

type ReadRow<Row> = { line: number; row: Row };

/** Each record through the mapping and the row rules; duplicates within the file are the later row's issue. */
function readRows<F extends string, Row, Plan extends RowPlan>(
  rules: ImportKindRules<F, Row, Plan>,
  parsed: Parsed,
  mapping: Record<F, string | null>,
  language: Language,
) {
  const index = new Map(rules.fields.map((f) => [f, mapping[f] === null ? -1 : parsed.columns.indexOf(mapping[f]!)]));
  const issues: ImportIssue[] = [];
  const rows: Array<ReadRow<Row>> = [];
  const seen = rules.uniqueKeys.map(() => new Map<string, number>());
  const say = (key: MessageKey, params = {}) => renderMessage(key, params, language);
  let count = 0;
  parsed.records.forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    count++;
    const cells = Object.fromEntries(rules.fields.map((f) => [f, index.get(f)! < 0 ? '' : cellText(record[index.get(f)!])])) as Record<
      F,
      string
    >;
    const checked = rules.rowSchema.safeParse(rules.readCells ? rules.readCells(cells) : cells);
    if (!checked.success) {
      const byField = new Map<F, string>();
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as F;
        const own = rules.badField?.[field];
        if (!byField.has(field)) byField.set(field, own ? say(own) : translateMessage(issue.message, language));
      }
      for (const [field, message] of byField) issues.push({ line, field, message });
      return;
    }
    const row = checked.data;
    const needs = rules.rowNeeds?.(row);
    if (needs) return void issues.push({ line, field: null, message: say(needs) });
    for (const [k, key] of rules.uniqueKeys.entries()) {
      const value = key.of(row);
      const earlier = value ? seen[k]!.get(value) : undefined;
      if (earlier) return void issues.push({ line, field: key.field, message: say(key.duplicate, { row: earlier }) });
    }
    rules.uniqueKeys.forEach((key, k) => {
      const value = key.of(row);
      if (value) seen[k]!.set(value, line);
    });
    rows.push({ line, row });
  });
  if (count > MAX_IMPORT_ROWS) throw new AppError('bad_request', 'importTooManyRows', { rows: count, max: MAX_IMPORT_ROWS });
  return { count, rows, issues };
}

export type ImportReportOf<F extends string> = {
  delimiter: string;
  columns: string[];
  mapping: Record<F, string | null>;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  issues: Array<{ line: number; field: F | null; message: string }>;
  imported: boolean;
};

/** Reads and checks the file as `rules` say; with `write`, imports its valid rows. Answers the report either way. */
export async function runImport<F extends string, Row, Plan extends RowPlan, Extra extends object = object>(
  rules: ImportKindRules<F, Row, Plan, Extra>,
  deps: ImportDeps,
  actor: AuditActor,
  language: Language,
  body: ImportBody,
  write: boolean,
): Promise<ImportReportOf<F> & Partial<Extra>> {
  const parsed = parseCsv(body.csv);
  const mapping = checkedMapping(rules.fields, rules.headerNames, parsed.columns, body.mapping);
  if (write) {
    for (const { field, needs } of rules.required) if (!mapping[field]) throw new AppError('bad_request', needs);
    const needs = rules.mappingNeeds?.(mapping);
    if (needs) throw new AppError('bad_request', needs);
  }
  const read = readRows(rules, parsed, mapping, language);
  const rows = read.rows.map((r) => r.row);
  const report = (plans: Plan[], imported: boolean): ImportReportOf<F> & Partial<Extra> => {
    const issues: ImportIssue[] = [...read.issues];
    const counts = { created: 0, updated: 0, unchanged: 0 };
    plans.forEach((plan, i) => {
      if (plan.action === 'refuse')
        issues.push({ line: read.rows[i]!.line, field: plan.field, message: renderMessage(plan.reason, plan.params ?? {}, language) });
      else counts[plan.action === 'create' ? 'created' : plan.action === 'update' ? 'updated' : 'unchanged']++;
    });
    const base: ImportReportOf<F> = {
      delimiter: parsed.delimiter,
      columns: parsed.columns,
      mapping,
      rows: read.count,
      ...counts,
      issues: (issues as ImportReportOf<F>['issues']).sort((a, b) => a.line - b.line),
      imported,
    };
    const extra: Partial<Extra> = rules.extra?.(plans) ?? {};
    return { ...base, ...extra };
  };
  const { fallback: clubLanguage } = await getLanguageChoiceCached(deps);
  const ctx = (now: Instant): ImportContext => ({ actor, language, clubLanguage, now, deps });
  if (!write) return report(await rules.plan(deps.db, rows, ctx(nowInstant(deps.clock))), false);
  const now = nowInstant(deps.clock);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      // Planned again inside the unit of work: the data may have changed since the dry run.
      const plans = await rules.plan(trx, rows, ctx(now));
      await rules.apply(trx, plans, ctx(now));
      const done = report(plans, true);
      await recordAudit(
        trx,
        {
          actor,
          action: 'data.import',
          entity: 'import',
          entityId: rules.kind,
          after: { rows: done.rows, created: done.created, updated: done.updated, unchanged: done.unchanged, skipped: done.issues.length },
        },
        now,
      );
      return done;
    });
  } catch (err) {
    // Another import (or a member, or a colleague's editor) took an email or an id this one was creating: nothing was written.
    if (isUniqueViolation(err))
      throw new AppError('conflict', rules.kind === 'customers' ? 'importChangedMeanwhile' : 'importDataChangedMeanwhile');
    throw err;
  }
}
