import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

export type ChangePasswordBody = { customerId: number; plainOldPass: string; plainNewPass: string };

/** POST /api/publiccustomers/reset-password-by-old-json: a wrong current password answers 'Wrong password'. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('/api/publiccustomers/reset-password-by-old-json', { method: 'POST', body, schema: changePasswordResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
