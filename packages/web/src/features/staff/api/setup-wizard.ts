import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { setupWizardResponseSchema, wizardLogoResponseSchema, type WizardBodies, type WizardStep } from '@clubportal/contract/staff-wizard';
import { staffRequest } from './staff-client';

/**
 * The go-live wizard's calls. Its state is the server's (`GET /api/staff/setup-wizard`): the browser keeps no
 * answers of its own, so a reload, another tablet or another staff member resumes where it was left.
 */
const wizardKey = ['staff', 'setup-wizard'] as const;

export const useSetupWizard = () =>
  useQuery({
    queryKey: wizardKey,
    queryFn: () => staffRequest('/api/staff/setup-wizard', { schema: setupWizardResponseSchema }).then((a) => a.model),
    staleTime: 0,
  });

/** Saving a step reads the wizard again (what it misses changes) and every other staff answer (the audit log). */
function useWizardWrite<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'staff' && q.queryKey[1] !== 'me' }),
  });
}

export const useSaveWizardStep = <S extends WizardStep>(step: S) =>
  useWizardWrite((body: WizardBodies[S]) => staffRequest(`/api/staff/setup-wizard/${step}`, { method: 'PUT', body, schema: okOnlySchema }));

export const useGoLive = () => useWizardWrite(() => staffRequest('/api/staff/go-live', { method: 'POST', body: {}, schema: okOnlySchema }));

/**
 * Uploads the club's logo (multipart, one image): the server checks it, stores it and names it in the main
 * settings at once; answers the stored file's name. A refusal carries the server's sentence.
 */
export function useUploadLogo() {
  return useWizardWrite(async (file: File) => {
    const body = new FormData();
    body.append('logo', file);
    const answer = await staffRequest('/api/staff/setup-wizard/logo', { body, schema: wizardLogoResponseSchema });
    return answer.model.logo;
  });
}
