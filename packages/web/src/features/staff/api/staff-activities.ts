import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffActivitiesResponseSchema,
  staffActivityResponseSchema,
  type StaffActivity,
  type StaffActivityBody,
} from '@clubportal/contract/staff-activities';
import { staffRequest } from './staff-client';

const activitiesKey = ['staff', 'activities'] as const;
const schema = staffActivityResponseSchema;

/** Every activity with its places taken, and the club's currency, zone, languages, sports and forms. */
export const useStaffActivities = () =>
  useQuery({
    queryKey: activitiesKey,
    queryFn: () => staffRequest('/api/staff/activities', { schema: staffActivitiesResponseSchema }).then((a) => a.model),
  });

/** Every activity write answers the activity; the list reads again (and the audit log). */
function useActivityWrite<V>(call: (values: V) => Promise<{ model: StaffActivity }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSaveActivity = () =>
  useActivityWrite(({ id, body }: { id: number | null; body: StaffActivityBody }) =>
    staffRequest(id === null ? '/api/staff/activities' : `/api/staff/activities/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema,
    }),
  );

export const usePublishActivity = () =>
  useActivityWrite(({ id, publish }: { id: number; publish: boolean }) =>
    staffRequest(`/api/staff/activities/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST', schema }),
  );
