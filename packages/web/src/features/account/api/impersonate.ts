import { useMutation } from '@tanstack/react-query';
import type { ImpersonatedCustomer } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

export type ImpersonateResult = { token: string; expiry: string; customer: ImpersonatedCustomer };

/**
 * POST /api/publiccustomers/impersonate: a session acting as a linked active child, or (with the parent's
 * id) back as the parent. The answer's customer carries children, parent and currentId.
 */
export async function impersonate(id: number): Promise<ImpersonateResult> {
  const { token, expiry, customer } = await apiRequest('/api/publiccustomers/impersonate', {
    method: 'POST',
    body: { id },
    schema: () => import('@clubportal/contract/accounts').then((m) => m.impersonateResponseSchema),
  });
  return { token, expiry, customer };
}

export function useImpersonate() {
  return useMutation({ mutationFn: impersonate });
}
