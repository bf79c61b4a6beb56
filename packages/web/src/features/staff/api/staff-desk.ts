import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deskBookingResponseSchema,
  deskCustomersResponseSchema,
  deskDayResponseSchema,
  deskMoveResponseSchema,
  deskQuoteResponseSchema,
  type DeskBookingBody,
  type DeskMoveBody,
} from '@clubportal/contract/staff-desk';
import { deskPaymentResponseSchema, type DeskPaymentMethod } from '@clubportal/contract/staff-customers';
import { staffRequest } from './staff-client';
import { offerDeskUndo } from './staff-desk-sync';

/** One club day on the desk's grid; kept on screen while the next day loads. */
export const useDeskDay = (date: string) =>
  useQuery({
    queryKey: ['staff', 'desk', 'day', date],
    queryFn: () => staffRequest('/api/staff/desk/day', { query: { date }, schema: deskDayResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** Customers a walk-in may be for (asked once two letters are typed). */
export const useDeskCustomers = (search: string) =>
  useQuery({
    queryKey: ['staff', 'desk', 'customers', search],
    queryFn: () => staffRequest('/api/staff/desk/customers', { query: { search }, schema: deskCustomersResponseSchema }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export type DeskQuoteInput = { resourceId: number; startsAt: string; durationMinutes: number; bookingTypeId: number; customerId?: number };

/** The rules' price of a walk-in (the customer's own, or everyone's). */
export const useDeskQuote = (input: DeskQuoteInput | null) =>
  useQuery({
    queryKey: ['staff', 'desk', 'quote', input],
    queryFn: () => staffRequest('/api/staff/desk/quote', { method: 'POST', body: input!, schema: deskQuoteResponseSchema }),
    enabled: input !== null,
  });

/** What a move would cost, before saving it. */
export const useDeskMovePreview = (bookingId: number, to: Omit<DeskMoveBody, 'preview'> | null) =>
  useQuery({
    queryKey: ['staff', 'desk', 'move-preview', bookingId, to],
    queryFn: () =>
      staffRequest(`/api/staff/desk/bookings/${bookingId}/move`, {
        method: 'POST',
        body: { ...to!, preview: true },
        schema: deskMoveResponseSchema,
      }),
    enabled: to !== null,
    retry: false,
  });

export function useBookWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskBookingBody) =>
      staffRequest('/api/staff/desk/bookings', { method: 'POST', body, schema: deskBookingResponseSchema }),
    onSuccess: (answer) => {
      offerDeskUndo(answer.undo);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] });
    },
  });
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeskMoveBody & { id: number }) =>
      staffRequest(`/api/staff/desk/bookings/${id}/move`, { method: 'POST', body, schema: deskMoveResponseSchema }),
    onSuccess: (answer) => {
      offerDeskUndo(answer.undo);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] });
    },
    // Another desk changed it meanwhile (409, said in the error): the grid shows it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day'] }),
  });
}

/**
 * A player's share paid at the desk from the day grid, in cash or on the card terminal (issue 33 §4): with the booking
 * and its version as the grid shows it, so a booking another desk moved or re-priced meanwhile takes no money (409).
 */
export function useDeskBookingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ saleId, ...body }: { saleId: number; method: DeskPaymentMethod; booking: { id: number; version: string } }) =>
      staffRequest(`/api/staff/sales/${saleId}/desk-payment`, { method: 'POST', body, schema: deskPaymentResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
