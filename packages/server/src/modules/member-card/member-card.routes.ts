import {
  memberQrResponseSchema,
  seasonPassesParamsSchema,
  seasonPassesResponseSchema,
  virtualCardConfigResponseSchema,
} from '@clubportal/contract/member-card';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { readerLanguages } from '../settings/index.js';
import { cardConfig, memberQr, seasonPasses } from './member-card.service.js';

/** The virtual membership card's calls (spec: Virtual membership card). */
export async function memberCardRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/CzVirtualCardConfigs/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['member-card'],
        summary: "The club's virtual card: pictures, sponsors and the fields it shows",
        response: { 200: virtualCardConfigResponseSchema },
      },
    },
    async () => ({ ok: true as const, model: await cardConfig(deps.db) }),
  );

  app.get(
    '/api/PublicCustomerPeriodicSales/customer-season-passes/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['member-card'],
        summary: "The customer's season passes valid today",
        params: seasonPassesParamsSchema,
        response: { 200: seasonPassesResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      model: await seasonPasses(
        deps,
        req.session,
        req.params.customerId,
        (await readerLanguages(deps, req.headers['accept-language'])).language,
      ),
    }),
  );

  app.get(
    '/api/publicaccesscontrol/qr',
    {
      config: { access: 'session' },
      schema: {
        tags: ['member-card'],
        summary: "The member's signed, expiring access credential for the card's QR",
        response: { 200: memberQrResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await memberQr(deps, req.session) }),
  );
}
