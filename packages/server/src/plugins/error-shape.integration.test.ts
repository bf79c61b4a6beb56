import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.js';
import { buildTestApp } from '../test/build-test-app.js';
import { linkIn } from '../test/factories.js';

/** Issue 7, item 14: every error answer under /api has the API's shape, even those Fastify and Node make. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let port = 0;

/** Sends raw bytes over TCP and returns the raw answer (the HTTP parser is what is under test). */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

describe('14. error answers keep the { ok: false, errorMsg } shape', () => {
  it('for a method without a route', async () => {
    for (const method of ['PATCH', 'PROPFIND'] as const) {
      const res = await app.inject({ method, url: '/api/health' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(Object.keys(res.json())).toEqual(['ok', 'errorMsg']);
    }
  });

  it('for a method Node does not know, oversized headers and a request line over the limit', async () => {
    const unknown = await raw('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(unknown).toMatch(/^HTTP\/1.1 400/);
    expect(bodyOf(unknown)).toEqual({ ok: false, errorMsg: 'The request is not valid HTTP' });
    const headers = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(headers).toMatch(/^HTTP\/1.1 431/);
    expect(bodyOf(headers)).toEqual({ ok: false, errorMsg: 'The request headers are too large' });
    const url = await raw(`GET /api/health?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(url).toMatch(/^HTTP\/1.1 431/);
    expect(bodyOf(url)).toMatchObject({ ok: false });
  });

  it('for a path parameter over the router limit', async () => {
    const res = await app.inject(`/api/publiccustomers/${'9'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The address is too long' });
  });
});

describe('16. without SMTP_URL the log is the development mailbox', () => {
  it('prints the whole mail, link included, through the production log configuration', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // A second instance on the same database, with the log configuration main.ts uses.
    const dev = await buildTestApp({ logger: { ...loggerOptions({ logLevel: 'warn' } as never), stream }, shareDatabaseOf: app.config });
    try {
      const email = 'devmail@example.com';
      const res = await dev.inject({
        method: 'POST',
        url: '/api/publiccustomers/register',
        payload: { name: 'Dev', surname: 'Mail', email, password: 'abcde', acceptConditions: true },
      });
      expect(res.statusCode).toBe(200);
      await dev.outbox.flush();
      const mail = lines.map((l) => JSON.parse(l) as { devMailbox?: { to: string; text: string } }).find((l) => l.devMailbox?.to === email);
      expect(linkIn(mail?.devMailbox?.text, 'customer/activate')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    } finally {
      await dev.close();
    }
  });
});
