import { CustomerStatus } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { bearerFor, createTestClub, prebookBody } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { recordDeskBookings } from './booking-setup.service.js';

/**
 * No double booking, whatever the concurrency: 200 customers prebook the same slot at once. Exactly one
 * gets it, every other one gets the clear 409. On PostgreSQL the requests are spread over two app
 * instances sharing the database (two pools, two processes' worth of connections); on SQLite one
 * process is the deployment.
 */
const CUSTOMERS = 200;
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
const postgres = Boolean(process.env.DATABASE_URL);
let apps: Array<Awaited<ReturnType<typeof buildTestApp>>> = [];

beforeAll(async () => {
  const first = await buildTestApp({ clock });
  apps = [first];
  if (postgres) apps.push(await buildTestApp({ clock, shareDatabaseOf: first.config }));
}, 60_000);
afterAll(async () => {
  for (const app of [...apps].reverse()) await app.close();
});

describe('contention', () => {
  it(`lets exactly 1 of ${CUSTOMERS} concurrent prebooks of one slot through`, async () => {
    const [first] = apps;
    if (!first) throw new Error('no app');
    const club = await createTestClub(first, { courts: 1 });
    const now = nowInstant(clock);
    const rows = Array.from({ length: CUSTOMERS }, (_, i) => ({ email: `rush${i}-${Date.now()}@example.com`, password_hash: null, name: `Rush${i}`, surname: 'R', status: CustomerStatus.Active, accept_conditions: 1, created_at: now, updated_at: now }));
    const ids = (await first.db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id);
    const start = '2026-06-16T16:00:00.000Z';
    const requests = await Promise.all(
      ids.map(async (customerId, i) => {
        const app = apps[i % apps.length]!;
        const { headers } = await bearerFor(app, customerId);
        return { app, headers, payload: prebookBody({ customerId, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }) };
      }),
    );
    const answers = await Promise.all(requests.map((r) => r.app.inject({ method: 'POST', url: '/api/publicbookings/prebook', headers: r.headers, payload: r.payload })));

    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: CUSTOMERS - 1 });
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toEqual({ ok: false, errorMsg: 'Sorry, this slot has just been booked. Please choose another one' });

    const blocks = await first.db.selectFrom('booking_blocks').select('id').where('resource_id', '=', club.courts[0]!).where('active', '=', 1).execute();
    expect(blocks).toHaveLength(1);
    const sales = await first.db.selectFrom('sales').select('id').where('customer_id', 'in', ids).execute();
    expect(sales).toHaveLength(1);
  }, 120_000);

  it.runIf(postgres)('keeps a second wall on PostgreSQL: overlapping active blocks are refused by the exclusion constraint', async () => {
    const [first] = apps;
    if (!first) throw new Error('no app');
    const club = await createTestClub(first, { courts: 1 });
    const owner = (await first.db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const desk = (startsAt: string) => ({ bookingTypeId: club.typeId, resourceId: club.courts[0]!, ownerId: owner, startsAt: startsAt as Instant, durationMinutes: 60, maxParticipants: 1, price: 0, currency: 'EUR', createdAt: startsAt as Instant });
    await recordDeskBookings(first.db, [desk('2026-06-20T10:00:00.000Z')]);
    await expect(recordDeskBookings(first.db, [desk('2026-06-20T10:30:00.000Z')])).rejects.toMatchObject({ code: '23P01' });
    // Back to back is fine ([start, end) ranges).
    await expect(recordDeskBookings(first.db, [desk('2026-06-20T11:00:00.000Z')])).resolves.toHaveLength(1);
  });
});
