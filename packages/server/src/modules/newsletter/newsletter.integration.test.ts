import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';

describe('newsletter: double opt-in and unsubscribe', () => {
  let smtp: SmtpFake;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const clock = new ManualClock('2026-06-15T10:00:00.000Z');
  // Each test gets its own visitor address so the rate limit is not what is tested.
  let ip = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.1.${ip}`, headers });
  const subscriber = (email: string) =>
    app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  /** The path of a link in the mail's text, as the member's browser would open it. */
  const linkIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') => {
    const match = new RegExp(`http://portal\\.test(/newsletter/${kind}/(\\S+))`).exec(text ?? '');
    if (!match) throw new Error(`no ${kind} link in ${text}`);
    return { path: match[1] as string, token: match[2] as string };
  };

  beforeAll(async () => {
    smtp = await startSmtpFake();
    app = await buildTestApp({ clock, env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@sierraverde.club' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => {
    ip += 1;
  });

  it('stores a pending subscriber with the consent date and mails a signed confirmation link with an unsubscribe link', async () => {
    const res = await post(
      '/api/newsletter/subscribe',
      { email: 'Ana@Example.com', acceptConditions: true },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await subscriber('ana@example.com')).toMatchObject({
      status: 'pending',
      consent_at: '2026-06-15T10:00:00.000Z',
      confirmed_at: null,
      language: 'en-US',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Confirm your subscription to the Club Pádel Sierra Verde newsletter');
    linkIn(mail?.text, 'unsubscribe');

    const { token } = linkIn(mail?.text, 'confirm');
    clock.advance({ minutes: 1 });
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.json()).toEqual({ ok: true });
    expect(await subscriber('ana@example.com')).toMatchObject({ status: 'confirmed', confirmed_at: '2026-06-15T10:01:00.000Z' });
    // Following the link again changes nothing.
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
  });

  it('sends no second mail to a confirmed address and answers the same', async () => {
    const queued = async () =>
      Number(
        (
          await app.db
            .selectFrom('mail_outbox')
            .select(app.db.fn.countAll<number>().as('n'))
            .where('to_address', '=', 'ana@example.com')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await queued();
    const res = await post('/api/newsletter/subscribe', { email: 'ana@example.com', acceptConditions: true });
    expect(res.json()).toEqual({ ok: true });
    expect(await queued()).toBe(before);
  });

  it('refuses a subscription without consent or email, in the member language, storing nothing', async () => {
    const res = await post(
      '/api/newsletter/subscribe',
      { email: 'luis@example.com', acceptConditions: false },
      { 'accept-language': 'es-ES' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: expect.stringContaining('Acepta nuestras condiciones legales') });
    expect(await subscriber('luis@example.com')).toBeUndefined();
    const noEmail = await post('/api/newsletter/subscribe', { email: 'nope', acceptConditions: true });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errorMsg).toMatch(/valid email/);
  });

  it('refuses a confirmation link once it has expired (7 days) or was tampered with', async () => {
    const before = smtp.messages.length;
    await post('/api/newsletter/subscribe', { email: 'late@example.com', acceptConditions: true });
    const mails = await smtp.waitFor(before + 1);
    const { token } = linkIn(mails.at(-1)?.text, 'confirm');
    const forged = await post(
      '/api/newsletter/confirm',
      { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      { 'accept-language': 'en-US' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorMsg).toBe('This newsletter link is not valid or has expired. Please subscribe again.');
    clock.advance({ hours: 7 * 24, seconds: 1 });
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(400);
    expect(await subscriber('late@example.com')).toMatchObject({ status: 'pending' });
  });

  it('unsubscribes with the mailed link, dated, and an old confirmation link does not subscribe again', async () => {
    const before = smtp.messages.length;
    await post('/api/newsletter/subscribe', { email: 'bea@example.com', acceptConditions: true });
    const mails = await smtp.waitFor(before + 1);
    const confirm = linkIn(mails.at(-1)?.text, 'confirm');
    const unsubscribe = linkIn(mails.at(-1)?.text, 'unsubscribe');
    await post('/api/newsletter/confirm', { token: confirm.token });
    const res = await post('/api/newsletter/unsubscribe', { token: unsubscribe.token });
    expect(res.json()).toEqual({ ok: true });
    expect(await subscriber('bea@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_at: clock.now().toISOString() });
    expect((await post('/api/newsletter/confirm', { token: confirm.token })).statusCode).toBe(400);
    expect(await subscriber('bea@example.com')).toMatchObject({ status: 'unsubscribed' });
    // A confirmation token is not an unsubscribe token.
    expect((await post('/api/newsletter/unsubscribe', { token: confirm.token })).statusCode).toBe(400);
  });

  it('gives every newsletter mail the List-Unsubscribe headers; the one-click POST of a mail program unsubscribes, a GET does not', async () => {
    const before = smtp.messages.length;
    await post('/api/newsletter/subscribe', { email: 'carla@example.com', acceptConditions: true });
    const mails = await smtp.waitFor(before + 1);
    const unsubscribe = linkIn(mails.at(-1)?.text, 'unsubscribe');
    const url = `http://portal.test${unsubscribe.path}`;
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select('headers')
      .where('to_address', '=', 'carla@example.com')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(queued.headers ?? '{}')).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const header = (name: string) =>
      mails
        .at(-1)
        ?.headerLines.find((h) => h.key === name)
        ?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${url}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await post('/api/newsletter/confirm', { token: linkIn(mails.at(-1)?.text, 'confirm').token });

    const oneClick = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: unsubscribe.path,
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: `10.0.1.${ip}`,
      });
    // A prefetch or a scanner (GET), or a POST without the RFC's body, changes nothing.
    await app.inject({ method: 'GET', url: unsubscribe.path, remoteAddress: `10.0.1.${ip}` });
    expect((await oneClick('', 'application/x-www-form-urlencoded')).statusCode).toBe(400);
    expect(await subscriber('carla@example.com')).toMatchObject({ status: 'confirmed' });
    const res = await oneClick('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await subscriber('carla@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_at: clock.now().toISOString() });
  });

  it('takes the one-click body as a multipart form too (the form RFC 8058 prefers)', async () => {
    const before = smtp.messages.length;
    await post('/api/newsletter/subscribe', { email: 'dani@example.com', acceptConditions: true });
    const mails = await smtp.waitFor(before + 1);
    const { path } = linkIn(mails.at(-1)?.text, 'unsubscribe');
    const payload = '--b1\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b1--\r\n';
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
      remoteAddress: `10.0.1.${ip}`,
    });
    expect(res.statusCode).toBe(204);
    expect(await subscriber('dani@example.com')).toMatchObject({ status: 'unsubscribed' });
  });
});
