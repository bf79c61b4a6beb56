import { productSearchResponseSchema } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';

export type ProductResult = { id: number; name: string; logo: string; price: number };

/** GET /api/products/search?search=: the menu's live product search (above 3 characters, up to 1000 rows). */
export async function searchProducts(search: string, signal?: AbortSignal): Promise<ProductResult[]> {
  const answer = await apiRequest('/api/products/search', { query: { search }, schema: productSearchResponseSchema, signal });
  return answer.results;
}
