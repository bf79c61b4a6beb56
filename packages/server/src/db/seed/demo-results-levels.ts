import { localToInstant, instantToLocal } from '@clubportal/contract/club-time';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { Tx } from '../unit-of-work.js';
import { CustomerStatus } from '@clubportal/contract/enums';
import { insertCustomer } from '../../modules/accounts/customers.repository.js';
import { recordDeskBookings } from '../../modules/bookings/setup/booking-setup.service.js';
import { recordSeedResult } from '../../modules/bookings/results/results.service.js';
import { linkDemoAccount } from '../../modules/levels/levels-api.service.js';

/**
 * The demo member's matches with results (issue 23): four-player padel matches on Pista 6 at noon (a time the
 * demo's other bookings leave free) with three club players of their own (Marta, Pablo and Sergio), three with their result saved weeks ago and confirmed (their club
 * level history follows from them) and two, five days ago and yesterday, waiting for it (teams not chosen yet;
 * the partners log in with the demo password). Their Pandora account is linked
 * (the demo's in-process Pandora answers for it); World Padel Rating is left for them to link.
 */
const MATCHES: Array<{ daysAgo: number; score: [number[], number[]] | null }> = [
  {
    daysAgo: 47,
    score: [
      [6, 6],
      [3, 4],
    ],
  },
  {
    daysAgo: 33,
    score: [
      [4, 6, 5],
      [6, 3, 7],
    ],
  },
  {
    daysAgo: 12,
    score: [
      [6, 3, 6],
      [4, 6, 2],
    ],
  },
  { daysAgo: 5, score: null },
  { daysAgo: 1, score: null },
];

const PARTNERS = [
  { name: 'Marta', surname: 'Gil Serrano', email: 'marta.gil@demo.sierraverde.club' },
  { name: 'Pablo', surname: 'Romero Díaz', email: 'pablo.romero@demo.sierraverde.club' },
  { name: 'Sergio', surname: 'Núñez Prieto', email: 'sergio.nunez@demo.sierraverde.club' },
];

export async function seedDemoResultsLevels(trx: Tx, deps: { clock: Clock; timeZone: string; memberId: number }) {
  const padel = await trx.selectFrom('booking_types').select('id').where('name', '=', 'Pádel').executeTakeFirstOrThrow();
  const court = await trx.selectFrom('resources').select('id').where('name', '=', 'Pista 6 pádel').executeTakeFirstOrThrow();
  const today = instantToLocal(toInstant(deps.clock.now()), deps.timeZone).date;
  const noonOf = (daysAgo: number): Instant | null => {
    const date = new Date(Date.parse(`${today}T00:00:00.000Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const r = localToInstant({ date, time: '12:00' }, deps.timeZone);
    return r.ok ? (r.instant as Instant) : null;
  };
  const now = toInstant(deps.clock.now());
  // The member's partner (Team 1) and their usual rivals (Team 2). They log in with the demo password (the
  // member's own hash: no second slow hashing at every seed), so a rival can confirm a result the member proposes.
  const member = await trx.selectFrom('customers').select('password_hash').where('id', '=', deps.memberId).executeTakeFirst();
  const partners: number[] = [];
  for (const p of PARTNERS)
    partners.push(
      await insertCustomer(
        trx,
        { ...p, password_hash: member?.password_hash ?? null, status: CustomerStatus.Active, accept_conditions: 1, language: 'es-ES' },
        now,
      ),
    );
  for (const m of MATCHES) {
    const startsAt = noonOf(m.daysAgo);
    if (!startsAt) continue;
    const [bookingId] = await recordDeskBookings(trx, [
      {
        bookingTypeId: padel.id,
        resourceId: court.id,
        ownerId: deps.memberId,
        playerIds: partners,
        startsAt,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3600,
        currency: 'EUR',
        createdAt: toInstant(new Date(Date.parse(startsAt) - 3 * 86_400_000)),
      },
    ]);
    if (m.score && bookingId) {
      const savedAt = toInstant(new Date(Date.parse(startsAt) + 2 * 3_600_000));
      const teams: [number[], number[]] = [[deps.memberId, partners[0]!], partners.slice(1)];
      await recordSeedResult(trx, { bookingId, team1: m.score[0], team2: m.score[1], teams, savedBy: deps.memberId, now: savedAt });
    }
  }
  await linkDemoAccount(trx, { customerId: deps.memberId, provider: 'pandora', now });
  // Both providers linked, so the member's levels page has a history at each (the parent links one in the e2e).
  await linkDemoAccount(trx, { customerId: deps.memberId, provider: 'world-padel-rating', now });
}
