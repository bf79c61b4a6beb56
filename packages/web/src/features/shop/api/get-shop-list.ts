import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopListResponse } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';
import { listRequest, type ShopView } from '../rules/shop-rules';

/**
 * GET /api/shop/list, or /api/shop/list-by-customer for a logged-in customer (their own prices):
 * a page of products, the popular list and the product types. gridStatus travels as URL-encoded JSON.
 */
/** Parsed by the contract's schema, loaded with the first call: a server-rendered page hydrates without zod. */
const listSchema = () => import('@clubportal/contract/shop').then((m) => m.shopListResponseSchema);

export async function getShopList(view: ShopView, customerId: number | null, signal?: AbortSignal): Promise<ShopListResponse> {
  const { startRow, endRow, gridStatus } = listRequest(view);
  const query = { startRow, endRow, gridStatus: JSON.stringify(gridStatus) };
  if (customerId === null) return apiRequest('/api/shop/list', { query, schema: listSchema, signal });
  return apiRequest('/api/shop/list-by-customer', { query: { customerId, ...query }, schema: listSchema, signal });
}

export const shopListQuery = (view: ShopView, customerId: number | null) =>
  queryOptions({
    queryKey: ['shop', 'list', customerId ?? 'public', view.sort, view.search, view.typeId, view.page],
    queryFn: ({ signal }) => getShopList(view, customerId, signal),
    // Paging, sorting or filtering keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useShopList(view: ShopView, customerId: number | null) {
  return useQuery(shopListQuery(view, customerId));
}
