import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { isApiError } from '../../../api/api-error';

/** GET /api/publicturnstiles/enabled: whether the club opens its doors from the portal. */
export const turnstilesEnabledQuery = queryOptions({
  queryKey: ['turnstiles', 'enabled'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/api/publicturnstiles/enabled', {
        schema: () => import('@clubportal/contract/bookings').then((m) => m.turnstilesEnabledResponseSchema),
        signal,
      })
    ).model,
  staleTime: 5 * 60_000,
});

export function useTurnstilesEnabled() {
  return useQuery(turnstilesEnabledQuery);
}

export type OpenAnswer = { ok: true; code: string } | { ok: false; reason: string };

/**
 * GET /api/publicturnstiles/open/{bookingId}[/{bookingToken}]: the door's code, or why it will not open
 * (spec section 8: the failure shows the reason). The token is for the public page.
 */
export async function openFacility(bookingId: number, bookingToken?: string): Promise<OpenAnswer> {
  const path = bookingToken
    ? `/api/publicturnstiles/open/${bookingId}/${encodeURIComponent(bookingToken)}`
    : `/api/publicturnstiles/open/${bookingId}`;
  try {
    const answer = await apiRequest(path, {
      schema: () => import('@clubportal/contract/bookings').then((m) => m.turnstileOpenResponseSchema),
    });
    return answer.ok ? { ok: true, code: answer.model.content } : { ok: false, reason: answer.reason };
  } catch (error) {
    // `ok: false` answers arrive as errors of the client: their reason is what the member reads.
    const body = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { reason?: unknown }) : null;
    if (body && typeof body.reason === 'string') return { ok: false, reason: body.reason };
    throw error;
  }
}
