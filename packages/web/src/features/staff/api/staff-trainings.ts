import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffTeamResponseSchema,
  staffTrainingResponseSchema,
  staffTrainingsResponseSchema,
  type StaffTeam,
  type StaffTeamBody,
  type StaffTraining,
  type StaffTrainingBody,
  type StaffTrainingMediaBody,
} from '@clubportal/contract/staff-trainings';
import { staffRequest } from './staff-client';

const schema = staffTrainingResponseSchema;

/** The trainings the staff member may see (a coach's own), archived ones on request, with the teams and coaches. */
export const useStaffTrainings = (archived = false) =>
  useQuery({
    queryKey: ['staff', 'trainings', archived],
    queryFn: () =>
      staffRequest('/api/staff/trainings', { query: archived ? { archived: '1' } : {}, schema: staffTrainingsResponseSchema }).then(
        (a) => a.model,
      ),
  });

/** Every write answers the training (or team); the lists read again (and the audit log). */
function useTrainingWrite<V, A>(call: (values: V) => Promise<{ model: A }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSaveTraining = () =>
  useTrainingWrite<{ id: number | null; body: StaffTrainingBody }, StaffTraining>(({ id, body }) =>
    staffRequest(id === null ? '/api/staff/trainings' : `/api/staff/trainings/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema,
    }),
  );

export const useArchiveTraining = () =>
  useTrainingWrite<{ id: number; archive: boolean }, StaffTraining>(({ id, archive }) =>
    staffRequest(`/api/staff/trainings/${id}/${archive ? 'archive' : 'unarchive'}`, { method: 'POST', schema }),
  );

export const useAddTrainingMedia = () =>
  useTrainingWrite<{ id: number; body: StaffTrainingMediaBody }, StaffTraining>(({ id, body }) =>
    staffRequest(`/api/staff/trainings/${id}/media`, { method: 'POST', body, schema }),
  );

export const useUploadTrainingFile = () =>
  useTrainingWrite<{ id: number; title: string; file: File }, StaffTraining>(({ id, title, file }) => {
    const body = new FormData();
    body.append('file', file);
    return staffRequest(`/api/staff/trainings/${id}/files`, { method: 'POST', query: { title }, body, schema });
  });

export const useRemoveTrainingMedia = () =>
  useTrainingWrite<{ id: number; mediaId: number }, StaffTraining>(({ id, mediaId }) =>
    staffRequest(`/api/staff/trainings/${id}/media/${mediaId}`, { method: 'DELETE', schema }),
  );

export const useSetTrainingAbsences = () =>
  useTrainingWrite<{ id: number; absentIds: number[] }, StaffTraining>(({ id, absentIds }) =>
    staffRequest(`/api/staff/trainings/${id}/absences`, { method: 'PUT', body: { absentIds }, schema }),
  );

export const useSaveTeam = () =>
  useTrainingWrite<{ id: number | null; body: StaffTeamBody }, StaffTeam>(({ id, body }) =>
    staffRequest(id === null ? '/api/staff/training-teams' : `/api/staff/training-teams/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffTeamResponseSchema,
    }),
  );

export const useArchiveTeam = () =>
  useTrainingWrite<{ id: number; archive: boolean }, StaffTeam>(({ id, archive }) =>
    staffRequest(`/api/staff/training-teams/${id}/${archive ? 'archive' : 'unarchive'}`, {
      method: 'POST',
      schema: staffTeamResponseSchema,
    }),
  );
