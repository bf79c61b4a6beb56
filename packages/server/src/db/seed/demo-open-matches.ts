import { randomBytes } from 'node:crypto';
import { playerShare, sharePaymentDeadline } from '@clubportal/contract/booking-rules';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { CustomerStatus, PaymentType, Team } from '@clubportal/contract/enums';
import type { Db } from '../dialect.js';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { insertCustomer } from '../../modules/accounts/customers.repository.js';
import {
  insertBlocks,
  insertBooking,
  insertParticipants,
  setBookingSale,
  setParticipantSale,
} from '../../modules/bookings/core/bookings.repository.js';
import { shareSaleNumber } from '../../modules/bookings/core/share-sale.js';
import { createSale } from '../../modules/sales/sales.service.js';

/** Padel players of the demo club who open matches, with their club level (hundredths). */
const PLAYERS = [
  { name: 'Marta', surname: 'Gil Romero', level: 300 },
  { name: 'Carlos', surname: 'Ruiz Peña', level: 325 },
  { name: 'Elena', surname: 'Soto Marín', level: 375 },
  { name: 'Pablo', surname: 'Vidal Cano', level: 400 },
  { name: 'Sara', surname: 'León Prieto', level: 450 },
  { name: 'Diego', surname: 'Navas Gómez', level: 400 },
] as const;
/** The demo member's club level: inside most of the matches' ranges. */
const MEMBER_LEVEL = 350;

type Match = {
  days: number;
  time: string;
  court: number;
  payment: 'Shared' | 'Full';
  range: [number | null, number | null];
  /** Owner first: index into PLAYERS and team. */
  players: Array<[number, number]>;
};

/**
 * Open matches of the demo club (issue 23): padel matches other members opened (the "Pádel" type allows
 * joining) in the coming days, at midday when the demo's desk bookings leave the courts free, at several
 * levels: room in both teams, room in one team, full, one out of the demo member's level, a Full-payment one
 * (free to join) and one open to every level. Their owners (and players) paid their share online.
 */
const MATCHES: Match[] = [
  { days: 1, time: '12:00', court: 2, payment: 'Shared', range: [300, 400], players: [[0, Team.Team1]] },
  {
    days: 2,
    time: '13:30',
    court: 3,
    payment: 'Shared',
    range: [300, 400],
    players: [
      [2, Team.Team1],
      [1, Team.Team1],
    ],
  },
  {
    days: 2,
    time: '15:00',
    court: 5,
    payment: 'Shared',
    range: [null, null],
    players: [
      [1, Team.Team2],
      [4, Team.Team1],
    ],
  },
  {
    days: 3,
    time: '12:00',
    court: 4,
    payment: 'Shared',
    range: [350, 500],
    players: [
      [3, Team.Team1],
      [4, Team.Team1],
      [5, Team.Team2],
      [2, Team.Team2],
    ],
  },
  {
    days: 4,
    time: '15:00',
    court: 2,
    payment: 'Shared',
    range: [400, 500],
    players: [
      [4, Team.Team1],
      [5, Team.Team2],
    ],
  },
  { days: 5, time: '12:00', court: 3, payment: 'Full', range: [250, 400], players: [[5, Team.Team1]] },
];
const PRICE = 2400;
const MINUTES = 90;

export async function seedDemoOpenMatches(db: Db, deps: { clock: Clock; timeZone: string; memberId: number }): Promise<void> {
  const now = toInstant(deps.clock.now());
  const type = await db.selectFrom('booking_types').select(['id', 'name', 'image']).where('name', '=', 'Pádel').executeTakeFirst();
  const courts = await db
    .selectFrom('resources')
    .select(['id', 'name'])
    .where('resource_type', '=', 'padel_court')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (!type || courts.length < 6) return;
  // They log in with the demo password (the member's own hash: no second slow hashing at every seed).
  const member = await db.selectFrom('customers').select('password_hash').where('id', '=', deps.memberId).executeTakeFirst();
  const ids: number[] = [];
  for (const p of PLAYERS) {
    const email = `${p.name.toLowerCase()}.${p.surname.split(' ')[0]!.toLowerCase()}@sierraverde.club`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    ids.push(
      await insertCustomer(
        db,
        {
          email,
          password_hash: member?.password_hash ?? null,
          name: p.name,
          surname: p.surname,
          status: CustomerStatus.Active,
          accept_conditions: 1,
          language: 'es-ES',
        },
        now,
      ),
    );
  }
  // Another seed may have rated the member already (levels history): theirs stays.
  await db
    .insertInto('customer_levels')
    .values([
      ...PLAYERS.map((p, i) => ({ customer_id: ids[i]!, level_hundredths: p.level, updated_at: now })),
      { customer_id: deps.memberId, level_hundredths: MEMBER_LEVEL, updated_at: now },
    ])
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();

  const today = instantToLocal(now, deps.timeZone).date;
  for (const m of MATCHES) {
    const date = new Date(Date.parse(`${today}T00:00:00.000Z`) + m.days * 86_400_000).toISOString().slice(0, 10);
    const at = localToInstant({ date, time: m.time }, deps.timeZone);
    if (!at.ok) continue;
    const start = at.instant as Instant;
    const end = new Date(Date.parse(start) + MINUTES * 60_000).toISOString() as Instant;
    const court = courts[m.court]!;
    const shared = m.payment === 'Shared';
    const ownerId = ids[m.players[0]![0]]!;
    const bookingId = await insertBooking(db, {
      booking_type_id: type.id,
      owner_customer_id: ownerId,
      starts_at: start,
      ends_at: end,
      duration_minutes: MINUTES,
      max_participants: 4,
      payment_type: shared ? PaymentType.Shared : PaymentType.Full,
      status: 'active',
      hold_expires_at: null,
      sale_id: null,
      price: PRICE,
      currency: 'EUR',
      payment_deadline: sharePaymentDeadline(start, now) as Instant,
      token: randomBytes(16).toString('base64url'),
      origin: 'web',
      description: 'Partido abierto',
      comments: '',
      created_at: now,
      confirmation_sent_at: now,
      min_level_hundredths: m.range[0],
      max_level_hundredths: m.range[1],
      // Their owners opened them as matches (issue 29: a booking is private unless its owner opens it).
      open_match: 1,
    });
    await insertBlocks(db, [
      {
        booking_id: bookingId,
        resource_id: court.id,
        starts_at: start,
        ends_at: end,
        active: 1,
        hold_expires_at: null,
        sale_id: null,
        no_online: 0,
      },
    ]);
    await insertParticipants(
      db,
      Array.from({ length: 4 }, (_, position) => {
        const player = m.players[position];
        return {
          booking_id: bookingId,
          customer_id: player ? ids[player[0]]! : null,
          state: player ? (position === 0 ? ('accepted' as const) : ('joined' as const)) : null,
          responded_at: player ? now : null,
          position,
          team: player ? player[1] : Team.NotSet,
          sale_id: null,
          price: shared ? playerShare(PRICE, 4, position) : position === 0 ? PRICE : 0,
          place_id: null,
          created_at: now,
        };
      }),
    );
    // What each player already paid online: the owner's share (or the whole court), the players' shares.
    for (const [position, player] of m.players.entries()) {
      if (!shared && position > 0) continue;
      const amount = shared ? playerShare(PRICE, 4, position) : PRICE;
      const saleId = await createSale(db, {
        number: shareSaleNumber(bookingId, position),
        customerId: ids[player[0]]!,
        title: `${type.name} - ${court.name}`,
        online: true,
        currency: 'EUR',
        paid: amount,
        paymentMethod: 'Tarjeta',
        paymentType: shared ? PaymentType.Shared : PaymentType.Full,
        items: [
          {
            category: 'booking',
            name: `${type.name} - ${court.name} (${MINUTES} min)`,
            logo: type.image,
            unitPrice: amount,
            units: 1,
            taxPercent: 0,
            customerId: ids[player[0]]!,
            parentIdentifier: 'Partido abierto',
            parentId: bookingId,
            parentName: 'Booking',
          },
        ],
        createdAt: now,
      });
      if (position === 0) await setBookingSale(db, bookingId, saleId);
      await setParticipantSale(db, bookingId, position, saleId);
    }
  }
}
