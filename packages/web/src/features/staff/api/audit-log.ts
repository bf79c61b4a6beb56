import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListResponseSchema } from '@clubportal/contract/staff';
import { buildUrl } from '../../../api/client';
import { staffRequest } from './staff-client';

/** The audit page's filters, as the address's query string keeps them. */
export type AuditFilters = {
  actor?: string;
  entity?: string;
  entityId?: string;
  actorKind?: string;
  from?: string;
  to?: string;
  page?: number;
};

const query = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: ['staff', 'audit', query(filters)],
    queryFn: () => staffRequest('/api/staff/audit', { query: query(filters), schema: auditListResponseSchema }).then((a) => a.model),
    placeholderData: keepPreviousData,
  });

/** The CSV export with the same filters: a plain link (the session cookie goes with it). */
export const auditExportHref = (filters: AuditFilters) =>
  buildUrl('/api/staff/audit/export', { ...query({ ...filters, page: undefined }) });
