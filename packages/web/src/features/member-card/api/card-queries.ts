import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const schemas = () => import('@clubportal/contract/member-card');

/** GET /api/CzVirtualCardConfigs/config: the club's card. */
export const cardConfigQuery = queryOptions({
  queryKey: ['member-card', 'config'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/api/CzVirtualCardConfigs/config', {
        schema: () => schemas().then((m) => m.virtualCardConfigResponseSchema),
        signal,
      })
    ).model,
  staleTime: 10 * 60_000,
});

/** GET /api/PublicCustomerPeriodicSales/customer-season-passes/{id}: the passes valid today. */
export const seasonPassesQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['member-card', 'season-passes', customerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/PublicCustomerPeriodicSales/customer-season-passes/${customerId}`, {
          schema: () => schemas().then((m) => m.seasonPassesResponseSchema),
          signal,
        })
      ).model,
    staleTime: 10 * 60_000,
  });

/** GET /api/publicaccesscontrol/qr: a fresh credential each time the card opens (never cached: it expires). */
export const memberQrQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['member-card', 'qr', customerId],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/publicaccesscontrol/qr', { schema: () => schemas().then((m) => m.memberQrResponseSchema), signal })).model,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
