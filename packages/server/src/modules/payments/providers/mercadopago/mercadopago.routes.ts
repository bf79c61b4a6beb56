import { okOnlySchema } from '@clubportal/contract/api-result';
import { mercadoPagoProcessBodySchema, mercadoPagoProcessResponseSchema } from '@clubportal/contract/payment-providers';
import { z } from 'zod';
import { renderMessage, requestLanguage } from '../../../../lib/messages.js';
import type { ProviderRoutes } from '../../provider-module.js';
import { payWithCardForm } from './card-form-payment.service.js';

/** The brick's tokenised card, charged here; and Mercado Pago's signed webhook. */
export const mercadoPagoRoutes: ProviderRoutes = (app, deps, kit) => {
  app.post(
    '/api/publicmercadopago/process_payment',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          "Mercado Pago's brick data (rqId = the checkout's mercadoPago.id): charges the payment's own amount, 1 installment; ok false with errorMsg when refused",
        body: mercadoPagoProcessBodySchema,
        response: { 200: mercadoPagoProcessResponseSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const status = await payWithCardForm(deps, kit, { customerId: req.session?.customerId ?? null, guid: b.guid }, b.rqId, {
        token: b.token,
        payment_method_id: b.payment_method_id,
        issuer_id: b.issuer_id,
        payer: { email: b.payer.email, identification: b.payer.identification },
      });
      if (status === 'failed')
        return { ok: false, errorMsg: renderMessage('paymentFailed', {}, requestLanguage(req.headers['accept-language'])), status };
      return { ok: true, errorMsg: null, status };
    },
  );

  app.post(
    '/api/mercadopago/webhook',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['payments'],
        summary:
          "Mercado Pago's signed webhook (x-signature over data.id, x-request-id and ts); the payment is then read from Mercado Pago",
        querystring: z.object({ 'data.id': z.string().max(50).optional(), type: z.string().max(50).optional() }).passthrough(),
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await kit.receiveNotification(deps, 'mercadopago', { body: req.body ?? null, headers: req.headers, query: req.query });
      return { ok: true as const };
    },
  );
};
