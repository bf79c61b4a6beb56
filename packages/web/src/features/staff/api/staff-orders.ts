import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffOrderResponseSchema,
  staffOrdersResponseSchema,
  type OrderStateBody,
  type StaffOrdersQuery,
} from '@clubportal/contract/staff-orders';
import { staffRequest } from './staff-client';

/** Shop orders matching the filters (state, delivery kind, club-local days, customer or number), latest first. */
export const useStaffOrders = (filters: StaffOrdersQuery) =>
  useQuery({
    queryKey: ['staff', 'orders', 'list', filters],
    queryFn: () => staffRequest('/api/staff/orders', { query: filters, schema: staffOrdersResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** One order: its lines, transport, address, payment, the steps it may take next and the moves it made. */
export const useStaffOrder = (id: number) =>
  useQuery({
    queryKey: ['staff', 'orders', 'one', id],
    queryFn: () => staffRequest(`/api/staff/orders/${id}`, { schema: staffOrderResponseSchema }),
  });

/**
 * Moves an order one step from the state the staff member saw: an order moved meanwhile is refused (409), and the
 * order is read again either way so the dialog shows where it stands now.
 */
export const useMoveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderStateBody }) =>
      staffRequest(`/api/staff/orders/${id}/state`, { method: 'POST', body, schema: staffOrderResponseSchema }),
    onSuccess: (answer, { id }) => queryClient.setQueryData(['staff', 'orders', 'one', id], answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] }),
  });
};
