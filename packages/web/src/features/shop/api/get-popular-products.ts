import { useQuery } from '@tanstack/react-query';
import { productsResponseSchema } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';

/** GET /api/products/popular-products: the shop's popular list (the payment success page shows it). */
export function usePopularProducts() {
  return useQuery({
    queryKey: ['products', 'popular'],
    queryFn: ({ signal }) => apiRequest('/api/products/popular-products', { schema: productsResponseSchema, signal }).then((a) => a.data),
    staleTime: 30_000,
  });
}
