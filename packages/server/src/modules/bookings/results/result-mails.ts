import { tookPart } from '@clubportal/contract/bookings';
import { Team } from '@clubportal/contract/enums';
import { type Language, knownLanguage } from '@clubportal/contract/languages';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { linkedMail } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailRecipients, onePerInbox, queueCustomerEmail } from '../../comms/index.js';
import { getMainSettings } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { findBookingBlocks, findParticipants, type BookingRow } from '../core/bookings.repository.js';
import { findMailContacts } from '../mails/booking-mails.repository.js';
import { bookingWhat } from '../mails/participant-mails.js';
import { kindsOf } from '../../../lib/texts/index.js';

/**
 * The mails of a match's result (issue 29 section 4), in each recipient's language: a proposed result goes to
 * the other team (they confirm or dispute it on the results page by its deadline; unanswered, it stands); a
 * disputed one to both teams but the player who disputed it (the club's staff settle it). Only players who took
 * part (accepted or joined) hear of it: an invited player who never accepted is not in the match. Queued in the
 * caller's unit of work, kept on the Communications page, and limited per recipient (`matchResults`).
 */
export type ResultMailDeps = { clock: Clock; outbox: MailOutbox; config: { publicUrl: string } };
type Kind = 'proposed' | 'disputed';
type Texts = { subject: string; body: string; link: string };

const texts: Record<Kind, Record<Language, Texts>> = kindsOf('results');

/** "6-4 3-6 7-5": the sets as team 1 - team 2. */
const scoreLine = (team1: readonly number[], team2: readonly number[]) => team1.map((g, i) => `${g}-${team2[i] ?? 0}`).join(' ');

/**
 * Mails a result's players (`kind`): `actorId` is who proposed or disputed it; `proposedTeam` the proposer's
 * team. Read after the teams were set in the same unit of work.
 */
export async function mailResultPlayers(
  trx: Tx,
  deps: ResultMailDeps,
  b: BookingRow,
  r: { kind: Kind; actorId: number; proposedTeam: number; team1: readonly number[]; team2: readonly number[]; answerBy: Instant | null },
): Promise<void> {
  const players = (await findParticipants(trx, [b.id])).filter(
    (p) => p.customer_id !== null && tookPart(p.state) && (p.team === Team.Team1 || p.team === Team.Team2),
  );
  const ids = players
    .filter((p) => (r.kind === 'proposed' ? p.team !== r.proposedTeam : p.customer_id !== r.actorId))
    .map((p) => p.customer_id as number);
  if (ids.length === 0) return;
  const [settings, cat, blocks, contacts, reach] = await Promise.all([
    getMainSettings(trx),
    getCatalogue({ db: trx }),
    findBookingBlocks(trx, [b.id]),
    findMailContacts(trx, [r.actorId]),
    mailRecipients(trx, ids),
  ]);
  const actor = contacts.find((c) => c.id === r.actorId);
  const link = `${deps.config.publicUrl}/booking-results/${b.id}`;
  const reached = ids.flatMap((id) => reach.get(id) ?? []);
  for (const to of onePerInbox(reached, (x) => x)) {
    // Triggered by another member: each inbox gets a limited number of these.
    if (!(await deps.outbox.recipientAllows('matchResults', to.inbox.email))) continue;
    const lang = knownLanguage(to.language);
    const t = texts[r.kind][lang];
    const vars: Record<string, string> = {
      name: to.name,
      player: `${actor?.name ?? ''} ${actor?.surname ?? ''}`.trim(),
      what: bookingWhat(cat.typeById.get(b.booking_type_id)?.name ?? '', blocks),
      when: mailDateTime(b.starts_at, lang, settings.timeZone),
      score: scoreLine(r.team1, r.team2),
      deadline: r.answerBy ? mailDateTime(r.answerBy, lang, settings.timeZone) : '',
    };
    await queueCustomerEmail(trx, deps, to.inbox, linkedMail(t, vars, { href: link, clubName: settings.name }));
  }
}
