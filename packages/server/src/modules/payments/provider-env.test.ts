import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { ConfigError } from '../../lib/env-variables.js';
import { PAYMENT_PROVIDERS } from './provider-registry.service.js';

/*
 * Each payment provider's environment variables are declared in its own folder (providers/<name>/<name>.env.ts)
 * and reach the server's configuration through the registry (issue 34: a provider is its folder and one line).
 */
describe("the payment providers' environment variables", () => {
  const dirs: string[] = [];
  const load = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'provider-env-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...env });
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('are each named after their provider', () => {
    for (const provider of PAYMENT_PROVIDERS) {
      const names = Object.keys(provider.variables);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !name.startsWith(`${provider.name.toUpperCase()}_`))).toEqual([]);
    }
  });

  it('refuse a half-configured provider, naming the variables that go together', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
    expect(() => load({ PAYPAL_CLIENT_SECRET: 'secret-0123456789' })).toThrow('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
    expect(() =>
      load({
        TRANSBANK_ONECLICK_COMMERCE_CODE: '597055555541',
        TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: '597055555542',
        TRANSBANK_ONECLICK_API_KEY: 'key-0123456789',
      }),
    ).toThrow('go together, with Webpay Plus configured');
  });

  it('check their values with the sentence their folder gives', () => {
    expect(() => load({ NETPAY_SECRET_KEY: 'pk_wrong', NETPAY_PUBLIC_KEY: 'pk_x' })).toThrow(
      'NETPAY_SECRET_KEY must be the private key (sk_...)',
    );
  });

  it('make the settings each provider is created with, with its own defaults', () => {
    const { payments } = load({
      NETPAY_SECRET_KEY: 'sk_x',
      NETPAY_PUBLIC_KEY: 'pk_x',
      NETPAY_PROD_MODE: 'true',
      REDSYS_MERCHANT_KEY: Buffer.alloc(24).toString('base64'),
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_TERMINAL: '1',
    });
    expect(payments.netPay).toEqual({
      secretKey: 'sk_x',
      publicKey: 'pk_x',
      prodMode: true,
      apiBase: 'https://suite.netpay.com.mx/gateway-ecommerce',
    });
    expect(payments.redsys?.url).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    expect(payments.stripe).toBeUndefined();
  });

  it('leave the development gateway on where the demo loads, and off in production whatever SANDBOX_ENABLED says', () => {
    expect(load({}).payments.sandbox).toBe(true);
    expect(load({ SANDBOX_ENABLED: 'false' }).payments.sandbox).toBeUndefined();
    expect(load({ NODE_ENV: 'production', SANDBOX_ENABLED: 'true' }).payments.sandbox).toBeUndefined();
    expect(load({ NODE_ENV: 'production' }).payments.pending).toBe(true);
  });
});
