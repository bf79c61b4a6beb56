import { instantToLocal } from '@clubportal/contract/club-time';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import type { Db } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { buildIcs } from '../../lib/ics.js';
import { escapeHtml, mailHtml, mailLink, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import { holdsPlace } from '@clubportal/contract/bookings';
import type { MailOutbox } from '../comms/mail-outbox.service.js';
import { queueCustomerEmail } from '../comms/customer-mail.service.js';
import { getMainSettingsCached } from '../settings/settings.service.js';
import { getCatalogue } from './booking-catalogue.service.js';
import { bookingIcsEvent } from './calendar-entries.service.js';
import { queueParticipantMail } from './participant-mails.js';
import { claimMail, findBooking, findBookingBlocks, findDueReminders, findParticipants, findUnconfirmed, type BookingRow } from './bookings.repository.js';

export type BookingMailDeps = { db: Db; clock: Clock; outbox: MailOutbox; publicUrl: string; reminderHours: number };

/** Mails per run of the job: a backlog drains over a few runs instead of one long transaction. */
const BATCH = 50;

/**
 * The booking as an iCalendar file: one event in the club's time zone (lib/ics.ts, with the zone's VTIMEZONE),
 * the same event the member's calendar feed publishes (calendar-entries.service.ts). The UID is stable, so
 * importing it twice updates rather than duplicates.
 */
export async function bookingCalendar(deps: { db: Db; clock: Clock; config?: { publicUrl: string } } | { db: Db; clock: Clock; publicUrl?: string }, b: BookingRow): Promise<{ filename: string; content: string }> {
  const publicUrl = 'config' in deps && deps.config ? deps.config.publicUrl : 'publicUrl' in deps ? (deps.publicUrl ?? '') : '';
  const [settings, cat, blocks] = await Promise.all([getMainSettingsCached(deps.db, deps.clock), getCatalogue(deps.db, deps.clock), findBookingBlocks(deps.db, [b.id])]);
  const typeName = cat.typeById.get(b.booking_type_id)?.name ?? '';
  const resource = blocks.find((x) => x.no_online === 0)?.name ?? blocks[0]?.name ?? '';
  const host = publicUrl ? new URL(publicUrl).hostname : 'clubportal';
  const event = bookingIcsEvent(settings, b, { typeName, resource }, { host, publicUrl });
  return { filename: `booking-${b.id}.ics`, content: buildIcs({ name: settings.name, timeZone: settings.timeZone, events: [{ ...event, stamp: b.created_at }] }) };
}

type MailKind = 'confirmation' | 'reminder';
type Texts = { subject: string; body: string; link: string };
const texts: Record<MailKind, Record<Language, Texts>> = {
  confirmation: {
    'es-ES': { subject: 'Reserva confirmada: {what}', body: 'Hola {name}: tu reserva de {what} el {when} está confirmada. Te adjuntamos el evento para tu calendario.', link: 'Ver la reserva' },
    'en-US': { subject: 'Booking confirmed: {what}', body: 'Hi {name}, your booking of {what} on {when} is confirmed. The calendar event is attached.', link: 'See the booking' },
    'es-MX': { subject: 'Reserva confirmada: {what}', body: 'Hola, {name}: tu reserva de {what} el {when} está confirmada. Te adjuntamos el evento para tu calendario.', link: 'Ver la reserva' },
    'es-VE': { subject: 'Reserva confirmada: {what}', body: 'Hola, {name}: tu reserva de {what} el {when} está confirmada. Te adjuntamos el evento para tu calendario.', link: 'Ver la reserva' },
    'fr-FR': { subject: 'Réservation confirmée : {what}', body: 'Bonjour {name}, votre réservation de {what} le {when} est confirmée. L’événement pour votre agenda est joint.', link: 'Voir la réservation' },
    'it-IT': { subject: 'Prenotazione confermata: {what}', body: 'Ciao {name}, la tua prenotazione di {what} il {when} è confermata. In allegato l’evento per il tuo calendario.', link: 'Vedi la prenotazione' },
  },
  reminder: {
    'es-ES': { subject: 'Recordatorio: {what} el {when}', body: 'Hola {name}: te recordamos tu reserva de {what} el {when}. ¡Buen partido!', link: 'Ver la reserva' },
    'en-US': { subject: 'Reminder: {what} on {when}', body: 'Hi {name}, a reminder of your booking of {what} on {when}. Have a good game!', link: 'See the booking' },
    'es-MX': { subject: 'Recordatorio: {what} el {when}', body: 'Hola, {name}: te recordamos tu reserva de {what} el {when}. ¡Buen partido!', link: 'Ver la reserva' },
    'es-VE': { subject: 'Recordatorio: {what} el {when}', body: 'Hola, {name}: te recordamos tu reserva de {what} el {when}. ¡Buen partido!', link: 'Ver la reserva' },
    'fr-FR': { subject: 'Rappel : {what} le {when}', body: 'Bonjour {name}, nous vous rappelons votre réservation de {what} le {when}. Bon match !', link: 'Voir la réservation' },
    'it-IT': { subject: 'Promemoria: {what} il {when}', body: 'Ciao {name}, ti ricordiamo la prenotazione di {what} il {when}. Buona partita!', link: 'Vedi la prenotazione' },
  },
};

/**
 * Sends one booking mail to every participant with an email, if this instance wins the marker (claimed in
 * the same unit of work as the queued mails, so a crash sends nothing and a retry sends once).
 */
async function sendBookingMail(deps: BookingMailDeps, bookingId: number, kind: MailKind, now: Instant): Promise<boolean> {
  return unitOfWork(deps.db, async (trx) => {
    if (!(await claimMail(trx, bookingId, kind === 'confirmation' ? 'confirmation_sent_at' : 'reminder_sent_at', now))) return false;
    const b = await findBooking(trx, { id: bookingId });
    if (!b) return false;
    // Booked inside the reminder window: the confirmation just said it all (the marker stays, so it is not picked again).
    if (kind === 'reminder' && Date.parse(b.created_at) > Date.parse(b.starts_at) - deps.reminderHours * 3_600_000) return false;
    // Everything through the transaction: on SQLite its one connection is busy until the work ends.
    const [settings, cat, blocks, players] = await Promise.all([
      getMainSettingsCached(trx, deps.clock),
      getCatalogue(trx, deps.clock),
      findBookingBlocks(trx, [b.id]),
      findParticipants(trx, [b.id]),
    ]);
    const ics = await bookingCalendar({ db: trx, clock: deps.clock, publicUrl: deps.publicUrl }, b);
    const local = instantToLocal(b.starts_at, settings.timeZone);
    const what = `${cat.typeById.get(b.booking_type_id)?.name ?? ''} - ${blocks.find((x) => x.no_online === 0)?.name ?? ''}`;
    const when = `${local.date} ${local.time}`;
    const link = `${deps.publicUrl}/booking/${b.token}`;
    const languages = await trx.selectFrom('customers').select(['id', 'language']).where('id', 'in', players.map((p) => p.customer_id ?? 0)).execute();
    const ownerRow = players.find((p) => p.customer_id === b.owner_customer_id);
    for (const p of players) {
      if (p.customer_id === null || !p.email || !holdsPlace(p.state)) continue;
      const language = languages.find((l) => l.id === p.customer_id)?.language;
      if (p.state === 'invited') {
        // Invited players are asked, not told: the confirmation is their invitation (court, time, share, deadline).
        if (kind === 'confirmation') {
          await queueParticipantMail(trx, deps, {
            kind: 'invitation',
            to: { id: p.customer_id, email: p.email, name: p.name ?? '', language: language ?? null },
            player: `${ownerRow?.name ?? ''} ${ownerRow?.surname ?? ''}`.trim(),
            what,
            startsAt: b.starts_at,
            deadline: b.payment_deadline,
            share: p.price,
            currency: b.currency,
            zone: settings.timeZone,
            clubName: settings.name,
            link: `${deps.publicUrl}/customer-bookings`,
          });
        }
        continue;
      }
      const t = texts[kind][isLanguage(language) ? language : DEFAULT_LANGUAGE];
      const fill = (s: string, esc: boolean) => {
        const e = esc ? escapeHtml : (x: string) => x;
        return s.replaceAll('{name}', e(p.name ?? '')).replaceAll('{what}', e(what)).replaceAll('{when}', e(when));
      };
      // Through the customer's mail: kept on their Communications page too (issue 20), the .ics only in the mail.
      const mail = {
        subject: fill(t.subject, false),
        text: `${fill(t.body, false)}\n\n${t.link}: ${link}\n\n${settings.name}`,
        html: mailHtml([mailParagraph(fill(t.body, true)), mailLink(link, escapeHtml(t.link)), mailNote(escapeHtml(settings.name))]),
      };
      const attachments = kind === 'confirmation' ? [{ filename: ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.content }] : undefined;
      await queueCustomerEmail(trx, deps, { id: p.customer_id, email: p.email }, mail, mail, attachments);
    }
    return true;
  });
}

/**
 * The scheduled job: confirms bookings whose owner's sale is paid (free ones at once, paid ones when the
 * payment lands, whoever marks it) and reminds players `reminderHours` before the start. Each mail goes
 * once, however many instances run the job.
 */
export async function sendBookingMails(deps: BookingMailDeps): Promise<{ confirmations: number; reminders: number }> {
  const now = nowInstant(deps.clock);
  let confirmations = 0;
  let reminders = 0;
  for (const { id } of await findUnconfirmed(deps.db, now, BATCH)) if (await sendBookingMail(deps, id, 'confirmation', now)) confirmations += 1;
  if (deps.reminderHours > 0) {
    const until = new Date(Date.parse(now) + deps.reminderHours * 3_600_000).toISOString() as Instant;
    for (const { id } of await findDueReminders(deps.db, now, until, BATCH)) if (await sendBookingMail(deps, id, 'reminder', now)) reminders += 1;
  }
  return { confirmations, reminders };
}
