import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageRows, type ActivitiesView } from '../rules/activity-rules';

/** Loaded with the first call: a server-rendered page hydrates without zod. */
const listSchema = () => import('@clubportal/contract/activities').then((m) => m.activitiesListResponseSchema);

/** GET /api/publicactivities/list?startRow&endRow&status&type: a page of 12. */
export async function getActivities(view: ActivitiesView, signal?: AbortSignal) {
  const answer = await apiRequest('/api/publicactivities/list', {
    query: { ...pageRows(view.page), status: view.status, type: view.type },
    schema: listSchema,
    signal,
  });
  return answer.model;
}

export const activitiesQuery = (view: ActivitiesView) =>
  queryOptions({
    queryKey: ['publicactivities', 'list', view.type, view.status, view.page],
    queryFn: ({ signal }) => getActivities(view, signal),
    // Another page or filter keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useActivities(view: ActivitiesView) {
  return useQuery(activitiesQuery(view));
}
