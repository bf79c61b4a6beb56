import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordAudit, systemActor } from '../../db/audit-log.js';
import { createTestActivity } from '../../test/activity-fixtures.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { runWaitlistOffersJob } from '../../test/waitlist-offers.js';
import { CHECKOUT_HOLD_MINUTES } from '../sales/index.js';
import { serveWaitlists, waitlistRegistry, type WaitlistLineServer } from './index.js';

/**
 * The one waitlist engine (issue 34 §2): one `waitlist-offers` run serves every kind of line its owners
 * registered (an activity's places, a court slot), each line in a unit of work of its own; two runs at once
 * offer each freed place once. SQLite, and PostgreSQL when DATABASE_URL is set.
 */
const START = '2026-06-15T08:00:00.000Z';
/** Wednesday 18:00 in Madrid. */
const SLOT = '2026-06-17T16:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { courts: 2 });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const post = async (url: string, m: Member, payload: object) => {
  const res = await app.inject({ method: 'POST', url, payload, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
};

/**
 * A paid activity's only place and a court slot, each held unpaid by a holder, with one member in each line.
 * Answers the two entries' ids and who waits.
 */
async function twoFullLines(courtId: number, name: string) {
  const [holder, forActivity, forCourt] = await Promise.all([quickCustomer(app), quickCustomer(app), quickCustomer(app)]);
  const activityId = await createTestActivity(app.db, clock, { price: 2500, capacity: 1, name });
  await post('/api/publicactivities/inscription', holder, { customerId: holder.id, id: activityId });
  await post('/api/publicactivities/waitlist', forActivity, { customerId: forActivity.id, id: activityId });
  await post(
    '/api/publicbookings/prebook',
    holder,
    prebookBody({ customerId: holder.id, typeId: club.typeId, courtId, start: SLOT, duration: 90 }),
  );
  const slot = (await post('/api/publicbookings/waitlist/slot', forCourt, {
    customerId: forCourt.id,
    bookingTypeId: club.typeId,
    resourceId: courtId,
    start: SLOT,
    duration: 90,
  })) as { id: number };
  const activityEntry = await app.db
    .selectFrom('activity_waitlist')
    .select('id')
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return { activityEntry: activityEntry.id, slotEntry: slot.id, forActivity, forCourt };
}

const statusOf = async (table: 'activity_waitlist' | 'booking_waitlist', id: number) =>
  (await app.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const offersOf = (table: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_label', 'action'])
    .where('entity', '=', table)
    .where('entity_id', '=', String(id))
    .where('action', '=', 'waitlist.offer')
    .execute();
const mailsTo = async (m: Member) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', m.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();
};

describe('the waitlist-offers job', () => {
  it('serves every kind of line in one run: an activity place and a court slot freed with nobody calling are both offered', async () => {
    const lines = await twoFullLines(club.courts[0]!, 'Engine clinic');
    expect(await runWaitlistOffersJob(app)).toBe(0);
    // Both holds run out unpaid; no request and no release-holds run comes by: the waitlist job alone finds both.
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    expect(await runWaitlistOffersJob(app)).toBe(2);
    expect(await statusOf('activity_waitlist', lines.activityEntry)).toBe('offered');
    expect(await statusOf('booking_waitlist', lines.slotEntry)).toBe('offered');
    // Each on its own line's rule, as before the engine; each member told once, in their line's words.
    expect(await offersOf('activity_waitlist', lines.activityEntry)).toEqual([
      { actor_label: 'activity-waitlist', action: 'waitlist.offer' },
    ]);
    expect(await offersOf('booking_waitlist', lines.slotEntry)).toEqual([{ actor_label: 'booking-waitlist', action: 'waitlist.offer' }]);
    expect(await mailsTo(lines.forActivity)).toHaveLength(1);
    expect(await mailsTo(lines.forCourt)).toHaveLength(1);
    expect(await runWaitlistOffersJob(app)).toBe(0);
  });

  it('offers each freed place once when two runs go at once (two instances)', async () => {
    clock.set(START);
    const lines = await twoFullLines(club.courts[1]!, 'Race clinic');
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    const runs = await Promise.all([runWaitlistOffersJob(app), runWaitlistOffersJob(app)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await offersOf('activity_waitlist', lines.activityEntry)).toHaveLength(1);
    expect(await offersOf('booking_waitlist', lines.slotEntry)).toHaveLength(1);
    expect(await mailsTo(lines.forActivity)).toHaveLength(1);
    expect(await mailsTo(lines.forCourt)).toHaveLength(1);
  });
});

describe('the waitlist engine', () => {
  const line = { table: 'activity_waitlist', rule: 'probe-waitlist', offerMinutes: 60 } as const;
  const probe = (name: string, keys: number[], fail?: number): WaitlistLineServer => ({
    name,
    line,
    lines: async () => keys,
    serve: async (trx, key, now) => {
      await recordAudit(
        trx,
        { actor: systemActor(name), action: 'probe.served', entity: 'waitlist_probe', entityId: `${name}-${key}` },
        now,
      );
      if (key === fail) throw new Error('outbox down');
      return 1;
    },
  });

  it('serves each line in a unit of work of its own: one that fails rolls back alone, is logged, and the next lines still run', async () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const unlisted: WaitlistLineServer = { ...probe('unlisted', []), lines: () => Promise.reject(new Error('database busy')) };
    expect(await serveWaitlists({ db: app.db, clock, log }, [probe('first', [1, 2, 3], 2), unlisted, probe('last', [7])])).toBe(3);
    const served = await app.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'waitlist_probe').orderBy('id').execute();
    expect(served.map((r) => r.entity_id)).toEqual(['first-1', 'first-3', 'last-7']);
    expect(warn.mock.calls.map(([fields]) => fields as { part: string; key?: number })).toMatchObject([
      { part: 'first', key: 2 },
      { part: 'unlisted' },
    ]);
  });

  it('refuses a line server registered twice', () => {
    const registry = waitlistRegistry().register(probe('courts', []));
    expect(() => registry.register(probe('courts', []))).toThrow('Waitlist line server courts is registered twice');
    expect(registry.names).toEqual(['courts']);
  });
});
