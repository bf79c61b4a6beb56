import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDLE_MINUTES } from '@clubportal/contract/staff';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { cookieOf, createStaff, signedInStaff, staffSignIn, totpCode } from '../../test/staff-fixtures.js';

const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false, clock });
});
afterAll(() => app.close());

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/staff/me', headers });
const login = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/staff/login', payload });

describe('staff sign-in and sessions', () => {
  it('signs in with an HttpOnly, Secure, SameSite=Strict cookie, not a token in the body', async () => {
    const staff = await createStaff(app, { role: 'desk', email: 'Desk.One@Club.example'.toLowerCase() });
    const res = await login({ email: 'DESK.ONE@club.example', password: staff.password });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=[\w-]{40,}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/);
    expect(res.body).not.toContain(cookieOf(res).split('=')[1]);
    expect(res.json().model).toMatchObject({ email: 'desk.one@club.example', role: 'desk', twoFactorDue: false });
    expect(res.json().model.permissions).toContain('bookings.desk');
  });

  it('refuses a wrong password with a sentence, and throttles like the members’ sign-in', async () => {
    const staff = await createStaff(app);
    for (let i = 0; i < 5; i += 1) {
      const res = await login({ email: staff.email, password: 'wrong-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMsg).toBe('Wrong email or password');
    }
    const throttled = await login({ email: staff.email, password: staff.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errorMsg).toBe('Too many failed sign-ins. Please try again in 15 minutes');
    clock.advance({ minutes: 16 });
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
  });

  it(`ends a session idle for more than ${STAFF_IDLE_MINUTES} minutes, and keeps an active one`, async () => {
    const { headers } = await signedInStaff(app);
    clock.advance({ minutes: STAFF_IDLE_MINUTES - 1 });
    expect((await me(headers)).statusCode).toBe(200);
    clock.advance({ minutes: STAFF_IDLE_MINUTES - 1 });
    expect((await me(headers)).statusCode).toBe(200);
    clock.advance({ minutes: STAFF_IDLE_MINUTES + 1 });
    const idle = await me(headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorMsg).toBe(
      `Your staff session ended after ${STAFF_IDLE_MINUTES} minutes without activity. Please sign in again`,
    );
    expect(String(idle.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('logout ends the session', async () => {
    const { headers } = await signedInStaff(app);
    expect((await app.inject({ method: 'POST', url: '/api/staff/logout', headers })).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const staff = await createStaff(app, { demo: true });
    const first = await staffSignIn(app, staff.email);
    const second = await staffSignIn(app, staff.email);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: first.headers,
      payload: { current: 'nope', password: 'a-new-password-1' },
    });
    expect(wrong.json().errorMsg).toBe('Your current password is not right');
    const short = await app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: first.headers,
      payload: { current: staff.password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMsg).toContain('A staff password has at least 10 characters');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: first.headers,
      payload: { current: staff.password, password: 'a-new-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(first.headers)).statusCode).toBe(200);
    expect((await me(second.headers)).json().errorMsg).toBe('Your staff session has ended. Please sign in again');
  });

  it('a role change and a deactivation end the member’s sessions; a deactivated account cannot sign in', async () => {
    const owner = await signedInStaff(app, { role: 'owner' });
    const desk = await signedInStaff(app, { role: 'desk' });
    await app.inject({ method: 'PUT', url: `/api/staff/accounts/${desk.id}/role`, headers: owner.headers, payload: { role: 'coach' } });
    expect((await me(desk.headers)).statusCode).toBe(401);
    const again = await staffSignIn(app, desk.email);
    expect(again.me.permissions).toEqual(['rosters.own']);
    await app.inject({ method: 'POST', url: `/api/staff/accounts/${desk.id}/deactivate`, headers: owner.headers });
    expect((await me(again.headers)).statusCode).toBe(401);
    const refused = await login({ email: desk.email, password: desk.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('This staff account is deactivated');
    await app.inject({ method: 'POST', url: `/api/staff/accounts/${desk.id}/reactivate`, headers: owner.headers });
    expect((await login({ email: desk.email, password: desk.password })).statusCode).toBe(200);
  });
});

describe('two-factor codes', () => {
  it('enrols with a code from the app, gives 10 recovery codes once, then asks for a code at sign-in', async () => {
    const owner = await createStaff(app, { role: 'owner', demo: false });
    const { headers } = await staffSignIn(app, owner.email);
    const enrol = await app.inject({ method: 'POST', url: '/api/staff/two-factor/enrol', headers });
    expect(enrol.statusCode).toBe(200);
    const { secret, uri } = enrol.json().model as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    // Sealed in the database: a copy of it alone does not give anyone the owner's codes.
    const sealed = await app.db.selectFrom('staff_accounts').select('totp_secret').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(sealed.totp_secret).toMatch(/^v1\./);
    expect(sealed.totp_secret).not.toContain(secret);
    const wrong = await app.inject({ method: 'POST', url: '/api/staff/two-factor/confirm', headers, payload: { code: '000000' } });
    expect(wrong.json().errorMsg).toBe('That code is not right, or it was already used. Try the next one');
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/staff/two-factor/confirm',
      headers,
      payload: { code: totpCode(app, secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().model.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await app.db
      .selectFrom('staff_accounts')
      .select(['recovery_codes'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    for (const code of codes) expect(stored.recovery_codes).not.toContain(code);
    expect((await app.inject({ method: 'GET', url: '/api/staff/accounts', headers })).statusCode).toBe(200);

    const noCode = await login({ email: owner.email, password: owner.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({
      twoFactorRequired: true,
      errorMsg: 'Enter the code from your authenticator app, or one of your recovery codes',
    });
    // The code used to confirm is spent; the next step's code works once.
    expect((await login({ email: owner.email, password: owner.password, code: totpCode(app, secret) })).statusCode).toBe(400);
    clock.advance({ seconds: 30 });
    const code = totpCode(app, secret);
    expect((await login({ email: owner.email, password: owner.password, code })).statusCode).toBe(200);
    expect((await login({ email: owner.email, password: owner.password, code })).statusCode).toBe(400);
    // A recovery code works once.
    expect((await login({ email: owner.email, password: owner.password, code: codes[0]! })).statusCode).toBe(200);
    const reused = await login({ email: owner.email, password: owner.password, code: codes[0]! });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().twoFactorRequired).toBe(true);
    const again = await app.inject({ method: 'POST', url: '/api/staff/two-factor/enrol', headers });
    expect(again.statusCode).toBe(409);
  });
});
