import type { AppCaches } from '../../../lib/app-caches.js';
import { holdsPlace, type ParticipantState } from '@clubportal/contract/bookings';
import type { Db } from '../../../db/dialect.js';
import { recordAudit, systemActor } from '../../../db/audit-log.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { nowInstant, type Clock, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { cancelUnpaidSale } from '../../sales/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { dec } from '../core/booking-context.js';
import { isLive, leaveRefusal } from '../core/booking-standing.js';
import {
  findBooking,
  findBookingBlocks,
  findParticipants,
  findUnansweredInvitations,
  moveParticipantState,
  type BookingRow,
  type ParticipantRow,
} from '../core/bookings.repository.js';
import { mailBookingPlayers } from '../mails/participant-mails.js';
import { type ParticipantMailKind } from '../mails/participant-mail-texts.js';
import { mailPlayersOfMove } from '../mails/player-moves-mail.js';
import { createBookingShareSale } from '../core/share-sale.js';
import { seatAcceptedPlayer } from '../open-matches/team-seating.js';
import { offerFreedMatchPlaces } from '../waitlist/booking-waitlist-offers.js';

/**
 * A named player says yes before they owe anything (issue 19, section 3). The prebook invites them (their
 * place `invited`, no sale); the invitation mail goes with the booking's confirmation (booking-mail.service).
 * Accepting sells them their share; declining, not answering by the payment deadline, or leaving unpaid
 * gives the place back and tells the owner. The place keeps who last had it (`declined`, `left`), so the
 * screens show it as open and the coming join feature can take it.
 */
export type InvitationDeps = { db: Db; clock: Clock; outbox: MailOutbox; config: { publicUrl: string }; caches: AppCaches };

/** Invitations the job closes per run: a backlog drains over a few runs. */
const BATCH = 100;

/** The caller's invited place on a live booking still open to answers; refuses with the member's words otherwise. */
async function invitedPlace(trx: Tx, bookingId: number, customerId: number, now: Instant) {
  const b = await findBooking(trx, { id: bookingId });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const players = await findParticipants(trx, [b.id]);
  const mine = players.find((p) => p.customer_id === customerId && holdsPlace(p.state));
  if (!mine) throw new AppError('not_found', 'bookingNotFound');
  if (mine.state !== 'invited') throw new AppError('conflict', 'invitationAlreadyAnswered');
  if (b.payment_deadline <= now || b.starts_at <= now) throw new AppError('conflict', 'invitationClosed');
  return { b, mine };
}

/**
 * POST /api/publicbookings/accept/{bookingId}/{customerId}: the invited player takes their place; their share
 * (the price the prebook set for it) becomes a pending sale to pay by the booking's deadline.
 */
export async function acceptInvitation(deps: InvitationDeps, session: SessionClaims | null, bookingId: number, customerId: number) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const { b, mine } = await invitedPlace(trx, bookingId, customer.id, now);
    if (!(await moveParticipantState(trx, mine.id, ['invited'], { state: 'accepted', respondedAt: now })))
      throw new AppError('conflict', 'invitationAlreadyAnswered');
    // The desks see the player's badge go from invited to to pay (issue 33 §8).
    deskChanged(trx, deps.caches, { kind: 'players', bookingId: b.id, courts: [], at: [b.starts_at] });
    await seatAcceptedPlayer(trx, b, mine.id);
    let saleId: number | null = null;
    if (mine.price > 0) {
      const type = cat.typeById.get(b.booking_type_id);
      const blocks = await findBookingBlocks(trx, [b.id]);
      const resourceName = blocks.find((x) => x.no_online === 0)?.name ?? '';
      saleId = await createBookingShareSale(trx, {
        bookingId: b.id,
        position: mine.position,
        customerId: customer.id,
        amount: mine.price,
        title: `${type?.name ?? ''} - ${resourceName}`,
        description: b.description,
        typeName: type?.name ?? '',
        typeImage: type?.image ?? '',
        resourceName,
        duration: b.duration_minutes,
        currency: b.currency,
        paymentType: b.payment_type,
        paymentDeadline: b.payment_deadline,
        holdExpiresAt: null,
        now,
      });
    }
    return { saleId, paymentPending: dec(mine.price, b.currency), paymentDeadline: b.payment_deadline };
  });
}

/** POST /api/publicbookings/decline/{bookingId}/{customerId}: the place goes back at once and the owner hears of it. */
export async function declineInvitation(
  deps: InvitationDeps,
  session: SessionClaims | null,
  bookingId: number,
  customerId: number,
): Promise<void> {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    const { b, mine } = await invitedPlace(trx, bookingId, customer.id, now);
    if (!(await freePlace(trx, deps, b, mine, ['invited'], 'declined', now))) throw new AppError('conflict', 'invitationAlreadyAnswered');
  });
}

/**
 * A player who is not the owner leaves (the cancel call with their own id), when `leaveRefusal` allows it
 * (booking-standing.ts: before the start, nothing of their share paid, not a place the club seated at the
 * desk); their unpaid sale is cancelled and the owner and the other players told. An invited player leaving
 * is declining. Runs in the cancel call's unit of work.
 */
export async function leaveBooking(trx: Tx, deps: InvitationDeps, b: BookingRow, mine: ParticipantRow, now: Instant): Promise<void> {
  const refusal = leaveRefusal(b, mine, now);
  if (refusal) throw refusal;
  if (mine.state === 'invited') {
    await freePlace(trx, deps, b, mine, ['invited'], 'declined', now);
    return;
  }
  // A payment that landed since we read the place wins: the sale is no longer pending.
  if (mine.sale_id !== null && mine.sale_status !== 'cancelled' && !(await cancelUnpaidSale(trx, mine.sale_id)))
    throw new AppError('conflict', 'sharePaidCannotLeave');
  if (await freePlace(trx, deps, b, mine, ['accepted', 'joined'], 'left', now))
    await mailPlayersOfMove(trx, deps, b, mine.customer_id, 'left', { ownerToo: false });
}

/** Gives a place back (its sale link dropped) and mails the owner why; false when the place had moved on. */
async function freePlace(
  trx: Tx,
  deps: InvitationDeps,
  b: BookingRow,
  place: { id: number; customer_id: number | null },
  from: ParticipantState[],
  to: 'declined' | 'left',
  now: Instant,
  kind: Extract<ParticipantMailKind, 'declined' | 'unanswered' | 'left'> = to,
): Promise<boolean> {
  if (!(await moveParticipantState(trx, place.id, from, { state: to, respondedAt: now, saleId: null }))) return false;
  deskChanged(trx, deps.caches, { kind: 'players', bookingId: b.id, courts: [], at: [b.starts_at] });
  await mailBookingPlayers(trx, deps, b, {
    kind,
    recipients: [b.owner_customer_id],
    playerId: place.customer_id,
    link: `${deps.config.publicUrl}/customer-bookings`,
  });
  // The freed place goes to the first on the match's waitlist.
  await offerFreedMatchPlaces(trx, deps, b.id, now);
  return true;
}

/**
 * The `booking-invitations` job: invitations still unanswered at the booking's payment deadline are
 * declined for the player (the place goes back) and the owner is told. The conditional move makes an
 * accept racing the job, or a second instance, change nothing twice. Each closed one is in the audit log.
 */
const INVITATIONS_JOB = systemActor('booking-invitations');

export async function closeUnansweredInvitations(deps: InvitationDeps): Promise<number> {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    let closed = 0;
    for (const inv of await findUnansweredInvitations(trx, now, BATCH)) {
      const b = await findBooking(trx, { id: inv.booking_id });
      if (!b || !(await freePlace(trx, deps, b, inv, ['invited'], 'declined', now, 'unanswered'))) continue;
      closed += 1;
      const place = { participant: inv.id, customer: inv.customer_id };
      const change = { before: { ...place, state: 'invited' }, after: { ...place, state: 'declined' } };
      await recordAudit(trx, { actor: INVITATIONS_JOB, action: 'invitation.closed', entity: 'booking', entityId: b.id, ...change }, now);
    }
    return closed;
  });
}
