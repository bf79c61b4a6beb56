import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';

export type Highlight = 'trending' | 'popular';

/** GET /api/products/trending-products or /api/products/popular-products: the home's product lists (public prices). */
export async function getHighlightProducts(kind: Highlight, signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiRequest(`/api/products/${kind}-products`, {
    schema: () => import('@clubportal/contract/shop').then((m) => m.productsResponseSchema),
    signal,
  });
  return answer.data;
}

export const highlightProductsQuery = (kind: Highlight) =>
  queryOptions({ queryKey: ['products', kind], queryFn: ({ signal }) => getHighlightProducts(kind, signal), staleTime: 30_000 });

export function useHighlightProducts(kind: Highlight) {
  return useQuery(highlightProductsQuery(kind));
}
