import { queryOptions } from '@tanstack/react-query';
import type { BookingPrice } from '@clubportal/contract/bookings';
import { apiRequest } from '../../../api/client';
import { apiErrorMessage } from '../../../lib/error-message';

export type LoadedPrice = { price: BookingPrice; errorMsg: string | null };
const NO_PRICE: BookingPrice = { price: 0, netPrice: 0, isSpecialPrice: false };

type PriceAsk = { startDate: string; bookingTypeId: number; duration: number; resourceId: number; customerId: number | null };

/**
 * POST /api/publicbookings/loadprice (customerId -1 for the generic price). Spec section 8: a failure shows
 * its message and the price counts as 0, so it answers instead of throwing.
 */
export async function loadPrice(ask: PriceAsk, crashText: string, signal?: AbortSignal): Promise<LoadedPrice> {
  try {
    const answer = await apiRequest('/api/publicbookings/loadprice', {
      method: 'POST',
      body: { ...ask, customerId: ask.customerId ?? -1 },
      schema: () => import('@clubportal/contract/bookings').then((m) => m.loadPriceResponseSchema),
      signal,
    });
    return { price: answer.price, errorMsg: null };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { price: NO_PRICE, errorMsg: apiErrorMessage(error, crashText) };
  }
}

export const slotPriceQuery = (ask: PriceAsk, crashText: string) =>
  queryOptions({
    queryKey: ['bookings', 'price', ask.bookingTypeId, ask.resourceId, ask.startDate, ask.duration, ask.customerId ?? -1],
    queryFn: ({ signal }) => loadPrice(ask, crashText, signal),
    // Loaded once per slot and duration while the page is open.
    staleTime: Infinity,
  });
