import { okOnlySchema } from '@clubportal/contract/api-result';
import { redsysNotificationBodySchema } from '@clubportal/contract/payment-providers';
import type { ProviderRoutes } from '../../provider-module.js';

/** Redsys's server-to-server notification (a form post: the payments context parses forms). */
export const redsysRoutes: ProviderRoutes = (app, deps, kit) => {
  app.post(
    '/api/redsys/notification',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['payments'],
        summary:
          "Redsys's server-to-server notification (form-encoded Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature); 400 when the signature does not verify",
        body: redsysNotificationBodySchema,
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await kit.receiveNotification(deps, 'redsys', { body: req.body, headers: req.headers });
      return { ok: true as const };
    },
  );
};
