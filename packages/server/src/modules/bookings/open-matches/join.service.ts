import { sharePaymentDeadline } from '@clubportal/contract/booking-rules';
import { holdsPlace } from '@clubportal/contract/bookings';
import { proposeTeam, teamLayout, teamSizes, teamsWithRoom, type TeamChoice } from '@clubportal/contract/booking-join';
import { Team, PaymentType } from '@clubportal/contract/enums';
import { isLevelInRange } from '@clubportal/contract/levels';
import { customerActor, recordAudit } from '../../../db/audit-log.js';
import { lockRow, unitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { clubLevelsOf } from '../../levels/index.js';
import { unusedSaleNumber } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { dec } from '../core/booking-context.js';
import { isLive, isOpenMatch } from '../core/booking-standing.js';
import { findBooking, findBookingBlocks, findParticipants } from '../core/bookings.repository.js';
import { findPlaceBooking, setParticipantTeam, takeOpenPlace } from './open-places.repository.js';
import type { InvitationDeps } from '../invitations/invitations.service.js';
import { mailPlayersOfMove } from '../mails/player-moves-mail.js';
import { claimMatchPlace } from '../waitlist/booking-waitlist-offers.js';
import { levelRangeOf, levelRefusal } from '../core/level-gate.js';
import { checkOpenPlacesOf } from './open-places-limit.js';
import { createBookingShareSale, shareSaleNumber } from '../core/share-sale.js';
import { seatPlayers, teamPlaces } from './team-seating.js';

/**
 * Joining an open match (issue 23, sections 1 and 2): a member takes one of a booking's open places
 * (a placeholder, or a place someone declined or left), in one unit of work under the booking's row lock,
 * so two members never take the same place. The team is the one the member chose, else the only one with
 * room, else the one that balances the levels (booking-join.ts). Full payment: nothing to pay; Shared: the
 * place's own share (priced once by the prebook: the generic price split by maxParticipants, playerShare,
 * the figure every page and mail shows for it) becomes the member's pending sale, to pay by the share
 * deadline (sharePaymentDeadline). The owner and the other players are mailed.
 * Only an open match (its owner's choice, issue 29) can be joined, and a member holds no two places at once
 * nor more than the club's limit. The join is in the audit log as the member's.
 */
export type JoinDeps = InvitationDeps;

export type JoinInput = { customerId: number; bookingId: number; origin: string; placeId?: number | undefined; team: TeamChoice | null };

/** Whether a booking is a by-place class (its type sells places: by-place.service takes them), not a match. */
export async function isByPlaceBooking(deps: Pick<JoinDeps, 'db' | 'caches'>, bookingId: number): Promise<boolean> {
  const b = await findBooking(deps.db, { id: bookingId });
  if (!b) return false;
  return (await getCatalogue(deps)).typeById.get(b.booking_type_id)?.by_place === 1;
}

/** POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}] */
export async function joinBooking(deps: JoinDeps, session: SessionClaims | null, input: JoinInput) {
  const customer = await authorizeCustomer(deps.db, session, input.customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    // Every join of this booking waits here for the one before it: the open places it reads stay true until it commits.
    if (!(await lockRow(trx, 'bookings', input.bookingId))) throw new AppError('not_found', 'bookingNotFound');
    const b = await findBooking(trx, { id: input.bookingId });
    if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
    const type = cat.typeById.get(b.booking_type_id);
    const players = await findParticipants(trx, [b.id]);
    const isIn = players.some((p) => p.customer_id === customer.id && holdsPlace(p.state));
    // A private booking is joined only by invitation: to anyone else it is as absent as a missing one (issue 29).
    if (!type || (!isOpenMatch(b, type) && !isIn)) throw new AppError('not_found', 'bookingNotFound');
    if (b.starts_at <= now) throw new AppError('conflict', 'joinStarted');
    if (isIn) throw new AppError('conflict', 'alreadyIn');
    const open = players.filter((p) => !holdsPlace(p.state));
    if (open.length === 0) throw new AppError('conflict', 'maxPlayersReached');
    const levels = await clubLevelsOf(trx, [customer.id, ...players.flatMap((p) => (p.customer_id === null ? [] : [p.customer_id]))]);
    const level = levels.get(customer.id) ?? null;
    const range = levelRangeOf(b, type);
    if (!isLevelInRange(level, range)) throw levelRefusal(range, 'match');
    if (input.placeId !== undefined && players.some((p) => holdsPlace(p.state) && p.place_id === input.placeId))
      throw new AppError('conflict', 'placeTaken');
    await checkOpenPlacesOf(trx, { customerId: customer.id, booking: b, now });
    // A place offered to someone on the match's waitlist (or due to the first in line) is theirs for now.
    await claimMatchPlace(trx, { bookingId: b.id, customerId: customer.id, freePlaces: open.length }, now);

    let team: number = Team.NotSet;
    if (teamSizes(b.max_participants)[0] > 0) {
      const places = teamPlaces(players, levels);
      const room = teamsWithRoom(places, b.max_participants);
      if (room.length === 0) throw new AppError('conflict', 'maxPlayersReached');
      if (input.team !== null && !room.includes(input.team)) throw new AppError('conflict', 'teamFull');
      team = input.team ?? proposeTeam(places, b.max_participants, level) ?? Team.NotSet;
    }

    const place = open[0]!;
    const share = b.payment_type === PaymentType.Shared ? place.price : 0;
    const paymentDeadline = sharePaymentDeadline(b.starts_at, now) as Instant;
    // Everyone already in stays in the team they were shown in before the newcomer sits down (issue 30 section 2).
    await seatPlayers(trx, b.id, b.max_participants);
    if (!(await takeOpenPlace(trx, place.id, { customerId: customer.id, team, price: share, placeId: input.placeId ?? null, now })))
      throw new AppError('conflict', 'maxPlayersReached');
    deskChanged(trx, deps.caches, { kind: 'players', bookingId: b.id, courts: [], at: [b.starts_at] });

    const blocks = await findBookingBlocks(trx, [b.id]);
    const resourceName = blocks.find((x) => x.no_online === 0)?.name ?? '';
    const title = `${type.name} - ${resourceName}`;
    let sale: { id: number; number: string } | null = null;
    if (share > 0) {
      // A place sold before (its player left) keeps its old sale's number: the new one gets the next free.
      const number = await unusedSaleNumber(trx, shareSaleNumber(b.id, place.position));
      const id = await createBookingShareSale(trx, {
        bookingId: b.id,
        position: place.position,
        customerId: customer.id,
        amount: share,
        title,
        description: b.description,
        typeName: type.name,
        typeImage: type.image,
        resourceName,
        duration: b.duration_minutes,
        currency: b.currency,
        paymentType: b.payment_type,
        paymentDeadline,
        holdExpiresAt: null,
        now,
        number,
      });
      sale = { id, number };
    }
    const change = {
      before: { participant: place.id, state: place.state, customer: place.customer_id },
      after: { participant: place.id, state: 'joined', customer: customer.id, team, sale: sale?.id ?? null, share },
    };
    const actor = await customerActor(trx, session?.customerId ?? customer.id);
    await recordAudit(trx, { actor, action: 'booking.join', entity: 'booking', entityId: b.id, ...change }, now);
    await mailPlayersOfMove(trx, deps, b, customer.id, 'joined');
    return {
      serviceFree: share === 0,
      description: b.description || title,
      more: {
        bookingId: b.id,
        participantId: place.id,
        team,
        saleId: sale?.id ?? null,
        saleNumber: sale?.number ?? null,
        paymentPending: dec(share, b.currency),
        paymentDeadline,
        paymentType: b.payment_type,
        title,
      },
    };
  });
}

/**
 * PUT /api/publicbookings/update-team `{ id, team }`: a player moves their own place (id = their Player.id)
 * to the other team while the booking is not over; a full team is refused.
 */
export async function updateTeam(deps: JoinDeps, session: SessionClaims | null, body: { id: number; team: TeamChoice }) {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await authorizeCustomer(deps.db, session, session.customerId);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const bookingId = await findPlaceBooking(trx, body.id);
    if (bookingId === null || !(await lockRow(trx, 'bookings', bookingId))) throw new AppError('not_found', 'bookingNotFound');
    const b = await findBooking(trx, { id: bookingId });
    const players = await findParticipants(trx, [bookingId]);
    const mine = players.find((p) => p.id === body.id);
    if (!b || !isLive(b, now) || !mine || !holdsPlace(mine.state)) throw new AppError('not_found', 'bookingNotFound');
    // Someone else's place: as absent as a booking they are not in, unless they are in it (then: say why).
    if (mine.customer_id !== customer.id) throw new AppError('forbidden', 'notYourPlace');
    if (b.ends_at <= now) throw new AppError('conflict', 'teamChangeClosed');
    if (teamSizes(b.max_participants)[0] === 0) throw new AppError('conflict', 'teamFull');
    if (mine.team !== body.team) {
      const others = players.filter((p) => p.id !== mine.id);
      const { free } = teamLayout(teamPlaces(others, new Map()), b.max_participants);
      if (free[body.team] <= 0) throw new AppError('conflict', 'teamFull');
      await setParticipantTeam(trx, mine.id, body.team);
    }
    return { id: mine.id, team: body.team };
  });
}
