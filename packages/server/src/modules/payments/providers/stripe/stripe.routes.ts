import { okOnlySchema } from '@clubportal/contract/api-result';
import { paymentStatusResponseSchema, stripeStatusParamsSchema } from '@clubportal/contract/payment-providers';
import type { ProviderRoutes } from '../../provider-module.js';

/** The /stripe-callback page's status, and Stripe's signed webhook (its raw body in a context of its own). */
export const stripeRoutes: ProviderRoutes = async (app, deps, kit) => {
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
      return kit.statusByRef(deps, 'stripe', req.params.payment_intent);
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
        await kit.receiveNotification(deps, 'stripe', { body: null, rawBody: req.body as string, headers: req.headers });
        return { ok: true as const };
      },
    );
  });
};
