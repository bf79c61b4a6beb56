import { Readable } from 'node:stream';
import { exportRangeQuerySchema, type ExportKind, type ExportRange } from '@clubportal/contract/staff-exports';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { startExport } from './exports.service.js';

const tags = ['staff'];
const access = { access: 'staff', staff: 'data.export' } as const;
const response = { 200: z.string() };

/** The staff console's exports (issue 32 §7): CSV files for a spreadsheet, each one audited. */
export async function exportsRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock };
  const send = async (req: FastifyRequest, reply: FastifyReply, kind: ExportKind, range: ExportRange | null) => {
    const file = await startExport(service, opts.actorOf(req), kind, range);
    // Personal data: never kept by a proxy or the browser's cache.
    return (
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type('text/csv; charset=utf-8')
        // The CSV text as a stream: Fastify pipes it unserialised, so its type is the schema's string.
        .send(Readable.from(file.chunks) as unknown as string)
    );
  };

  app.get(
    '/api/staff/exports/customers.csv',
    { schema: { tags, summary: 'Every customer (not deleted) as CSV, audited data.export', response }, config: access },
    (req, reply) => send(req, reply, 'customers', null),
  );
  app.get(
    '/api/staff/exports/bookings.csv',
    {
      schema: {
        tags,
        summary: 'Bookings starting between two of the club’s days (both included) as CSV, audited',
        querystring: exportRangeQuerySchema,
        response,
      },
      config: access,
    },
    (req, reply) => send(req, reply, 'bookings', req.query),
  );
  app.get(
    '/api/staff/exports/sales.csv',
    {
      schema: {
        tags,
        summary: 'Sales made between two of the club’s days (both included) as CSV, audited',
        querystring: exportRangeQuerySchema,
        response,
      },
      config: access,
    },
    (req, reply) => send(req, reply, 'sales', req.query),
  );
  app.get(
    '/api/staff/exports/stock-ledger.csv',
    {
      schema: {
        tags,
        summary: 'Stock movements made between two of the club’s days (both included) as CSV, audited',
        querystring: exportRangeQuerySchema,
        response,
      },
      config: access,
    },
    (req, reply) => send(req, reply, 'stock-ledger', req.query),
  );
}
