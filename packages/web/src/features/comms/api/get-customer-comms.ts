import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerCommsResponseSchema } from '@clubportal/contract/comms';
import { apiRequest } from '../../../api/client';

export type CustomerComms = z.infer<typeof customerCommsResponseSchema>['model'];

/** GET /api/publiccomms/customer-comms/{customerId}: the emails and sms sent to the customer, newest first. */
export async function getCustomerComms(customerId: number, signal?: AbortSignal): Promise<CustomerComms> {
  const answer = await apiRequest(`/api/publiccomms/customer-comms/${customerId}`, { schema: customerCommsResponseSchema, signal });
  return answer.model;
}

export function useCustomerComms(customerId: number | null) {
  return useQuery({
    queryKey: ['publiccomms', 'customer-comms', customerId],
    queryFn: ({ signal }) => getCustomerComms(customerId as number, signal),
    enabled: customerId !== null,
  });
}
