import { apiRequest } from '../../../api/client';

/** POST multipart /api/dynamicforms/save with the activity's form: the inscription's answer (a sale, or null). */
export async function saveSignUpForm(body: FormData) {
  const answer = await apiRequest('/api/dynamicforms/save', {
    method: 'POST',
    body,
    schema: () => import('@clubportal/contract/activities').then((m) => m.activityFormSaveResponseSchema),
  });
  return answer.model;
}
