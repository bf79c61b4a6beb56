import { useMutation } from '@tanstack/react-query';
import { registerResponseSchema, type LoginModel, type RegisterBody } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';
import { storeLogin } from './login';

/**
 * POST /api/publiccustomers/register. The answer is a temporary login (TEMPORARY_LOGIN_MINUTES), stored
 * like any login with its expiry, so the new customer can go on at once; an activation mail is sent.
 */
export type RegisterInput = Omit<RegisterBody, 'acceptConditions'> & { acceptConditions: boolean };

export async function register(body: RegisterInput): Promise<LoginModel> {
  const answer = await apiRequest('/api/publiccustomers/register', { method: 'POST', body, schema: registerResponseSchema });
  return answer.model;
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: storeLogin });
}
