import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createCustomer } from '../../../test/factories.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { startSmtpFake, type SmtpFake } from '../../../test/smtp-fake.js';
import { sendBookingMails } from './booking-mail.service.js';

/**
 * Add to calendar and the booking mails: the .ics (club time zone with its VTIMEZONE), the confirmation
 * carrying it through the outbox to a real SMTP server, and the reminder sent once however many runs race.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpFake;
let club: Awaited<ReturnType<typeof createTestClub>>;
const mailDeps = () => ({
  db: app.db,
  clock,
  outbox: app.outbox,
  staffAlerts: app.staffAlerts,
  publicUrl: app.config.publicUrl,
  reminderHours: 24,
});

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
  const entry = (
    await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: c.headers,
      payload: prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
    })
  ).json().model[0];
  return { c, entry };
}

describe('.ics', () => {
  it('describes the booking in the club time zone with a VTIMEZONE, for its players and by token', async () => {
    const { c, entry } = await paidBooking('2026-10-25T09:00:00.000Z');
    const res = await app.inject({
      method: 'GET',
      url: `/api/publicbookings/customer-bookings/${c.id}/${entry.bookingId}/ics`,
      headers: c.headers,
    });
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

    const token = (await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${c.id}`, headers: c.headers })).json()
      .model.next[0].bookingToken;
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
    // In the member's language and the club's time zone (16:00Z is 18:00 in Madrid), not the system's 2026-06-17 18:00.
    expect(mine[0]!.text).toContain('tu reserva de Test padel');
    expect(mine[0]!.text).toContain(' el miércoles, 17 de junio de 2026, 18:00 está confirmada');
    const attachment = mine[0]!.attachments[0]!;
    expect(attachment.filename).toBe(`booking-${entry.bookingId}.ics`);
    expect(attachment.contentType).toBe('text/calendar');
    expect(attachment.content.toString('utf8')).toContain('BEGIN:VTIMEZONE');

    // The member finds it on their Communications page too (issue 20).
    const comms = (await app.inject({ url: `/api/publiccomms/customer-comms/${c.id}`, headers: c.headers })).json().model.emails as Array<{
      subject: string;
    }>;
    expect(comms.map((e) => e.subject)).toContain(mine[0]!.subject);
  });

  it('reminds the players once before the start, even when two runs race', async () => {
    const { c, entry } = await paidBooking('2026-06-19T16:00:00.000Z');
    await markSalePaid(app, entry.saleId);
    await sendBookingMails(mailDeps());
    // More than 24 hours before: no reminder yet.
    const reminders = () =>
      app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('subject', 'like', 'Recordatorio%')
        .where('to_address', 'in', app.db.selectFrom('customers').select('email').where('id', '=', c.id))
        .execute();
    expect(await reminders()).toHaveLength(0);
    clock.set('2026-06-18T17:00:00.000Z');
    const runs = await Promise.all([sendBookingMails(mailDeps()), sendBookingMails(mailDeps()), sendBookingMails(mailDeps())]);
    // The demo club's paid matches are due too: each booking reminded is counted by one run only.
    const reminded = await app.db
      .selectFrom('bookings')
      .select('id')
      .where('reminder_sent_at', '=', '2026-06-18T17:00:00.000Z' as Instant)
      .execute();
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
    const subjects = await app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', 'in', app.db.selectFrom('customers').select('email').where('id', '=', c.id))
      .execute();
    expect(subjects.map((s) => s.subject.split(':')[0])).toEqual(['Reserva confirmada']);
  });
});

describe('mails about a dependant without an address of their own', () => {
  type Headers = { headers: { authorization: string } };
  const emailOf = async (id: number) =>
    (await app.db.selectFrom('customers').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const mailsTo = async (id: number) =>
    app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', (await emailOf(id))!)
      .orderBy('id')
      .execute();
  const storedFor = (ids: number[]) =>
    app.db.selectFrom('customer_emails').select(['customer_id', 'subject']).where('customer_id', 'in', ids).execute();
  const post = (url: string, c: Headers) => app.inject({ method: 'POST', url, headers: c.headers, payload: {} });
  async function family() {
    const parent = await quickCustomer(app, 'Marta');
    const tomas = (await createCustomer(app, { parentId: parent.id, name: 'Tomas' })).id;
    return { parent, tomas };
  }
  async function book(by: Headers, o: { customerId: number; start: string; players: number[]; paymentType?: 'Full' | 'Shared' }) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: by.headers,
      payload: prebookBody({ ...o, typeId: club.typeId, courtId: club.courts[1]!, duration: 60 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().model[0] as { bookingId: number; saleId: number };
  }

  it('reach the parent in the child’s name and language, kept on the parent’s page; a child with an address gets theirs, an adult without one nothing', async () => {
    const { parent, tomas } = await family();
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', tomas).execute();
    const lena = (await createCustomer(app, { parentId: parent.id, name: 'Lena', email: `lena-${Date.now()}@example.com` })).id;
    const adult = await quickCustomer(app, 'Pablo');
    await app.db.updateTable('customers').set({ email: null }).where('id', '=', adult.id).execute();
    // The parent, switched into Tomas's account, books for him; both players take their places.
    const entry = await book(parent, { customerId: tomas, start: '2026-06-25T16:00:00.000Z', players: [lena, adult.id] });
    expect((await post(`/api/publicbookings/accept/${entry.bookingId}/${lena}`, parent)).statusCode).toBe(200);
    expect((await post(`/api/publicbookings/accept/${entry.bookingId}/${adult.id}`, adult)).statusCode).toBe(200);
    await markSalePaid(app, entry.saleId);
    await sendBookingMails(mailDeps());

    const toParent = await mailsTo(parent.id);
    expect(toParent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking confirmed: Test padel \d+ - Court \d+\.2$/)]);
    expect(toParent[0]!.text_body).toMatch(/^Hi Tomas, your booking of .* on Thursday, June 25, 2026 at 6:00\sPM is confirmed/);
    expect((await mailsTo(lena)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reserva confirmada: /)]);
    const comms = (await app.inject({ url: `/api/publiccomms/customer-comms/${parent.id}`, headers: parent.headers })).json().model
      .emails as Array<{ subject: string }>;
    expect(comms.map((e) => e.subject)).toContain(toParent[0]!.subject);
    expect(await storedFor([tomas, adult.id])).toEqual([]);
  });

  it('reach a parent playing with their child once per booking, in the parent’s own name', async () => {
    const { parent, tomas } = await family();
    const entry = await book(parent, { customerId: tomas, start: '2026-06-26T16:00:00.000Z', players: [parent.id] });
    expect((await post(`/api/publicbookings/accept/${entry.bookingId}/${parent.id}`, parent)).statusCode).toBe(200);
    await markSalePaid(app, entry.saleId);
    await sendBookingMails(mailDeps());
    const confirmations = await mailsTo(parent.id);
    expect(confirmations.map((m) => m.subject)).toEqual([expect.stringMatching(/^Reserva confirmada: /)]);
    expect(confirmations[0]!.text_body).toMatch(/^Hola Marta: /);

    clock.set('2026-06-25T17:00:00.000Z');
    await sendBookingMails(mailDeps());
    expect((await mailsTo(parent.id)).map((m) => m.subject.split(':')[0])).toEqual(['Reserva confirmada', 'Recordatorio']);
  });

  it('invite and tell of the organiser’s cancel at the parent’s address, in the child’s name', async () => {
    const { parent, tomas } = await family();
    const owner = await quickCustomer(app, 'Olga');
    const entry = await book(owner, { customerId: owner.id, start: '2026-06-27T16:00:00.000Z', players: [tomas], paymentType: 'Shared' });
    await markSalePaid(app, entry.saleId);
    await sendBookingMails(mailDeps());
    expect((await mailsTo(parent.id)).map((m) => m.text_body.split(':')[0])).toEqual([expect.stringMatching(/^Hola Tomas$/)]);
    expect((await mailsTo(parent.id))[0]!.subject).toMatch(/^Olga S\d+ te invita: /);

    expect((await post(`/api/publicbookings/accept/${entry.bookingId}/${tomas}`, parent)).statusCode).toBe(200);
    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${owner.id}`, owner)).statusCode).toBe(200);
    const cancelled = (await mailsTo(parent.id)).filter((m) => m.subject.startsWith('Reserva cancelada'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text_body).toMatch(/^Hola Tomas: Olga S\d+, que organizaba la reserva/);
    expect((await storedFor([parent.id])).map((e) => e.subject.split(':')[0])).toEqual(expect.arrayContaining(['Reserva cancelada']));
  });
});
