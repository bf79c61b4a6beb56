import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOOKUP_PAGE_SIZE } from '@clubportal/contract/dynamic-forms';
import { apiRequest } from '../../api/client';

/** A Lookup field's choices: `rowData` of { id, name } (spec section 7; no contract schema exists yet). */
const lookupRowsSchema = z.object({
  rowData: z.array(z.object({ id: z.union([z.number(), z.string()]), name: z.string() })),
});
export type LookupRow = { id: string; name: string };

/** Only a plain controller name may become part of the path (`/api/public{columnDef}/list`). */
export function lookupPath(columnDef: string): string | null {
  const name = columnDef.trim().replace(/^\/+/, '');
  return /^[A-Za-z0-9_-]+$/.test(name) ? `/api/public${name}/list` : null;
}

/** GET /api/public{columnDef}/list?startRow=0&endRow=50[&activityId=]: with an activity, what fits it (its sports and their courts). */
export async function getLookupRows(columnDef: string, activityId?: number, signal?: AbortSignal): Promise<LookupRow[]> {
  const path = lookupPath(columnDef);
  if (!path) throw new Error(`Not a lookup controller: ${columnDef}`);
  const query = { startRow: 0, endRow: LOOKUP_PAGE_SIZE, ...(activityId === undefined ? {} : { activityId }) };
  const answer = await apiRequest(path, { query, schema: lookupRowsSchema, signal });
  return answer.rowData.slice(0, LOOKUP_PAGE_SIZE).map((row) => ({ id: String(row.id), name: row.name }));
}

export function useLookupRows(columnDef: string, activityId?: number) {
  return useQuery({
    queryKey: ['dynamic-form-lookup', columnDef, activityId ?? null],
    queryFn: ({ signal }) => getLookupRows(columnDef, activityId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
