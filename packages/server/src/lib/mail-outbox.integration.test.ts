import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { linkIn } from '../test/factories.js';
import { ManualClock } from '../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../test/smtp-fake.js';
import { OUTBOX_RETRY, retryDelayMinutes } from './mail-outbox.js';

const clock = new ManualClock('2026-10-25T00:30:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let smtpPort: number;
let smtp: SmtpFake | undefined;

beforeAll(async () => {
  // An SMTP address with nobody listening: the mail server is down.
  const probe = await startSmtpFake();
  smtpPort = Number(new URL(probe.url).port);
  await probe.close();
  app = await buildTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
});
afterAll(async () => {
  await app.close();
  await smtp?.close();
});

const outboxRow = (to: string) => app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('mail outbox', () => {
  it('registers while SMTP is down, then delivers the activation mail once SMTP is back, exactly once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/register',
      payload: {
        name: 'Lucía',
        surname: 'Gil',
        email: 'lucia@example.com',
        password: 'abcde',
        phone: '600000001',
        okRss: false,
        acceptConditions: true,
        language: 'es-ES',
      },
    });
    expect(res.statusCode).toBe(200);

    await app.outbox.flush();
    const failed = await outboxRow('lucia@example.com');
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(failed.next_attempt_at).toBe('2026-10-25T00:31:00.000Z');
    const copy = await app.db
      .selectFrom('customer_emails')
      .selectAll()
      .where('to_address', '=', 'lucia@example.com')
      .executeTakeFirstOrThrow();
    expect(copy.sent_at).toBeNull();

    smtp = await startSmtpFake(smtpPort);
    // Not due yet: the backoff holds it.
    await app.outbox.flush();
    expect(smtp.messages).toHaveLength(0);

    clock.advance({ minutes: 1 });
    await app.outbox.flush();
    expect(smtp.messages).toHaveLength(1);
    // The link that finally went out is the one that activates the account.
    const activated = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/activate',
      payload: { token: linkIn(smtp.messages[0]?.text, 'customer/activate') },
    });
    expect(activated.json()).toEqual({ ok: true });
    expect(await outboxRow('lucia@example.com')).toMatchObject({ attempts: 2, sent_at: '2026-10-25T00:31:00.000Z' });
    const delivered = await app.db.selectFrom('customer_emails').select('sent_at').where('id', '=', copy.id).executeTakeFirstOrThrow();
    expect(delivered.sent_at).toBe('2026-10-25T00:31:00.000Z');

    // Later and concurrent flushes never send it again.
    clock.advance({ hours: 2 });
    await Promise.all([app.outbox.flush(), app.outbox.flush()]);
    await app.outbox.flush();
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up after the last attempt and records why', async () => {
    await smtp?.close();
    smtp = undefined;
    await app.inject({
      method: 'POST',
      url: '/api/publiccomms/info-request',
      payload: { email: 'visitor@example.com', question: '¿Tenéis clases para niños?' },
    });
    const club = (await app.db.selectFrom('mail_outbox').select('to_address').orderBy('id', 'desc').executeTakeFirstOrThrow()).to_address;
    for (let attempt = 1; attempt <= OUTBOX_RETRY.maxAttempts; attempt += 1) {
      await app.outbox.flush();
      clock.advance({ minutes: OUTBOX_RETRY.maxDelayMinutes });
    }
    const row = await outboxRow(club);
    expect(row.attempts).toBe(OUTBOX_RETRY.maxAttempts);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('retry backoff', () => {
  it('doubles from one minute up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
