import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEXT_BLOCK_LIST_ROWS } from '@clubportal/contract/blog-limits';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../../../api/client';

/** Text block types the home shows (contract enums: Testimonials 1, Teams 2). */
export type HomeBlockType = 1 | 2;

/** GET /api/cztextblocks/list?startRow=0&endRow=14&lookup=true&gridstatus: the testimonials or the team. */
export async function getTextBlocks(type: HomeBlockType, signal?: AbortSignal): Promise<TextBlock[]> {
  const answer = await apiRequest('/api/cztextblocks/list', {
    query: {
      startRow: 0,
      endRow: TEXT_BLOCK_LIST_ROWS - 1,
      lookup: true,
      gridstatus: JSON.stringify({ filters: { TextBlockType: type } }),
    },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.textBlockListResponseSchema),
    signal,
  });
  return answer.rowData;
}

export const textBlocksQuery = (type: HomeBlockType) =>
  queryOptions({ queryKey: ['cztextblocks', 'list', type], queryFn: ({ signal }) => getTextBlocks(type, signal), staleTime: 5 * 60_000 });

export function useTextBlocks(type: HomeBlockType) {
  return useQuery(textBlocksQuery(type));
}
