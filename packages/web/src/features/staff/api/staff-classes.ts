import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  classCancelResponseSchema,
  classOpenResponseSchema,
  classPreviewResponseSchema,
  staffClassesResponseSchema,
  type ClassOpenBody,
  type ClassPlanBody,
} from '@clubportal/contract/staff-classes';
import { staffRequest } from './staff-client';

/** The classes starting in the week of `week` (Monday to Sunday), and the form's types, rooms and coaches. */
export const useStaffClasses = (week: string) =>
  useQuery({
    queryKey: ['staff', 'classes', { week }],
    queryFn: () => staffRequest('/api/staff/classes', { query: { week }, schema: staffClassesResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** Every date a class would open on, or why it is skipped (asked again whenever the plan changes). */
export const useClassPreview = (body: ClassPlanBody | null) =>
  useQuery({
    queryKey: ['staff', 'classes', 'preview', body],
    queryFn: () => staffRequest('/api/staff/classes/preview', { method: 'POST', body: body!, schema: classPreviewResponseSchema }),
    enabled: body !== null,
    retry: false,
  });

export function useOpenClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassOpenBody) => staffRequest('/api/staff/classes', { method: 'POST', body, schema: classOpenResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'classes'] }),
  });
}

export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffRequest(`/api/staff/classes/${id}/cancel`, { method: 'POST', schema: classCancelResponseSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff', 'classes'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'rosters'] });
    },
  });
}
