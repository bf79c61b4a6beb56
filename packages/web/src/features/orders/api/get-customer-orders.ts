import { useQuery } from '@tanstack/react-query';
import type { Order } from '@clubportal/contract/sales';
import { customerOrdersResponseSchema } from '@clubportal/contract/sales';
import { apiRequest } from '../../../api/client';

/** GET /api/shop/customer-orders/{customerId}: the customer's paid orders, newest first. */
export async function getCustomerOrders(customerId: number, signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiRequest(`/api/shop/customer-orders/${customerId}`, { schema: customerOrdersResponseSchema, signal });
  return answer.model;
}

export const customerOrdersKey = (customerId: number | null) => ['shop', 'customer-orders', customerId] as const;

export function useCustomerOrders(customerId: number | null) {
  return useQuery({
    queryKey: customerOrdersKey(customerId),
    queryFn: ({ signal }) => getCustomerOrders(customerId as number, signal),
    enabled: customerId !== null,
  });
}
