import { useMutation } from '@tanstack/react-query';
import { activateResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

/** POST /api/publiccustomers/activate: the mailed token (single use) activates the account. */
export async function activateAccount(token: string): Promise<void> {
  await apiRequest('/api/publiccustomers/activate', { method: 'POST', body: { token }, schema: activateResponseSchema });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
