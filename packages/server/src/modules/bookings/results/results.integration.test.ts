import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { recordDeskBookings } from '../setup/booking-setup.service.js';
import { setResultSets } from './results.repository.js';
import { settleResult, standUnansweredResults } from './result-answers.service.js';

/**
 * Issue 23 section 3 and issue 29 section 4: a player who took part proposes a match's result with the teams,
 * the other team confirms or disputes it within 48 hours (unanswered, the job makes it stand), staff settle a
 * dispute; only then do the club levels of the players who took part move. Runs on SQLite, and on PostgreSQL
 * with DATABASE_URL.
 */
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
  // Anyone may see a match its owner opened (issue 29).
  if (opts.allowJoin) await app.db.updateTable('bookings').set({ open_match: 1 }).where('id', '=', bookingId!).execute();
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
const answer = (p: { headers: Record<string, string> }, bookingId: number, what: 'confirm' | 'dispute') =>
  app.inject({ method: 'POST', url: '/api/publicbookings/answer-result', payload: { bookingId, answer: what }, headers: p.headers });

/** The places of a booking in seat order (Player.id). */
const placesOf = async (bookingId: number) =>
  (await app.db.selectFrom('booking_participants').select('id').where('booking_id', '=', bookingId).orderBy('position').execute()).map(
    (r) => r.id,
  );
/** Ana and Bea in Team 1, Carla and Dora in Team 2: the line-up a proposer sends for players without a team. */
const lineUp = async (bookingId: number, teams = [0, 0, 1, 1]) =>
  (await placesOf(bookingId)).flatMap((id, i) => (teams[i] === undefined ? [] : [{ id, team: teams[i] }]));
const levelsOf = async (players: Player[]) =>
  (
    await app.db
      .selectFrom('customer_levels')
      .select(['customer_id', 'level_hundredths'])
      .where(
        'customer_id',
        'in',
        players.map((p) => p.id),
      )
      .execute()
  ).reduce<Record<number, number>>((all, r) => ({ ...all, [r.customer_id]: r.level_hundredths }), {});
const job = () => standUnansweredResults({ db: app.db, clock, caches: app.caches });

describe('propose, then the other team answers', () => {
  it('a proposed result moves no level; the other team confirms it and each player’s club level moves', async () => {
    const { bookingId, players } = await match();
    const [ana, , carla] = players;
    const names = await fullNames(players);
    expect((await info(ana!, bookingId)).json().model.results).toEqual({ nSets: 3, team1: [], team2: [] });

    const res = await save(ana!, { bookingId, team1: [6, 6], team2: [4, 3], teams: await lineUp(bookingId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, errorMsg: '', model: { team1: [6, 6], team2: [4, 3] } });
    expect((await info(carla!, bookingId)).json().model.results).toEqual({
      nSets: 3,
      team1: [6, 6],
      team2: [4, 3],
      status: 'proposed',
      proposedTeam: 0,
      answerBy: '2026-11-28T10:00:00.000Z',
    });
    expect(await levelsOf(players)).toEqual({});
    expect((await info(ana!, bookingId)).json().model.players.map((p: { team: number }) => p.team)).toEqual([0, 0, 1, 1]);

    const confirmed = await answer(carla!, bookingId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().model).toEqual({ status: 'confirmed' });
    // Team 1 (Ana, Bea) won; all started unrated, at 3.00.
    expect(Object.values(await levelsOf(players)).sort()).toEqual([287, 287, 313, 313]);
    const history = await app.inject({ method: 'GET', url: `/api/publicbookings/levels/${ana!.id}/provider/club`, headers: ana!.headers });
    expect(history.json().model.records).toEqual([
      { comments: `Result 6-4 6-3 vs ${names[2]}, ${names[3]}`, oldLevel: 3, newLevel: 3.13, created: clock.now().toISOString() },
    ]);
    const spanish = await app.inject({
      method: 'GET',
      url: `/api/publicbookings/levels/${carla!.id}/provider/club`,
      headers: { ...carla!.headers, 'accept-language': 'es-ES' },
    });
    expect(spanish.json().model.records[0].comments).toBe(`Resultado 4-6 3-6 contra ${names[0]}, ${names[1]}`);
    // Answered once: a second answer, or another proposal, is refused.
    expect((await answer(players[3]!, bookingId, 'dispute')).json()).toEqual({
      ok: false,
      errorMsg: 'This result can no longer be confirmed or disputed',
    });
    expect((await save(players[1]!, { bookingId, team1: [6], team2: [0] })).statusCode).toBe(409);
  });

  it('the proposing team cannot confirm its own result', async () => {
    const { bookingId, players } = await match();
    await save(players[0]!, { bookingId, team1: [6], team2: [4], teams: await lineUp(bookingId) });
    const own = await answer(players[1]!, bookingId, 'confirm');
    expect(own.statusCode).toBe(403);
    expect(own.json().errorMsg).toBe('Only a player of the other team can confirm or dispute this result');
    expect((await answer(players[2]!, bookingId + 100000, 'confirm')).statusCode).toBe(404);
  });

  it('unanswered, it stands once the 48 hours pass (the job), and levels move then; answers after that are refused', async () => {
    const { bookingId, players } = await match();
    await save(players[2]!, { bookingId, team1: [2, 3], team2: [6, 6], teams: await lineUp(bookingId) });
    clock.advance({ hours: 47 });
    await job();
    expect(await levelsOf(players)).toEqual({});
    clock.advance({ hours: 1 });
    await job();
    expect((await info(players[0]!, bookingId)).json().model.results.status).toBe('unanswered');
    const levels = await levelsOf(players);
    expect([levels[players[0]!.id], levels[players[2]!.id]]).toEqual([287, 313]);
    expect((await answer(players[0]!, bookingId, 'dispute')).statusCode).toBe(409);
    await job();
    expect(await app.db.selectFrom('level_history').select('id').where('booking_id', '=', bookingId).execute()).toHaveLength(4);
  });

  it('a dispute is shown to both teams, never stands by the clock, and staff settle it (then levels move)', async () => {
    const { bookingId, players } = await match();
    await save(players[0]!, { bookingId, team1: [6, 6], team2: [0, 0], teams: await lineUp(bookingId) });
    const disputed = await answer(players[3]!, bookingId, 'dispute');
    expect(disputed.json().model).toEqual({ status: 'disputed' });
    for (const p of [players[1]!, players[2]!]) expect((await info(p, bookingId)).json().model.results.status).toBe('disputed');
    clock.advance({ hours: 72 });
    await job();
    expect(await levelsOf(players)).toEqual({});
    await expect(
      settleResult({ db: app.db, clock, caches: app.caches }, { bookingId, team1: [6, 6], team2: [6, 0] }),
    ).rejects.toMatchObject({
      key: 'resultsImpossibleSet',
    });
    await settleResult({ db: app.db, clock, caches: app.caches }, { bookingId, team1: [4, 6, 3], team2: [6, 3, 6] });
    expect((await info(players[0]!, bookingId)).json().model.results).toMatchObject({ status: 'settled', team1: [4, 6, 3] });
    const levels = await levelsOf(players);
    expect([levels[players[0]!.id], levels[players[3]!.id]]).toEqual([287, 313]);
    await expect(settleResult({ db: app.db, clock, caches: app.caches }, { bookingId, team1: [6], team2: [1] })).rejects.toMatchObject({
      key: 'resultsNotDisputed',
    });
  });
});

describe('only players who took part', () => {
  it('invited players who never accepted neither propose, answer, play in a team nor move; a 6-0 6-0 leaves their level alone', async () => {
    const { bookingId, players } = await match();
    const [ana, bea, carla, dora] = players;
    await app.db
      .updateTable('booking_participants')
      .set({ state: 'invited' })
      .where('booking_id', '=', bookingId)
      .where('position', 'in', [2, 3])
      .execute();
    const refused = await save(carla!, { bookingId, team1: [0, 0], team2: [6, 6] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('Only the players of this match can record its result');
    const places = await placesOf(bookingId);
    const strangers = await save(ana!, { bookingId, team1: [6, 6], team2: [0, 0], teams: [{ id: places[2]!, team: 1 }] });
    expect(strangers.json().errorMsg).toBe('That player did not take part in this match');
    const ok = await save(ana!, {
      bookingId,
      team1: [6, 6],
      team2: [0, 0],
      teams: [
        { id: places[0]!, team: 0 },
        { id: places[1]!, team: 1 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await answer(dora!, bookingId, 'confirm')).statusCode).toBe(403);
    expect((await answer(bea!, bookingId, 'confirm')).statusCode).toBe(200);
    const levels = await levelsOf(players);
    expect(Object.keys(levels).map(Number).sort()).toEqual([ana!.id, bea!.id].sort());
    expect(levels[bea!.id]).toBeLessThan(300);
  });
});

describe('teams are chosen before or at the result', () => {
  it('asks for a team for every player; someone else’s chosen team is theirs; a team cannot be over its size', async () => {
    const { bookingId, players } = await match();
    const places = await placesOf(bookingId);
    const none = await save(players[0]!, { bookingId, team1: [6], team2: [4] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMsg).toBe('Choose a team for every player before saving the result');
    const crowded = await save(players[0]!, { bookingId, team1: [6], team2: [4], teams: await lineUp(bookingId, [0, 0, 0, 1]) });
    expect(crowded.json().errorMsg).toBe('That team is full. Please choose the other team');
    await app.db.updateTable('booking_participants').set({ team: 1 }).where('id', '=', places[1]!).execute();
    const moved = await save(players[0]!, { bookingId, team1: [6], team2: [4], teams: await lineUp(bookingId) });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errorMsg).toMatch(/chose their team: only they can change it$/);
    const ok = await save(players[0]!, { bookingId, team1: [6], team2: [4], teams: await lineUp(bookingId, [0, 1, 0, 1]) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await app.db.selectFrom('booking_results').select('booking_id').where('booking_id', '=', bookingId).execute()).toHaveLength(1);
  });
});

describe('save-results', () => {
  it('of two saves at once exactly one wins', async () => {
    const { bookingId, players } = await match();
    const teams = await lineUp(bookingId);
    const both = await Promise.all([
      save(players[0]!, { bookingId, team1: [6], team2: [2], teams }),
      save(players[3]!, { bookingId, team1: [1], team2: [6], teams }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toEqual({ ok: false, errorMsg: 'This match already has its result' });
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
    expect((await answer(stranger, closed.bookingId, 'confirm')).statusCode).toBe(404);
  });

  it('refuses a match still to come or still being played, and its detail has no result', async () => {
    const future = await match({ hoursAgo: -24 });
    const playing = await match({ hoursAgo: 1 });
    for (const m of [future, playing]) {
      const res = await save(m.players[0]!, { bookingId: m.bookingId, team1: [6], team2: [4], teams: await lineUp(m.bookingId) });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMsg).toBe('This match has not finished yet: record its result once it is over');
      expect((await info(m.players[0]!, m.bookingId)).json().model.results).toBeNull();
    }
  });

  it('asks for the sets the spec asks for, in its words; refuses 0-0 and impossible set scores with a sentence', async () => {
    const best3 = await match();
    const best5 = await match({ hoursAgo: 3, sets: 5 });
    const p3 = best3.players[0]!;
    const p5 = best5.players[0]!;
    const teams3 = await lineUp(best3.bookingId);
    const refusal = async (p: Player, bookingId: number, team1: unknown[], team2: unknown[]) => {
      const res = await save(p, { bookingId, team1, team2, teams: teams3 });
      expect(res.statusCode).toBe(400);
      return res.json().errorMsg as string;
    };
    expect(await refusal(p3, best3.bookingId, [], [])).toBe('Please fill at least one result');
    expect(await refusal(p5, best5.bookingId, [6, 6], [4, 4])).toBe('Please fill at least 3 sets');
    expect(await refusal(p3, best3.bookingId, [6, 6], [4])).toBe('Fill in both teams’ games of every set played');
    expect(await refusal(p3, best3.bookingId, [6, 4, 6, 6], [4, 6, 4, 6])).toBe('This match has at most 3 sets');
    expect(await refusal(p3, best3.bookingId, [0], [0])).toBe('Set 1: 0-0 is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)');
    expect(await refusal(p3, best3.bookingId, [6, 6], [4, 5])).toBe(
      'Set 2: 6-5 is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)',
    );
    expect(await refusal(p3, best3.bookingId, [8], [6])).toMatch(/^Set 1: 8-6 is not a possible score/);
    expect(await refusal(p3, best3.bookingId, [6, 6, 6], [0, 0, 0])).toBe('Set 3 comes after a team had already won the match');
    expect(await refusal(p3, best3.bookingId, [6.5], [4])).toMatch(/^The field “team1” must be a whole number/);
    const es = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/save-results',
      payload: { bookingId: best3.bookingId, team1: [6], team2: [6], teams: teams3 },
      headers: { ...p3.headers, 'accept-language': 'es-ES' },
    });
    expect(es.json().errorMsg).toBe('Set 1: 6-6 no es un resultado posible (un set acaba de 6-0 a 6-4, 7-5 o 7-6)');
    const ok = await save(p5, { bookingId: best5.bookingId, team1: [6, 4, 7], team2: [3, 6, 6], teams: await lineUp(best5.bookingId) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await info(p5, best5.bookingId)).json().model.results).toMatchObject({ nSets: 5, team1: [6, 4, 7], team2: [3, 6, 6] });
  });
});
