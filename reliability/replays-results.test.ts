import { describe, expect, it } from 'vitest';
import { recordDeskBookings } from '../packages/server/src/modules/bookings/index.js';
import { createTestClub } from '../packages/server/src/test/booking-fixtures.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Issue 29 section 4 (results members can stand behind), replayed as the outside probe did them: over real
 * HTTP against a server process, logged in through the login call. Each fails on the code the probe found
 * (the first save moved everybody's level at once, invited strangers included; 0-0 was taken; teams went by
 * seat order; the match waitlist took any level).
 */
const made: Array<{ email: string; password: string; id: number }> = [];
let club: Awaited<ReturnType<typeof createTestClub>>;
const players: Session[] = [];
let bookingId = 0;
const { target, db, post, attack, login } = replayHarness('results replays', {
  prepare: async (target) => {
    club = await createTestClub(target.app, { courts: 2, allowJoin: true });
    for (let i = 0; i < 4; i += 1) made.push(await createCustomer(target.app, { email: `result-player-${i}@example.com` }));
    // A match that ended an hour ago: Ana (owner) and Bea took part; Carla and Dora were only invited, never accepted.
    const startsAt = new Date(Date.now() - 150 * 60_000).toISOString() as never;
    [bookingId] = (await recordDeskBookings(target.app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[0]!,
        ownerId: made[0]!.id,
        playerIds: made.slice(1).map((c) => c.id),
        startsAt,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3000,
        currency: 'EUR',
        createdAt: startsAt,
      },
    ])) as [number];
    await target.app.db
      .updateTable('booking_participants')
      .set({ state: 'invited' })
      .where('booking_id', '=', bookingId)
      .where('position', 'in', [2, 3])
      .execute();
  },
  started: async () => {
    for (const c of made) players.push(await login(c.email, c.password));
  },
});
const levelsOf = async (ids: number[]) =>
  db().selectFrom('customer_levels').select(['customer_id', 'level_hundredths']).where('customer_id', 'in', ids).execute();
const placesOf = async (id: number) =>
  (await db().selectFrom('booking_participants').select('id').where('booking_id', '=', id).orderBy('position').execute()).map((r) => r.id);

describe('issue 29 section 4: results', () => {
  it('0-0 and impossible sets are refused with a sentence; teams are never taken by seat order', async () => {
    const [ana] = players;
    const zero = await attack(post('/api/publicbookings/save-results', { bookingId, team1: [0], team2: [0] }, ana!.headers));
    expect(zero.status).toBe(400);
    expect(zero.json().errorMsg).toBe('Set 1: 0-0 is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)');
    const seats = await attack(post('/api/publicbookings/save-results', { bookingId, team1: [6], team2: [4] }, ana!.headers));
    expect(seats.json().errorMsg).toBe('Choose a team for every player before saving the result');
    expect(await db().selectFrom('booking_results').select('booking_id').where('booking_id', '=', bookingId).execute()).toEqual([]);
  });

  it('invited strangers neither record, answer nor lose level to a 6-0 6-0; a proposal alone moves nobody', async () => {
    const [ana, bea, carla, dora] = players;
    const stranger = await attack(post('/api/publicbookings/save-results', { bookingId, team1: [0, 0], team2: [6, 6] }, carla!.headers));
    expect(stranger.status).toBe(403);
    const places = await placesOf(bookingId);
    const teams = [
      { id: places[0]!, team: 0 },
      { id: places[1]!, team: 1 },
    ];
    const saved = await post('/api/publicbookings/save-results', { bookingId, team1: [6, 6], team2: [0, 0], teams }, ana!.headers);
    expect(saved.status, saved.text).toBe(200);
    expect(await levelsOf(players.map((p) => p.id))).toEqual([]);
    expect((await attack(post('/api/publicbookings/answer-result', { bookingId, answer: 'confirm' }, dora!.headers))).status).toBe(403);
    expect((await attack(post('/api/publicbookings/answer-result', { bookingId, answer: 'confirm' }, ana!.headers))).status).toBe(403);
    expect((await post('/api/publicbookings/answer-result', { bookingId, answer: 'confirm' }, bea!.headers)).status).toBe(200);
    const moved = (await levelsOf(players.map((p) => p.id))).map((l) => l.customer_id).sort((a, b) => a - b);
    expect(moved).toEqual([ana!.id, bea!.id].sort((a, b) => a - b));
  });

  it('the match waitlist refuses a member its level range keeps out', async () => {
    const owner = players[0]!;
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(16, 0, 0, 0);
    const [full] = (await recordDeskBookings(db(), [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[1]!,
        ownerId: owner.id,
        playerIds: [players[1]!.id, players[2]!.id, players[3]!.id],
        startsAt: start.toISOString() as never,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3000,
        currency: 'EUR',
        createdAt: new Date().toISOString() as never,
      },
    ])) as [number];
    // An open match (its owner opened it: issue 29) whose range keeps the newcomer out.
    await db()
      .updateTable('bookings')
      .set({ open_match: 1, min_level_hundredths: 450, max_level_hundredths: 550 })
      .where('id', '=', full)
      .execute();
    const newcomer = await createCustomer(target().app, { email: 'waitlist-low@example.com' });
    const who = await login(newcomer.email, newcomer.password);
    const queued = await attack(post('/api/publicbookings/waitlist/match', { customerId: who.id, bookingId: full }, who.headers));
    expect(queued.status).toBe(403);
    expect(queued.json().errorMsg).toBe('This match is for levels 4.5 to 5.5');
  });
});
