import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, type AuditEntry } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { auditCsvLines } from './audit.service.js';

/** The audit log's views (issue 31 §4): who did it, one booking, one customer, and the streamed CSV export. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
const record = (entry: AuditEntry) => unitOfWork(app.db, (trx) => recordAudit(trx, entry, nowInstant(app.clock)));
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
  const lucia = { kind: 'customer' as const, id: 41, name: 'Lucía Peña' };
  await record({ actor: lucia, action: 'booking.cancel', entity: 'booking', entityId: 900, before: { state: 'paid' }, ip: '10.0.0.1' });
  await record({ actor: { kind: 'system', job: 'booking-holds' }, action: 'booking.hold_lapsed', entity: 'booking', entityId: 901 });
  await record({ actor: { kind: 'staff', id: owner.id, name: 'Olga Owner' }, action: 'customer.edit', entity: 'customer', entityId: 41 });
  await record({ actor: { kind: 'staff', id: owner.id, name: 'Olga Owner' }, action: 'customer.edit', entity: 'customer', entityId: 42 });
  await record({ actor: { kind: 'customer', id: 42, name: 'Pablo 100%_off' }, action: 'signup.cancel', entity: 'signup', entityId: 7 });
});
afterAll(() => app.close());

type Row = { action: string; entity: string; entityId: string; actorLabel: string };
async function records(query: string): Promise<Row[]> {
  const res = await app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model.records as Row[];
}

describe('audit views', () => {
  it('one booking: its records, and no other booking’s', async () => {
    const rows = await records('entity=booking&entityId=900');
    expect(rows.map((r) => [r.action, r.actorLabel])).toEqual([['booking.cancel', 'Lucía Peña']]);
  });

  it('one customer: what was done to them and what they did, nobody else’s', async () => {
    const rows = await records('customerId=41');
    expect(rows.map((r) => `${r.action} ${r.entity} ${r.entityId}`)).toEqual(['customer.edit customer 41', 'booking.cancel booking 900']);
    const bad = await app.inject({ method: 'GET', url: '/api/staff/audit?customerId=abc', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('who did it: part of the name in any case; wildcards typed match only themselves', async () => {
    expect((await records('actor=olga%20OWN&entity=customer')).map((r) => r.entityId)).toEqual(['42', '41']);
    expect((await records('actor=booking-holds')).map((r) => r.action)).toEqual(['booking.hold_lapsed']);
    expect((await records('actor=100%25_')).map((r) => r.actorLabel)).toEqual(['Pablo 100%_off']);
    expect(await records('actor=%25')).toHaveLength(1);
    expect(await records('actor=o_ga')).toEqual([]);
  });

  it('exports the filtered records as CSV, streamed a chunk at a time, newest first and none twice', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/staff/audit/export?entity=customer', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(',')[7])).toEqual(['"42"', '"41"']);

    // Chunks of two over every record: the same lines as one read, in id order descending.
    const all: string[] = [];
    for await (const part of auditCsvLines(app.db, {}, 2)) all.push(...part.split('\r\n').filter(Boolean));
    const ids = all.slice(1).map((l) => Number(JSON.parse(l.split(',')[0]!)));
    expect(ids.length).toBe((await app.db.selectFrom('audit_log').select('id').execute()).length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the export is refused to a role without audit.read', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const res = await app.inject({ method: 'GET', url: '/api/staff/audit/export', headers: desk.headers });
    expect(res.statusCode).toBe(403);
  });
});
