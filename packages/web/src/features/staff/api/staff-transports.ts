import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffTransportResponseSchema,
  staffTransportsResponseSchema,
  type StaffTransportBody,
} from '@clubportal/contract/staff-transports';
import { staffRequest } from './staff-client';

const transportsKey = ['staff', 'transports'] as const;

/** Every transport in its checkout order (archived ones last), with the club's languages and currency. */
export const useStaffTransports = () =>
  useQuery({
    queryKey: transportsKey,
    queryFn: () => staffRequest('/api/staff/transports', { schema: staffTransportsResponseSchema }).then((a) => a.model),
  });

/** A write answers its transport; the list reads again (and the audit log with the rest of the staff data). */
function useTransportWrite<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => staffTransportResponseSchema.parse(a).model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSaveTransport = () =>
  useTransportWrite(({ id, body }: { id: number | null; body: StaffTransportBody }) =>
    staffRequest(id === null ? '/api/staff/transports' : `/api/staff/transports/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffTransportResponseSchema,
    }),
  );

export const useMoveTransport = () =>
  useTransportWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/transports/${id}/move`, { method: 'POST', body: { position }, schema: staffTransportResponseSchema }),
  );

export const useArchiveTransport = () =>
  useTransportWrite((id: number) =>
    staffRequest(`/api/staff/transports/${id}/archive`, { method: 'POST', schema: staffTransportResponseSchema }),
  );
