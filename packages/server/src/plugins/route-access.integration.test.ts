import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { routeAccess } from './route-access.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
});
afterAll(() => app.close());

describe('access declared at the route', () => {
  it('refuses to start with an API route that says nothing about who may call it', async () => {
    const bare = Fastify();
    await bare.register(routeAccess);
    const start = async () => {
      bare.get('/api/forgotten', async () => ({ ok: true }));
      await bare.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/forgotten must declare config.access');
    await bare.close();
  });

  it('has every API route of the app in its table, with what the spec means by each', () => {
    const table = app.routeAccess;
    expect(table.size).toBeGreaterThan(70);
    expect(table.get('GET /api/czconfigs/main-settings')).toBe('public');
    expect(table.get('POST /api/publicbookings/list')).toBe('public');
    expect(table.get('POST /api/publicbookings/prebook')).toBe('customer');
    expect(table.get('POST /api/publicbookings/cancel/:bookingId/:customerId')).toBe('customer');
    expect(table.get('GET /api/publicturnstiles/open/:bookingId')).toBe('participant');
    expect(table.get('GET /api/publicbookings/customer-booking/:bookingToken')).toBe('token');
    expect(table.get('POST /api/shop/checkout')).toBe('public');
    expect(table.get('POST /api/shop/checkout-customer')).toBe('customer');
    expect(table.get('GET /api/publicinvoices/download-invoice/:token')).toBe('token');
    expect(table.get('POST /api/redsys/notification')).toBe('provider');
    expect(table.get('POST /api/publiccustomers/impersonate')).toBe('session');
  });
});
