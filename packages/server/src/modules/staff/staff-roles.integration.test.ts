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

const roles = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
const auditOf = (action: string, entityId: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(entityId)).execute();

describe('custom roles', () => {
  it('are made from the permission list, given to staff, and deleted only once nobody has them, each write audited', async () => {
    const created = await roles('POST', '/api/staff/roles', { name: 'Tournament desk', permissions: ['bookings.read', 'bookings.desk'] });
    expect(created.statusCode).toBe(200);
    const roleId = created.json().model.id as number;
    expect(await auditOf('role.create', roleId)).toHaveLength(1);

    // Given to a front desk member: their session runs with the role's permissions from the next call.
    const member = await createStaff(app, { role: 'desk' });
    const given = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${member.id}/role`,
      headers: owner.headers,
      payload: { role: 'custom', customRoleId: roleId },
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().model).toMatchObject({ role: 'custom', customRoleId: roleId, roleName: 'Tournament desk' });
    const session = await staffSignIn(app, member.email);
    expect(session.me.permissions.sort()).toEqual(['bookings.desk', 'bookings.read']);

    // Deleting a role someone has is refused with a sentence, and leaves no record.
    const inUse = await roles('DELETE', `/api/staff/roles/${roleId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errorMsg).toBe('Staff accounts still have this role (1): give them another role first');
    // A deactivated account still holds it (it may be reactivated).
    await app.inject({ method: 'POST', url: `/api/staff/accounts/${member.id}/deactivate`, headers: owner.headers });
    expect((await roles('DELETE', `/api/staff/roles/${roleId}`)).statusCode).toBe(409);
    expect(await auditOf('role.delete', roleId)).toEqual([]);

    await app.inject({ method: 'PUT', url: `/api/staff/accounts/${member.id}/role`, headers: owner.headers, payload: { role: 'desk' } });
    const deleted = await roles('DELETE', `/api/staff/roles/${roleId}`);
    expect(deleted.statusCode).toBe(200);
    const [record] = await auditOf('role.delete', roleId);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_id: owner.id, entity: 'role' });
    expect(JSON.parse(record!.before_json!)).toEqual({ name: 'Tournament desk', permissions: ['bookings.read', 'bookings.desk'] });
    const left = await app.db.selectFrom('staff_roles').select('id').where('id', '=', roleId).execute();
    expect(left).toEqual([]);

    const again = await roles('DELETE', `/api/staff/roles/${roleId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMsg).toBe('That role does not exist');
    // Nor can a deleted role be given.
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${member.id}/role`,
      headers: owner.headers,
      payload: { role: 'custom', customRoleId: roleId },
    });
    expect(stale.statusCode).toBe(404);
  });

  it('refuses a name another role has, and a role with no permission', async () => {
    await roles('POST', '/api/staff/roles', { name: 'Coaches plus', permissions: ['rosters.all'] });
    const taken = await roles('POST', '/api/staff/roles', { name: 'Coaches plus', permissions: ['rosters.own'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMsg).toBe('There is already a role with this name');
    const empty = await roles('POST', '/api/staff/roles', { name: 'Nothing', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).toContain('A role needs at least one permission');
  });

  it('only staff who manage staff may delete a role', async () => {
    const manager = await signedInStaff(app, { role: 'manager' });
    const created = await roles('POST', '/api/staff/roles', { name: 'Shop only', permissions: ['shop.write'] });
    const refused = await app.inject({ method: 'DELETE', url: `/api/staff/roles/${created.json().model.id}`, headers: manager.headers });
    expect(refused.statusCode).toBe(403);
  });
});
