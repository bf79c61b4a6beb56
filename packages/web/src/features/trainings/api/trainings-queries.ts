import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const schemas = () => import('@clubportal/contract/trainings');

/** POST /api/publicteams/trainings: the member's next and past team trainings. */
export const trainingsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['publicteams', 'trainings', customerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/publicteams/trainings', {
          method: 'POST',
          body: { customerId },
          schema: () => schemas().then((m) => m.trainingsResponseSchema),
          signal,
        })
      ).model,
  });

/** POST /api/publicteams/training: one training with its gallery, videos and files. */
export const trainingQuery = (customerId: number, itemId: number) =>
  queryOptions({
    queryKey: ['publicteams', 'training', customerId, itemId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/publicteams/training', {
          method: 'POST',
          body: { customerId, itemId },
          schema: () => schemas().then((m) => m.trainingResponseSchema),
          signal,
        })
      ).model,
  });
