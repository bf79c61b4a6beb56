import type { DeskDay } from '@clubportal/contract/staff-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../db/migrate.js';
import type { Instant } from '../../lib/clock.js';
import { createTestClub } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Migration 0066 (the desk's blocks, issue 33 §2) steps back and forth with blocks in the database, both dialects:
// back, the blocks still close their courts (kind, series and maker are gone); forth, they are the club's "other"
// blocks of no series, and the desk makes blocks again.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

describe('migration 0066: court blocks', () => {
  it('steps back keeping every block, and forth again to the same blocks as the club’s own', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    const club = await createTestClub(app);
    const plan = (key: string) => ({
      courts: [club.courts[0]],
      date: '2026-06-20',
      from: '09:00',
      to: '11:00',
      repeat: { kind: 'weekly', weekdays: [6], until: '2026-06-27' },
      kind: 'tournament',
      note: 'Open de verano',
      choices: [],
      idempotencyKey: key,
    });
    const saved = await app.inject({ method: 'POST', url: '/api/staff/desk/blocks', headers: desk.headers, payload: plan('before-0066') });
    expect(saved.statusCode, saved.body).toBe(200);
    const blocks = () =>
      app.db
        .selectFrom('resource_blocks')
        .select(['starts_at', 'reason'])
        .where('resource_id', '=', club.courts[0]!)
        .orderBy('starts_at')
        .execute();
    const made = await blocks();
    expect(made).toEqual([
      { starts_at: at('2026-06-20', '09:00'), reason: 'Open de verano' },
      { starts_at: at('2026-06-27', '09:00'), reason: 'Open de verano' },
    ]);

    const back = await migrator(app.db, schemaOf()).migrateTo('0065-booking-series');
    expect(back.error).toBeUndefined();
    // Every later migration steps down, newest first, each successfully, 0066 last.
    const steps = back.results?.map((r) => [r.migrationName, r.direction, r.status]) ?? [];
    expect(steps.at(-1)).toEqual(['0066-court-blocks', 'Down', 'Success']);
    expect(steps.every(([, direction, status]) => direction === 'Down' && status === 'Success')).toBe(true);
    expect(await blocks()).toEqual(made);
    await expect(app.db.selectFrom('resource_block_series').select('id').execute()).rejects.toThrow();

    await migrateToLatest(app.db, schemaOf());
    const again = await app.db
      .selectFrom('resource_blocks')
      .select(['kind', 'series_id', 'created_by_staff_id'])
      .where('resource_id', '=', club.courts[0]!)
      .execute();
    expect(again).toEqual([
      { kind: 'other', series_id: null, created_by_staff_id: null },
      { kind: 'other', series_id: null, created_by_staff_id: null },
    ]);
    const day = (await app.inject({ url: '/api/staff/desk/day?date=2026-06-20', headers: desk.headers })).json() as DeskDay;
    expect(day.entries.find((e) => e.kind === 'block' && e.resourceId === club.courts[0])).toMatchObject({
      blockKind: 'other',
      title: 'Open de verano',
    });
    // The same save key again is a new save: the keys went with the table.
    const after = await app.inject({
      method: 'POST',
      url: '/api/staff/desk/blocks',
      headers: desk.headers,
      payload: { ...plan('before-0066'), courts: [club.courts[1]] },
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().blocks).toBe(2);
  });
});
