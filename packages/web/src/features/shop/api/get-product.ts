import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/shop/get/{id}[/{customerId}]: a product (the customer's own price when logged in) and the popular list. */
export async function getProduct(id: number, customerId: number | null, signal?: AbortSignal) {
  const path = customerId === null ? `/api/shop/get/${id}` : `/api/shop/get/${id}/${customerId}`;
  return apiRequest(path, { schema: () => import('@clubportal/contract/shop').then((m) => m.productResponseSchema), signal });
}

export const productQuery = (id: number, customerId: number | null) =>
  queryOptions({
    queryKey: ['shop', 'get', id, customerId ?? 'public'],
    queryFn: ({ signal }) => getProduct(id, customerId, signal),
    staleTime: 30_000,
  });

export function useProduct(id: number, customerId: number | null) {
  return useQuery({ ...productQuery(id, customerId), enabled: Number.isInteger(id) && id > 0 });
}
