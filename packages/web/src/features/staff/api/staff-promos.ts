import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promoRedemptionsResponseSchema,
  staffPromoResponseSchema,
  staffPromosResponseSchema,
  type StaffPromoBody,
} from '@clubportal/contract/staff-promos';
import { staffRequest } from './staff-client';

export const useStaffPromos = () =>
  useQuery({
    queryKey: ['staff', 'promos'],
    queryFn: () => staffRequest('/api/staff/promos', { schema: staffPromosResponseSchema }),
  });

/** One code with the checkouts that used it. */
export const usePromoRedemptions = (id: number | null) =>
  useQuery({
    queryKey: ['staff', 'promos', id, 'redemptions'],
    queryFn: () => staffRequest(`/api/staff/promos/${id}/redemptions`, { schema: promoRedemptionsResponseSchema }),
    enabled: id !== null,
  });

/** Every promo write answers the promo; the lists (and the audit log) read again. */
function usePromoWrite<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => staffPromoResponseSchema.parse(a)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSavePromo = () =>
  usePromoWrite(({ id, ...body }: StaffPromoBody & { id: number | null }) =>
    staffRequest(id === null ? '/api/staff/promos' : `/api/staff/promos/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffPromoResponseSchema,
    }),
  );

export const useDeactivatePromo = () =>
  usePromoWrite((id: number) => staffRequest(`/api/staff/promos/${id}/deactivate`, { method: 'POST', schema: staffPromoResponseSchema }));
