import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formSaveResponseSchema } from '@clubportal/contract/dynamic-forms';
import { apiRequest } from '../../../api/client';
import { customerQueryKey } from '../../../lib/customer/get-customer';

export type SavedDependent = { id: number; status: number };

/** POST multipart /api/dynamicforms/save with the DependentCustomer form: adds a child waiting for activation. */
export async function saveDependentCustomer(form: FormData): Promise<SavedDependent> {
  const answer = await apiRequest('/api/dynamicforms/save', { method: 'POST', body: form, schema: formSaveResponseSchema });
  return answer.model;
}

export function useSaveDependentCustomer(parentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDependentCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(parentId) }),
  });
}
