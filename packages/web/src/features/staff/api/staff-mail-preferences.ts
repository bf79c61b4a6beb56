import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMailPreferencesResponseSchema, type StaffMailKind, type StaffMailPreferences } from '@clubportal/contract/staff-mail';
import { staffRequest } from './staff-client';

const key = ['staff', 'me', 'mail-preferences'] as const;
const path = '/api/staff/me/mail-preferences';

/** The signed-in staff member's own mail preferences (issue 33 §8). */
export const useMailPreferences = () =>
  useQuery({ queryKey: key, queryFn: () => staffRequest(path, { schema: staffMailPreferencesResponseSchema }).then((a) => a.model) });

/** Saves which mails one receives; the answer is the preferences as the server keeps them. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: StaffMailKind[]) =>
      staffRequest(path, { method: 'PUT', body: { kinds }, schema: staffMailPreferencesResponseSchema }).then((a) => a.model),
    onSuccess: (model: StaffMailPreferences) => queryClient.setQueryData(key, model),
  });
}
