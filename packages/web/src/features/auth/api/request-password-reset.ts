import { useMutation } from '@tanstack/react-query';
import { resetRequestResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

export type PasswordResetRequestResult = { notActivated: boolean };

/**
 * POST /api/publiccustomers/reset-password-request-cz: mails a reset link (in the interface language)
 * and tells whether the account is still 'temp' (not activated).
 */
export async function requestPasswordReset({ email, language }: { email: string; language?: string }): Promise<PasswordResetRequestResult> {
  const answer = await apiRequest('/api/publiccustomers/reset-password-request-cz', {
    method: 'POST',
    body: { email, language },
    schema: resetRequestResponseSchema,
  });
  return { notActivated: answer.customerStatus === 'temp' };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
