import { paypalCallbackBodySchema, paypalCallbackResponseSchema } from '@clubportal/contract/payment-providers';
import { renderMessage, requestLanguage } from '../../../../lib/messages.js';
import type { ProviderRoutes } from '../../provider-module.js';
import { completePayPalOrder } from './paypal-order.service.js';

/** The page reports the order PayPal's buttons approved; the server reads it from PayPal and captures it. */
export const paypalRoutes: ProviderRoutes = (app, deps, kit) => {
  app.post(
    '/api/paypal/callback',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          "PayPal's buttons approved and authorised the order: read from PayPal (never the body), amount checked, captured once; ok when paid. An order we never created is 404, a forged authorisation 400",
        body: paypalCallbackBodySchema,
        response: { 200: paypalCallbackResponseSchema },
      },
    },
    async (req) => {
      if (await completePayPalOrder(deps, kit, req.body.orderId, req.body.authorizationId)) return { ok: true, errorMsg: null };
      return { ok: false, errorMsg: renderMessage('paymentFailed', {}, requestLanguage(req.headers['accept-language'])) };
    },
  );
};
