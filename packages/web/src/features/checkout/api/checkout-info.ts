import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutInfoResponseSchema, type CheckoutInfoBody } from '@clubportal/contract/checkout';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/shop/checkout-info (guest) or /api/shop/checkout-info-by-customer: the methods, transports,
 * vouchers, the customer's details and the cart priced by the server.
 */
export async function getCheckoutInfo(body: CheckoutInfoBody, signal?: AbortSignal) {
  const path = body.customerId ? '/api/shop/checkout-info-by-customer' : '/api/shop/checkout-info';
  const answer = await apiRequest(path, { method: 'POST', body, schema: checkoutInfoResponseSchema, signal });
  return answer.data;
}

/** The page's info, asked again whenever the cart's lines or sales change (the key is the request). */
export function useCheckoutInfo(body: CheckoutInfoBody, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout-info', body],
    queryFn: ({ signal }) => getCheckoutInfo(body, signal),
    enabled,
    // A quantity change keeps the page on screen while the server prices the new cart.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
