import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { HOME_ACTIVITY_ROWS, type ActivityKind, type HomeActivities } from '../rules/activity-cards';

/**
 * The answer of GET /api/publicactivities/list as spec section 7 documents it (ok, model.activities,
 * totalCount, startRow, endRow), read leniently: the home only shows id, name, start and poster.
 */
const activitiesSchema = () =>
  import('zod').then(({ z }) =>
    z.object({
      ok: z.literal(true),
      model: z.object({
        activities: z.array(z.object({ id: z.number().int(), name: z.string(), start: z.string(), end: z.string().nullish(), poster: z.string().nullish() })),
      }),
      totalCount: z.number().int(),
    }),
  );

/**
 * The first rows of one type (registration or activity). A server without the activities API (404)
 * has no activities to show: the section hides without an error.
 */
export async function getHomeActivities(type: ActivityKind, signal?: AbortSignal): Promise<HomeActivities> {
  try {
    const answer = await apiRequest('/api/publicactivities/list', { query: { startRow: 0, endRow: HOME_ACTIVITY_ROWS, type }, schema: activitiesSchema, signal });
    return { activities: answer.model.activities, totalCount: answer.totalCount };
  } catch (error) {
    if (isNotFound(error)) return { activities: [], totalCount: 0 };
    throw error;
  }
}

export const homeActivitiesQuery = (type: ActivityKind) =>
  queryOptions({ queryKey: ['publicactivities', 'home', type], queryFn: ({ signal }) => getHomeActivities(type, signal), staleTime: 60_000 });

export function useHomeActivities(type: ActivityKind) {
  return useQuery(homeActivitiesQuery(type));
}
