import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { apiRequest } from '../../../api/client';
import { cardTokensQueryKey } from './get-card-tokens';

type Input = { customerId: number; tokenId: number };

/** DELETE /api/publicpaymentmethods/{customerId}/{tokenId}: forgets a saved card. */
export async function deleteCardToken({ customerId, tokenId }: Input): Promise<void> {
  await apiRequest(`/api/publicpaymentmethods/${customerId}/${tokenId}`, { method: 'DELETE', schema: okOnlySchema });
}

export function useDeleteCardToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCardToken,
    onSuccess: (_, { customerId }) => queryClient.invalidateQueries({ queryKey: cardTokensQueryKey(customerId) }),
  });
}
