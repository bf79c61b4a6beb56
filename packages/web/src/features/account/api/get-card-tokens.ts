import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { tokenListResponseSchema, type cardTokenSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

export type CardToken = z.infer<typeof cardTokenSchema>;

export const cardTokensQueryKey = (customerId: number) => ['publicpaymentmethods', 'token-list', customerId] as const;

/** GET /api/publicpaymentmethods/token-list/{id}: the customer's saved cards (last digits only). */
export async function getCardTokens(customerId: number, signal?: AbortSignal): Promise<CardToken[]> {
  const answer = await apiRequest(`/api/publicpaymentmethods/token-list/${customerId}`, { schema: tokenListResponseSchema, signal });
  return answer.model;
}

export function useCardTokens(customerId: number) {
  return useQuery({
    queryKey: cardTokensQueryKey(customerId),
    queryFn: ({ signal }) => getCardTokens(customerId, signal),
  });
}
