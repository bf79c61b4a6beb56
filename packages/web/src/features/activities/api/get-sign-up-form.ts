import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activity-limits';
import { apiRequest } from '../../../api/client';

/** GET /api/dynamicforms/form-def/Activity/{id}: the activity's custom sign-up form. */
export function useSignUpForm(activityId: number) {
  return useQuery({
    queryKey: ['dynamicforms', 'form-def', ACTIVITY_FORM_PARENT, activityId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${activityId}`, {
          schema: () => import('@clubportal/contract/dynamic-forms').then((m) => m.formDefResponseSchema),
          signal,
        })
      ).model,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
