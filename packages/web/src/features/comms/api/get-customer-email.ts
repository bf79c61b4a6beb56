import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { emailDetailResponseSchema } from '@clubportal/contract/comms';
import { apiRequest } from '../../../api/client';

export type CustomerEmail = z.infer<typeof emailDetailResponseSchema>['model'];

/** GET /api/publiccomms/customer-comms/emails/{id}/{customerId}: one email with its HTML body. */
export async function getCustomerEmail(id: number, customerId: number, signal?: AbortSignal): Promise<CustomerEmail> {
  const answer = await apiRequest(`/api/publiccomms/customer-comms/emails/${id}/${customerId}`, {
    schema: emailDetailResponseSchema,
    signal,
  });
  return answer.model;
}

export function useCustomerEmail(id: number | null, customerId: number | null) {
  return useQuery({
    queryKey: ['publiccomms', 'customer-comms', customerId, 'emails', id],
    queryFn: ({ signal }) => getCustomerEmail(id as number, customerId as number, signal),
    enabled: id !== null && customerId !== null,
  });
}
