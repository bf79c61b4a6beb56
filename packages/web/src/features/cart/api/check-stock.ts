import type { CheckStockBody } from '@clubportal/contract/shop';
import { apiRequest } from '../../../api/client';
import { isApiError } from '../../../api/api-error';

/** Why lines cannot be added: the server's stock text, or null when the check itself failed (spec: 'Crash'). */
export type StockAnswer = { ok: true } | { ok: false; error: string | null };

/**
 * POST /api/publicpayments/check-stock: whether the would-be cart's product lines can be served. The
 * server sums the lines drawing on the same stock and words its refusal in the interface language.
 */
export async function checkStock(body: CheckStockBody): Promise<StockAnswer> {
  try {
    await apiRequest('/api/publicpayments/check-stock', {
      method: 'POST',
      body,
      schema: () => import('@clubportal/contract/shop').then((m) => m.checkStockResponseSchema),
    });
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.body && typeof error.body === 'object') {
      const { error: text, errorMsg } = error.body as { error?: unknown; errorMsg?: unknown };
      if (typeof text === 'string' && text) return { ok: false, error: text };
      if (typeof errorMsg === 'string' && errorMsg) return { ok: false, error: errorMsg };
    }
    return { ok: false, error: null };
  }
}
