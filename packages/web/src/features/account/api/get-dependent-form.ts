import { useQuery } from '@tanstack/react-query';
import { FORM_PARENTS, formDefResponseSchema, type FormDef } from '@clubportal/contract/dynamic-forms';
import { apiRequest } from '../../../api/client';

/** GET /api/dynamicforms/form-def/DependentCustomer/0: the club's add-a-dependent-customer form. */
export async function getDependentForm(signal?: AbortSignal): Promise<FormDef> {
  const answer = await apiRequest(`/api/dynamicforms/form-def/${FORM_PARENTS.dependentCustomer}/0`, {
    schema: formDefResponseSchema,
    signal,
  });
  return answer.model;
}

export function useDependentForm(enabled: boolean) {
  return useQuery({
    queryKey: ['dynamicforms', 'form-def', FORM_PARENTS.dependentCustomer, 0],
    queryFn: ({ signal }) => getDependentForm(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
