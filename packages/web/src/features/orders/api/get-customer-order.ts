import { useQuery } from '@tanstack/react-query';
import type { Order } from '@clubportal/contract/sales';
import { customerOrderResponseSchema } from '@clubportal/contract/sales';
import { apiRequest } from '../../../api/client';
import { customerOrdersKey } from './get-customer-orders';

/** GET /api/shop/customer-orders/{customerId}/{saleId}: one order with its items. */
export async function getCustomerOrder(customerId: number, saleId: number, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest(`/api/shop/customer-orders/${customerId}/${saleId}`, { schema: customerOrderResponseSchema, signal });
  return answer.model;
}

export function useCustomerOrder(customerId: number | null, saleId: number | null) {
  return useQuery({
    queryKey: [...customerOrdersKey(customerId), saleId],
    queryFn: ({ signal }) => getCustomerOrder(customerId as number, saleId as number, signal),
    enabled: customerId !== null && saleId !== null,
  });
}
