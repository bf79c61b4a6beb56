import { useMutation } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { apiRequest } from '../../../api/client';

/** DELETE /api/publiccustomers/remove/{id}: the server wipes the personal data and keeps the history. */
export async function deleteAccount(customerId: number): Promise<void> {
  await apiRequest(`/api/publiccustomers/remove/${customerId}`, { method: 'DELETE', schema: okOnlySchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
