import { holdsPlace } from '@clubportal/contract/bookings';
import type { Tx } from '../../../db/unit-of-work.js';
import { findParticipants, type BookingRow } from '../core/bookings.repository.js';
import type { Clock } from '../../../lib/clock.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailBookingPlayers } from './participant-mails.js';

/**
 * Someone joined or left a match (issue 23, section 1): the owner and every other player still in it hear
 * of it, each in their own language, through the outbox in the caller's unit of work (kept on their
 * Communications page). `ownerToo: false` when the owner is told already (leaving mails the owner itself).
 */
export type MoveMailDeps = { clock: Clock; outbox: MailOutbox; config: { publicUrl: string } };

export async function mailPlayersOfMove(
  trx: Tx,
  deps: MoveMailDeps,
  b: BookingRow,
  moverId: number | null,
  kind: 'joined' | 'left',
  opts: { ownerToo?: boolean } = {},
): Promise<void> {
  const players = await findParticipants(trx, [b.id]);
  const recipients = [
    ...new Set(
      players
        .filter((p) => holdsPlace(p.state) && p.state !== 'invited' && p.customer_id !== null && p.customer_id !== moverId)
        .map((p) => p.customer_id as number)
        .filter((id) => opts.ownerToo !== false || id !== b.owner_customer_id),
    ),
  ];
  if (opts.ownerToo !== false && !recipients.includes(b.owner_customer_id) && b.owner_customer_id !== moverId)
    recipients.unshift(b.owner_customer_id);
  await mailBookingPlayers(trx, deps, b, { kind, recipients, playerId: moverId, link: `${deps.config.publicUrl}/booking-join/${b.id}` });
}
