import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockLiftResponseSchema,
  blockPreviewResponseSchema,
  blockSaveResponseSchema,
  blocksResponseSchema,
  type BlockPlan,
  type BlockSaveBody,
} from '@clubportal/contract/staff-blocks';
import { staffRequest } from './staff-client';

/** What a block would hit: its occurrences and every booking on them, with the courts free to move each to. */
export function useBlockPreview() {
  return useMutation({
    mutationFn: (plan: BlockPlan) =>
      staffRequest('/api/staff/desk/blocks/preview', { method: 'POST', body: plan, schema: blockPreviewResponseSchema }),
  });
}

/** Saves a block with each hit booking's move or refund; the day grid and the blocks list read again. */
export function useSaveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockSaveBody) => staffRequest('/api/staff/desk/blocks', { method: 'POST', body, schema: blockSaveResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }),
  });
}

/** The blocks still to come. */
export const useUpcomingBlocks = () =>
  useQuery({
    queryKey: ['staff', 'desk', 'blocks'],
    queryFn: () => staffRequest('/api/staff/desk/blocks', { schema: blocksResponseSchema }),
  });

/** Lifts a block, or with `series` every block of its series still to come. */
export function useLiftBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, series }: { id: number; series: boolean }) =>
      staffRequest(`/api/staff/desk/blocks/${id}`, {
        method: 'DELETE',
        query: series ? { series: '1' } : {},
        schema: blockLiftResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }),
  });
}
