import { type Language, knownLanguage } from '@clubportal/contract/languages';
import type { Db } from '../../../db/dialect.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../../lib/clock.js';
import { buildIcs } from '../../../lib/ics.js';
import { linkedMail } from '../../../lib/mail-layout.js';
import { holdsPlace } from '@clubportal/contract/bookings';
import type { StaffAlerts } from '../../../lib/staff-alerts.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailRecipientOf, mailRecipients, onePerInbox, queueCustomerEmail, type MailRecipient } from '../../comms/index.js';
import { getMainSettings, getMainSettingsCached } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { bookingIcsEvent } from '../calendar-access/calendar-entries.service.js';
import { bookingWhat, queueParticipantMail } from './participant-mails.js';
import { findBooking, findBookingBlocks, findParticipants, type BookingRow } from '../core/bookings.repository.js';
import { claimMail, findDueReminders, findUnconfirmed } from './booking-mails.repository.js';
import { claimPlaceMail, findSettledPlacesToMail } from '../by-place/by-place.repository.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { kindsOf } from '../../../lib/texts/index.js';

export type BookingMailDeps = {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  publicUrl: string;
  reminderHours: number;
  /** The staff's alerts (issue 33 §8): a member's booking confirmed. */
  staffAlerts: StaffAlerts;
};

/** Bookings the club made itself (the desk's walk-ins, blocks, classes): not a member's booking the staff hear of. */
const CLUB_ORIGINS: ReadonlySet<string> = new Set(['desk', 'club']);

/** Mails per run of the job: a backlog drains over a few runs instead of one long transaction. */
const BATCH = 50;

/**
 * The booking as an iCalendar file: one event in the club's time zone (lib/ics.ts, with the zone's VTIMEZONE),
 * the same event the member's calendar feed publishes (calendar-entries.service.ts). The UID is stable, so
 * importing it twice updates rather than duplicates.
 */
export async function bookingCalendar(
  deps: { db: Db; clock: Clock; caches?: AppCaches } & ({ config?: { publicUrl: string } } | { publicUrl?: string }),
  b: BookingRow,
): Promise<{ filename: string; content: string }> {
  const publicUrl = 'config' in deps && deps.config ? deps.config.publicUrl : 'publicUrl' in deps ? (deps.publicUrl ?? '') : '';
  const [settings, cat, blocks] = await Promise.all([getMainSettingsCached(deps), getCatalogue(deps), findBookingBlocks(deps.db, [b.id])]);
  const typeName = cat.typeById.get(b.booking_type_id)?.name ?? '';
  const resource = blocks.find((x) => x.no_online === 0)?.name ?? blocks[0]?.name ?? '';
  const host = publicUrl ? new URL(publicUrl).hostname : 'clubportal';
  const event = bookingIcsEvent(settings, b, { typeName, resource }, { host, publicUrl });
  return {
    filename: `booking-${b.id}.ics`,
    content: buildIcs({ name: settings.name, timeZone: settings.timeZone, events: [{ ...event, stamp: b.created_at }] }),
  };
}

type MailKind = 'confirmation' | 'reminder';
type Texts = { subject: string; body: string; link: string };
const texts: Record<MailKind, Record<Language, Texts>> = kindsOf('booking');

/** What every mail about one booking says alike: what, its page, the club, the .ics (when: in each reader's language). */
type BookingMailContext = {
  b: BookingRow;
  what: string;
  link: string;
  clubName: string;
  zone: string;
  ics: { filename: string; content: string };
};

async function bookingMailContext(trx: Tx, deps: BookingMailDeps, b: BookingRow): Promise<BookingMailContext> {
  // Everything through the transaction: on SQLite its one connection is busy until the work ends.
  const [settings, cat, blocks, ics] = await Promise.all([
    getMainSettings(trx),
    getCatalogue({ db: trx }),
    findBookingBlocks(trx, [b.id]),
    bookingCalendar({ db: trx, clock: deps.clock, publicUrl: deps.publicUrl }, b),
  ]);
  return {
    b,
    what: bookingWhat(cat.typeById.get(b.booking_type_id)?.name ?? '', blocks),
    link: `${deps.publicUrl}/booking/${b.token}`,
    clubName: settings.name,
    zone: settings.timeZone,
    ics,
  };
}

/** Booked (or the place taken) inside the reminder window: the confirmation just said it all. */
const bookedInsideReminderWindow = (deps: BookingMailDeps, bookedAt: string, startsAt: string) =>
  Date.parse(bookedAt) > Date.parse(startsAt) - deps.reminderHours * 3_600_000;

/** Queues the confirmation (with the .ics) or the reminder to one player, kept on their inbox's Communications page too (issue 20). */
async function queueBookingMail(trx: Tx, deps: BookingMailDeps, kind: MailKind, c: BookingMailContext, to: MailRecipient): Promise<void> {
  const lang = knownLanguage(to.language);
  const t = texts[kind][lang];
  const vars = { name: to.name, what: c.what, when: mailDateTime(c.b.starts_at, lang, c.zone) };
  const mail = linkedMail(t, vars, { href: c.link, clubName: c.clubName });
  // The .ics only in the mail, not in the stored copy.
  const attachments =
    kind === 'confirmation'
      ? [{ filename: c.ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: c.ics.content }]
      : undefined;
  await queueCustomerEmail(trx, deps, to.inbox, mail, mail, attachments);
}

const markerOf = (kind: MailKind) => (kind === 'confirmation' ? 'confirmation_sent_at' : 'reminder_sent_at');

/**
 * Sends one booking mail to every participant mail reaches (a dependant's at their parent's address), if
 * this instance wins the marker (claimed in the same unit of work as the queued mails, so a crash sends
 * nothing and a retry sends once).
 */
async function sendBookingMail(deps: BookingMailDeps, bookingId: number, kind: MailKind, now: Instant): Promise<boolean> {
  return unitOfWork(deps.db, async (trx) => {
    if (!(await claimMail(trx, bookingId, markerOf(kind), now))) return false;
    const b = await findBooking(trx, { id: bookingId });
    if (!b) return false;
    // The marker stays, so a booking made inside the window is not picked again.
    if (kind === 'reminder' && bookedInsideReminderWindow(deps, b.created_at, b.starts_at)) return false;
    const [c, players] = await Promise.all([bookingMailContext(trx, deps, b), findParticipants(trx, [b.id])]);
    // A member's booking is confirmed (paid, or free) once, here: the staff who chose to hear of them are told in
    // the unit of work that claims its confirmation (issue 33 §8), whoever settled the payment.
    if (kind === 'confirmation' && !CLUB_ORIGINS.has(b.origin)) {
      const owner = players.find((p) => p.customer_id === b.owner_customer_id);
      await deps.staffAlerts(trx, {
        kind: 'bookings',
        bookingId: b.id,
        customer: `${owner?.name ?? ''} ${owner?.surname ?? ''}`.trim(),
        what: c.what,
        startsAt: b.starts_at,
        price: { amount: b.price, currency: b.currency },
      });
    }
    const holding = players.flatMap((p) => (p.customer_id !== null && holdsPlace(p.state) ? [{ p, customerId: p.customer_id }] : []));
    const reach = await mailRecipients(
      trx,
      holding.map((h) => h.customerId),
    );
    const reached = holding.flatMap(({ p, customerId }) => {
      const to = reach.get(customerId);
      return to ? [{ p, to }] : [];
    });
    // The confirmation and the reminder say the same to every player: one per inbox, so a parent playing with
    // a child without an address gets one, not two. Each invitation asks its own player's answer: each goes.
    const told = new Set(
      onePerInbox(
        reached.filter((x) => x.p.state !== 'invited'),
        (x) => x.to,
      ),
    );
    const ownerRow = players.find((p) => p.customer_id === b.owner_customer_id);
    for (const x of reached) {
      const { p, to } = x;
      if (p.state === 'invited') {
        // Invited players are asked, not told: the confirmation is their invitation (court, time, share, deadline).
        if (kind === 'confirmation') {
          await queueParticipantMail(trx, deps, {
            kind: 'invitation',
            to,
            player: `${ownerRow?.name ?? ''} ${ownerRow?.surname ?? ''}`.trim(),
            what: c.what,
            startsAt: b.starts_at,
            deadline: b.payment_deadline,
            share: p.price,
            currency: b.currency,
            zone: c.zone,
            clubName: c.clubName,
            link: `${deps.publicUrl}/customer-bookings`,
          });
        }
        continue;
      }
      if (told.has(x)) await queueBookingMail(trx, deps, kind, c, to);
    }
    return true;
  });
}

/**
 * A class place's mail (bookings by place): the class is the club's booking, each member's place is theirs,
 * paid on its own, so the same confirmation (with the .ics) and reminder go to that member alone (a
 * dependant's to their parent), claimed on the place.
 */
async function sendPlaceMail(
  deps: BookingMailDeps,
  place: { id: number; booking_id: number },
  kind: MailKind,
  now: Instant,
): Promise<boolean> {
  return unitOfWork(deps.db, async (trx) => {
    if (!(await claimPlaceMail(trx, place.id, markerOf(kind), now))) return false;
    const [b, mine] = await Promise.all([
      findBooking(trx, { id: place.booking_id }),
      findParticipants(trx, [place.booking_id]).then((rows) => rows.find((p) => p.id === place.id)),
    ]);
    if (!b || !mine?.customer_id) return false;
    if (kind === 'reminder' && bookedInsideReminderWindow(deps, mine.responded_at ?? b.created_at, b.starts_at)) return false;
    const to = await mailRecipientOf(trx, mine.customer_id);
    if (!to) return false;
    await queueBookingMail(trx, deps, kind, await bookingMailContext(trx, deps, b), to);
    return true;
  });
}

/**
 * The scheduled job: confirms bookings whose owner's sale is paid (free ones at once, paid ones when the
 * payment lands, whoever marks it) and class places once their own sale is paid (free places at once), and reminds players
 * `reminderHours` before the start. Each mail goes once, however many instances run the job; the counts
 * are of bookings and places mailed.
 */
export async function sendBookingMails(deps: BookingMailDeps): Promise<{ confirmations: number; reminders: number }> {
  const now = nowInstant(deps.clock);
  let confirmations = 0;
  let reminders = 0;
  for (const { id } of await findUnconfirmed(deps.db, now, BATCH))
    if (await sendBookingMail(deps, id, 'confirmation', now)) confirmations += 1;
  for (const place of await findSettledPlacesToMail(deps.db, 'confirmation_sent_at', now, null, BATCH))
    if (await sendPlaceMail(deps, place, 'confirmation', now)) confirmations += 1;
  if (deps.reminderHours > 0) {
    const until = new Date(Date.parse(now) + deps.reminderHours * 3_600_000).toISOString() as Instant;
    for (const { id } of await findDueReminders(deps.db, now, until, BATCH))
      if (await sendBookingMail(deps, id, 'reminder', now)) reminders += 1;
    for (const place of await findSettledPlacesToMail(deps.db, 'reminder_sent_at', now, until, BATCH))
      if (await sendPlaceMail(deps, place, 'reminder', now)) reminders += 1;
  }
  return { confirmations, reminders };
}
