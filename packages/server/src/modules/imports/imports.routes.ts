import { customerImportAnswerSchema, customerImportBodySchema, MAX_IMPORT_BYTES } from '@clubportal/contract/staff-imports';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { importCustomers } from './customer-import.service.js';

const tags = ['staff'];
const access = { access: 'staff', staff: 'data.import' } as const;
// The file travels as JSON text: room for the largest file and its escaping.
const bodyLimit = MAX_IMPORT_BYTES * 2;

/** The staff console's CSV import of customers (issue 32 §7): a dry run, then the import. */
export async function importsRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };
  app.post(
    '/api/staff/imports/customers/dry-run',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Read a CSV of customers: the mapping of its columns, what would be created or updated, each row’s errors; writes nothing',
        body: customerImportBodySchema,
        response: { 200: customerImportAnswerSchema },
      },
      config: access,
    },
    async (req) => ({
      ok: true as const,
      report: await importCustomers(service, opts.actorOf(req), opts.languageOf(req), req.body, false),
    }),
  );
  app.post(
    '/api/staff/imports/customers',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Import the valid rows of a CSV of customers (matched by external id, else email), audited; answers the report',
        body: customerImportBodySchema,
        response: { 200: customerImportAnswerSchema },
      },
      config: access,
    },
    async (req) => ({ ok: true as const, report: await importCustomers(service, opts.actorOf(req), opts.languageOf(req), req.body, true) }),
  );
}
