import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { HOME_ACTIVITY_ROWS, HOME_ACTIVITY_STATUS, type ActivityKind, type HomeActivities } from '../rules/activity-cards';

/** GET /api/publicactivities/list (the contract's answer: model.activities and model.totalCount). */
const activitiesSchema = () => import('@clubportal/contract/activities').then((m) => m.activitiesListResponseSchema);

/** The first rows of one type (registration or activity) in the status the home shows, and how many there are in all (for View all). */
export async function getHomeActivities(type: ActivityKind, signal?: AbortSignal): Promise<HomeActivities> {
  const answer = await apiRequest('/api/publicactivities/list', {
    query: { startRow: 0, endRow: HOME_ACTIVITY_ROWS, type, status: HOME_ACTIVITY_STATUS[type] },
    schema: activitiesSchema,
    signal,
  });
  return { activities: answer.model.activities, totalCount: answer.model.totalCount };
}

export const homeActivitiesQuery = (type: ActivityKind) =>
  queryOptions({
    queryKey: ['publicactivities', 'home', type],
    queryFn: ({ signal }) => getHomeActivities(type, signal),
    staleTime: 60_000,
  });

export function useHomeActivities(type: ActivityKind) {
  return useQuery(homeActivitiesQuery(type));
}
