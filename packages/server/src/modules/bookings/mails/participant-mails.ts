import { knownLanguage } from '@clubportal/contract/languages';
import type { Executor } from '../../../db/dialect.js';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { linkedMail } from '../../../lib/mail-layout.js';
import { mailMoney } from '../../../lib/mail-money.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailRecipients, onePerInbox, queueCustomerEmail, type MailRecipient } from '../../comms/index.js';
import { refundOutcomeLines, type RefundOutcome } from '../../payments/index.js';
import { getMainSettings } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { findBookingBlocks, type BookingRow } from '../core/bookings.repository.js';
import { findMailContacts } from './booking-mails.repository.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { texts, type ParticipantMailKind } from './participant-mail-texts.js';

/**
 * The mails of a shared booking's invitations (issue 19), in the recipient's language: the invited player
 * learns the court, the time, their share and the payment deadline; the owner learns when a place goes
 * back (declined, unanswered by the deadline, or a player left); the owner and the players of an open match
 * learn who joined it or left it (join.service.ts, player-moves-mail.ts); the other players learn that the
 * owner cancelled the booking, and what comes back of what they paid (cancel-booking.service.ts). Queued in
 * the caller's unit of work and kept on the Communications page of the inbox it went to (a dependant without
 * an address: their parent's, see `mailRecipients`). A hold that ran out unpaid: lapsed-booking-mail.ts.
 */

export type ParticipantMail = {
  kind: ParticipantMailKind;
  to: MailRecipient;
  player: string;
  what: string;
  startsAt: Instant;
  deadline: Instant;
  /** Minor units of `currency`. */
  share: number;
  currency: string;
  zone: string;
  clubName: string;
  link: string;
  /** The cancel mail: what came of the recipient's share (refund legs, kept under rule `none`, or the unpaid share cancelled). */
  outcome?: RefundOutcome;
};

/** Queues one participant mail in the caller's unit of work. */
export async function queueParticipantMail(db: Executor, deps: { clock: Clock; outbox: MailOutbox }, m: ParticipantMail): Promise<void> {
  // Invitations and join/leave notices are triggered by other members: each inbox gets a limited number.
  const limited = m.kind === 'invitation' ? 'invitation' : m.kind === 'joined' || m.kind === 'left' ? 'playerMoves' : null;
  if (limited && !(await deps.outbox.recipientAllows(limited, m.to.inbox.email))) return;
  const lang = knownLanguage(m.to.language);
  const t = texts[m.kind][lang];
  // Dates and prices in the recipient's language, the club's zone and currency.
  const date = (instant: Instant) => mailDateTime(instant, lang, m.zone);
  const vars: Record<string, string> = {
    name: m.to.name,
    player: m.player,
    what: m.what,
    when: date(m.startsAt),
    deadline: date(m.deadline),
    share: mailMoney(lang, m.currency)(m.share),
  };
  const more = m.outcome ? refundOutcomeLines(m.outcome, lang, m.currency) : [];
  await queueCustomerEmail(db, deps, m.to.inbox, linkedMail(t, vars, { more, href: m.link, clubName: m.clubName }));
}

/** "Type - court", how every booking mail names what was booked. */
export const bookingWhat = (typeName: string, blocks: Array<{ no_online: number; name: string }>) =>
  `${typeName} - ${blocks.find((x) => x.no_online === 0)?.name ?? ''}`;

/**
 * Mails one kind of participant mail about booking `b` to each of `recipients` (customer ids), naming
 * `playerId` (who moved, or the owner who cancelled) and linking to `link`; `outcomes` adds, per recipient,
 * what came of their share. In the caller's unit of work, dates in the club's zone; an inbox shared by
 * several recipients (a parent and their children without an address) gets a mail that says the same once.
 */
export async function mailBookingPlayers(
  trx: Tx,
  deps: { clock: Clock; outbox: MailOutbox },
  b: BookingRow,
  m: {
    kind: Exclude<ParticipantMailKind, 'invitation'>;
    recipients: number[];
    playerId: number | null;
    link: string;
    outcomes?: Map<number, RefundOutcome>;
  },
): Promise<void> {
  if (m.recipients.length === 0) return;
  const [settings, cat, blocks, contacts, reach] = await Promise.all([
    getMainSettings(trx),
    getCatalogue({ db: trx }),
    findBookingBlocks(trx, [b.id]),
    findMailContacts(trx, m.playerId === null ? [] : [m.playerId]),
    mailRecipients(trx, m.recipients),
  ]);
  const player = contacts.find((c) => c.id === m.playerId);
  const what = bookingWhat(cat.typeById.get(b.booking_type_id)?.name ?? '', blocks);
  const reached = m.recipients.flatMap((id) => reach.get(id) ?? []);
  for (const to of onePerInbox(
    reached,
    (r) => r,
    (r) => JSON.stringify(m.outcomes?.get(r.customerId) ?? null),
  )) {
    const outcome = m.outcomes?.get(to.customerId);
    await queueParticipantMail(trx, deps, {
      kind: m.kind,
      to,
      player: `${player?.name ?? ''} ${player?.surname ?? ''}`.trim(),
      what,
      startsAt: b.starts_at,
      deadline: b.payment_deadline,
      share: 0,
      currency: b.currency,
      zone: settings.timeZone,
      clubName: settings.name,
      link: m.link,
      ...(outcome ? { outcome } : {}),
    });
  }
}
