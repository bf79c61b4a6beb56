import { randomBytes } from 'node:crypto';
import { CustomerStatus } from '@clubportal/contract/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant } from '../../../lib/clock.js';
import { bearerFor, createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';

/**
 * Issue 23, sections 1 and 2: a member joins an open match (byplace-prebook-place), in a team, within the
 * match's level range; Full payment costs nothing, Shared sells the share; the last place goes to exactly
 * one of 50 members asking at once; update-team moves only the caller's own place; the owner and the players
 * hear of every join and leave. Runs on SQLite, and on PostgreSQL with DATABASE_URL. Monday 2026-06-15 10:00 Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
/** Wednesday 18:00 in Madrid: 2 days away, so a share is paid by the start (sharePaymentDeadline). */
const SLOT = '2026-06-17T16:00:00.000Z';
let court = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { courts: 40, allowJoin: true });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
type Player = {
  id: number;
  customerId: number | null;
  name: string;
  team: number;
  level: number | null;
  isPlaceholder: boolean;
  state: string | null;
  paymentState: string;
};

const joinUrl = (c: { id: number }, bookingId: number, placeId?: number) =>
  `/api/publicbookings/byplace-prebook-place/${c.id}/${bookingId}/web${placeId ? `/${placeId}` : ''}`;
const join = (c: Customer, bookingId: number, body?: object, lang?: string) =>
  app.inject({
    method: 'POST',
    url: joinUrl(c, bookingId),
    headers: { ...c.headers, ...(lang ? { 'accept-language': lang } : {}) },
    ...(body ? { payload: body } : {}),
  });
const info = async (bookingId: number, c?: Customer) => {
  const res = await app.inject({ method: 'GET', url: `/api/publicbookings/info/${bookingId}`, headers: c?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as {
    players: Player[];
    paymentPending: number;
    saleId: number | null;
    minLevel?: number | null;
    maxLevel?: number | null;
    joinPaymentDeadline?: string;
    joinShare?: number;
    viewerLevel?: number | null;
  };
};
const setLevel = (c: { id: number }, level: number) =>
  app.db
    .insertInto('customer_levels')
    .values({ customer_id: c.id, level_hundredths: level, updated_at: nowInstant(clock) })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ level_hundredths: level }))
    .execute();
const mailsTo = async (c: { id: number }) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
};

/** An owner's confirmed match on a court of its own: Shared (their share paid) or Full; optional level range and teams. */
async function match(
  o: {
    payment?: 'Full' | 'Shared';
    players?: Customer[];
    range?: [number | null, number | null];
    ownerTeam?: number;
    teams?: number[];
  } = {},
) {
  const owner = await quickCustomer(app, 'Olga');
  court += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    headers: owner.headers,
    payload: prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[court]!,
      start: SLOT,
      duration: 90,
      paymentType: o.payment ?? 'Shared',
      openMatch: true,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json().model[0] as { bookingId: number; saleId: number };
  await markSalePaid(app, entry.saleId);
  if (o.range)
    await app.db
      .updateTable('bookings')
      .set({ min_level_hundredths: o.range[0], max_level_hundredths: o.range[1] })
      .where('id', '=', entry.bookingId)
      .execute();
  if (o.ownerTeam !== undefined)
    await app.db
      .updateTable('booking_participants')
      .set({ team: o.ownerTeam })
      .where('booking_id', '=', entry.bookingId)
      .where('position', '=', 0)
      .execute();
  for (const [i, p] of (o.players ?? []).entries()) {
    const r = await join(p, entry.bookingId, o.teams?.[i] === undefined ? undefined : { team: o.teams[i] });
    expect(r.statusCode, r.body).toBe(200);
  }
  return { owner, bookingId: entry.bookingId };
}

describe('joining an open match', () => {
  it('Shared: the place’s share (price / maxParticipants) becomes a pending sale to pay by the start; the page data shows the member in', async () => {
    const { bookingId } = await match();
    const ana = await quickCustomer(app, 'Ana');
    const before = await info(bookingId);
    expect(before).toMatchObject({ joinShare: 7.5, joinPaymentDeadline: SLOT });
    const res = await join(ana, bookingId, { team: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      errorMsg: '',
      model: { serviceFree: false, more: { team: 1, paymentPending: 7.5, paymentDeadline: SLOT, paymentType: 2 } },
    });
    const saleId = res.json().model.more.saleId as number;
    const sale = await app.db
      .selectFrom('sales')
      .select(['total', 'status', 'payment_deadline', 'customer_id'])
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ total: 750, status: 'pending', payment_deadline: SLOT, customer_id: ana.id });
    const mine = await info(bookingId, ana);
    expect(mine).toMatchObject({ paymentPending: 7.5, saleId });
    expect(mine.players.filter((p) => !p.isPlaceholder).map((p) => [p.name.split(' ')[0], p.team, p.state])).toEqual([
      // Olga is seated where the page showed her when Ana joined (issue 30 section 2).
      ['Olga', 0, 'accepted'],
      ['Ana', 1, 'joined'],
    ]);
  });

  it('Full payment costs nothing at join: no sale, serviceFree', async () => {
    const { bookingId } = await match({ payment: 'Full' });
    const ana = await quickCustomer(app, 'Ana');
    expect((await info(bookingId)).joinShare).toBe(0);
    const res = await join(ana, bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model).toMatchObject({ serviceFree: true, more: { saleId: null, paymentPending: 0 } });
    expect(await app.db.selectFrom('sales').select('id').where('customer_id', '=', ana.id).execute()).toEqual([]);
  });

  it('refuses joining twice with the spec’s words, in the caller’s language', async () => {
    const { bookingId } = await match();
    const ana = await quickCustomer(app, 'Ana');
    expect((await join(ana, bookingId)).statusCode).toBe(200);
    const again = await join(ana, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'You are already in' });
    expect((await join(ana, bookingId, undefined, 'es-ES')).json().errorMsg).toBe('Ya estás dentro');
  });

  it('refuses a full match: Max players reached', async () => {
    const players = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B'), await quickCustomer(app, 'C')];
    const { bookingId } = await match({ players });
    const late = await join(await quickCustomer(app, 'Late'), bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMsg).toBe('Max players reached');
  });

  it('refuses a member outside the level range, naming the range; a member inside joins', async () => {
    const { bookingId } = await match({ range: [300, 400] });
    expect(await info(bookingId)).toMatchObject({ minLevel: 3, maxLevel: 4 });
    const low = await quickCustomer(app, 'Low');
    await setLevel(low, 250);
    const res = await join(low, bookingId);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toBe('This match is for levels 3.0 to 4.0');
    expect((await join(low, bookingId, undefined, 'es-ES')).json().errorMsg).toBe('Este partido es para niveles de 3.0 a 4.0');
    const unrated = await join(await quickCustomer(app, 'New'), bookingId);
    expect(unrated.statusCode).toBe(403);
    const fit = await quickCustomer(app, 'Fit');
    await setLevel(fit, 325);
    expect((await join(fit, bookingId)).statusCode).toBe(200);
    expect((await info(bookingId)).players.find((p) => p.customerId === fit.id)?.level).toBe(3.25);
  });

  it('refuses a full team and puts the member in the only team with room', async () => {
    const [a, b] = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B')];
    const { bookingId } = await match({ ownerTeam: 0, players: [a], teams: [0] });
    const full = await join(b, bookingId, { team: 0 });
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMsg).toBe('That team is full. Please choose the other team');
    const auto = await join(b, bookingId);
    expect(auto.json().model.more.team).toBe(1);
  });

  it('refuses a booking that does not allow joining (as absent as a missing one), a past one and a cancelled one', async () => {
    const closed = await createTestClub(app, { courts: 1 });
    const owner = await quickCustomer(app, 'Olga');
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: owner.headers,
      payload: prebookBody({ customerId: owner.id, typeId: closed.typeId, courtId: closed.courts[0]!, start: SLOT, duration: 90 }),
    });
    const entry = res.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, entry.saleId);
    const ana = await quickCustomer(app, 'Ana');
    const notJoinable = await join(ana, entry.bookingId);
    expect(notJoinable.statusCode).toBe(404);
    expect(notJoinable.json().errorMsg).toBe((await join(ana, 987654)).json().errorMsg);

    const { bookingId } = await match();
    clock.set('2026-06-17T16:30:00.000Z');
    const started = await join(ana, bookingId);
    expect(started.statusCode).toBe(409);
    expect(started.json().errorMsg).toBe('This match has already started: it can no longer be joined');
    clock.set('2026-06-15T08:00:00.000Z');

    const other = await match({ payment: 'Full' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/publicbookings/cancel/${other.bookingId}/${other.owner.id}`,
          headers: other.owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await join(ana, other.bookingId)).statusCode).toBe(404);
  });

  it('refuses another customer’s id and a malformed path or team in words', async () => {
    const { bookingId, owner } = await match();
    const ana = await quickCustomer(app, 'Ana');
    const res = await app.inject({ method: 'POST', url: joinUrl(owner, bookingId), headers: ana.headers });
    expect(res.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/publicbookings/byplace-prebook-place/${ana.id}/abc/web`,
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/bookingId\b.*\[|\$\./);
    const team = await join(ana, bookingId, { team: 5 });
    expect(team.statusCode).toBe(400);
  });

  it('a placeholder taken with a place id keeps it; the same place id again is refused', async () => {
    const { bookingId } = await match();
    const [a, b] = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B')];
    const first = await app.inject({ method: 'POST', url: joinUrl(a, bookingId, 7), headers: a.headers });
    expect(first.statusCode, first.body).toBe(200);
    const row = await app.db
      .selectFrom('booking_participants')
      .select('place_id')
      .where('id', '=', first.json().model.more.participantId)
      .executeTakeFirstOrThrow();
    expect(row.place_id).toBe(7);
    const second = await app.inject({ method: 'POST', url: joinUrl(b, bookingId, 7), headers: b.headers });
    expect(second.statusCode).toBe(409);
  });

  it('gives the last place to exactly one of 50 members joining at once', async () => {
    const players = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B')];
    const { bookingId } = await match({ players });
    const now = nowInstant(clock);
    const tag = randomBytes(4).toString('hex');
    const rows = Array.from({ length: 50 }, (_, i) => ({
      email: `join${i}-${tag}@example.com`,
      password_hash: null,
      name: `Rush${i}`,
      surname: 'R',
      status: CustomerStatus.Active,
      accept_conditions: 1,
      created_at: now,
      updated_at: now,
    }));
    const ids = (await app.db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id);
    const members = await Promise.all(ids.map(async (id) => ({ id, ...(await bearerFor(app, id)) })));
    const answers = await Promise.all(members.map((m) => app.inject({ method: 'POST', url: joinUrl(m, bookingId), headers: m.headers })));
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: 49 });
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().errorMsg).toBe('Max players reached');
    const holders = await app.db
      .selectFrom('booking_participants')
      .select('customer_id')
      .where('booking_id', '=', bookingId)
      .where('state', 'in', ['accepted', 'joined'])
      .execute();
    expect(holders).toHaveLength(4);
    expect(await app.db.selectFrom('sales').select('id').where('customer_id', 'in', ids).execute()).toHaveLength(1);
  }, 120_000);
});

describe('with a waitlist', () => {
  it('keeps a freed place for the member it was offered to: another member is refused, they join', async () => {
    const players = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B'), await quickCustomer(app, 'C')];
    const { bookingId } = await match({ players });
    const ana = await quickCustomer(app, 'Ana');
    const queued = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/waitlist/match',
      headers: ana.headers,
      payload: { customerId: ana.id, bookingId },
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const left = await app.inject({
      method: 'POST',
      url: `/api/publicbookings/cancel/${bookingId}/${players[0]!.id}`,
      headers: players[0]!.headers,
    });
    expect(left.statusCode, left.body).toBe(200);
    const ben = await join(await quickCustomer(app, 'Ben'), bookingId);
    expect(ben.statusCode).toBe(409);
    expect(ben.json().errorMsg).toBe('The free place is kept for the first on the waitlist');
    expect((await join(ana, bookingId)).statusCode).toBe(200);
  });
});

describe('update-team', () => {
  const put = (c: Customer, body: object) =>
    app.inject({ method: 'PUT', url: '/api/publicbookings/update-team', headers: c.headers, payload: body });

  it('moves the caller’s own place to a team with room; never someone else’s; a full team is refused', async () => {
    const [a, b, c] = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B'), await quickCustomer(app, 'C')];
    const { bookingId, owner } = await match({ ownerTeam: 0, players: [a, b], teams: [0, 1] });
    const placeOf = async (x: Customer) => (await info(bookingId)).players.find((p) => p.customerId === x.id)!;
    // Team 1 is full (owner and A): B cannot move there.
    const full = await put(b, { id: (await placeOf(b)).id, team: 0 });
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMsg).toBe('That team is full. Please choose the other team');
    // A moves to team 2 (B is there, one place left).
    const moved = await put(a, { id: (await placeOf(a)).id, team: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ ok: true, errorMsg: '', model: { id: (await placeOf(a)).id, team: 1 } });
    expect((await placeOf(a)).team).toBe(1);
    // Someone else's place: refused.
    const theirs = await put(b, { id: (await placeOf(owner as Customer)).id, team: 1 });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().errorMsg).toBe('You can only change your own team');
    // Not in the booking at all: refused the same way.
    expect((await put(c, { id: (await placeOf(a)).id, team: 0 })).statusCode).toBe(403);
    // A bad team in words.
    expect((await put(a, { id: (await placeOf(a)).id, team: 3 })).statusCode).toBe(400);
  });

  it('is closed once the booking is over', async () => {
    const a = await quickCustomer(app, 'A');
    const { bookingId } = await match({ players: [a] });
    const id = (await info(bookingId)).players.find((p) => p.customerId === a.id)!.id;
    clock.set('2026-06-17T18:00:00.000Z');
    const res = await put(a, { id, team: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('This booking is over: teams can no longer be changed');
  });
});

describe('mails', () => {
  it('tell the owner and the other players when someone joins or leaves, each in their language', async () => {
    const a = await quickCustomer(app, 'Ana');
    const { bookingId, owner } = await match({ players: [a] });
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', a.id).execute();
    const ben = await quickCustomer(app, 'Ben');
    expect((await join(ben, bookingId)).statusCode).toBe(200);
    const ownerMails = await mailsTo(owner);
    expect(ownerMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ben S\d+ se ha unido a Test padel \d+ - Court/)]),
    );
    expect((await mailsTo(a)).map((m) => m.subject).filter((s) => s.startsWith('Ben'))).toEqual([
      expect.stringMatching(/^Ben S\d+ joined Test padel \d+ - Court/),
    ]);
    expect((await mailsTo(ben)).filter((m) => m.subject.startsWith('Ben'))).toEqual([]);

    const left = await app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${ben.id}`, headers: ben.headers });
    expect(left.statusCode, left.body).toBe(200);
    expect((await mailsTo(a)).map((m) => m.subject).filter((s) => s.startsWith('Ben'))).toEqual([
      expect.stringMatching(/joined/),
      expect.stringMatching(/^Ben S\d+ left /),
    ]);
    expect((await mailsTo(owner)).filter((m) => /^Ben S\d+ ha dejado/.test(m.subject))).toHaveLength(1);
    // Kept on their Communications page.
    const comms = await app.db.selectFrom('customer_emails').select('subject').where('customer_id', '=', a.id).execute();
    expect(comms.map((m) => m.subject)).toContain((await mailsTo(a)).at(-1)!.subject);
  });
});
