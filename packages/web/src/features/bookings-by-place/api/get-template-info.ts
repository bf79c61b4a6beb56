import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publicbookings/booking-template-info/{templateId}/{bookingId}: the class's floor plan and who holds which place. */
export async function getTemplateInfo(templateId: number, bookingId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/booking-template-info/${templateId}/${bookingId}`, {
    schema: () => import('@clubportal/contract/bookings-by-place').then((m) => m.templateInfoResponseSchema),
    signal,
  });
  return answer.model;
}

export function useTemplateInfo(templateId: number | null, bookingId: number | null) {
  return useQuery({
    queryKey: ['bookings', 'template-info', templateId, bookingId],
    queryFn: ({ signal }) => getTemplateInfo(templateId ?? 0, bookingId ?? 0, signal),
    enabled: templateId !== null && bookingId !== null,
    staleTime: 10_000,
  });
}
