import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  seriesCreateResponseSchema,
  seriesEditResponseSchema,
  seriesPreviewResponseSchema,
  seriesRescheduleResponseSchema,
  seriesResponseSchema,
  type SeriesBody,
  type SeriesCancelBody,
  type SeriesCreateBody,
  type SeriesMoveBody,
  type SeriesRescheduleBody,
} from '@clubportal/contract/staff-series';
import { isStaleEdit, staffRequest } from './staff-client';

/** Every date of a weekly booking with its price and conflict, before creating it. */
export const useSeriesPreview = (body: SeriesBody | null) =>
  useQuery({
    queryKey: ['staff', 'desk', 'series-preview', body],
    queryFn: () => staffRequest('/api/staff/desk/series/preview', { method: 'POST', body: body!, schema: seriesPreviewResponseSchema }),
    enabled: body !== null,
    retry: false,
  });

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesCreateBody) =>
      staffRequest('/api/staff/desk/series', { method: 'POST', body, schema: seriesCreateResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }),
  });
}

/** The weekly booking a booking is an occurrence of (null: of none). */
export const useSeriesOf = (bookingId: number) =>
  useQuery({
    queryKey: ['staff', 'desk', 'series-of', bookingId],
    queryFn: () => staffRequest(`/api/staff/desk/series/of/${bookingId}`, { schema: seriesResponseSchema }),
  });

type Edit = { kind: 'move'; body: Omit<SeriesMoveBody, 'preview'> } | { kind: 'cancel'; body: Omit<SeriesCancelBody, 'preview'> };
const editUrl = (seriesId: number, e: Edit) => `/api/staff/desk/series/${seriesId}/${e.kind}`;

/** What an edit of one, the following or all occurrences would do, before saving it. */
export function useSeriesEditPreview(seriesId: number, edit: Edit | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['staff', 'desk', 'series-edit', seriesId, edit],
    queryFn: async () => {
      try {
        return await staffRequest(editUrl(seriesId, edit!), {
          method: 'POST',
          body: { ...edit!.body, preview: true },
          schema: seriesEditResponseSchema,
        });
      } catch (error) {
        // Changed by another desk since it was opened: the day is read again (the dialog then asks with what it is now).
        if (isStaleEdit(error)) void queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day'] });
        throw error;
      }
    },
    enabled: edit !== null,
    retry: false,
  });
}

export function useSeriesEdit(seriesId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit) =>
      staffRequest(editUrl(seriesId, edit), { method: 'POST', body: edit.body, schema: seriesEditResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }),
    // Another desk changed the date meanwhile (409, said in the error): the grid shows it as it is now.
    onError: (error) => (isStaleEdit(error) ? queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }) : undefined),
  });
}

type Reschedule = Omit<SeriesRescheduleBody, 'preview' | 'expected'>;
const rescheduleUrl = (seriesId: number) => `/api/staff/desk/series/${seriesId}/reschedule`;

/** What a change of weekday, time or last date would do to every date, before saving it. */
export const useSeriesReschedulePreview = (seriesId: number, body: Reschedule | null) =>
  useQuery({
    queryKey: ['staff', 'desk', 'series-reschedule', seriesId, body],
    queryFn: () =>
      staffRequest(rescheduleUrl(seriesId), { method: 'POST', body: { ...body!, preview: true }, schema: seriesRescheduleResponseSchema }),
    enabled: body !== null,
    retry: false,
  });

/** Saves the change with what its preview showed (`expected`): the server refuses it if that changed. */
export function useSeriesReschedule(seriesId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Reschedule & { expected: NonNullable<SeriesRescheduleBody['expected']> }) =>
      staffRequest(rescheduleUrl(seriesId), { method: 'POST', body, schema: seriesRescheduleResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] }),
  });
}
