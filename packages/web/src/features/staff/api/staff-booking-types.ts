import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffBookingTypeResponseSchema,
  staffBookingTypesResponseSchema,
  type StaffBookingType,
  type StaffBookingTypeBody,
} from '@clubportal/contract/staff-booking-types';
import { staffRequest } from './staff-client';

const typesKey = ['staff', 'booking-types'] as const;
const schema = staffBookingTypeResponseSchema;

/** Every booking type in the members' order, the court kinds, and the club's languages. */
export const useStaffBookingTypes = () =>
  useQuery({
    queryKey: typesKey,
    queryFn: () => staffRequest('/api/staff/booking-types', { schema: staffBookingTypesResponseSchema }).then((a) => a.model),
  });

/** Every write answers the type; the list reads again (positions move). */
function useTypeWrite<V>(call: (values: V) => Promise<{ model: StaffBookingType }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typesKey }),
  });
}

export const useSaveBookingType = () =>
  useTypeWrite(({ id, body }: { id: number | null; body: StaffBookingTypeBody }) =>
    staffRequest(id === null ? '/api/staff/booking-types' : `/api/staff/booking-types/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema,
    }),
  );

export const useMoveBookingType = () =>
  useTypeWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/booking-types/${id}/move`, { body: { position }, schema }),
  );

export const usePublishBookingType = () =>
  useTypeWrite(({ id, publish }: { id: number; publish: boolean }) =>
    staffRequest(`/api/staff/booking-types/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST', schema }),
  );
