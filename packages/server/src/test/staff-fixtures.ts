import { TOTP, Secret } from 'otpauth';
import type { Permission, StaffRole } from '@clubportal/contract/staff';
import { nowInstant } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { insertStaff } from '../modules/staff/staff-accounts.repository.js';
import { insertCustomRole } from '../modules/staff/staff-roles.repository.js';

let seq = 0;
export const STAFF_PASSWORD = 'staff-password-1';

/** A staff account straight in the database (with a password, active; demo: not asked to enrol two-factor codes). */
export async function createStaff(
  app: App,
  opts: { role?: StaffRole; permissions?: Permission[]; email?: string; demo?: boolean; language?: string; name?: string } = {},
) {
  seq += 1;
  const email = opts.email ?? `staff${seq}-${Date.now()}@club.example`;
  const now = nowInstant(app.clock);
  const customRoleId = opts.permissions
    ? await insertCustomRole(app.db, { name: `role ${seq}-${Date.now()}`, permissions: opts.permissions }, now)
    : null;
  const id = await insertStaff(
    app.db,
    {
      name: opts.name ?? `Staff ${seq}`,
      email,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      role: opts.permissions ? 'custom' : (opts.role ?? 'desk'),
      customRoleId,
      language: opts.language ?? 'en-US',
      demo: opts.demo ?? false,
    },
    now,
  );
  return { id, email, password: STAFF_PASSWORD };
}

/** The session cookie a Set-Cookie header sets (`name=value`). */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.includes('staff_session='));
  if (typeof header !== 'string') throw new Error('no staff session cookie');
  return header.split(';')[0]!;
}

/** Signs in through the API; the headers carry the session cookie. */
export async function staffSignIn(app: App, email: string, password = STAFF_PASSWORD, code?: string) {
  const res = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password, ...(code ? { code } : {}) } });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieOf(res), headers: { cookie: cookieOf(res) }, me: res.json().model as { id: number; permissions: string[] } };
}

/** A staff member of `role`, signed in. */
export async function signedInStaff(app: App, opts: Parameters<typeof createStaff>[1] = {}) {
  const s = await createStaff(app, { demo: true, ...opts });
  return { ...s, ...(await staffSignIn(app, s.email)) };
}

/** The current code of an authenticator app holding `secret` at the app's clock (`stepOffset` steps later). */
export function totpCode(app: App, secret: string, stepOffset = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: app.clock.now().getTime() + stepOffset * 30_000,
  });
}
