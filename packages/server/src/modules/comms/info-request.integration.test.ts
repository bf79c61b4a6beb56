import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';

describe('POST /api/publiccomms/info-request', () => {
  let smtp: SmtpFake;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const count = async () =>
    (await app.db.selectFrom('info_requests').select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  // Each test gets its own visitor address so the per-address limit is tested only where meant.
  let ip = 0;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/publiccomms/info-request',
      payload: payload as object,
      remoteAddress: `10.0.0.${ip}`,
      headers,
    });

  beforeAll(async () => {
    smtp = await startSmtpFake();
    app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@sierraverde.club' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => {
    ip += 1;
  });

  it('stores the question and mails it to the club with the visitor as reply-to', async () => {
    const res = await post({ email: 'ana@example.com', question: '¿Tenéis clases para adultos principiantes?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await count()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('hola@sierraverde.club');
    expect(mail?.replyTo?.text).toBe('ana@example.com');
    expect(mail?.text).toContain('¿Tenéis clases para adultos principiantes?');
  });

  it.each([
    [{ email: 'ana@example.com', question: '   ' }, 'Question: The field is required'],
    [{ email: '', question: 'Hola' }, 'Email: The field is required'],
    [{ email: 'not-an-email', question: 'Hola' }, 'Email: Please enter a valid email'],
    [{ question: 'Hola' }, 'The field “email” is required'],
    [{ email: 'ana@example.com', question: 42 }, 'The field “question” is not valid'],
  ])('rejects %j with a 400 saying %s (no schema path) and stores nothing', async (payload, field) => {
    const before = await count();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().errorMsg).toBe(field);
    expect(await count()).toBe(before);
  });

  it('rejects malformed JSON with a clear message', async () => {
    const res = await post('{"email": "a@b.c", ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The request body is not valid JSON' });
  });

  it('rejects an unsupported content type', async () => {
    const res = await post('email=a@b.c', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().ok).toBe(false);
  });

  it('rejects an oversized body without storing it', async () => {
    const before = await count();
    const res = await post({ email: 'ana@example.com', question: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The request body is too large' });
    expect(await count()).toBe(before);
  });

  it('limits one address to 10 requests per 10 minutes', async () => {
    for (let i = 0; i < 10; i++) expect((await post({ email: 'spam@example.com', question: `q${i}` })).statusCode).toBe(200);
    const res = await post({ email: 'spam@example.com', question: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorMsg).toMatch(/Too many requests/);
  });
});
