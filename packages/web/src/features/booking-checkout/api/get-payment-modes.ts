import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/shop/payment-mode-allowed: the club's payment-mode switches. */
export async function getPaymentModes(signal?: AbortSignal) {
  return apiRequest('/api/shop/payment-mode-allowed', {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.paymentModeAllowedResponseSchema),
    signal,
  });
}

export function usePaymentModes() {
  return useQuery({ queryKey: ['bookings', 'payment-mode-allowed'], queryFn: ({ signal }) => getPaymentModes(signal), staleTime: 60_000 });
}
