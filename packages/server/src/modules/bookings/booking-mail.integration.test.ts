import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';
import { sendBookingMails } from './booking-mail.service.js';

/**
 * Add to calendar and the booking mails: the .ics (club time zone with its VTIMEZONE), the confirmation
 * carrying it through the outbox to a real SMTP server, and the reminder sent once however many runs race.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpFake;
let club: Awaited<ReturnType<typeof createTestClub>>;
const mailDeps = () => ({ db: app.db, clock, outbox: app.outbox, publicUrl: app.config.publicUrl, reminderHours: 24 });

beforeAll(async () => {
  smtp = await startSmtpFake();
  app = await buildTestApp({ clock, env: { SMTP_URL: smtp.url } });
  club = await createTestClub(app, { anticipationMinutes: null });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function paidBooking(start: string) {
  const c = await quickCustomer(app, 'Lucia');
  const entry = (await app.inject({ method: 'POST', url: '/api/publicbookings/prebook', headers: c.headers, payload: prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }) })).json().model[0];
  return { c, entry };
}

describe('.ics', () => {
  it('describes the booking in the club time zone with a VTIMEZONE, for its players and by token', async () => {
    const { c, entry } = await paidBooking('2026-10-25T09:00:00.000Z');
    const res = await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${c.id}/${entry.bookingId}/ics`, headers: c.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${entry.bookingId}.ics"`);
    const ics = res.body.replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
    // Both rules of the zone, so calendars place summer and winter dates right.
    expect(ics).toContain('BEGIN:DAYLIGHT');
    expect(ics).toContain('BEGIN:STANDARD');
    // 09:00Z on the day the clocks go back is 10:00 in Madrid (UTC+1 by then).
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20261025T100000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20261025T110000');
    expect(ics).toContain(`UID:booking-${entry.bookingId}@portal.test`);
    // DTSTAMP is UTC, as RFC 5545 requires.
    expect(ics).toContain('DTSTAMP:20260615T080000Z');
    expect(ics).toContain('SUMMARY:Test padel');

    const token = (await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${c.id}`, headers: c.headers })).json().model.next[0].bookingToken;
    const byToken = await app.inject({ method: 'GET', url: `/api/publicbookings/customer-booking/${token}/ics` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.body).toContain(`UID:booking-${entry.bookingId}@portal.test`);
    expect(byToken.body).toContain(`URL;VALUE=URI:http://portal.test/booking/${token}`);
  });
});

describe('booking mails', () => {
  it('confirms a booking once its sale is paid, with the .ics attached, once', async () => {
    const { c, entry } = await paidBooking('2026-06-17T16:00:00.000Z');
    const email = (await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow()).email!;
    // Not paid yet: no confirmation.
    await sendBookingMails(mailDeps());
    expect(await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toHaveLength(0);
    const before = smtp.messages.length;

    await markSalePaid(app, entry.saleId);
    expect(await sendBookingMails(mailDeps())).toMatchObject({ confirmations: 1 });
    expect(await sendBookingMails(mailDeps())).toMatchObject({ confirmations: 0 });
    await app.outbox.flush();
    const mails = await smtp.waitFor(before + 1);
    const mine = mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/^Reserva confirmada: Test padel \d+ - Court \d+\.1$/);
    expect(mine[0]!.text).toContain('2026-06-17 18:00');
    const attachment = mine[0]!.attachments[0]!;
    expect(attachment.filename).toBe(`booking-${entry.bookingId}.ics`);
    expect(attachment.contentType).toBe('text/calendar');
    expect(attachment.content.toString('utf8')).toContain('BEGIN:VTIMEZONE');

    // The member finds it on their Communications page too (issue 20).
    const comms = (await app.inject({ url: `/api/publiccomms/customer-comms/${c.id}`, headers: c.headers })).json().model.emails as Array<{ subject: string }>;
    expect(comms.map((e) => e.subject)).toContain(mine[0]!.subject);
  });

  it('reminds the players once before the start, even when two runs race', async () => {
    const { c, entry } = await paidBooking('2026-06-19T16:00:00.000Z');
    await markSalePaid(app, entry.saleId);
    await sendBookingMails(mailDeps());
    // More than 24 hours before: no reminder yet.
    const reminders = () => app.db.selectFrom('mail_outbox').select('id').where('subject', 'like', 'Recordatorio%').where('to_address', 'in', app.db.selectFrom('customers').select('email').where('id', '=', c.id)).execute();
    expect(await reminders()).toHaveLength(0);
    clock.set('2026-06-18T17:00:00.000Z');
    const runs = await Promise.all([sendBookingMails(mailDeps()), sendBookingMails(mailDeps()), sendBookingMails(mailDeps())]);
    // The demo club's paid matches are due too: each booking reminded is counted by one run only.
    const reminded = await app.db.selectFrom('bookings').select('id').where('reminder_sent_at', '=', '2026-06-18T17:00:00.000Z' as Instant).execute();
    expect(reminded.map((r) => r.id)).toContain(entry.bookingId);
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(reminded.length);
    expect(await reminders()).toHaveLength(1);
    await sendBookingMails(mailDeps());
    expect(await reminders()).toHaveLength(1);
  });

  it('does not remind a booking made inside the reminder window (the confirmation said it all)', async () => {
    clock.set('2026-06-20T08:00:00.000Z');
    const { c, entry } = await paidBooking('2026-06-20T16:00:00.000Z');
    await markSalePaid(app, entry.saleId);
    const result = await sendBookingMails(mailDeps());
    expect(result.confirmations).toBeGreaterThanOrEqual(1);
    // (The demo club's paid matches may be reminded in the same run: only this member's mails count.)
    const subjects = await app.db.selectFrom('mail_outbox').select('subject').where('to_address', 'in', app.db.selectFrom('customers').select('email').where('id', '=', c.id)).execute();
    expect(subjects.map((s) => s.subject.split(':')[0])).toEqual(['Reserva confirmada']);
  });
});
