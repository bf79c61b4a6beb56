import { netPayCallbackParamsSchema, netPayCallbackResponseSchema } from '@clubportal/contract/payment-providers';
import type { ProviderRoutes } from '../../provider-module.js';

/** NetPay's return after 3-D Secure: the transaction is read (and confirmed) at NetPay. */
export const netPayRoutes: ProviderRoutes = (app, deps, kit) => {
  app.post(
    '/api/netpay/callback/:id/:transaction_token',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          "NetPay's return after 3-D Secure (/netpay-callback?id&transaction_token): the transaction is read from NetPay, never the query; ok when paid",
        params: netPayCallbackParamsSchema,
        response: { 200: netPayCallbackResponseSchema },
      },
    },
    async (req) => ({ ok: await kit.confirmOnReturn(deps, 'netpay', req.params.id, req.params.transaction_token) }),
  );
};
