import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffFormResponseSchema,
  staffFormsResponseSchema,
  type StaffForm,
  type StaffFormBody,
  type StaffNewFormBody,
} from '@clubportal/contract/staff-forms';
import { staffRequest } from './staff-client';

const formsKey = ['staff', 'forms'] as const;
const schema = staffFormResponseSchema;

/** Every activity's sign-up form (archived ones too), the activities a new one may be for, the club's languages. */
export const useStaffForms = () =>
  useQuery({
    queryKey: formsKey,
    queryFn: () => staffRequest('/api/staff/forms', { schema: staffFormsResponseSchema }).then((a) => a.model),
  });

/** Every form write answers the form; the console's lists read again (the activities' form choices, the audit log). */
function useFormWrite<V>(call: (values: V) => Promise<{ model: StaffForm }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useCreateForm = () =>
  useFormWrite((body: StaffNewFormBody) => staffRequest('/api/staff/forms', { method: 'POST', body, schema }));

export const useSaveForm = () =>
  useFormWrite(({ id, body }: { id: number; body: StaffFormBody }) =>
    staffRequest(`/api/staff/forms/${id}`, { method: 'PUT', body, schema }),
  );

export const useArchiveForm = () =>
  useFormWrite(({ id, archive }: { id: number; archive: boolean }) =>
    staffRequest(`/api/staff/forms/${id}/${archive ? 'archive' : 'restore'}`, { method: 'POST', schema }),
  );
