import {
  courtImportAnswerSchema,
  customerImportAnswerSchema,
  customerImportBodySchema,
  importBodySchema,
  type ImportBody,
  MAX_IMPORT_BYTES,
  productImportAnswerSchema,
} from '@clubportal/contract/staff-imports';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { courtImportRules } from './court-import.service.js';
import { customerImportRules } from './customer-import.service.js';
import { runImport, type ImportKindRules, type RowPlan } from './import-engine.js';
import { productImportRules } from './product-import.service.js';

const tags = ['staff'];
const access = { access: 'staff', staff: 'data.import' } as const;
// The file travels as JSON text: room for the largest file and its escaping.
const bodyLimit = MAX_IMPORT_BYTES * 2;

/** The staff console's CSV imports (issue 32 §7), one pair of routes per kind: a dry run, then the import. */
export async function importsRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, staffAlerts: deps.staffAlerts };
  const kinds = [
    {
      rules: customerImportRules,
      body: customerImportBodySchema,
      answer: customerImportAnswerSchema,
      what: 'customers',
      key: 'external id, else email',
    },
    {
      rules: productImportRules,
      body: importBodySchema,
      answer: productImportAnswerSchema,
      what: 'shop products',
      key: 'external id, else exact name',
    },
    {
      rules: courtImportRules,
      body: importBodySchema,
      answer: courtImportAnswerSchema,
      what: 'courts',
      key: 'external id, else exact name',
    },
  ] as const;
  for (const kind of kinds) {
    const rules = kind.rules as ImportKindRules<string, unknown, RowPlan>;
    // A report of this kind's fields: the kind's own answer schema checks it as it is sent (the loop's union cannot).
    const answer = async (req: Parameters<StaffRequestOf['actorOf']>[0] & { body: ImportBody }, write: boolean) => ({
      ok: true as const,
      report: (await runImport(rules, service, opts.actorOf(req), opts.languageOf(req), req.body, write)) as never,
    });
    app.post(
      `/api/staff/imports/${rules.kind}/dry-run`,
      {
        bodyLimit,
        schema: {
          tags,
          summary: `Read a CSV of ${kind.what}: the mapping of its columns, what would be created or updated, each row’s errors; writes nothing`,
          body: kind.body,
          response: { 200: kind.answer },
        },
        config: access,
      },
      (req) => answer(req, false),
    );
    app.post(
      `/api/staff/imports/${rules.kind}`,
      {
        bodyLimit,
        schema: {
          tags,
          summary: `Import the valid rows of a CSV of ${kind.what} (matched by ${kind.key}), audited; answers the report`,
          body: kind.body,
          response: { 200: kind.answer },
        },
        config: access,
      },
      (req) => answer(req, true),
    );
  }
}
