import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  rosterCustomersResponseSchema,
  rosterRemoveResponseSchema,
  rosterResponseSchema,
  rostersResponseSchema,
  type RosterKind,
  type RosterRefund,
} from '@clubportal/contract/staff-rosters';
import { staffRequest } from './staff-client';

/** The sessions (activities and classes) of one club day: a coach's own, every one for the desk. */
export const useRosters = (day: string) =>
  useQuery({
    queryKey: ['staff', 'rosters', { day }],
    queryFn: () => staffRequest('/api/staff/rosters', { query: { from: day, to: day }, schema: rostersResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useRoster = (kind: RosterKind, id: number) =>
  useQuery({
    queryKey: ['staff', 'rosters', kind, id],
    queryFn: () => staffRequest(`/api/staff/rosters/${kind}/${id}`, { schema: rosterResponseSchema }),
  });

/** Customers the desk may add (asked once at least two letters are typed). */
export const useRosterCustomers = (search: string) =>
  useQuery({
    queryKey: ['staff', 'roster-customers', search],
    queryFn: () => staffRequest('/api/staff/rosters/customers', { query: { search }, schema: rosterCustomersResponseSchema }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** A roster change: its answer is the roster as it now stands, put straight in the cache. */
function useRosterWrite<V>(kind: RosterKind, id: number, call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => rosterResponseSchema.parse(a)),
    onSuccess: (answer) => {
      queryClient.setQueryData(['staff', 'rosters', kind, id], answer);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'rosters'] });
    },
  });
}

export const useMarkAttendance = (kind: RosterKind, id: number) =>
  useRosterWrite(kind, id, (body: { customerId: number; present: boolean }) =>
    staffRequest(`/api/staff/rosters/${kind}/${id}/attendance`, { method: 'PUT', body, schema: rosterResponseSchema }),
  );

export const useAddParticipant = (kind: RosterKind, id: number) =>
  useRosterWrite(kind, id, (customerId: number) =>
    staffRequest(`/api/staff/rosters/${kind}/${id}/participants`, { method: 'POST', body: { customerId }, schema: rosterResponseSchema }),
  );

export const useSetCoach = (kind: RosterKind, id: number) =>
  useRosterWrite(kind, id, (coachId: number | null) =>
    staffRequest(`/api/staff/rosters/${kind}/${id}/coach`, { method: 'PUT', body: { coachId }, schema: rosterResponseSchema }),
  );

/** Takes a participant off with a refund choice; answers the roster and what went back, each way. */
export function useRemoveParticipant(kind: RosterKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { customerId: number; refund: RosterRefund }) =>
      staffRequest(`/api/staff/rosters/${kind}/${id}/participants/remove`, { method: 'POST', body, schema: rosterRemoveResponseSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['staff', 'rosters', kind, id], { ok: true, model: answer.model.roster });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'rosters'] });
    },
  });
}
