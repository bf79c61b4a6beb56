import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '@clubportal/contract/languages';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { paymentsRoutes } from './payments.routes.js';
import type { ProviderRouteKit } from './provider-module.js';
import { METHOD_NAMES, PAYMENT_PROVIDERS } from './provider-registry.service.js';

/*
 * A provider's knowledge lives in its folder: the routes the app answers for it and the origins the checkout
 * may reach for it are what its providers/<name>/index.ts declares, and the registry is one line per folder.
 */

// Every provider on (none is asked anything: only what each declares is read).
const env = {
  SANDBOX_ENABLED: 'true',
  REDSYS_MERCHANT_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_URL: 'http://redsys.test:8080/sis/realizarPago',
  STRIPE_SECRET_KEY: 'sk_test_clubportal',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_clubportal',
  STRIPE_WEBHOOK_SECRET: 'whsec_clubportal',
  TRANSBANK_COMMERCE_CODE: '597055555532',
  TRANSBANK_API_KEY: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
  TRANSBANK_API_BASE: 'http://webpay.test:4301',
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-access-clubportal',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-public-clubportal',
  MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
  PAYPAL_CLIENT_ID: 'paypal-client-clubportal',
  PAYPAL_CLIENT_SECRET: 'paypal-secret-clubportal',
  NETPAY_SECRET_KEY: 'sk_netpay_test_clubportal',
  NETPAY_PUBLIC_KEY: 'pk_netpay_test_clubportal',
  AUTHORIZENET_API_LOGIN_ID: 'login-clubportal',
  AUTHORIZENET_TRANSACTION_KEY: 'transaction-key',
  AUTHORIZENET_CLIENT_KEY: 'client-key-clubportal',
};

let app: Awaited<ReturnType<typeof buildTestApp>>;
let deps: RouteDeps;
beforeAll(async () => {
  app = await buildTestApp({ env, seed: false });
  deps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    staffAlerts: app.staffAlerts,
    storage: app.storage,
    log: app.log,
    caches: app.caches,
  };
});
afterAll(() => app?.close());

/** The routes `register` adds to a Fastify instance like the app's, as "METHOD /url" (HEAD copies of GETs left out). */
async function routesAdded(register: (scope: App) => Promise<void> | void): Promise<string[]> {
  const fastify = Fastify().withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const added: string[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') added.push(`${method} ${route.url}`);
  });
  await fastify.register(async (scope) => register(scope));
  await fastify.ready();
  await fastify.close();
  return added.sort();
}

// Registering asks nothing of the payments module: a kit that fails if a route were called here.
const unused = (): never => {
  throw new Error('not called while registering');
};
const kit: ProviderRouteKit = {
  provider: unused,
  receiveNotification: unused,
  applyNotification: unused,
  confirmOnReturn: unused,
  statusByRef: unused,
};

const providersDir = new URL('./providers/', import.meta.url);
const folders = readdirSync(providersDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('payment providers, each from its own folder', () => {
  it('the registry lists every folder under providers/ once, each through its index.ts: one line per provider', () => {
    expect(PAYMENT_PROVIDERS.map((p) => p.name).sort()).toEqual(folders);
    const source = readFileSync(new URL('./provider-registry.service.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/from '\.\/providers\/([^']+)'/g)].map((m) => m[1]).sort();
    expect(imported).toEqual(folders.map((name) => `${name}/index.js`));
    for (const name of folders) expect(readFileSync(new URL(`${name}/index.ts`, providersDir), 'utf8')).toContain(`name: '${name}'`);
  });

  it("answers each provider's public routes (method and address), declared in its folder and naming it", async () => {
    const byProvider: Record<string, string[]> = {};
    for (const p of PAYMENT_PROVIDERS) byProvider[p.name] = await routesAdded((scope) => p.routes?.(scope, deps, kit));
    // Spec section 7's calls, exactly as they were before they moved into the folders.
    expect(byProvider).toEqual({
      sandbox: ['GET /api/sandbox/pay/:ref', 'POST /api/sandbox/notification', 'POST /api/sandbox/pay/:ref'],
      redsys: ['POST /api/redsys/notification'],
      stripe: ['GET /api/stripe/status/:payment_intent', 'POST /api/stripe/webhook'],
      transbank: [
        'POST /api/transbank/process-payment/:id',
        'POST /api/transbank/process-tokenization/:requestId',
        'POST /api/transbank/tokenize/:customerId',
        'POST /transbank/process-payment/:id',
        'POST /transbank/process-tokenization/:requestId',
      ],
      mercadopago: ['POST /api/mercadopago/webhook', 'POST /api/publicmercadopago/process_payment'],
      paypal: ['POST /api/paypal/callback'],
      netpay: ['POST /api/netpay/callback/:id/:transaction_token'],
      authorizenet: [],
    });
    for (const [name, routes] of Object.entries(byProvider)) for (const route of routes) expect(route).toContain(name);

    // The payments context adds the return pages' status and nothing but what the folders declare.
    const own = ['GET /api/payments/status/:guid'];
    expect(await routesAdded((scope) => paymentsRoutes(scope, deps))).toEqual([...own, ...Object.values(byProvider).flat()].sort());
    // And the app answers each of them.
    for (const route of [...own, ...Object.values(byProvider).flat()]) {
      const [method, url] = route.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'GET' | 'POST', url }), route).toBe(true);
    }
  });

  it("lets the checkout page reach exactly the origins the configured providers' folders declare", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const policy = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(' '))
        .map(([name, ...values]) => [name, values]),
    );
    const declared = (key: 'scriptSrc' | 'frameSrc' | 'connectSrc' | 'formAction') =>
      PAYMENT_PROVIDERS.flatMap((p) => p.cspSources(app.config.payments)[key] ?? []);
    expect(policy.get('script-src')).toEqual(["'self'", ...declared('scriptSrc')]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...declared('frameSrc')]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...declared('connectSrc')]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://redsys.test:8080', 'http://webpay.test:4301']);
    expect(declared('scriptSrc')).toContain('https://js.stripe.com');
  });

  it('names each method in every language from its folder; orders keep the club language (es-ES)', () => {
    for (const p of PAYMENT_PROVIDERS) {
      expect(Object.keys(p.names).sort()).toEqual([...LANGUAGES].sort());
      expect(METHOD_NAMES[p.methodType]).toBe(p.names['es-ES']);
    }
    expect(PAYMENT_PROVIDERS.find((p) => p.name === 'redsys')?.names['fr-FR']).toBe('Carte (Redsys)');
  });
});
