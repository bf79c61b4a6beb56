import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({
    env: {
      REDSYS_MERCHANT_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_TERMINAL: '1',
      REDSYS_URL: 'http://redsys.test:8080/sis/realizarPago',
    },
  });
});
afterAll(() => app.close());

describe('content security policy with a payment provider configured', () => {
  it("lets the checkout post Redsys's form to its gateway and keeps everything else to the portal", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const policy = res.headers['content-security-policy'] as string;
    // Only the portal and the configured providers' form targets: not any https site (issue 19).
    expect(
      policy
        .split(';')
        .find((d) => d.trim().startsWith('form-action'))
        ?.trim(),
    ).toBe("form-action 'self' http://redsys.test:8080");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('stripe');
  });
});
