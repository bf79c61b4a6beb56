import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  floorPlanRemovedResponseSchema,
  staffFloorPlanResponseSchema,
  staffFloorPlansResponseSchema,
  type FloorPlaceBody,
  type StaffFloorPlanBody,
} from '@clubportal/contract/staff-floor-plans';
import { staffRequest } from './staff-client';

const plansKey = ['staff', 'floor-plans'] as const;
const schema = staffFloorPlanResponseSchema;

/** The floor plans in use, by name, with their places and what uses them. */
export const useStaffFloorPlans = () =>
  useQuery({
    queryKey: plansKey,
    queryFn: () => staffRequest('/api/staff/floor-plans', { schema: staffFloorPlansResponseSchema }).then((a) => a.model.plans),
  });

export const useStaffFloorPlan = (id: number | null) =>
  useQuery({
    queryKey: [...plansKey, id],
    enabled: id !== null,
    queryFn: () => staffRequest(`/api/staff/floor-plans/${id}`, { schema }).then((a) => a.model),
  });

/** Every write reads the staff data again: the plans, and the booking types that list them. */
function usePlanWrite<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const useSaveFloorPlan = () =>
  usePlanWrite(({ id, body }: { id: number | null; body: StaffFloorPlanBody }) =>
    staffRequest(id === null ? '/api/staff/floor-plans' : `/api/staff/floor-plans/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema,
    }).then((a) => a.model),
  );

export const useSaveFloorPlaces = () =>
  usePlanWrite(({ id, places }: { id: number; places: FloorPlaceBody[] }) =>
    staffRequest(`/api/staff/floor-plans/${id}/places`, { method: 'PUT', body: { places }, schema }).then((a) => a.model),
  );

export const useRemoveFloorPlan = () =>
  usePlanWrite((id: number) =>
    staffRequest(`/api/staff/floor-plans/${id}`, { method: 'DELETE', schema: floorPlanRemovedResponseSchema }).then((a) => a.model.removed),
  );
