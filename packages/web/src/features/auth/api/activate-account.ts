import { useMutation } from '@tanstack/react-query';
import { activateResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publiccustomers/activate: the mailed token (single use) activates the account. `alreadyActive`:
 * the link was used before and the account is active.
 */
export async function activateAccount(token: string): Promise<{ alreadyActive: boolean }> {
  const answer = await apiRequest('/api/publiccustomers/activate', { method: 'POST', body: { token }, schema: activateResponseSchema });
  return { alreadyActive: answer.alreadyActive === true };
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
