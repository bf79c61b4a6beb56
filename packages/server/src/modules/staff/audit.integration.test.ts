import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
});
afterAll(() => app.close());

const auditOf = (query: string, headers = owner.headers) => app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers });

describe('audit log', () => {
  it('records a staff write with who, what, the changed fields and the address', async () => {
    const invite = await app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { ...owner.headers, 'x-forwarded-for': '203.0.113.9' },
      payload: { name: 'Dani Desk', email: 'Dani@Club.example', language: 'es-ES', role: 'desk' },
    });
    expect(invite.statusCode).toBe(200);
    const id = invite.json().model.id as number;
    const role = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${id}/role`,
      headers: owner.headers,
      payload: { role: 'coach' },
    });
    expect(role.statusCode).toBe(200);

    const res = await auditOf(`entity=staff&entityId=${id}`);
    expect(res.statusCode).toBe(200);
    const { records, total } = res.json().model;
    expect(total).toBe(2);
    expect(records[0]).toMatchObject({
      actorKind: 'staff',
      actorId: owner.id,
      actorLabel: 'Olga Owner',
      action: 'staff.role',
      entity: 'staff',
      entityId: String(id),
      before: { role: 'desk' },
      after: { role: 'coach' },
    });
    expect(records[1]).toMatchObject({
      action: 'staff.invite',
      before: null,
      after: { name: 'Dani Desk', email: 'dani@club.example', role: 'desk', customRoleId: null, language: 'es-ES' },
    });
    expect(records[0].ip).toMatch(/\d/);
  });

  it('filters by actor and by days, and exports the same records as CSV with formulas neutralised', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/staff/roles',
      headers: owner.headers,
      payload: { name: '=HYPERLINK("x")', permissions: ['reports.read'] },
    });
    const mine = await auditOf(`actorKind=staff&actorId=${owner.id}&entity=role`);
    expect(mine.json().model.total).toBe(1);
    const today = nowInstant(app.clock).slice(0, 10);
    expect((await auditOf(`from=${today}&to=${today}&entity=role`)).json().model.total).toBe(1);
    expect((await auditOf(`to=2000-01-01&entity=role`)).json().model.total).toBe(0);
    const bad = await auditOf('from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toContain('Write the date as yyyy-mm-dd');

    const csv = await app.inject({ method: 'GET', url: '/api/staff/audit/export?entity=role', headers: owner.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_kind,actor_id,actor,action,entity,entity_id,before,after,ip');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"role.create"');
    expect(lines[1]).toContain('""name"":""=HYPERLINK');
  });

  it('leaves no record of a change that rolled back, and records nothing outside a unit of work', async () => {
    const entry = { actor: { kind: 'system' as const, job: 'test' }, action: 'test.rollback', entity: 'test', entityId: 1 };
    await expect(
      unitOfWork(app.db, async (trx) => {
        await recordAudit(trx, entry, nowInstant(app.clock));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.selectFrom('audit_log').select('id').where('action', '=', 'test.rollback').execute()).toEqual([]);
    await expect(recordAudit(app.db as never, entry, nowInstant(app.clock))).rejects.toThrow('inside the change’s unit of work');
  });

  it('leaves no record when a staff write is refused midway (the last owner stays owner)', async () => {
    const count = async () => (await auditOf(`entity=staff&entityId=${owner.id}`)).json().model.total as number;
    const before = await count();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${owner.id}/role`,
      headers: owner.headers,
      payload: { role: 'manager' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("The club's last active owner can be neither deactivated nor given another role");
    expect(await count()).toBe(before);
  });

  it('is append-only: the database refuses to change or delete a record', async () => {
    await expect(app.db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect((await auditOf('')).json().model.total).toBeGreaterThan(0);
  });

  it('is read only by a role holding audit.read', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    expect((await auditOf('', desk.headers)).statusCode).toBe(403);
    const accountant = await signedInStaff(app, { role: 'accountant' });
    expect((await auditOf('', accountant.headers)).statusCode).toBe(200);
  });
});
