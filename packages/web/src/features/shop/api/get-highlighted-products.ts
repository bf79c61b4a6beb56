import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsResponseSchema, type Product } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';

export type Highlight = 'popular' | 'trending';

/** GET /api/products/popular-products and /api/products/trending-products (spec: failures only logged). */
export async function getHighlightedProducts(which: Highlight, signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiRequest(`/api/products/${which}-products`, { schema: productsResponseSchema, signal });
  return answer.data;
}

export const highlightedProductsQuery = (which: Highlight) =>
  queryOptions({
    queryKey: ['products', which],
    queryFn: ({ signal }) => getHighlightedProducts(which, signal),
    staleTime: 5 * 60_000,
  });

export function useHighlightedProducts(which: Highlight) {
  return useQuery(highlightedProductsQuery(which));
}
