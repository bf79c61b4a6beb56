import { paymentStatusParamsSchema, paymentStatusResponseSchema } from '@clubportal/contract/payment-providers';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { applyNotification, paymentByGuid, paymentByRef, paymentStatus, receiveNotification } from './payment-lifecycle.service.js';
import { confirmOnReturn } from './payment-reconcile.service.js';
import type { ProviderRouteKit } from './provider-module.js';
import { PAYMENT_PROVIDERS, providerNamed } from './provider-registry.service.js';

/** What the providers' routes are handed of the payments module (they cannot import it: see ProviderRouteKit). */
const kit: ProviderRouteKit = {
  provider: (deps, name) => providerNamed(deps.config, deps.clock, name),
  receiveNotification: (deps, name, raw) => receiveNotification(deps, name, raw),
  applyNotification: (deps, n) => applyNotification(deps, n),
  confirmOnReturn,
  statusByRef: async (deps, name, ref) => paymentStatus(deps, await paymentByRef(deps.db, name, ref)),
};

/**
 * The return pages' status, then every registered provider's own routes (notifications, returns), each from
 * its folder. Registered in a context of their own: the form-encoded parser below (Redsys posts forms,
 * Transbank may post its returns, the sandbox's buttons are a form) stays here.
 */
export async function paymentsRoutes(app: App, deps: RouteDeps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

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

  for (const provider of PAYMENT_PROVIDERS) await provider.routes?.(app, deps, kit);
}
