import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { apiRequest } from '../../../api/client';
import { customerQueryKey } from '../../../lib/customer/get-customer';

type Input = { childId: number; parentId: number };

/** DELETE /api/children/{childId}/unlink-from/{parentId}: the dependent customer stops being linked. */
export async function unlinkChild({ childId, parentId }: Input): Promise<void> {
  await apiRequest(`/api/children/${childId}/unlink-from/${parentId}`, { method: 'DELETE', schema: okOnlySchema });
}

export function useUnlinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkChild,
    onSuccess: (_, { parentId }) => queryClient.invalidateQueries({ queryKey: customerQueryKey(parentId) }),
  });
}
