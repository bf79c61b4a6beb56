import { useQuery } from '@tanstack/react-query';
import { FORM_PARENTS, formDefResponseSchema, type FormDef } from '@clubportal/contract/dynamic-forms';
import { apiRequest } from '../../../api/client';

/** GET /api/dynamicforms/form-def/Registration/0: the club's registration form. */
export async function getRegistrationForm(signal?: AbortSignal): Promise<FormDef> {
  const answer = await apiRequest(`/api/dynamicforms/form-def/${FORM_PARENTS.registration}/0`, { schema: formDefResponseSchema, signal });
  return answer.model;
}

export function useRegistrationForm(enabled = true) {
  return useQuery({
    queryKey: ['dynamicforms', 'form-def', FORM_PARENTS.registration, 0],
    queryFn: ({ signal }) => getRegistrationForm(signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}
