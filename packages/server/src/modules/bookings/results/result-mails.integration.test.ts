import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { RECIPIENT_MAIL_LIMITS } from '../../../lib/rate-limits.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { recordDeskBookings } from '../setup/booking-setup.service.js';

/**
 * A result's mails (issue 29 section 4): a proposed result goes to the other team, to confirm or dispute within
 * the window; a disputed one to both teams. Only players who took part: an invited player who never accepted
 * hears nothing. In each recipient's language, limited per recipient.
 */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

type Player = Awaited<ReturnType<typeof quickCustomer>>;
let slot = 0;

/** A finished four-player desk match of `players` (the first owns it). */
async function match(players: Player[]) {
  const club = await createTestClub(app);
  slot += 1;
  const startsAt = new Date(clock.now().getTime() - 3 * 3_600_000 + slot * 1000).toISOString() as Instant;
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
  const places = (
    await app.db.selectFrom('booking_participants').select('id').where('booking_id', '=', bookingId!).orderBy('position').execute()
  ).map((r) => r.id);
  return { bookingId: bookingId!, places };
}

const emailOf = async (p: Player) =>
  (await app.db.selectFrom('customers').select('email').where('id', '=', p.id).executeTakeFirstOrThrow()).email as string;
const mailsTo = async (players: Player[]) => {
  const emails = await Promise.all(players.map(emailOf));
  return app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('to_address', 'in', emails)
    .orderBy('id')
    .execute();
};
const save = (p: Player, payload: object) =>
  app.inject({ method: 'POST', url: '/api/publicbookings/save-results', payload, headers: p.headers });
const answer = (p: Player, bookingId: number, what: 'confirm' | 'dispute') =>
  app.inject({ method: 'POST', url: '/api/publicbookings/answer-result', payload: { bookingId, answer: what }, headers: p.headers });

describe('a result’s mails', () => {
  it('go to the other team when proposed, and to both teams when disputed; never to an invited player who did not accept', async () => {
    const players: Player[] = [];
    for (const name of ['Ana', 'Bea', 'Carla', 'Dora']) players.push(await quickCustomer(app, name));
    const [ana, bea, carla, dora] = players as [Player, Player, Player, Player];
    await app.db.updateTable('customers').set({ language: 'fr-FR' }).where('id', '=', carla.id).execute();
    const { bookingId, places } = await match(players);
    // Dora was invited and never accepted: she did not play.
    await app.db.updateTable('booking_participants').set({ state: 'invited' }).where('id', '=', places[3]!).execute();

    const saved = await save(ana, {
      bookingId,
      team1: [6, 6],
      team2: [4, 3],
      teams: [
        { id: places[0], team: 0 },
        { id: places[1], team: 0 },
        { id: places[2], team: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const proposed = await mailsTo(players);
    expect(proposed.map((m) => m.to_address)).toEqual([await emailOf(carla)]);
    expect(proposed[0]?.subject).toMatch(/^Résultat à confirmer : /);
    expect(proposed[0]?.text_body).toContain('Ana ');
    expect(proposed[0]?.text_body).toContain('6-4 6-3 (équipe 1 - équipe 2)');
    // The answer's deadline, 48 hours on, in her language and the club's time.
    expect(proposed[0]?.text_body).toMatch(/avant le samedi 28 novembre 2026/);
    expect(proposed[0]?.text_body).toContain(`${app.config.publicUrl}/booking-results/${bookingId}`);

    expect((await answer(carla, bookingId, 'dispute')).json().model).toEqual({ status: 'disputed' });
    const all = await mailsTo(players);
    const disputed = all.slice(proposed.length);
    expect(disputed.map((m) => m.to_address).sort()).toEqual([await emailOf(ana), await emailOf(bea)].sort());
    // Without a language of their own: the portal's, Spanish.
    expect(disputed.every((m) => /^Resultado rechazado: /.test(m.subject))).toBe(true);
    expect(disputed[0]?.text_body).toContain('ha rechazado el resultado');
    expect(disputed[0]?.text_body).toContain('6-4 6-3 (equipo 1 - equipo 2)');
    expect(await mailsTo([dora])).toEqual([]);
  });

  it('a confirmation mails nobody', async () => {
    const players: Player[] = [];
    for (const name of ['Eva', 'Flor', 'Gala', 'Hana']) players.push(await quickCustomer(app, name));
    const { bookingId, places } = await match(players);
    const teams = places.map((id, i) => ({ id, team: i < 2 ? 0 : 1 }));
    expect((await save(players[1]!, { bookingId, team1: [6, 6], team2: [2, 2], teams })).statusCode).toBe(200);
    const proposed = await mailsTo(players);
    expect(proposed.map((m) => m.to_address).sort()).toEqual([await emailOf(players[2]!), await emailOf(players[3]!)].sort());
    expect((await answer(players[3]!, bookingId, 'confirm')).json().model).toEqual({ status: 'confirmed' });
    expect(await mailsTo(players)).toHaveLength(proposed.length);
  });

  it(`reach one player at most ${RECIPIENT_MAIL_LIMITS.matchResults.max} times an hour, and every result is recorded`, async () => {
    const target = await quickCustomer(app, 'Irene');
    for (let i = 0; i <= RECIPIENT_MAIL_LIMITS.matchResults.max; i += 1) {
      const others = [await quickCustomer(app, 'Juan'), await quickCustomer(app, 'Kiko'), await quickCustomer(app, 'Lola')];
      const { bookingId, places } = await match([others[0]!, others[1]!, target, others[2]!]);
      const teams = places.map((id, n) => ({ id, team: n < 2 ? 0 : 1 }));
      expect((await save(others[0]!, { bookingId, team1: [6, 6], team2: [1, 1], teams })).statusCode).toBe(200);
    }
    expect(await mailsTo([target])).toHaveLength(RECIPIENT_MAIL_LIMITS.matchResults.max);
  });
});
