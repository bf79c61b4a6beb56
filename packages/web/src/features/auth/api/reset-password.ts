import { useMutation } from '@tanstack/react-query';
import { resetPasswordResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

/** POST /api/publiccustomers/reset-password-cz: sets the new password with the mailed reset token. */
export async function resetPassword({ token, plainPassword }: { token: string; plainPassword: string }): Promise<void> {
  await apiRequest('/api/publiccustomers/reset-password-cz', {
    method: 'POST',
    body: { token, plainPassword },
    schema: resetPasswordResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
