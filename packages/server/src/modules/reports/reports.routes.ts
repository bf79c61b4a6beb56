import {
  debtsReportSchema,
  occupancyReportSchema,
  reportRangeQuerySchema,
  revenueQuerySchema,
  revenueReportSchema,
} from '@clubportal/contract/staff-reports';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { reportFile, type ReportFile } from './report-files.service.js';
import { debtsReport, occupancyReport, revenueReport } from './reports.service.js';

const tags = ['staff'];
const access = { access: 'staff', staff: 'reports.read' } as const;
const csv = { 200: z.string() };

/** The staff console's reports (issue 33 §7): occupancy, revenue and debts, as JSON for the page and as CSV files. */
export async function reportsRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };
  // Money and customers' names: never kept by a proxy or the browser's cache.
  const send = (reply: FastifyReply, file: ReportFile) =>
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type('text/csv; charset=utf-8')
      .send(file.text);

  app.get(
    '/api/staff/reports/occupancy',
    {
      schema: {
        tags,
        summary: 'Booked minutes against open minutes per court, hour of the day and weekday, between two club days',
        querystring: reportRangeQuerySchema,
        response: { 200: occupancyReportSchema },
      },
      config: access,
    },
    (req) => occupancyReport(service, req.query),
  );
  app.get(
    '/api/staff/reports/occupancy.csv',
    {
      schema: { tags, summary: 'The occupancy report as CSV, audited data.export', querystring: reportRangeQuerySchema, response: csv },
      config: access,
    },
    async (req, reply) => send(reply, await reportFile(service, opts.actorOf(req), 'occupancy', { ...req.query, by: 'day' })),
  );
  app.get(
    '/api/staff/reports/revenue',
    {
      schema: {
        tags,
        summary: 'Settled payments minus refunds between two club days, by day, product, booking type, method or provider',
        querystring: revenueQuerySchema,
        response: { 200: revenueReportSchema },
      },
      config: access,
    },
    (req) => revenueReport(service, req.query),
  );
  app.get(
    '/api/staff/reports/revenue.csv',
    {
      schema: { tags, summary: 'The revenue report as CSV, audited data.export', querystring: revenueQuerySchema, response: csv },
      config: access,
    },
    async (req, reply) => send(reply, await reportFile(service, opts.actorOf(req), 'revenue', req.query)),
  );
  app.get(
    '/api/staff/reports/debts',
    {
      schema: { tags, summary: 'What customers owe (pending sales, fees, shares), oldest first', response: { 200: debtsReportSchema } },
      config: access,
    },
    () => debtsReport(service),
  );
  app.get(
    '/api/staff/reports/debts.csv',
    { schema: { tags, summary: 'The debts report as CSV, audited data.export', response: csv }, config: access },
    async (req, reply) => send(reply, await reportFile(service, opts.actorOf(req), 'debts', null)),
  );
}
