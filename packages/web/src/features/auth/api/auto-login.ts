import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginModel } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publiccustomers/auto-login: exchanges the single-use `t` of an auto-login link for a session.
 * A used, expired or unknown `t` answers 'Wrong access'.
 */
export async function autoLogin(t: string): Promise<LoginModel> {
  const answer = await apiRequest('/api/publiccustomers/auto-login', {
    method: 'POST',
    body: { t },
    schema: loginResponseSchema,
    unauthorizedIsAnswer: true,
  });
  return answer.model;
}

export function useAutoLogin() {
  return useMutation({ mutationFn: autoLogin });
}
