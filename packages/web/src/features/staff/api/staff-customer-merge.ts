import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerMergePreviewResponseSchema, customerMergeResponseSchema } from '@clubportal/contract/staff-customer-merge';
import { staffRequest } from './staff-client';

/** What merging `mergedId` into `keptId` would do (issue 33 §4); asked again whenever the pair or its direction changes. */
export const useMergePreview = (keptId: number | null, mergedId: number | null) =>
  useQuery({
    queryKey: ['staff', 'customers', 'merge-preview', { keptId, mergedId }],
    queryFn: () =>
      staffRequest(`/api/staff/customers/${keptId}/merge-preview`, {
        query: { from: mergedId },
        schema: customerMergePreviewResponseSchema,
      }),
    enabled: keptId !== null && mergedId !== null,
    // A preview is read to be acted on: always as the records stand now.
    staleTime: 0,
  });

export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keptId, mergedId }: { keptId: number; mergedId: number }) =>
      staffRequest(`/api/staff/customers/${keptId}/merge`, {
        method: 'POST',
        body: { from: mergedId },
        schema: customerMergeResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customers'] }),
  });
}
