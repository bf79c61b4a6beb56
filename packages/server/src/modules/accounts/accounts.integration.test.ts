import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@clubportal/contract/accounts';
import { VALIDATION_MESSAGES } from '@clubportal/contract/validation';
import { CustomerStatus } from '@clubportal/contract/enums';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, linkIn, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';
import { saveMainSettings, storedMainSettingsSchema, getMainSettings } from '../settings/index.js';
import { minutesFromNow, nowInstant } from '../../lib/clock.js';

/** The app's clock: sessions, tokens and expiries read it, so a test moves it instead of waiting. */
const clock = new ManualClock();
let smtp: SmtpFake;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let ip = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/publiccustomers/${url}`, payload, headers, remoteAddress: `10.1.0.${ip}` });
const customerRow = (id: number) => app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === address);
async function mailTo(address: string, count = 1) {
  // The SMTP fake has it once the outbox's send has gone through: wait for that, not for a time.
  return vi.waitFor(
    () => {
      const mail = mailsTo(address)[count - 1];
      if (!mail) throw new Error(`no mail ${count} to ${address}`);
      return mail;
    },
    { timeout: 2500, interval: 20 },
  );
}

beforeAll(async () => {
  smtp = await startSmtpFake();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url }, clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  ip += 1;
});

describe('login (cauth)', () => {
  it('answers the login model for valid credentials, email case-insensitive', async () => {
    const c = await createCustomer(app, { email: 'lucia@example.com', name: 'Lucía', surname: 'Gómez' });
    const res = await post('cauth', { email: 'Lucia@Example.com ', password: c.password, externalToken: null });
    expect(res.statusCode).toBe(200);
    const { model } = res.json();
    expect(model).toMatchObject({ id: c.id, name: 'Lucía', surname: 'Gómez', logo: '' });
    expect(model.token.split('.')).toHaveLength(3);
    expect(Date.parse(model.expiry)).toBeGreaterThan(clock.now().getTime() + 29 * 86_400_000);
  });

  it('gives the spec message for a wrong password and for an unknown email alike', async () => {
    const c = await createCustomer(app);
    for (const body of [
      { email: c.email, password: 'wrong-pass' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await post('cauth', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, errorMsg: ACCOUNT_MESSAGES.invalidCredentials, redirect: false });
    }
  });

  it('links a partner token on a successful login with externalToken, and only then', async () => {
    const c = await createCustomer(app);
    expect((await post('cauth', { email: c.email, password: 'bad', externalToken: 'partner-abc' })).statusCode).toBe(400);
    const links = () => app.db.selectFrom('external_account_links').selectAll().where('customer_id', '=', c.id).execute();
    expect(await links()).toEqual([]);
    expect((await post('cauth', { email: c.email, password: c.password, externalToken: 'partner-abc' })).statusCode).toBe(200);
    const rows = await links();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain('partner-abc');
  });

  it("answers in the caller's language", async () => {
    const res = await post('cauth', { email: 'nadie@example.com', password: 'whatever' }, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.json().errorMsg).toBe('Correo electrónico o contraseña incorrectos');
    const reg = await post(
      'register',
      { name: 'A', surname: 'B', email: 'x@example.com', password: 'abcde', acceptConditions: false },
      { 'accept-language': 'fr-FR' },
    );
    expect(reg.json().errorMsg).toContain('Veuillez accepter nos conditions légales');
  });

  it('rejects a user name that is not an email', async () => {
    const res = await post('cauth', { email: '600123456', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('Email: The user name is the email');
  });

  it('sends a not-activated account to reset mode (redirect: true)', async () => {
    const c = await createCustomer(app, { status: CustomerStatus.NotActivated });
    const res = await post('cauth', { email: c.email, password: c.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ ok: false, redirect: true });
  });

  it('throttles an account after 5 failures, even with the right password', async () => {
    const c = await createCustomer(app);
    for (let i = 0; i < 5; i++) expect((await post('cauth', { email: c.email, password: `bad${i}` })).statusCode).toBe(400);
    const res = await post('cauth', { email: c.email, password: c.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorMsg).toMatch(/Too many failed attempts/);
  });

  it('throttles one address making many attempts', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await post('cauth', { email: `x${i}@example.com`, password: 'nope' })).statusCode;
    expect(last).toBe(429);
  });
});

describe('registration and activation', () => {
  const body = (email: string) => ({
    name: 'Marta\u0007',
    surname: 'Ruiz',
    email,
    password: 'abcde',
    phone: '600000000',
    okRss: true,
    acceptConditions: true,
    language: 'en-US',
  });

  it('registers, mails an activation link in the customer language, and the link activates once', async () => {
    const res = await post('register', body('marta@example.com'));
    expect(res.statusCode).toBe(200);
    const { model } = res.json();
    expect(model.name).toBe('Marta');
    const minutes = (Date.parse(model.expiry) - clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const row = await customerRow(model.id);
    expect(row.status).toBe(CustomerStatus.NotActivated);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.ok_rss).toBe(1);

    const mail = await mailTo('marta@example.com');
    expect(mail.subject).toBe('Activate your Club Pádel Sierra Verde account');
    const token = linkIn(mail.text, 'customer/activate');
    await app.outbox.flush(); // the SMTP server has it; the outbox may still be marking it sent
    const stored = await app.db.selectFrom('customer_emails').selectAll().where('customer_id', '=', model.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.sent_at).not.toBeNull();

    expect((await post('cauth', { email: 'marta@example.com', password: 'abcde' })).statusCode).toBe(403);
    expect((await post('activate', { token })).json()).toEqual({ ok: true });
    expect((await customerRow(model.id)).status).toBe(CustomerStatus.Active);
    expect((await post('cauth', { email: 'marta@example.com', password: 'abcde' })).statusCode).toBe(200);

    // The mail's link clicked again: the account is active, the page offers the login (issue 20).
    const again = await post('activate', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, alreadyActive: true });
    expect((await post('cauth', { email: 'marta@example.com', password: 'abcde' })).statusCode).toBe(200);
  });

  it('a used activation link of an account that is not active (blocked since) is refused as expired', async () => {
    const res = await post('register', body('blocked@example.com'));
    const token = linkIn((await mailTo('blocked@example.com')).text, 'customer/activate');
    expect((await post('activate', { token })).json()).toEqual({ ok: true });
    await app.db.updateTable('customers').set({ status: CustomerStatus.NotActivated }).where('id', '=', res.json().model.id).execute();
    const again = await post('activate', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ok: false, errorMsg: ACCOUNT_MESSAGES.activationExpired });
  });

  it('refuses an expired or unknown activation token', async () => {
    const res = await post('register', body('late@example.com'));
    const token = linkIn((await mailTo('late@example.com')).text, 'customer/activate');
    await app.db
      .updateTable('customer_tokens')
      .set({ expires_at: minutesFromNow(app.clock, -1) })
      .where('customer_id', '=', res.json().model.id)
      .execute();
    expect((await post('activate', { token })).json().errorMsg).toBe(ACCOUNT_MESSAGES.activationExpired);
    expect((await post('activate', { token: 'made-up' })).json().errorMsg).toBe(ACCOUNT_MESSAGES.activationExpired);
  });

  it('refuses a duplicate email whatever its case, creating nothing', async () => {
    await createCustomer(app, { email: 'dup@example.com' });
    const res = await post('register', body('DUP@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toMatch(/already registered/);
    const rows = await app.db.selectFrom('customers').select('id').where('email', '=', 'dup@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ acceptConditions: false }, VALIDATION_MESSAGES.acceptLegal],
    [{ password: 'abcd' }, VALIDATION_MESSAGES.minLength],
    [{ name: '  ' }, VALIDATION_MESSAGES.fieldRequired],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
  ])('rejects %j with the spec message', async (override, message) => {
    const res = await post('register', { ...body(`bad${ip}@example.com`), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain(message);
  });

  it('is closed when the club turns RegisterOn off', async () => {
    const current = storedMainSettingsSchema.parse(await getMainSettings(app.db));
    await saveMainSettings(app, { ...current, RegisterOn: false }, nowInstant(app.clock));
    try {
      const res = await post('register', body('closed@example.com'));
      expect(res.statusCode).toBe(403);
      expect(res.json().ok).toBe(false);
    } finally {
      await saveMainSettings(app, current, nowInstant(app.clock));
    }
  });
});

describe('password reset', () => {
  it('mails a reset link; the new password works, the old one and older sessions do not', async () => {
    const c = await createCustomer(app, { email: 'reset@example.com' });
    const before = await loginAs(app, c.email, c.password);
    const res = await post('reset-password-request-cz', { email: c.email });
    expect(res.json()).toEqual({ ok: true, customerStatus: 'active' });
    const token = linkIn((await mailTo(c.email)).text, 'customer/reset-password');

    clock.advance({ seconds: 1 }); // the old session must be from an earlier second
    expect((await post('reset-password-cz', { token, plainPassword: 'new-pass' })).json()).toEqual({ ok: true });
    expect((await post('cauth', { email: c.email, password: c.password })).statusCode).toBe(400);
    const after = await loginAs(app, c.email, 'new-pass');
    const oldSession = await post(
      'reset-password-by-old-json',
      { customerId: c.id, plainOldPass: 'new-pass', plainNewPass: 'other' },
      before.headers,
    );
    expect(oldSession.statusCode).toBe(401);
    const newSession = await post(
      'reset-password-by-old-json',
      { customerId: c.id, plainOldPass: 'new-pass', plainNewPass: 'other-pass' },
      after.headers,
    );
    expect(newSession.statusCode).toBe(200);

    const reuse = await post('reset-password-cz', { token, plainPassword: 'third-pass' });
    expect(reuse.statusCode).toBe(400);
  });

  it('tells a not-activated account so and mails a fresh activation link', async () => {
    const c = await createCustomer(app, { email: 'temp@example.com', status: CustomerStatus.NotActivated });
    expect((await post('reset-password-request-cz', { email: c.email })).json()).toEqual({ ok: true, customerStatus: 'temp' });
    linkIn((await mailTo(c.email)).text, 'customer/activate');
  });

  it('does not reveal unknown emails and mails nobody', async () => {
    const known = await createCustomer(app, { email: 'known@example.com' });
    const before = smtp.messages.length;
    expect((await post('reset-password-request-cz', { email: 'ghost@example.com' })).json()).toEqual({
      ok: true,
      customerStatus: 'active',
    });
    // Mail goes out only through the outbox, written in the request's own unit of work: nothing there, nothing sent.
    expect(await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'ghost@example.com').execute()).toEqual([]);
    // And the moment has passed: a reset asked after it is delivered, and is the only new mail.
    await post('reset-password-request-cz', { email: known.email });
    await mailTo(known.email);
    expect(smtp.messages.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual([known.email]);
  });

  it('rejects a short new password with the spec message', async () => {
    const res = await post('reset-password-cz', { token: 'x', plainPassword: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain(VALIDATION_MESSAGES.minLength);
  });
});

describe('change password', () => {
  it('needs the right current password', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const res = await post('reset-password-by-old-json', { customerId: c.id, plainOldPass: 'nope', plainNewPass: 'brand-new' }, s.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: ACCOUNT_MESSAGES.wrongPassword });
    expect(
      (await post('reset-password-by-old-json', { customerId: c.id, plainOldPass: c.password, plainNewPass: 'brand-new' }, s.headers))
        .statusCode,
    ).toBe(200);
    await loginAs(app, c.email, 'brand-new');
  });

  it("refuses another customer's id and changes nothing", async () => {
    const me = await createCustomer(app);
    const other = await createCustomer(app);
    const s = await loginAs(app, me.email, me.password);
    const res = await post(
      'reset-password-by-old-json',
      { customerId: other.id, plainOldPass: other.password, plainNewPass: 'hijacked' },
      s.headers,
    );
    expect(res.statusCode).toBe(403);
    await loginAs(app, other.email, other.password);
  });

  it('needs a session', async () => {
    const c = await createCustomer(app);
    const res = await post('reset-password-by-old-json', { customerId: c.id, plainOldPass: c.password, plainNewPass: 'brand-new' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'Please login or register' });
  });
});

describe('auto login', () => {
  it('exchanges a single-use token for a session', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const issued = await post('auto-login-token', {}, s.headers);
    expect(issued.statusCode).toBe(200);
    const { t } = issued.json();
    const res = await post('auto-login', { t });
    expect(res.statusCode).toBe(200);
    expect(res.json().model.id).toBe(c.id);
    const again = await post('auto-login', { t });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'Wrong access' });
  });

  it('refuses unknown tokens and needs a session to issue one', async () => {
    expect((await post('auto-login', { t: 'forged' })).json().errorMsg).toBe('Wrong access');
    expect((await post('auto-login-token', {})).statusCode).toBe(401);
  });
});
