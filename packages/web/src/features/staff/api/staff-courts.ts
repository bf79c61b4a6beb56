import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffCourtResponseSchema,
  staffCourtsResponseSchema,
  type CourtExceptionBody,
  type CourtHoursBody,
  type StaffCourt,
  type StaffCourtBody,
} from '@clubportal/contract/staff-courts';
import { staffRequest } from './staff-client';

const courtsKey = ['staff', 'courts'] as const;
const schema = staffCourtResponseSchema;

/** The courts by sport in their order (archived ones too on request), the sports to choose from, the club's today. */
export const useStaffCourts = (archived: boolean) =>
  useQuery({
    queryKey: [...courtsKey, archived],
    queryFn: () =>
      staffRequest('/api/staff/courts', { query: archived ? { archived: '1' } : {}, schema: staffCourtsResponseSchema }).then(
        (a) => a.model,
      ),
    placeholderData: keepPreviousData,
  });

/** Every court write answers the court; the lists read again (orders and positions move). */
function useCourtWrite<V>(call: (values: V) => Promise<{ model: StaffCourt }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtsKey }),
  });
}

export const useSaveCourt = () =>
  useCourtWrite(({ id, body }: { id: number | null; body: StaffCourtBody }) =>
    staffRequest(id === null ? '/api/staff/courts' : `/api/staff/courts/${id}`, { method: id === null ? 'POST' : 'PUT', body, schema }),
  );

export const useMoveCourt = () =>
  useCourtWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/courts/${id}/move`, { body: { position }, schema }),
  );

export const useArchiveCourt = () =>
  useCourtWrite(({ id, archive }: { id: number; archive: boolean }) =>
    staffRequest(`/api/staff/courts/${id}/${archive ? 'archive' : 'unarchive'}`, { method: 'POST', schema }),
  );

export const useSaveCourtHours = () =>
  useCourtWrite(({ id, body }: { id: number; body: CourtHoursBody }) =>
    staffRequest(`/api/staff/courts/${id}/hours`, { method: 'PUT', body, schema }),
  );

export const useSaveCourtException = () =>
  useCourtWrite(({ id, date, body }: { id: number; date: string; body: CourtExceptionBody }) =>
    staffRequest(`/api/staff/courts/${id}/exceptions/${date}`, { method: 'PUT', body, schema }),
  );

export const useRemoveCourtException = () =>
  useCourtWrite(({ id, date }: { id: number; date: string }) =>
    staffRequest(`/api/staff/courts/${id}/exceptions/${date}`, { method: 'DELETE', schema }),
  );
