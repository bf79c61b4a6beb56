import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, holdsAny, type AnyOfPermissions, type Permission } from '@clubportal/contract/staff';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { createStaff, signedInStaff, staffSignIn } from '../../test/staff-fixtures.js';
import { routeAccess } from '../../plugins/route-access.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
});
afterAll(() => app.close());

/** Every staff route but HEAD (Fastify's copy of each GET), its path with ids filled in. */
function staffRoutes() {
  return [...app.staffRouteRules]
    .filter(([key]) => !key.startsWith('HEAD '))
    .map(([key, rule]) => {
      const [method, path] = key.split(' ') as [string, string];
      return { method, url: path.replace(/:\w+/g, '1'), rule };
    });
}

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  app.inject({ method: route.method as 'GET', url: route.url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });

describe('every staff route declares what it needs, and the server enforces it', () => {
  it('refuses to start with a staff route that declares no permission', async () => {
    const bare = Fastify();
    await bare.register(routeAccess);
    const start = async () => {
      bare.get('/api/staff/forgotten', { config: { access: 'staff' } }, async () => ({ ok: true }));
      await bare.ready();
    };
    await expect(start()).rejects.toThrow("GET /api/staff/forgotten must declare config.staff: the permission it needs, 'self' or 'open'");
    await bare.close();
    const misfiled = Fastify();
    await misfiled.register(routeAccess);
    const startMisfiled = async () => {
      misfiled.get('/api/staff/open', { config: { access: 'public' } }, async () => ({ ok: true }));
      await misfiled.ready();
    };
    await expect(startMisfiled()).rejects.toThrow("only they declare config.access 'staff'");
    await misfiled.close();
  });

  it('has the staff routes in its table, each with its rule', () => {
    const table = app.staffRouteRules;
    expect(table.get('POST /api/staff/login')).toBe('open');
    expect(table.get('GET /api/staff/me')).toBe('self');
    // One's own mail preferences (issue 33 §8): any signed-in staff member, for their own account only.
    expect(table.get('GET /api/staff/me/mail-preferences')).toBe('self');
    expect(table.get('PUT /api/staff/me/mail-preferences')).toBe('self');
    expect(table.get('GET /api/staff/accounts')).toBe('staff.manage');
    expect(table.get('GET /api/staff/audit')).toBe('audit.read');
    expect(table.get('GET /api/staff/club-texts/:entity')).toBe('settings.read');
    expect(table.get('PUT /api/staff/club-texts/:entity/:entityId/:field/:language')).toBe('content.write');
    expect(table.get('DELETE /api/staff/club-texts/:entity/:entityId/:field/:language')).toBe('content.write');
    // A roster opens to a coach's own permission or the desk's: any one of the list.
    expect(table.get('GET /api/staff/rosters/:kind/:id')).toEqual(['rosters.own', 'rosters.all']);
    expect(table.get('POST /api/staff/rosters/:kind/:id/participants')).toBe('rosters.all');
    // The desk's blocks (issue 33 §2): the list reads with bookings.read, the rest is the desk's.
    expect(table.get('POST /api/staff/desk/blocks/preview')).toBe('bookings.desk');
    expect(table.get('POST /api/staff/desk/blocks')).toBe('bookings.desk');
    expect(table.get('DELETE /api/staff/desk/blocks/:id')).toBe('bookings.desk');
    expect(table.get('GET /api/staff/desk/blocks')).toBe('bookings.read');
    // The desks in step (issue 33 §8): the stream of changes is read by who reads the grid; the undo by who did the action.
    expect(table.get('GET /api/staff/desk/events')).toBe('bookings.read');
    expect(table.get('POST /api/staff/desk/undo/:actionId')).toEqual(['bookings.desk', 'checkin.scan']);
    // Shop orders (issue 33 §5): read by whoever sees the shop or moves orders; moved with orders.write.
    expect(table.get('GET /api/staff/orders')).toEqual(['shop.read', 'orders.write']);
    expect(table.get('GET /api/staff/orders/:id')).toEqual(['shop.read', 'orders.write']);
    expect(table.get('POST /api/staff/orders/:id/state')).toBe('orders.write');
    expect(staffRoutes().length).toBeGreaterThanOrEqual(20);
  });

  // One test per role: each walks every staff route (some 250 calls).
  it.each(BUILT_IN_ROLE_NAMES)('answers no route to the %s role where it lacks the permission', async (role) => {
    const routes = staffRoutes().filter((r) => r.rule !== 'open' && r.rule !== 'self');
    const { headers } = await signedInStaff(app, { role });
    const held = new Set<Permission>(BUILT_IN_ROLES[role]);
    for (const route of routes) {
      const res = await call(route, headers);
      const what = `${role} ${route.method} ${route.url}`;
      const needed = route.rule as Permission | AnyOfPermissions;
      if (holdsAny(held, needed)) {
        expect([401, 403], what).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, what).toBe(403);
        expect(res.json().errorMsg, what).toBe(
          typeof needed === 'string'
            ? `Your role does not allow this: it needs the permission "${needed}"`
            : `Your role does not allow this: it needs one of the permissions ${needed.join(', ')}`,
        );
      }
    }
  });

  it('answers 401 to a call without a staff session, and to a member with their bearer token', async () => {
    const member = await createCustomer(app);
    const { headers: bearer } = await loginAs(app, member.email, member.password);
    for (const route of staffRoutes().filter((r) => r.rule !== 'open')) {
      for (const headers of [{}, bearer, { cookie: 'staff_session=forged-token' }] as Record<string, string>[]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().errorMsg).toBe('Please sign in to the staff console');
      }
    }
  });

  it('speaks the staff member’s own language when it refuses', async () => {
    const { headers } = await signedInStaff(app, { role: 'coach', language: 'fr-FR' });
    const res = await app.inject({ method: 'GET', url: '/api/staff/audit', headers: { ...headers, 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toBe('Votre rôle ne le permet pas : il faut l’autorisation « audit.read »');
  });

  it('a custom role can do what its permissions say, and no more once they change', async () => {
    const owner = await signedInStaff(app, { role: 'owner' });
    const auditor = await signedInStaff(app, { permissions: ['audit.read'] });
    expect((await app.inject({ method: 'GET', url: '/api/staff/audit', headers: auditor.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/staff/accounts', headers: auditor.headers })).statusCode).toBe(403);
    const roleId = (
      await app.db.selectFrom('staff_accounts').select('custom_role_id').where('id', '=', auditor.id).executeTakeFirstOrThrow()
    ).custom_role_id!;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/staff/roles/${roleId}`,
      headers: owner.headers,
      payload: { name: 'Auditor', permissions: ['reports.read'] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/staff/audit', headers: auditor.headers })).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: owner.headers,
      payload: { name: 'X', permissions: ['bookings.fly'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toContain('Choose permissions from the list');
  });

  it('refuses a state-changing call from another site', async () => {
    const { headers } = await signedInStaff(app, { role: 'owner' });
    const payload = { name: 'Desk', permissions: ['bookings.read'] };
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: { ...headers, origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorMsg).toBe('This request came from another site and was refused');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(login.statusCode).toBe(403);
    const own = await app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: { ...headers, origin: 'http://portal.test' },
      payload,
    });
    expect(own.statusCode).toBe(200);
  });

  it('holds an owner who has not enrolled two-factor codes to the enrolment', async () => {
    const owner = await createStaff(app, { role: 'owner', demo: false });
    const { headers } = await staffSignIn(app, owner.email);
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', headers });
    expect(me.json().model).toMatchObject({ role: 'owner', twoFactorDue: true });
    const res = await app.inject({ method: 'GET', url: '/api/staff/accounts', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toBe('Your role requires two-factor codes: enrol two-factor first');
    // A desk account is not asked.
    const desk = await createStaff(app, { role: 'desk', demo: false });
    const deskMe = await app.inject({ method: 'GET', url: '/api/staff/me', headers: (await staffSignIn(app, desk.email)).headers });
    expect(deskMe.json().model.twoFactorDue).toBe(false);
  });
});

describe('the staff API in the OpenAPI document', () => {
  it('lists every staff route beside the members’ API, with its schemas', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const key of app.staffRouteRules.keys()) {
      const [method, path] = key.split(' ') as [string, string];
      if (method === 'HEAD') continue;
      const documented = path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[documented]?.[method.toLowerCase()]?.tags, key).toEqual(['staff']);
    }
    expect(doc.paths['/api/publiccustomers/cauth']).toBeDefined();
  });
});
