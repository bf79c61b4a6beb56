import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginBody, type LoginModel } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';
import { saveSession, type StoredCustomer } from '../../../api/session';

/**
 * POST /api/publiccustomers/cauth. Wrong credentials come back as an ApiError carrying the server's
 * errorMsg and its `redirect` flag (switch to the reset-password mode).
 */
export async function login(body: LoginBody): Promise<LoginModel> {
  const answer = await apiRequest('/api/publiccustomers/cauth', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    // Here a refusal is an answer to show, not an expired session.
    unauthorizedIsAnswer: true,
  });
  return answer.model;
}

/**
 * Stores the session the spec's way: customer under cc (id, name, surname, logo, and the token's expiry,
 * after which the portal counts as logged out), token under ctk.
 */
export function storeLogin(model: LoginModel): void {
  const customer: StoredCustomer = { id: model.id, name: model.name, surname: model.surname, logo: model.logo, expiry: model.expiry };
  saveSession(customer, model.token);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: storeLogin });
}
