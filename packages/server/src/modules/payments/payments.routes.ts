import {
  paymentStatusParamsSchema,
  paymentStatusResponseSchema,
  redsysNotificationBodySchema,
  sandboxActionBodySchema,
  sandboxNotificationBodySchema,
  sandboxRefParamsSchema,
  stripeStatusParamsSchema,
  transbankProcessParamsSchema,
  transbankProcessQuerySchema,
  transbankProcessResponseSchema,
  mercadoPagoProcessBodySchema,
  mercadoPagoProcessResponseSchema,
  paypalCallbackBodySchema,
  transbankTokenizeParamsSchema,
  transbankTokenizeQuerySchema,
  transbankTokenizeResponseSchema,
  transbankProcessTokenizationParamsSchema,
  transbankProcessTokenizationQuerySchema,
  transbankProcessTokenizationResponseSchema,
  netPayCallbackParamsSchema,
  netPayCallbackResponseSchema,
  paypalCallbackResponseSchema,
} from '@clubportal/contract/payment-providers';
import { z } from 'zod';
import { renderMessage, requestLanguage } from '../../lib/messages.js';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { AppError } from '../../lib/app-error.js';
import { authorizeCustomer } from '../accounts/index.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { confirmOnReturn, paymentByGuid, paymentByRef, paymentStatus, receiveNotification } from './payment-lifecycle.service.js';
import { payWithCardForm } from './providers/mercadopago/card-form-payment.service.js';
import { completePayPalOrder } from './providers/paypal/paypal-order.service.js';
import { sandboxPayment } from './providers/sandbox/sandbox-payment.service.js';
import { finishCardInscription, startCardInscription } from './providers/transbank/card-inscription.service.js';
import { sandboxPage } from './providers/sandbox/sandbox-gateway.js';
import { SANDBOX_DECLINE_REASON, sandboxKey, signSandboxNotice } from './providers/sandbox/sandbox.provider.js';

/**
 * Provider-to-server notifications, the return pages' status, and the development sandbox gateway.
 * Registered in a context of their own: the form-encoded parser below (Redsys posts forms) stays here.
 */
export async function paymentsRoutes(app: App, deps: RouteDeps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const headersOf = (h: Record<string, string | string[] | undefined>) => h;

  // Transbank may send the customer back with a form post (its earlier API versions, and some aborted
  // flows) rather than a link: the return pages read these fields from their address, so the post is
  // answered with that address. Only Transbank's fields pass, each as Transbank writes them.
  const transbankReturnBody = z.record(z.string(), z.string().max(200)).optional();
  const transbankField = /^[A-Za-z0-9_-]{1,100}$/;
  for (const page of ['/transbank/process-payment/:id', '/transbank/process-tokenization/:requestId']) {
    app.post(page, { schema: { hide: true, body: transbankReturnBody } }, async (req, reply) => {
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
      await receiveNotification(deps, 'redsys', { body: req.body, headers: headersOf(req.headers) });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/payments/status/:guid',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary: "A checkout's payment by the cart guid: ok when paid, retry while the provider has not answered",
        params: paymentStatusParamsSchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentStatus(deps, await paymentByGuid(deps.db, req.params.guid));
    },
  );

  app.get(
    '/api/stripe/status/:payment_intent',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary:
          'The /stripe-callback page polls this: ok once Stripe says the intent succeeded (asked of Stripe, not the query string), retry while it has not',
        params: stripeStatusParamsSchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentStatus(deps, await paymentByRef(deps.db, 'stripe', req.params.payment_intent));
    },
  );

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
      return { ok: await confirmOnReturn(deps, 'transbank', req.params.id, req.query.token_ws) };
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
      return { ok: true as const, model: await startCardInscription(deps, customer) };
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
      const id = await finishCardInscription(deps, req.params.requestId, req.query);
      if (id === null)
        return { ok: false, model: null, errorMsg: renderMessage('saveCardFailed', {}, requestLanguage(req.headers['accept-language'])) };
      return { ok: true, model: { id }, errorMsg: null };
    },
  );

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
    async (req) => ({ ok: await confirmOnReturn(deps, 'netpay', req.params.id, req.params.transaction_token) }),
  );

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
      if (await completePayPalOrder(deps, req.body.orderId, req.body.authorizationId)) return { ok: true, errorMsg: null };
      return { ok: false, errorMsg: renderMessage('paymentFailed', {}, requestLanguage(req.headers['accept-language'])) };
    },
  );

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
      const status = await payWithCardForm(deps, { customerId: req.session?.customerId ?? null, guid: b.guid }, b.rqId, {
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
      await receiveNotification(deps, 'mercadopago', { body: req.body ?? null, headers: headersOf(req.headers), query: req.query });
      return { ok: true as const };
    },
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the JSON body as raw text.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/api/stripe/webhook',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['payments'],
          summary: "Stripe's signed webhook (raw body, Stripe-Signature, 300 s tolerance): the source of truth of Stripe payments",
          response: { 200: okOnlySchema },
        },
      },
      async (req) => {
        await receiveNotification(deps, 'stripe', { body: null, rawBody: req.body as string, headers: headersOf(req.headers) });
        return { ok: true as const };
      },
    );
  });

  // The sandbox gateway (development only): absent unless SANDBOX_ENABLED.
  if (!deps.config.payments.sandbox) return;
  const key = sandboxKey(deps.config.jwtSecret);
  app.post(
    '/api/sandbox/notification',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's signed notification (development only)",
        body: sandboxNotificationBodySchema,
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await receiveNotification(deps, 'sandbox', { body: req.body, headers: headersOf(req.headers) });
      return { ok: true as const };
    },
  );
  app.get(
    '/api/sandbox/pay/:ref',
    {
      config: { access: 'token' },
      schema: { tags: ['payments'], summary: 'The sandbox gateway page (development only)', params: sandboxRefParamsSchema },
    },
    async (req, reply) => {
      const found = await sandboxPayment(deps, req.params.ref);
      if (!found) throw new AppError('not_found', 'paymentNotFound');
      const { payment, description, current } = found;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxPage({
            ref: req.params.ref,
            amount: payment.amount,
            currency: payment.currency,
            description,
            open: current && payment.status === 'pending',
          }),
        );
    },
  );
  app.post(
    '/api/sandbox/pay/:ref',
    {
      config: { access: 'token' },
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's buttons: pay, decline or abandon, then back to the portal (development only)",
        params: sandboxRefParamsSchema,
        body: sandboxActionBodySchema,
      },
    },
    async (req, reply) => {
      const found = await sandboxPayment(deps, req.params.ref);
      if (!found) throw new AppError('not_found', 'paymentNotFound');
      const { action } = req.body;
      if (action !== 'abandon') {
        // The gateway tells the server first, over the same notification route a real gateway uses.
        const notice = signSandboxNotice(key, {
          ref: req.params.ref,
          txn: `${req.params.ref}:${action}`,
          outcome: action === 'pay' ? 'paid' : 'failed',
          amount: found.payment.amount,
          currency: found.payment.currency,
          ...(action === 'decline' ? { reason: SANDBOX_DECLINE_REASON } : {}),
        });
        const res = await app.inject({ method: 'POST', url: '/api/sandbox/notification', payload: notice });
        if (res.statusCode !== 200) req.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
      }
      return reply.redirect(action === 'pay' ? '/cz/ok' : '/cz/ko', 303);
    },
  );
}
