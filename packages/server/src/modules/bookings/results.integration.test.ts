import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { recordDeskBookings } from './booking-setup.service.js';
import { setResultSets } from './results.repository.js';

/** Issue 23 section 3: recording a match's result, and the club levels it moves. */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

type Player = Awaited<ReturnType<typeof quickCustomer>>;
let slot = 0;

/** A four-player match of its own (desk booking, every player in): `hoursAgo` its start (negative: to come). */
async function match(opts: { hoursAgo: number; allowJoin?: boolean; sets?: 3 | 5 } = { hoursAgo: 3 }) {
  const club = await createTestClub(app, { allowJoin: opts.allowJoin ?? false });
  if (opts.sets) await setResultSets(app.db, club.typeId, opts.sets);
  const players: Player[] = [];
  for (const name of ['Ana', 'Bea', 'Carla', 'Dora']) players.push(await quickCustomer(app, name));
  slot += 1;
  const startsAt = new Date(clock.now().getTime() - opts.hoursAgo * 3_600_000 + slot * 1000).toISOString() as Instant;
  const [bookingId] = await recordDeskBookings(app.db, [
    {
      bookingTypeId: club.typeId,
      resourceId: club.courts[0]!,
      ownerId: players[0]!.id,
      playerIds: players.slice(1).map((p) => p.id),
      startsAt,
      durationMinutes: 90,
      maxParticipants: 4,
      price: 3000,
      currency: 'EUR',
      createdAt: startsAt,
    },
  ]);
  return { bookingId: bookingId!, players };
}

async function fullNames(players: Player[]) {
  const rows = await app.db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where(
      'id',
      'in',
      players.map((p) => p.id),
    )
    .execute();
  return players.map((p) => rows.find((r) => r.id === p.id)).map((r) => `${r?.name ?? ''} ${r?.surname ?? ''}`);
}

const save = (p: { headers: Record<string, string> } | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/publicbookings/save-results', payload, ...(p ? { headers: p.headers } : {}) });
const info = (p: { headers: Record<string, string> }, bookingId: number) =>
  app.inject({ method: 'GET', url: `/api/publicbookings/info/${bookingId}`, headers: p.headers });

describe('save-results', () => {
  it('a player records the result of a finished match: the booking shows it and each player’s club level moves', async () => {
    const { bookingId, players } = await match();
    const [ana, , carla] = players;
    const names = await fullNames(players);
    const before = await info(ana!, bookingId);
    expect(before.json().model.results).toEqual({ nSets: 3, team1: [], team2: [] });

    const res = await save(carla!, { bookingId, team1: [6, 6], team2: [4, 3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, errorMsg: '', model: { team1: [6, 6], team2: [4, 3] } });
    expect((await info(ana!, bookingId)).json().model.results).toEqual({ nSets: 3, team1: [6, 6], team2: [4, 3] });

    // Positions 0 and 1 (Ana, Bea) are Team 1 and won; all started unrated, at 3.00.
    const levels = await app.db
      .selectFrom('customer_levels')
      .select(['customer_id', 'level_hundredths'])
      .where(
        'customer_id',
        'in',
        players.map((p) => p.id),
      )
      .orderBy('customer_id')
      .execute();
    expect(levels.map((l) => l.level_hundredths)).toEqual([313, 313, 287, 287]);
    const history = await app.inject({ method: 'GET', url: `/api/publicbookings/levels/${ana!.id}/provider/club`, headers: ana!.headers });
    expect(history.json().model).toEqual({
      provider: 'club',
      linked: true,
      level: 3.13,
      records: [
        { comments: `Result 6-4 6-3 vs ${names[2]}, ${names[3]}`, oldLevel: 3, newLevel: 3.13, created: clock.now().toISOString() },
      ],
    });
    const spanish = await app.inject({
      method: 'GET',
      url: `/api/publicbookings/levels/${carla!.id}/provider/club`,
      headers: { ...carla!.headers, 'accept-language': 'es-ES' },
    });
    expect(spanish.json().model.records[0].comments).toBe(`Resultado 4-6 3-6 contra ${names[0]}, ${names[1]}`);
  });

  it('refuses a second result, and of two saves at once exactly one wins', async () => {
    const { bookingId, players } = await match();
    const both = await Promise.all([
      save(players[0]!, { bookingId, team1: [6], team2: [2] }),
      save(players[3]!, { bookingId, team1: [1], team2: [6] }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toEqual({ ok: false, errorMsg: 'This match already has its result' });
    const again = await save(players[1]!, { bookingId, team1: [6], team2: [0] });
    expect(again.statusCode).toBe(409);
    const rows = await app.db.selectFrom('level_history').select('customer_id').where('booking_id', '=', bookingId).execute();
    expect(rows).toHaveLength(4);
  });

  it('only a player of the booking saves: others are refused (404 when they may not even see it), guests asked to log in', async () => {
    const closed = await match();
    const open = await match({ hoursAgo: 3, allowJoin: true });
    const stranger = await quickCustomer(app, 'Eva');
    const hidden = await save(stranger, { bookingId: closed.bookingId, team1: [6], team2: [4] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errorMsg).toBe('This booking does not exist');
    const seen = await save(stranger, { bookingId: open.bookingId, team1: [6], team2: [4] });
    expect(seen.statusCode).toBe(403);
    expect(seen.json().errorMsg).toBe('Only the players of this match can record its result');
    expect((await save(null, { bookingId: open.bookingId, team1: [6], team2: [4] })).statusCode).toBe(401);
    expect(
      await app.db
        .selectFrom('booking_results')
        .select('booking_id')
        .where('booking_id', 'in', [closed.bookingId, open.bookingId])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a match still to come or still being played, and its detail has no result', async () => {
    const future = await match({ hoursAgo: -24 });
    const playing = await match({ hoursAgo: 1 });
    for (const m of [future, playing]) {
      const res = await save(m.players[0]!, { bookingId: m.bookingId, team1: [6], team2: [4] });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMsg).toBe('This match has not finished yet: record its result once it is over');
      expect((await info(m.players[0]!, m.bookingId)).json().model.results).toBeNull();
    }
  });

  it('asks for the sets the spec asks for, in its words, and whole numbers', async () => {
    const best3 = await match();
    const best5 = await match({ hoursAgo: 3, sets: 5 });
    const p3 = best3.players[0]!;
    const p5 = best5.players[0]!;
    const refusal = async (p: Player, bookingId: number, team1: unknown[], team2: unknown[]) => {
      const res = await save(p, { bookingId, team1, team2 });
      expect(res.statusCode).toBe(400);
      return res.json().errorMsg as string;
    };
    expect(await refusal(p3, best3.bookingId, [], [])).toBe('Please fill at least one result');
    expect(await refusal(p5, best5.bookingId, [6, 6], [4, 4])).toBe('Please fill at least 3 sets');
    expect(await refusal(p3, best3.bookingId, [6, 6], [4])).toBe('Fill in both teams’ games of every set played');
    expect(await refusal(p3, best3.bookingId, [6, 4, 6, 6], [4, 6, 4, 6])).toBe('This match has at most 3 sets');
    expect(await refusal(p3, best3.bookingId, [6.5], [4])).toMatch(/^The field “team1” must be a whole number/);
    expect(await refusal(p3, best3.bookingId, [-1], [4])).toMatch(/^The field “team1”/);
    const es = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/save-results',
      payload: { bookingId: best5.bookingId, team1: [6], team2: [4] },
      headers: { ...p5.headers, 'accept-language': 'es-ES' },
    });
    expect(es.json().errorMsg).toBe('Rellena al menos 3 sets');
    const ok = await save(p5, { bookingId: best5.bookingId, team1: [6, 4, 6], team2: [3, 6, 2] });
    expect(ok.statusCode).toBe(200);
    expect((await info(p5, best5.bookingId)).json().model.results).toEqual({ nSets: 5, team1: [6, 4, 6], team2: [3, 6, 2] });
  });
});
