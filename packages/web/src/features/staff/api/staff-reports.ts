import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  debtsReportSchema,
  occupancyReportSchema,
  reportPath,
  revenueReportSchema,
  type ReportRange,
  type RevenueDimension,
} from '@clubportal/contract/staff-reports';
import { staffRequest } from './staff-client';

/** The reports (issue 33 §7): asked only for a range the server would take (`enabled`). */
export const useOccupancyReport = (range: ReportRange, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'reports', 'occupancy', range],
    queryFn: () => staffRequest(reportPath('occupancy', range), { schema: occupancyReportSchema }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useRevenueReport = (range: ReportRange, by: RevenueDimension, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'reports', 'revenue', range, by],
    queryFn: () => staffRequest(reportPath('revenue', { ...range, by }), { schema: revenueReportSchema }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDebtsReport = () =>
  useQuery({ queryKey: ['staff', 'reports', 'debts'], queryFn: () => staffRequest(reportPath('debts'), { schema: debtsReportSchema }) });

/**
 * A report's CSV file. A plain link downloads it: the staff session's cookie goes with it, the server answers the
 * file as an attachment and records the export in the audit log.
 */
export const reportCsvHref = (report: 'occupancy' | 'revenue' | 'debts', range: ReportRange, by?: RevenueDimension): string =>
  reportPath(report, { ...range, ...(by ? { by } : {}) }, true);
