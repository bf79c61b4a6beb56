import { okOnlySchema } from '@clubportal/contract/api-result';
import { sandboxActionBodySchema, sandboxNotificationBodySchema, sandboxRefParamsSchema } from '@clubportal/contract/payment-providers';
import { AppError } from '../../../../lib/app-error.js';
import type { ProviderRoutes } from '../../provider-module.js';
import { sandboxPage } from './sandbox-gateway.js';
import { sandboxPayment } from './sandbox-payment.service.js';
import { SANDBOX_DECLINE_REASON, sandboxKey, signSandboxNotice } from './sandbox.provider.js';

/** The sandbox gateway (development only): its page, its buttons and its notification; absent unless SANDBOX_ENABLED. */
export const sandboxRoutes: ProviderRoutes = (app, deps, kit) => {
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
      await kit.receiveNotification(deps, 'sandbox', { body: req.body, headers: req.headers });
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
};
