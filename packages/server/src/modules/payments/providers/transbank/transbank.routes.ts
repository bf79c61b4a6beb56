import {
  transbankProcessParamsSchema,
  transbankProcessQuerySchema,
  transbankProcessResponseSchema,
  transbankProcessTokenizationParamsSchema,
  transbankProcessTokenizationQuerySchema,
  transbankProcessTokenizationResponseSchema,
  transbankTokenizeParamsSchema,
  transbankTokenizeQuerySchema,
  transbankTokenizeResponseSchema,
} from '@clubportal/contract/payment-providers';
import { z } from 'zod';
import { renderMessage, requestLanguage } from '../../../../lib/messages.js';
import { authorizeCustomer } from '../../../accounts/index.js';
import type { ProviderRoutes } from '../../provider-module.js';
import { finishCardInscription, startCardInscription } from './card-inscription.service.js';

/** Webpay's return, and Oneclick's card inscription (its start and its return). */
export const transbankRoutes: ProviderRoutes = (app, deps, kit) => {
  // Transbank may send the customer back with a form post (its earlier API versions, and some aborted
  // flows) rather than a link: the return pages read these fields from their address, so the post is
  // answered with that address. Only Transbank's fields pass, each as Transbank writes them.
  const returnBody = z.record(z.string(), z.string().max(200)).optional();
  const transbankField = /^[A-Za-z0-9_-]{1,100}$/;
  for (const page of ['/transbank/process-payment/:id', '/transbank/process-tokenization/:requestId']) {
    app.post(page, { schema: { hide: true, body: returnBody } }, async (req, reply) => {
      const query = new URLSearchParams();
      for (const name of ['token_ws', 'TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']) {
        const value = req.body?.[name];
        if (value !== undefined && transbankField.test(value)) query.set(name, value);
      }
      const path = req.url.split('?')[0] ?? '/';
      return reply.redirect(query.size ? `${path}?${query.toString()}` : path, 303);
    });
  }

  app.post(
    '/api/transbank/process-payment/:id',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          "Webpay's return (/transbank/process-payment/{id}?token_ws): commits the payment with Transbank; ok when paid. Without token_ws (aborted, timed out) nothing is paid",
        params: transbankProcessParamsSchema,
        querystring: transbankProcessQuerySchema,
        response: { 200: transbankProcessResponseSchema },
      },
    },
    async (req) => {
      if (!req.query.token_ws) return { ok: false };
      return { ok: await kit.confirmOnReturn(deps, 'transbank', req.params.id, req.query.token_ws) };
    },
  );

  app.post(
    '/api/transbank/tokenize/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary:
          'Saving a card with Transbank Oneclick: the page posts TBK_TOKEN = token to url (redirectUrl carries both); Transbank returns to /transbank/process-tokenization/{requestId}',
        params: transbankTokenizeParamsSchema,
        querystring: transbankTokenizeQuerySchema,
        response: { 200: transbankTokenizeResponseSchema },
      },
    },
    async (req) => {
      const customer = await authorizeCustomer(deps.db, req.session, req.params.customerId);
      return { ok: true as const, model: await startCardInscription(deps, kit.provider(deps, 'transbank'), customer) };
    },
  );

  app.post(
    '/api/transbank/process-tokenization/:requestId',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          "Transbank's return from saving a card: finishes the inscription (the token is the proof); model.id is the saved card, else 'Save card failed'",
        params: transbankProcessTokenizationParamsSchema,
        querystring: transbankProcessTokenizationQuerySchema,
        response: { 200: transbankProcessTokenizationResponseSchema },
      },
    },
    async (req) => {
      const id = await finishCardInscription(deps, kit.provider(deps, 'transbank'), req.params.requestId, req.query);
      if (id === null)
        return { ok: false, model: null, errorMsg: renderMessage('saveCardFailed', {}, requestLanguage(req.headers['accept-language'])) };
      return { ok: true, model: { id }, errorMsg: null };
    },
  );
};
