import type { DeskDay } from '@clubportal/contract/staff-desk';
import type { SeriesEditAnswer, SeriesPreview, SeriesRescheduleAnswer, SeriesView } from '@clubportal/contract/staff-series';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, dropCatalogueCache, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// A recurring booking's weekday, time and last date changed at the desk, its mails and its mark on the grid (issue 33
// §2), over HTTP on the demo club (EUR, Europe/Madrid, UTC+2 in summer), both dialects. Monday 2026-06-15 10:00 in
// Madrid; each test club's courts open 08:00-22:00, 60 min 20 €.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = desk.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
/** A customer's mails about their weekly booking (not the receipt of a payment at the desk), oldest first; bodies are HTML. */
const mailsOf = async (customerId: number) =>
  (
    await app.db.selectFrom('customer_emails').select(['subject', 'body']).where('customer_id', '=', customerId).orderBy('id').execute()
  ).filter((m) => /weekly|semanal|hebdomadaire/.test(m.subject));
const bookingOf = (id: number) =>
  app.db
    .selectFrom('bookings as b')
    .innerJoin('sales as s', 's.id', 'b.sale_id')
    .select([
      'b.starts_at',
      'b.status',
      'b.price',
      'b.series_id',
      'b.payment_type',
      's.id as sale_id',
      's.status as sale_status',
      's.total',
    ])
    .where('b.id', '=', id)
    .executeTakeFirstOrThrow();
const guest = (court: number, typeId: number, startsAt: string) =>
  post('/api/staff/desk/bookings', {
    resourceId: court,
    startsAt,
    durationMinutes: 60,
    bookingTypeId: typeId,
    customer: { kind: 'guest', name: 'Otro' },
  });

/** Four Tuesdays at 18:00 from 2026-06-16 for a customer reading `language`, on a club of its own. */
async function tuesdays(language: string) {
  const club = await createTestClub(app);
  const court = club.courts[0]!;
  const owner = await quickCustomer(app, 'Colegio');
  await app.db.updateTable('customers').set({ language }).where('id', '=', owner.id).execute();
  const body = {
    customer: { kind: 'existing', customerId: owner.id },
    resourceId: court,
    bookingTypeId: club.typeId,
    durationMinutes: 60,
    startDate: '2026-06-16',
    time: '18:00',
    everyWeeks: 1,
    end: { kind: 'count', count: 4 },
    onConflict: 'skip',
  };
  const preview = (await post('/api/staff/desk/series/preview', body)).json() as SeriesPreview;
  const res = await post('/api/staff/desk/series', { ...body, dates: preview.dates });
  expect(res.statusCode, res.body).toBe(200);
  const made = res.json() as { seriesId: number; bookings: Array<{ bookingId: number; date: string }> };
  return { club, court, owner, seriesId: made.seriesId, ids: made.bookings.map((b) => b.bookingId) };
}

const payAtDesk = async (bookingId: number) => {
  const res = await post(`/api/staff/sales/${(await bookingOf(bookingId)).sale_id}/desk-payment`, { method: 'cash' }, manager.headers);
  expect(res.statusCode, res.body).toBe(200);
};
const rows = (a: SeriesRescheduleAnswer) => a.dates.map((d) => [d.date, d.action, d.from, d.price, d.conflict]);

describe("a weekly booking's weekday, time and last date", () => {
  it('moves the following to Thursdays at 19:00 and adds a week, skipping a taken date or stopping there, as previewed', async () => {
    const { club, court, owner, seriesId, ids } = await tuesdays('fr-FR');
    const [first, second, third, fourth] = ids as [number, number, number, number];
    await payAtDesk(third);
    // A high season from 2026-07-16: the new date is priced by the rules for its own date.
    await app.db
      .insertInto('booking_prices')
      .values({
        booking_type_id: club.typeId,
        duration_minutes: 60,
        weekday: null,
        from_time: '00:00',
        to_time: '24:00',
        customer_group_id: null,
        price: 2500,
        sort_order: 0,
        resource_id: null,
        customer_id: null,
        valid_from: '2026-07-16',
        valid_to: '2026-07-31',
      })
      .execute();
    dropCatalogueCache(app.caches);
    const url = `/api/staff/desk/series/${seriesId}/reschedule`;
    const change = { bookingId: second, scope: 'following', weekday: 4, time: '19:00', until: '2026-07-16', onConflict: 'skip' };
    const before = (await post(url, { ...change, preview: true })).json() as SeriesRescheduleAnswer;
    expect(rows(before)).toEqual([
      ['2026-06-25', 'move', '2026-06-23', 20, null],
      ['2026-07-02', 'move', '2026-06-30', 20, null],
      ['2026-07-09', 'move', '2026-07-07', 20, null],
      ['2026-07-16', 'book', null, 25, null],
    ]);

    // Another desk takes Thursday 2026-07-09 at 19:00: the preview the staff saw is no longer so.
    expect((await guest(court, club.typeId, at('2026-07-09', '19:00'))).statusCode).toBe(200);
    const stale = await post(url, { ...change, expected: before.expected });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMsg).toBe(
      'These dates changed since the preview: 2026-07-07, 2026-07-09. Nothing was saved: preview the change again',
    );
    expect((await bookingOf(second)).starts_at).toBe(at('2026-06-23', '18:00'));

    const skip = (await post(url, { ...change, preview: true })).json() as SeriesRescheduleAnswer;
    expect(rows(skip)).toEqual([
      ['2026-06-25', 'move', '2026-06-23', 20, null],
      ['2026-07-02', 'move', '2026-06-30', 20, null],
      ['2026-07-07', 'skip', null, 20, 'taken'],
      ['2026-07-16', 'book', null, 25, null],
    ]);
    const stop = (await post(url, { ...change, onConflict: 'stop', preview: true })).json() as SeriesRescheduleAnswer;
    expect(stop.dates.map((d) => [d.date, d.action, d.conflict, d.refund])).toEqual([
      ['2026-06-25', 'move', null, 0],
      ['2026-07-02', 'move', null, 0],
      ['2026-07-07', 'cancel', 'taken', 0],
      ['2026-07-16', 'skip', null, 0],
    ]);

    const saved = await post(url, { ...change, expected: skip.expected });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await bookingOf(first)).toMatchObject({ starts_at: at('2026-06-16', '18:00'), status: 'active' });
    expect(await bookingOf(second)).toMatchObject({ starts_at: at('2026-06-25', '19:00'), sale_status: 'pending', total: 2000 });
    // The paid date keeps its booking, its sale and what was paid.
    expect(await bookingOf(third)).toMatchObject({ starts_at: at('2026-07-02', '19:00'), sale_status: 'paid', total: 2000 });
    expect(await bookingOf(fourth)).toMatchObject({ starts_at: at('2026-07-07', '18:00'), status: 'active' });
    const added = (saved.json() as SeriesRescheduleAnswer).dates.find((d) => d.action === 'book')!;
    expect(await bookingOf(added.bookingId!)).toMatchObject({
      starts_at: at('2026-07-16', '19:00'),
      series_id: seriesId,
      sale_status: 'pending',
      total: 2500,
    });
    const view = (await app.inject({ url: `/api/staff/desk/series/of/${first}`, headers: desk.headers })).json().series as SeriesView;
    expect(view.time).toBe('19:00');
    expect(view.bookings.map((b) => b.date)).toEqual(['2026-06-16', '2026-06-25', '2026-07-02', '2026-07-07', '2026-07-16']);

    // Audited per date and on the series.
    expect(JSON.parse((await audits('desk.series.move', third))[0]!.after_json as string)).toMatchObject({
      reschedule: true,
      startsAt: at('2026-07-02', '19:00'),
      price: 20,
    });
    expect(await audits('desk.booking.create', added.bookingId!)).toHaveLength(1);
    expect(await audits('desk.series.move', fourth)).toHaveLength(0);
    const [series] = await audits('desk.series.reschedule', seriesId);
    expect(JSON.parse(series!.after_json as string)).toMatchObject({ weekday: 4, time: '19:00', until: '2026-07-16' });

    // The customer reads French: one mail with the dates booked, one with the dates changed.
    const mails = await mailsOf(owner.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Votre réservation hebdomadaire : les dates réservées',
      'Changements de votre réservation hebdomadaire',
    ]);
    expect(mails[0]!.body.match(/<li>[^<]+ · Court [^<]+<\/li>/g)).toHaveLength(4);
    expect(mails[1]!.body).toMatch(/<li>mardi 23 juin 2026 [^<]*18:00 · Court [^<]+ → jeudi 25 juin 2026 [^<]*19:00 · Court [^<]+<\/li>/);
    expect(mails[1]!.body).toMatch(/<li>jeudi 16 juillet 2026 [^<]*19:00 · Court [^<]+ : nouvelle date<\/li>/);
    expect(mails[1]!.body).not.toContain('7 juillet');
  });

  it('shortens all still to come: the dropped dates cancelled, a paid one given back in full, and the customer told', async () => {
    const { owner, seriesId, ids } = await tuesdays('es-ES');
    const [first, second, third, fourth] = ids as [number, number, number, number];
    await payAtDesk(fourth);
    const url = `/api/staff/desk/series/${seriesId}/reschedule`;
    const change = { bookingId: first, scope: 'all', weekday: 2, time: '18:00', until: '2026-06-23', onConflict: 'skip' };
    const p = (await post(url, { ...change, preview: true })).json() as SeriesRescheduleAnswer;
    expect(p.dates.map((d) => [d.date, d.action, d.paid, d.refund])).toEqual([
      ['2026-06-16', 'keep', false, 0],
      ['2026-06-23', 'keep', false, 0],
      ['2026-06-30', 'cancel', false, 0],
      ['2026-07-07', 'cancel', true, 20],
    ]);
    const same = await post(url, { ...change, until: '2026-07-07', preview: true });
    expect((same.json() as SeriesRescheduleAnswer).dates.every((d) => d.action === 'keep')).toBe(true);
    const nothing = await post(url, { ...change, until: '2026-07-07', expected: (same.json() as SeriesRescheduleAnswer).expected });
    expect(nothing.statusCode).toBe(400);
    const unseen = await post(url, change);
    expect(unseen.statusCode).toBe(400);

    const saved = await post(url, { ...change, expected: p.expected });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await bookingOf(second)).toMatchObject({ status: 'active' });
    expect(await bookingOf(third)).toMatchObject({ status: 'cancelled', sale_status: 'cancelled' });
    expect(await bookingOf(fourth)).toMatchObject({ status: 'cancelled', sale_status: 'cancelled' });
    const refunds = await app.db.selectFrom('booking_refunds').select(['amount', 'method']).where('booking_id', '=', fourth).execute();
    expect(refunds).toEqual([{ amount: 2000, method: 'club' }]);
    expect(JSON.parse((await audits('desk.series.cancel', fourth))[0]!.after_json as string)).toMatchObject({ refund: 20 });
    const mail = (await mailsOf(owner.id)).at(-1)!;
    expect(mail.subject).toBe('Cambios en tu reserva semanal');
    expect(mail.body).toMatch(
      /<li>martes, 30 de junio de 2026, 18:00 · Court [^<]+: anulada<br>Tu parte sin pagar se ha anulado: no debes nada\.<\/li>/,
    );
    expect(mail.body).toMatch(
      /<li>martes, 7 de julio de 2026, 18:00 · Court [^<]+: anulada<br>El club te devolverá 20,00\s€ en sus instalaciones\.<\/li>/,
    );
  });
});

describe('the mails and marks of a weekly booking', () => {
  it('mails the dates moved when the following move, nothing for one date alone, and nothing to a guest', async () => {
    const { court, owner, seriesId, ids } = await tuesdays('en-US');
    const url = `/api/staff/desk/series/${seriesId}/move`;
    const one = { bookingId: ids[0], scope: 'one', resourceId: court, time: '19:00', durationMinutes: 60, dates: ['2026-06-16'] };
    expect((await post(url, one)).statusCode).toBe(200);
    expect(await mailsOf(owner.id)).toHaveLength(1);
    const following = { ...one, bookingId: ids[2], scope: 'following', time: '20:00', dates: ['2026-06-30', '2026-07-07'] };
    const moved = await post(url, following);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as SeriesEditAnswer).occurrences).toHaveLength(2);
    const mails = await mailsOf(owner.id);
    expect(mails.map((m) => m.subject)).toEqual(['Your weekly booking: the dates booked', 'Changes to your weekly booking']);
    expect(mails[1]!.body.match(/<li>[^<]+ → [^<]+ 8:00\sPM · Court [^<]+<\/li>/g)).toHaveLength(2);

    // A guest's series is booked without any mail (the desk's guest has no address).
    const before = await app.db
      .selectFrom('customer_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const club = await createTestClub(app);
    const body = {
      customer: { kind: 'guest', name: 'Escuela' },
      resourceId: club.courts[0],
      bookingTypeId: club.typeId,
      durationMinutes: 60,
      startDate: '2026-06-17',
      time: '10:00',
      everyWeeks: 1,
      end: { kind: 'count', count: 2 },
      onConflict: 'skip',
      dates: ['2026-06-17', '2026-06-24'],
    };
    expect((await post('/api/staff/desk/series', body)).statusCode).toBe(200);
    const after = await app.db
      .selectFrom('customer_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('marks each occurrence on the grid with its place in the series; a shared type is booked in full, a class refused', async () => {
    const { club, ids } = await tuesdays('es-ES');
    const day = (await app.inject({ url: '/api/staff/desk/day?date=2026-06-23', headers: desk.headers })).json() as DeskDay;
    expect(day.entries.find((e) => e.id === ids[1])?.series).toEqual({ position: 2, count: 4 });
    const walkIn = await guest(club.courts[1]!, club.typeId, at('2026-06-23', '10:00'));
    const again = (await app.inject({ url: '/api/staff/desk/day?date=2026-06-23', headers: desk.headers })).json() as DeskDay;
    expect(again.entries.find((e) => e.id === walkIn.json().bookingId)?.series).toBeUndefined();

    // The test type allows shared payment: each date is the customer's in full, paid at the club.
    expect(await bookingOf(ids[0]!)).toMatchObject({ payment_type: 1, total: 2000, price: 2000 });

    const classes = await createTestClub(app, { byPlace: true, name: 'Spinning' });
    const refused = await post(
      '/api/staff/desk/series/preview',
      {
        customer: { kind: 'guest', name: 'Escuela' },
        resourceId: classes.courts[0],
        bookingTypeId: classes.typeId,
        durationMinutes: 60,
        startDate: '2026-06-17',
        time: '10:00',
        everyWeeks: 1,
        end: { kind: 'count', count: 2 },
        onConflict: 'skip',
      },
      (await signedInStaff(app, { role: 'desk', language: 'es-ES' })).headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMsg).toBe(
      'Spinning se vende por plazas: en el mostrador, sus plazas se venden desde la lista de cada clase',
    );
  });
});
