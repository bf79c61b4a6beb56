import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant } from '../../../lib/clock.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';

/**
 * Issue 30 section 2 and issue 29 section 4: teams do not move under a member after they joined (a player
 * who chose Team 2 stays there; invited players are not seated before they accept), and a match's waitlist
 * takes only members its level range admits. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 * Monday 2026-06-15 10:00 Madrid; the match on Wednesday at 18:00.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
const SLOT = '2026-06-17T16:00:00.000Z';
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let court = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { courts: 10, allowJoin: true });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
const post = (c: Customer, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: c.headers, ...(payload ? { payload } : {}) });
const join = (c: Customer, bookingId: number, team?: 0 | 1) =>
  post(c, `/api/publicbookings/byplace-prebook-place/${c.id}/${bookingId}/web`, team === undefined ? undefined : { team });
/** Each player's team (by first name), invited players included. */
const teamsOf = async (bookingId: number) =>
  Object.fromEntries(
    (
      await app.db
        .selectFrom('booking_participants as p')
        .innerJoin('customers as c', 'c.id', 'p.customer_id')
        .select(['c.name', 'p.team', 'p.state'])
        .where('p.booking_id', '=', bookingId)
        .execute()
    ).map((r) => [r.name, `${r.team} ${r.state}`]),
  );

/** Olga's paid Shared match on a court of its own, inviting `invited`. */
async function match(invited: Customer[] = []) {
  const owner = await quickCustomer(app, 'Olga');
  court += 1;
  const res = await post(
    owner,
    '/api/publicbookings/prebook',
    prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[court]!,
      start: SLOT,
      paymentType: 'Shared',
      players: invited.map((c) => c.id),
      openMatch: true,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json().model[0] as { bookingId: number; saleId: number };
  await markSalePaid(app, entry.saleId);
  return { owner, bookingId: entry.bookingId };
}

describe('teams stay where members saw them', () => {
  it('an invited player sits in no team until they accept; a player who chose Team 2 stays there; the owner keeps their seat', async () => {
    const bea = await quickCustomer(app, 'Bea');
    const { bookingId } = await match([bea]);
    const cris = await quickCustomer(app, 'Cris');
    const dani = await quickCustomer(app, 'Dani');
    expect((await join(cris, bookingId, 1)).statusCode).toBe(200);
    // The owner was shown in Team 1 when Cris joined: written down there; Bea, only invited, is in no team.
    expect(await teamsOf(bookingId)).toEqual({ Olga: '0 accepted', Bea: '-1 invited', Cris: '1 joined' });
    // One place left besides Bea's: it is in Team 2 (Team 1's other place waits for nobody in particular).
    const full = await join(dani, bookingId, 0);
    expect(full.statusCode).toBe(409);
    expect((await join(dani, bookingId, 1)).statusCode).toBe(200);
    expect((await post(bea, `/api/publicbookings/accept/${bookingId}/${bea.id}`)).statusCode).toBe(200);
    expect(await teamsOf(bookingId)).toEqual({ Olga: '0 accepted', Bea: '0 accepted', Cris: '1 joined', Dani: '1 joined' });
  });

  it('the booking detail lists an invited player without seating them, so the page shows them apart', async () => {
    const bea = await quickCustomer(app, 'Bea');
    const { owner, bookingId } = await match([bea]);
    const res = await app.inject({ method: 'GET', url: `/api/publicbookings/info/${bookingId}`, headers: owner.headers });
    const players = res.json().model.players as Array<{ customerId: number | null; team: number; state: string | null }>;
    expect(players.find((p) => p.customerId === bea.id)).toMatchObject({ team: -1, state: 'invited' });
  });
});

describe('the match waitlist respects the level range', () => {
  it('a member outside the match’s range cannot queue for it; one inside can', async () => {
    const { bookingId } = await match();
    await app.db
      .updateTable('bookings')
      .set({ min_level_hundredths: 300, max_level_hundredths: 400 })
      .where('id', '=', bookingId)
      .execute();
    for (const name of ['P1', 'P2', 'P3']) {
      const p = await quickCustomer(app, name);
      await app.db
        .insertInto('customer_levels')
        .values({ customer_id: p.id, level_hundredths: 350, updated_at: nowInstant(clock) })
        .execute();
      expect((await join(p, bookingId)).statusCode).toBe(200);
    }
    const low = await quickCustomer(app, 'Low');
    await app.db
      .insertInto('customer_levels')
      .values({ customer_id: low.id, level_hundredths: 150, updated_at: nowInstant(clock) })
      .execute();
    const unrated = await quickCustomer(app, 'New');
    const fits = await quickCustomer(app, 'Fits');
    await app.db
      .insertInto('customer_levels')
      .values({ customer_id: fits.id, level_hundredths: 320, updated_at: nowInstant(clock) })
      .execute();
    for (const c of [low, unrated]) {
      const res = await post(c, '/api/publicbookings/waitlist/match', { customerId: c.id, bookingId });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMsg).toBe('This match is for levels 3.0 to 4.0');
    }
    const ok = await post(fits, '/api/publicbookings/waitlist/match', { customerId: fits.id, bookingId });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
