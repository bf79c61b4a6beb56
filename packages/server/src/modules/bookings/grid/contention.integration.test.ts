import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { CustomerStatus } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { seedDemoClub } from '../../../db/seed/seed.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { bearerFor, createTestClub, prebookBody } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { emptyRunDatabase } from '../../../test/pg-template.js';
import { startServer, type ServerProcess } from '../../../test/spawn-server.js';
import { getMainSettings } from '../../settings/index.js';
import { recordDeskBookings } from '../setup/booking-setup.service.js';

/**
 * No double booking, whatever the concurrency: 200 customers prebook the same slot at once. Exactly one
 * gets it, every other one gets the clear 409. On PostgreSQL the requests go over HTTP to two server
 * processes (src/main.ts) sharing one database, as instances are deployed behind a load balancer; on
 * SQLite one process is the deployment, so one app takes them in-process.
 */
const CUSTOMERS = 200;
const SLOT_TAKEN = { ok: false, errorMsg: 'Sorry, this slot has just been booked. Please choose another one' };
const pgUrl = process.env.DATABASE_URL;

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type Answer = { status: number; body: unknown };

async function addCustomers(app: TestApp): Promise<number[]> {
  const now = nowInstant(app.clock);
  const tag = randomBytes(4).toString('hex');
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => ({
    email: `rush${i}-${tag}@example.com`,
    password_hash: null,
    name: `Rush${i}`,
    surname: 'R',
    status: CustomerStatus.Active,
    accept_conditions: 1,
    created_at: now,
    updated_at: now,
  }));
  return (await app.db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id);
}

async function expectOneWinner(app: TestApp, courtId: number, customerIds: number[], answers: Answer[]) {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: CUSTOMERS - 1 });
  for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual(SLOT_TAKEN);

  const blocks = await app.db
    .selectFrom('booking_blocks')
    .select('id')
    .where('resource_id', '=', courtId)
    .where('active', '=', 1)
    .execute();
  expect(blocks).toHaveLength(1);
  const bookings = await app.db
    .selectFrom('bookings')
    .select('id')
    .where('owner_customer_id', 'in', customerIds)
    .where('status', '=', 'active')
    .execute();
  expect(bookings).toHaveLength(1);
  const sales = await app.db.selectFrom('sales').select('id').where('customer_id', 'in', customerIds).execute();
  expect(sales).toHaveLength(1);
}

describe.skipIf(Boolean(pgUrl))('contention on SQLite (one process)', () => {
  const clock = new ManualClock('2026-06-15T08:00:00.000Z');
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`lets exactly 1 of ${CUSTOMERS} concurrent prebooks of one slot through`, async () => {
    if (!app) throw new Error('no app');
    const club = await createTestClub(app, { courts: 1 });
    const ids = await addCustomers(app);
    const start = '2026-06-16T16:00:00.000Z';
    const requests = await Promise.all(
      ids.map(async (customerId) => ({
        ...(await bearerFor(app!, customerId)),
        payload: prebookBody({ customerId, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
      })),
    );
    const answers = await Promise.all(
      requests.map((r) => app!.inject({ method: 'POST', url: '/api/publicbookings/prebook', headers: r.headers, payload: r.payload })),
    );
    await expectOneWinner(
      app,
      club.courts[0]!,
      ids,
      answers.map((a) => ({ status: a.statusCode, body: a.json() })),
    );
  }, 120_000);
});

describe.runIf(Boolean(pgUrl))('contention on PostgreSQL (two server processes)', () => {
  let app: TestApp | undefined;
  let servers: ServerProcess[] = [];
  let club: Awaited<ReturnType<typeof createTestClub>>;
  let ids: number[] = [];
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-contention-'));
    // Dropped by the run's teardown with the test apps' databases (a drop here waits on a busy server's checkpoint).
    const env = { DATABASE_URL: await emptyRunDatabase(pgUrl!), JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir };
    // The suite's own handle on that database: migrates and seeds it, sets the test up, reads the outcome.
    app = await buildTestApp({ shareDatabaseOf: loadConfig(env), env: { JWT_SECRET: env.JWT_SECRET } });
    await migrateToLatest(app.db);
    await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: app.config.publicUrl });
    // Before the servers start: each keeps the booking catalogue for a few seconds once it has read it.
    club = await createTestClub(app, { courts: 1 });
    ids = await addCustomers(app);
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`lets exactly 1 of ${CUSTOMERS} concurrent prebooks of one slot through, over HTTP to two servers`, async () => {
    if (!app) throw new Error('no app');
    // The servers run on the real clock: tomorrow at 16:00 in the club's zone, well within the booking window.
    const { timeZone } = await getMainSettings(app.db);
    const tomorrow = instantToLocal(new Date(app.clock.now().getTime() + 86_400_000).toISOString(), timeZone).date;
    const slot = localToInstant({ date: tomorrow, time: '16:00' }, timeZone);
    if (!slot.ok) throw new Error(slot.message);
    const requests = await Promise.all(
      ids.map(async (customerId, i) => ({
        server: servers[i % servers.length]!,
        ...(await bearerFor(app!, customerId)),
        payload: prebookBody({ customerId, typeId: club.typeId, courtId: club.courts[0]!, start: slot.instant, duration: 60 }),
      })),
    );
    const answers = await Promise.all(
      requests.map(async (r): Promise<Answer> => {
        const headers = { ...r.headers, 'content-type': 'application/json' };
        const res = await fetch(`${r.server.url}/api/publicbookings/prebook`, { method: 'POST', headers, body: JSON.stringify(r.payload) });
        return { status: res.status, body: await res.json() };
      }),
    );
    await expectOneWinner(app, club.courts[0]!, ids, answers);
  }, 120_000);

  it('keeps a second wall on PostgreSQL: overlapping active blocks are refused by the exclusion constraint', async () => {
    if (!app) throw new Error('no app');
    const other = await createTestClub(app, { courts: 1 });
    const owner = ids[0]!;
    const desk = (startsAt: string) => ({
      bookingTypeId: other.typeId,
      resourceId: other.courts[0]!,
      ownerId: owner,
      startsAt: startsAt as Instant,
      durationMinutes: 60,
      maxParticipants: 1,
      price: 0,
      currency: 'EUR',
      createdAt: startsAt as Instant,
    });
    await recordDeskBookings(app.db, [desk('2026-06-20T10:00:00.000Z')]);
    await expect(recordDeskBookings(app.db, [desk('2026-06-20T10:30:00.000Z')])).rejects.toMatchObject({ code: '23P01' });
    // Back to back is fine ([start, end) ranges).
    await expect(recordDeskBookings(app.db, [desk('2026-06-20T11:00:00.000Z')])).resolves.toHaveLength(1);
  });
});
