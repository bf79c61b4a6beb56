import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createStaff, signedInStaff, staffSignIn } from '../../test/staff-fixtures.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
  owner = await signedInStaff(app, { role: 'owner' });
});
afterAll(() => app.close());

async function mailTo(address: string) {
  const row = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}
const tokenIn = (text: string, page: string) => new RegExp(`/staff/${page}#([\\w-]+)`).exec(text)?.[1] ?? '';

describe('staff management', () => {
  it('invites by mail; the link lets the invitee choose a password once and signs them in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: owner.headers,
      payload: { name: 'Carla Coach', email: 'carla@club.example', language: 'fr-FR', role: 'coach' },
    });
    expect(res.json().model).toMatchObject({ role: 'coach', pending: true, active: true });
    const mail = await mailTo('carla@club.example');
    expect(mail.subject).toBe('Vous êtes invité à la console du personnel de portal.test');
    const token = tokenIn(mail.text_body, 'invitation');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await app.db.selectFrom('staff_tokens').select('token_hash').where('purpose', '=', 'invitation').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const info = await app.inject({ method: 'POST', url: '/api/staff/invitation/check', payload: { token } });
    expect(info.json().model).toEqual({ name: 'Carla Coach', email: 'carla@club.example', language: 'fr-FR' });
    const accept = await app.inject({
      method: 'POST',
      url: '/api/staff/invitation/accept',
      payload: { token, password: 'carla-password-1' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().model).toMatchObject({ role: 'coach', language: 'fr-FR' });
    const reused = await app.inject({
      method: 'POST',
      url: '/api/staff/invitation/accept',
      payload: { token, password: 'another-password' },
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().errorMsg).toBe('This link is not valid any more: it was already used or has expired');
    await staffSignIn(app, 'carla@club.example', 'carla-password-1');

    const twice = await app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: owner.headers,
      payload: { name: 'Carla again', email: 'CARLA@club.example', language: 'fr-FR', role: 'desk' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe('There is already a staff account with this email');
  });

  it('a staff member changes their own console language: kept on the account, audited, refused outside the six', async () => {
    const me = await signedInStaff(app, { role: 'desk', language: 'es-ES' });
    const put = (language: unknown, headers: Record<string, string> = me.headers) =>
      app.inject({
        method: 'PUT',
        url: '/api/staff/me/language',
        headers: { ...headers, 'accept-language': 'en-US' },
        payload: { language },
      });
    expect((await put('fr-FR')).json()).toEqual({ ok: true });
    const who = await app.inject({ url: '/api/staff/me', headers: me.headers });
    expect(who.json().model.language).toBe('fr-FR');
    const record = await app.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(me.id))
      .where('action', '=', 'staff.language')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.before_json!)).toEqual({ language: 'es-ES' });
    expect(JSON.parse(record.after_json!)).toEqual({ language: 'fr-FR' });
    const refused = await put('de-DE');
    expect(refused.statusCode).toBe(400);
    // In the staff member's language (now French), whatever the browser asks.
    expect(refused.json().errorMsg).toBe('Le champ « langue » n’est pas valide');
    expect((await put('fr-FR', {})).statusCode).toBe(401);
  });

  it('resets a forgotten password by mail, saying nothing about unknown addresses', async () => {
    const staff = await createStaff(app, { demo: true });
    const unknown = await app.inject({ method: 'POST', url: '/api/staff/password/forgot', payload: { email: 'nobody@club.example' } });
    expect(unknown.statusCode).toBe(200);
    expect(await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'nobody@club.example').execute()).toEqual([]);
    const session = await staffSignIn(app, staff.email);
    await app.inject({ method: 'POST', url: '/api/staff/password/forgot', payload: { email: staff.email } });
    const token = tokenIn((await mailTo(staff.email)).text_body, 'reset-password');
    const check = (t: string) => app.inject({ method: 'POST', url: '/api/staff/password/reset/check', payload: { token: t } });
    expect((await check(token)).statusCode).toBe(200);
    const unknownLink = await check('not-a-reset-token-at-all');
    expect(unknownLink.statusCode).toBe(410);
    expect(unknownLink.json().errorMsg).toBe('This link is not valid any more: it was already used or has expired');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/staff/password/reset',
      payload: { token, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: session.headers })).statusCode).toBe(401);
    // Once used, the link's page says so before asking for a password.
    expect((await check(token)).statusCode).toBe(410);
    await staffSignIn(app, staff.email, 'brand-new-password');
  });

  it('only an owner makes an owner; a manager cannot demote one', async () => {
    const manager = await signedInStaff(app, { role: 'manager' });
    // A manager has no staff.manage; a custom role with it still cannot touch the owner role.
    const admin = await signedInStaff(app, { permissions: ['staff.manage'] });
    const promote = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${manager.id}/role`,
      headers: admin.headers,
      payload: { role: 'owner' },
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().errorMsg).toBe('Only an owner can make someone an owner or change an owner’s role');
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${owner.id}/role`,
      headers: admin.headers,
      payload: { role: 'desk' },
    });
    expect(demote.statusCode).toBe(403);
  });

  it('never leaves the club without an active owner, even under two concurrent removals', async () => {
    const a = await signedInStaff(app, { role: 'owner' });
    const b = await signedInStaff(app, { role: 'owner' });
    // Three owners now (owner, a, b): owner steps away, then a and b try to remove each other at once.
    const away = await app.inject({ method: 'POST', url: `/api/staff/accounts/${owner.id}/deactivate`, headers: a.headers });
    expect(away.statusCode).toBe(200);
    const [demoteB, deactivateA] = await Promise.all([
      app.inject({ method: 'PUT', url: `/api/staff/accounts/${b.id}/role`, headers: a.headers, payload: { role: 'manager' } }),
      app.inject({ method: 'POST', url: `/api/staff/accounts/${a.id}/deactivate`, headers: b.headers }),
    ]);
    const statuses = [demoteB.statusCode, deactivateA.statusCode].sort();
    const owners = await app.db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').where('active', '=', 1).execute();
    expect(owners).toHaveLength(1);
    expect(statuses).toContain(200);
    const refused = [demoteB, deactivateA].find((r) => r.statusCode !== 200)!;
    // The loser is refused as the last owner, or (its own session ended by the winner) asked to sign in again.
    expect([409, 401]).toContain(refused.statusCode);
    const last = owners[0]!.id;
    const lastHeaders = last === a.id ? a.headers : b.headers;
    const self = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${last}/role`,
      headers: lastHeaders,
      payload: { role: 'manager' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().errorMsg).toBe("The club's last active owner can be neither deactivated nor given another role");
    const reactivate = await app.inject({ method: 'POST', url: `/api/staff/accounts/${owner.id}/reactivate`, headers: lastHeaders });
    expect(reactivate.json().model.active).toBe(true);
  });
});
