import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@clubportal/contract/accounts';
import { VALIDATION_MESSAGES } from '@clubportal/contract/validation';
import { renderMessage, type MessageKey } from '../../lib/messages.js';
import { CustomerStatus } from '@clubportal/contract/enums';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, linkIn, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';
import { ACCOUNT_FAILURE_CEILING, LOGIN_FAILURE_WINDOW_MINUTES, MAX_LOGIN_FAILURES } from './accounts.service.js';

const en = (key: MessageKey) => renderMessage(key, { minutes: LOGIN_FAILURE_WINDOW_MINUTES }, 'en-US');

/**
 * Issue 7: each attack from outside, reproduced against the real server, now fails to get in.
 * Every test takes its own addresses, so the per-address rate limits bite only where meant.
 */
let smtp: SmtpFake;
let app: Awaited<ReturnType<typeof buildTestApp>>;
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let ipBlock = 0;
let ip = '';
const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { payload?: object; headers?: Record<string, string>; from?: string } = {},
) =>
  app.inject({
    method,
    url,
    remoteAddress: opts.from ?? ip,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
const post = (path: string, payload: object, headers?: Record<string, string>, from?: string) =>
  req('POST', `/api/publiccustomers/${path}`, { payload, ...(headers ? { headers } : {}), ...(from ? { from } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === address);
async function mailTo(address: string, count = 1) {
  await app.outbox.flush();
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
const registerBody = (email: string) => ({
  name: 'Nuevo',
  surname: 'Socio',
  email,
  password: 'abcde',
  phone: '600000000',
  okRss: false,
  acceptConditions: true,
  language: 'en-US',
});

/** A parent with an active linked child, logged in. */
async function family() {
  const parent = await createCustomer(app);
  const child = await createCustomer(app, { parentId: parent.id, name: 'Menor' });
  const session = await loginAs(app, parent.email, parent.password);
  return { parent, child, session };
}

beforeAll(async () => {
  smtp = await startSmtpFake();
  app = await buildTestApp({
    clock,
    env: { SMTP_URL: smtp.url, PARTNER_ORIGINS: 'https://partner.example/club,https://app.partner.example' },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  ipBlock += 1;
  ip = `10.7.${ipBlock}.1`;
  clock.advance({ minutes: 1 });
});

describe('1. email verification cannot be skipped', () => {
  it("the registration's short session cannot read the activation mail, nor anything beyond its own profile", async () => {
    const email = `skip-${ipBlock}@example.com`;
    const { model } = (await post('register', registerBody(email))).json();
    const temp = bearer(model.token);
    expect((await req('GET', `/api/publiccustomers/${model.id}`, { headers: temp })).statusCode).toBe(200);
    for (const url of [`/api/publiccomms/customer-comms/${model.id}`, `/api/publicpaymentmethods/token-list/${model.id}`]) {
      const res = await req('GET', url, { headers: temp });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, errorMsg: en('activateFirst') });
    }
    const emailId = (await app.db.selectFrom('customer_emails').select('id').where('customer_id', '=', model.id).executeTakeFirstOrThrow())
      .id;
    expect((await req('GET', `/api/publiccomms/customer-comms/emails/${emailId}/${model.id}`, { headers: temp })).statusCode).toBe(403);
    expect((await post('auto-login-token', {}, temp)).statusCode).toBe(403);
    expect(await customerStatus(model.id)).toBe(CustomerStatus.NotActivated);
  });

  it('no stored copy of a secret link is readable, even once the account is active', async () => {
    const email = `copy-${ipBlock}@example.com`;
    const { model } = (await post('register', registerBody(email))).json();
    const token = linkIn((await mailTo(email)).text, 'customer/activate');
    expect((await post('activate', { token })).statusCode).toBe(200);
    const s = await loginAs(app, email, 'abcde');
    expect((await post('reset-password-request-cz', { email })).statusCode).toBe(200);
    const resetToken = linkIn((await mailTo(email, 2)).text, 'customer/reset-password');
    const { emails } = (await req('GET', `/api/publiccomms/customer-comms/${model.id}`, { headers: s.headers })).json().model;
    expect(emails).toHaveLength(2);
    for (const e of emails as Array<{ id: number }>) {
      const { body } = (await req('GET', `/api/publiccomms/customer-comms/emails/${e.id}/${model.id}`, { headers: s.headers })).json()
        .model;
      expect(body).not.toContain(token);
      expect(body).not.toContain(resetToken);
      expect(body).not.toMatch(/customer\/(activate|reset-password)\/[A-Za-z0-9_-]{10}/);
      expect(body).toContain('the link is only in the email');
    }
  });

  it("a parent cannot read a dependant's activation link sent to the child's own address", async () => {
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const form = (await req('GET', '/api/dynamicforms/form-def/DependentCustomer/0')).json().model.fields as Array<{
      id: number;
      name: string;
    }>;
    const id = (name: string) => form.find((f) => f.name === name)!.id;
    const childEmail = `kid-${ipBlock}@example.com`;
    const body = multipart([
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(parent.id) },
      {
        name: 'fields',
        value: JSON.stringify([
          { id: id('name'), name: 'name', value: 'Kid' },
          { id: id('surname'), name: 'surname', value: 'Own' },
          { id: id('birthDate'), name: 'birthDate', value: '2012-05-06' },
          { id: id('email'), name: 'email', value: childEmail },
        ]),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const childId = res.json().model.id as number;
    const token = linkIn((await mailTo(childEmail)).text, 'customer/activate');
    const { emails } = (await req('GET', `/api/publiccomms/customer-comms/${childId}`, { headers: s.headers })).json().model;
    const { body: stored } = (
      await req('GET', `/api/publiccomms/customer-comms/emails/${emails[0].id}/${childId}`, { headers: s.headers })
    ).json().model;
    expect(stored).not.toContain(token);
    expect(await customerStatus(childId)).toBe(CustomerStatus.NotActivated);
  });
});

describe("a dependant's activation without an email of their own (issue 20)", () => {
  it('goes to the parent, addressed to the parent about the child, kept on the parent’s Communications; the link activates the child', async () => {
    const parent = await createCustomer(app, { name: 'Carmen' });
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', parent.id).execute();
    const s = await loginAs(app, parent.email, parent.password);
    const form = (await req('GET', '/api/dynamicforms/form-def/DependentCustomer/0')).json().model.fields as Array<{
      id: number;
      name: string;
    }>;
    const id = (name: string) => form.find((f) => f.name === name)!.id;
    const body = multipart([
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(parent.id) },
      {
        name: 'fields',
        value: JSON.stringify([
          { id: id('name'), name: 'name', value: 'Lucas' },
          { id: id('surname'), name: 'surname', value: 'Small' },
          { id: id('birthDate'), name: 'birthDate', value: '2016-02-03' },
        ]),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const childId = res.json().model.id as number;

    const mail = await mailTo(parent.email);
    expect(mail.subject).toBe("Activate Lucas's Club Pádel Sierra Verde account");
    expect(mail.text).toMatch(/^Hi Carmen,\n\nYou added Lucas to your Club Pádel Sierra Verde account\./);
    expect(mail.text).toContain("Activate Lucas's account: ");

    // The parent received it: it is on the parent's Communications (without the link), not the child's.
    const parentMails = (await req('GET', `/api/publiccomms/customer-comms/${parent.id}`, { headers: s.headers })).json().model.emails;
    expect(parentMails.map((e: { subject: string }) => e.subject)).toEqual(["Activate Lucas's Club Pádel Sierra Verde account"]);
    expect((await req('GET', `/api/publiccomms/customer-comms/${childId}`, { headers: s.headers })).json().model.emails).toEqual([]);

    expect((await post('activate', { token: linkIn(mail.text, 'customer/activate') })).json()).toEqual({ ok: true });
    expect(await customerStatus(childId)).toBe(CustomerStatus.Active);
  });
});

const customerStatus = async (id: number) =>
  (await app.db.selectFrom('customers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('2. a session cannot be renewed by switching', () => {
  it('a never-activated account gets no session from impersonating itself', async () => {
    const { model } = (await post('register', registerBody(`self-${ipBlock}@example.com`))).json();
    const res = await post('impersonate', { id: model.id }, bearer(model.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, errorMsg: en('activateFirst') });
  });

  it('an active customer cannot switch to themselves, and switches never outlive the session they came from', async () => {
    const { parent, child, session } = await family();
    const self = await post('impersonate', { id: parent.id }, session.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().errorMsg).toBe(en('alreadyThisAccount'));
    const login = (await post('cauth', { email: parent.email, password: parent.password })).json().model;
    clock.advance({ hours: 24 });
    const toChild = (await post('impersonate', { id: child.id }, bearer(login.token))).json();
    expect(toChild.expiry).toBe(login.expiry);
    const back = (await post('impersonate', { id: parent.id }, bearer(toChild.token))).json();
    expect(back.expiry).toBe(login.expiry);
  });
});

describe("3. ending an account's sessions ends the switches derived from them", () => {
  it('a switch into a child issued before the parent reset its password opens nothing', async () => {
    const { parent, child, session } = await family();
    const switched = (await post('impersonate', { id: child.id }, session.headers)).json();
    clock.advance({ minutes: 5 });
    expect((await post('reset-password-request-cz', { email: parent.email })).statusCode).toBe(200);
    const token = linkIn((await mailTo(parent.email)).text, 'customer/reset-password');
    expect((await post('reset-password-cz', { token, plainPassword: 'brand-new' })).statusCode).toBe(200);

    const back = await post('impersonate', { id: parent.id }, bearer(switched.token));
    expect(back.statusCode).toBe(401);
    expect((await req('GET', `/api/publiccustomers/${child.id}`, { headers: bearer(switched.token) })).statusCode).toBe(401);
    expect((await req('GET', `/api/publiccustomers/${parent.id}`, { headers: bearer(switched.token) })).statusCode).toBe(401);
  });

  it('deleting the parent account ends its switches into children', async () => {
    const { parent, child, session } = await family();
    const switched = (await post('impersonate', { id: child.id }, session.headers)).json();
    expect((await req('DELETE', `/api/publiccustomers/remove/${parent.id}`, { headers: session.headers })).statusCode).toBe(200);
    expect((await req('GET', `/api/publiccustomers/${child.id}`, { headers: bearer(switched.token) })).statusCode).toBe(401);
  });
});

describe('4. unlinking a child ends the switch into it', () => {
  it('the old switch token neither reads nor writes the unlinked child', async () => {
    const { parent, child, session } = await family();
    const switched = bearer((await post('impersonate', { id: child.id }, session.headers)).json().token);
    expect((await req('GET', `/api/publiccustomers/${child.id}`, { headers: switched })).statusCode).toBe(200);
    expect((await req('DELETE', `/api/children/${child.id}/unlink-from/${parent.id}`, { headers: session.headers })).statusCode).toBe(200);
    expect((await req('GET', `/api/publiccustomers/${child.id}`, { headers: switched })).statusCode).toBe(401);
    const write = await req('PUT', `/api/publiccustomers/${child.id}`, {
      headers: switched,
      payload: { id: child.id, name: 'Hijacked', surname: 'X', email: '' },
    });
    expect(write.statusCode).toBe(401);
    const row = await app.db.selectFrom('customers').select('name').where('id', '=', child.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Menor');
  });
});

describe('5. changing the password', () => {
  it('ends the other sessions (and their switches) and keeps the current one', async () => {
    const { parent, child } = await family();
    const other = await loginAs(app, parent.email, parent.password);
    const otherSwitch = bearer((await post('impersonate', { id: child.id }, other.headers)).json().token);
    const current = await loginAs(app, parent.email, parent.password);
    clock.advance({ seconds: 2 });
    const res = await post(
      'reset-password-by-old-json',
      { customerId: parent.id, plainOldPass: parent.password, plainNewPass: 'changed-1' },
      current.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await req('GET', `/api/publiccustomers/${parent.id}`, { headers: current.headers })).statusCode).toBe(200);
    expect((await req('GET', `/api/publiccustomers/${parent.id}`, { headers: other.headers })).statusCode).toBe(401);
    expect((await req('GET', `/api/publiccustomers/${child.id}`, { headers: otherSwitch })).statusCode).toBe(401);
    // The kept session goes on switching normally.
    expect((await post('impersonate', { id: child.id }, current.headers)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords per account', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    for (let i = 0; i < 5; i++) {
      const from = `10.8.${ipBlock}.${i}`;
      expect(
        (await post('reset-password-by-old-json', { customerId: c.id, plainOldPass: `guess-${i}`, plainNewPass: 'pwned' }, s.headers, from))
          .statusCode,
      ).toBe(400);
    }
    const right = await post(
      'reset-password-by-old-json',
      { customerId: c.id, plainOldPass: c.password, plainNewPass: 'pwned' },
      s.headers,
      `10.8.${ipBlock}.9`,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().errorMsg).toBe(en('tooManyLoginFailures'));
    clock.advance({ minutes: 16 });
    expect(
      (await post('reset-password-by-old-json', { customerId: c.id, plainOldPass: c.password, plainNewPass: 'mine-again' }, s.headers))
        .statusCode,
    ).toBe(200);
  });
});

describe('6. nobody can lock a member out', () => {
  it('wrong passwords from other addresses do not stop the member', async () => {
    const c = await createCustomer(app);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++)
      expect((await post('cauth', { email: c.email, password: 'nope' }, undefined, `10.9.${ipBlock}.${i}`)).statusCode).toBe(400);
    expect((await post('cauth', { email: c.email, password: c.password }, undefined, `10.9.${ipBlock}.200`)).statusCode).toBe(200);
  });

  it('one address guessing is throttled for that account only', async () => {
    const c = await createCustomer(app);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect((await post('cauth', { email: c.email, password: 'nope' })).statusCode).toBe(400);
    const locked = await post('cauth', { email: c.email, password: c.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ ok: false, errorMsg: en('tooManyLoginFailures'), redirect: false });
    expect((await post('cauth', { email: c.email, password: c.password }, undefined, `10.9.${ipBlock}.77`)).statusCode).toBe(200);
  });

  it('distributed guessing trips a per-account ceiling that tells the member the way in (reset)', async () => {
    const c = await createCustomer(app);
    const rows = Array.from({ length: ACCOUNT_FAILURE_CEILING }, (_, i) => ({
      kind: 'login' as const,
      email: c.email,
      ip: `172.16.${i}.1`,
      created_at: clock.now().toISOString() as never,
    }));
    await app.db.insertInto('login_failures').values(rows).execute();
    const locked = await post('cauth', { email: c.email, password: c.password }, undefined, `10.9.${ipBlock}.5`);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ ok: false, errorMsg: en('accountLockedUseReset'), redirect: true });
    expect(
      (await post('cauth', { email: c.email, password: c.password }, { 'accept-language': 'es-ES' }, `10.9.${ipBlock}.5`)).json().errorMsg,
    ).toMatch(/restablece tu contraseña/);

    expect((await post('reset-password-request-cz', { email: c.email })).statusCode).toBe(200);
    const token = linkIn((await mailTo(c.email)).text, 'customer/reset-password');
    expect((await post('reset-password-cz', { token, plainPassword: 'after-reset' })).statusCode).toBe(200);
    expect((await post('cauth', { email: c.email, password: 'after-reset' }, undefined, `10.9.${ipBlock}.5`)).statusCode).toBe(200);
  });
});

describe('7. registered emails cannot be enumerated', () => {
  it('profile saves are limited per address (the 409 for a taken email included)', async () => {
    const owner = await createCustomer(app);
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const save = (email: string) =>
      req('POST', '/api/publicacademycustomers/put-json', {
        headers: s.headers,
        payload: { id: c.id, name: 'N', surname: 'S', email, phone: '1' },
      });
    expect((await save(owner.email)).statusCode).toBe(409);
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) last = (await save(`probe${i}@example.com`)).statusCode;
    expect(last).toBe(429);
    expect((await save(owner.email)).statusCode).toBe(429);
  });

  it('a reset request answers before any link or mail is made, the same for known and unknown emails', async () => {
    const c = await createCustomer(app);
    const held: Array<() => Promise<void>> = [];
    const spy = vi.spyOn(app.outbox, 'defer').mockImplementation((work) => void held.push(work));
    try {
      const known = await post('reset-password-request-cz', { email: c.email });
      const unknown = await post('reset-password-request-cz', { email: `nobody-${ipBlock}@example.com` });
      expect(known.json()).toEqual(unknown.json());
      expect(await app.db.selectFrom('customer_tokens').select('id').where('customer_id', '=', c.id).execute()).toHaveLength(0);
      expect(held).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    await held[0]!();
    // The deferred mail carries a working link.
    const token = linkIn((await mailTo(c.email)).text, 'customer/reset-password');
    expect((await post('reset-password-cz', { token, plainPassword: 'after-reset' })).statusCode).toBe(200);
  });

  it('reset requests are limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 30 && last !== 429; i++)
      last = (await post('reset-password-request-cz', { email: `probe-${ipBlock}-${i}@example.com` })).statusCode;
    expect(last).toBe(429);
  });
});

describe('11. the account-link page returns only to partner sites', () => {
  it('refuses a foreign urlOk or urlKo and links nothing', async () => {
    const c = await createCustomer(app);
    for (const q of [
      'urlOk=https://evil.example/x',
      'urlOk=https://partner.example/club&urlKo=https://evil.example',
      'urlOk=javascript:alert(1)',
      'urlOk=https://partner.example.evil.example/',
    ]) {
      const res = await req('GET', `/api/publiccustomers/link-account-targets?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ ok: false, errorMsg: en('notPartnerLink') });
    }
    const attack = await post('cauth', {
      email: c.email,
      password: c.password,
      externalToken: 'attacker-token',
      urlOk: 'https://evil.example/cb',
    });
    expect(attack.statusCode).toBe(400);
    expect(await app.db.selectFrom('external_account_links').select('id').where('customer_id', '=', c.id).execute()).toHaveLength(0);
  });

  it('accepts the configured partners, and falls back to the default partner address', async () => {
    const c = await createCustomer(app);
    expect((await req('GET', '/api/publiccustomers/link-account-targets?urlOk=https://app.partner.example/back/')).json().model).toEqual({
      urlOk: 'https://app.partner.example/back',
      urlKo: 'https://app.partner.example/back',
    });
    expect((await req('GET', '/api/publiccustomers/link-account-targets')).json().model).toEqual({
      urlOk: 'https://partner.example/club',
      urlKo: 'https://partner.example/club',
    });
    const ok = await post('cauth', {
      email: c.email,
      password: c.password,
      externalToken: 'partner-token',
      urlOk: 'https://partner.example/club/cb',
    });
    expect(ok.statusCode).toBe(200);
    expect(await app.db.selectFrom('external_account_links').select('id').where('customer_id', '=', c.id).execute()).toHaveLength(1);
  });
});

describe('13. ids and dates', () => {
  it.each(['5e0', '0x5', '%205', '05', '5.0', '-5', '99999999999'])('DELETE /remove/%s is refused and deletes nothing', async (id) => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const raw = id === '5e0' || id === '0x5' || id === '05' || id === '5.0' ? id.replace('5', String(c.id)) : id;
    const res = await req('DELETE', `/api/publiccustomers/remove/${raw}`, { headers: s.headers });
    expect(res.statusCode, raw).toBe(400);
    expect(res.json().ok).toBe(false);
    const row = await app.db.selectFrom('customers').select('deleted_at').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('an empty id is refused', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    expect((await req('DELETE', '/api/publiccustomers/remove/', { headers: s.headers })).statusCode).toBe(400);
  });

  it.each(['2024-02-31', '0000-00-00', '2023-02-29', '2024-13-01'])('the birth date %s is not saved', async (birthDate) => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const res = await req('PUT', `/api/publiccustomers/${c.id}`, {
      headers: s.headers,
      payload: { id: c.id, name: 'N', surname: 'S', email: c.email, phone: '1', birthDate },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe(`Birth date: ${VALIDATION_MESSAGES.notADate}`);
  });
});

describe('17. player search', () => {
  it('is closed to not-yet-activated sessions', async () => {
    const { model } = (await post('register', registerBody(`search-${ipBlock}@example.com`))).json();
    expect((await post('list', { search: 'Menor' }, bearer(model.token))).statusCode).toBe(403);
  });

  it('finds a dependant only for their own family', async () => {
    const surname = `Zq${ipBlock}xfam`;
    const parent = await createCustomer(app, { surname });
    const child = await createCustomer(app, { parentId: parent.id, name: 'Menor', surname });
    const stranger = await createCustomer(app);
    const names = async (headers: Record<string, string>) =>
      ((await post('list', { search: surname }, headers)).json().results as Array<{ id: number }>).map((r) => r.id);
    expect(await names((await loginAs(app, stranger.email, stranger.password)).headers)).toEqual([parent.id]);
    const p = await loginAs(app, parent.email, parent.password);
    expect(await names(p.headers)).toEqual([child.id]);
    const asChild = bearer((await post('impersonate', { id: child.id }, p.headers)).json().token);
    expect(await names(asChild)).toEqual([parent.id]);
  });
});

describe('messages', () => {
  it("speak the member's language", async () => {
    const { model } = (await post('register', registerBody(`lang-${ipBlock}@example.com`))).json();
    const res = await req('GET', `/api/publiccomms/customer-comms/${model.id}`, {
      headers: { ...bearer(model.token), 'accept-language': 'fr-FR' },
    });
    expect(res.json().errorMsg).toMatch(/Activez d'abord/);
    expect(ACCOUNT_MESSAGES.invalidCredentials).toBe('Invalid Email or Password');
  });
});
