import {
  levelsLinkBodySchema,
  levelsLinkResponseSchema,
  levelsLinkUrlResponseSchema,
  levelsParamsSchema,
  levelsResponseSchema,
} from '@clubportal/contract/level-providers';
import { requestLanguage } from '../../lib/messages.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { customerLevels, linkProvider, providerLinkUrl, unlinkProvider } from './levels-api.service.js';

const tags = ['levels'];

export async function levelsRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/publicbookings/levels/:customerId/provider/:provider',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The member's level changes at a provider (pandora, world-padel-rating) once linked, or the club's own (club)",
        params: levelsParamsSchema,
        response: { 200: levelsResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      errorMsg: '',
      model: await customerLevels(
        deps,
        req.session,
        req.params.customerId,
        req.params.provider,
        requestLanguage(req.headers['accept-language']),
      ),
    }),
  );
  app.get(
    '/api/publicbookings/levels/:customerId/provider/:provider/link',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          'Where the member links their account at the provider (it sends them back to /levels/link-to-provider/{provider}?user_id=)',
        params: levelsParamsSchema,
        response: { 200: levelsLinkUrlResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      errorMsg: '',
      model: { url: await providerLinkUrl(deps, req.session, req.params.customerId, req.params.provider) },
    }),
  );
  app.post(
    '/api/publicbookings/levels/:customerId/provider/:provider/link',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Links the member to the provider’s user id (the provider confirms it knows it)',
        params: levelsParamsSchema,
        body: levelsLinkBodySchema,
        response: { 200: levelsLinkResponseSchema },
      },
    },
    async (req) => {
      await linkProvider(deps, req.session, req.params.customerId, req.params.provider, req.body);
      return { ok: true as const, errorMsg: '' };
    },
  );
  app.delete(
    '/api/publicbookings/levels/:customerId/provider/:provider/link',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Unlinks the member’s account at the provider: its levels are no longer read',
        params: levelsParamsSchema,
        response: { 200: levelsLinkResponseSchema },
      },
    },
    async (req) => {
      await unlinkProvider(deps, req.session, req.params.customerId, req.params.provider);
      return { ok: true as const, errorMsg: '' };
    },
  );
}
