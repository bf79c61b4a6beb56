import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../lib/rate-limits.js';
import { buildTestApp } from '../test/build-test-app.js';

const redisUrl = process.env.REDIS_URL;
const apps: Array<Awaited<ReturnType<typeof buildTestApp>>> = [];

describe.runIf(Boolean(redisUrl))('rate limits with REDIS_URL', () => {
  beforeAll(async () => {
    const rateLimitNamespace = `test-shared-${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) apps.push(await buildTestApp({ env: { REDIS_URL: redisUrl as string }, rateLimitNamespace }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('are counted across server instances', async () => {
    const ask = (i: number) =>
      apps[i % 2]?.inject({
        method: 'POST',
        url: '/api/publiccomms/info-request',
        remoteAddress: '10.9.9.9',
        payload: { email: 'v@example.com', question: `Question ${i}` },
      });
    for (let i = 0; i < RATE_LIMITS.publicForm.max; i += 1) expect((await ask(i))?.statusCode).toBe(200);
    const over = await ask(RATE_LIMITS.publicForm.max);
    expect(over?.statusCode).toBe(429);
    expect(over?.json()).toMatchObject({ ok: false });
  });
});
