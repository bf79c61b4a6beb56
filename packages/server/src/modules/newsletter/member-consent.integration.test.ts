import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { linkIn, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';
import { unsubscribeUrl } from './newsletter.service.js';

/**
 * A member's own "news and offers by email" tick (registration, account) is their newsletter consent for
 * the account's address, over HTTP: the activation proves the address (no second mail), unticking ends the
 * subscription, and unsubscribing from a newsletter mail clears the tick.
 */
describe("the member's newsletter tick", () => {
  const clock = new ManualClock('2026-06-15T10:00:00.000Z');
  let smtp: SmtpFake;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const email = 'irene@example.com';
  const subscriber = () => app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  const mailsTo = () => smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === email);
  let session: Awaited<ReturnType<typeof loginAs>>;
  const account = async () => (await app.inject({ url: `/api/publiccustomers/${session.id}`, headers: session.headers })).json().model;
  const save = (okRss: boolean) =>
    app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: session.headers,
      payload: {
        id: session.id,
        name: 'Irene',
        surname: 'Sanz',
        email,
        phone: '600111222',
        addressLine1: '',
        postalCode: '',
        city: '',
        town: '',
        country: '',
        gender: 0,
        birthDate: '1990-05-17',
        okRss,
      },
    });

  beforeAll(async () => {
    smtp = await startSmtpFake();
    app = await buildTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('registered with the tick: subscribed once the activation link proves the address, dated, with no second mail', async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/register',
      payload: {
        name: 'Irene',
        surname: 'Sanz',
        email,
        password: 'abcde',
        phone: '600111222',
        okRss: true,
        acceptConditions: true,
        language: 'en-US',
      },
    });
    expect(reg.statusCode).toBe(200);
    expect(await subscriber()).toBeUndefined();
    const activation = await vi.waitFor(() => mailsTo()[0] ?? Promise.reject(new Error('no activation mail')), {
      timeout: 2500,
      interval: 20,
    });
    clock.advance({ minutes: 5 });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/publiccustomers/activate',
          payload: { token: linkIn(activation.text, 'customer/activate') },
        })
      ).json(),
    ).toEqual({ ok: true });
    expect(await subscriber()).toMatchObject({
      status: 'confirmed',
      consent_at: '2026-06-15T10:05:00.000Z',
      confirmed_at: '2026-06-15T10:05:00.000Z',
      language: 'en-US',
    });
    await app.outbox.flush();
    expect(mailsTo().map((m) => m.subject)).toEqual(['Activate your Club Pádel Sierra Verde account']);
    session = await loginAs(app, email, 'abcde');
    expect((await account()).okRss).toBe(true);
  });

  it('unticked in the account: unsubscribed, dated; ticked again on the proven address: subscribed again', async () => {
    clock.advance({ minutes: 1 });
    const res = await save(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriber()).toMatchObject({ status: 'unsubscribed', unsubscribed_at: '2026-06-15T10:06:00.000Z' });
    expect((await account()).okRss).toBe(false);
    clock.advance({ minutes: 1 });
    expect((await save(true)).statusCode).toBe(200);
    expect(await subscriber()).toMatchObject({ status: 'confirmed', consent_at: '2026-06-15T10:07:00.000Z', unsubscribed_at: null });
  });

  it("unsubscribed from a newsletter mail's link: the account's tick is cleared", async () => {
    // The link every newsletter mail carries for this address (what a sender of newsletters puts in it).
    const id = (await subscriber())?.id as number;
    const token = unsubscribeUrl({ secret: app.config.jwtSecret, publicUrl: app.config.publicUrl }, id).split(
      '/newsletter/unsubscribe/',
    )[1] as string;
    clock.advance({ minutes: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })).json()).toEqual({ ok: true });
    expect(await subscriber()).toMatchObject({ status: 'unsubscribed', unsubscribed_at: '2026-06-15T10:08:00.000Z' });
    expect((await account()).okRss).toBe(false);
  });
});
