import type { DeskDay, DeskMoveAnswer } from '@clubportal/contract/staff-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomerGroup, createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The front desk's day grid, walk-ins and moves (issue 33 §1), over HTTP on the demo club (EUR, Europe/Madrid), both dialects.
// 2026-06-15 10:00 in Madrid; the test club's two courts open 08:00-22:00, 60 min 20 €, 90 min 30 €, members 16 € an hour.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let member: Awaited<ReturnType<typeof quickCustomer>>;
const DATE = '2026-06-16';
/** A club-local time of DATE as an instant (Madrid is UTC+2 in June). */
const at = (hhmm: string) => new Date(`${DATE}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  member = await quickCustomer(app, 'Marta');
  const group = await createCustomerGroup(app, 'Desk members', [member.id]);
  club = await createTestClub(app, { memberGroupId: group });
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const day = async (date = DATE) => {
  const res = await app.inject({ url: `/api/staff/desk/day?date=${date}`, headers: desk.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeskDay;
};
const walkIn = (customer: object, over: object = {}, headers = desk.headers) =>
  post('/api/staff/desk/bookings', headers, {
    resourceId: club.courts[0],
    startsAt: at('18:00'),
    durationMinutes: 60,
    bookingTypeId: club.typeId,
    customer,
    ...over,
  });
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
const move = (id: number, body: object, headers = desk.headers) => post(`/api/staff/desk/bookings/${id}/move`, headers, body);

describe('the desk day grid', () => {
  it('lists the courts in their order with their hours, and a guest walk-in with its name, price and pending payment', async () => {
    const res = await walkIn({ kind: 'guest', name: 'Lola Paseante' }, { startsAt: at('09:00') });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId, price } = res.json();
    expect(price).toBe(20);
    const d = await day();
    const courts = d.courts.filter((c) => club.courts.includes(c.id));
    expect(courts.map((c) => [c.id, c.hours])).toEqual(club.courts.map((id) => [id, [{ open: '08:00', close: '22:00' }]]));
    expect(courts[0]!.bookingTypeIds).toContain(club.typeId);
    const entry = d.entries.find((e) => e.id === bookingId && e.kind !== 'block');
    expect(entry).toMatchObject({
      kind: 'booking',
      resourceId: club.courts[0],
      startsAt: at('09:00'),
      durationMinutes: 60,
      title: 'Lola Paseante',
      price: 20,
      payment: 'pending',
      origin: 'desk',
      players: [expect.objectContaining({ name: 'Lola Paseante', payment: 'pending' })],
    });
    // A name alone is no customer of its own: the club's one desk-guest row owns it, and a second guest reuses it.
    const again = await walkIn({ kind: 'guest', name: 'Pepe Paseante' }, { startsAt: at('09:00'), resourceId: club.courts[1] });
    expect(again.json().ownerId).toBe(res.json().ownerId);
    const guests = await app.db.selectFrom('customers').select('id').where('desk_guest', '=', 1).execute();
    expect(guests).toHaveLength(1);
    const [record] = await audits('desk.booking.create', bookingId);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_label: 'Dani Desk', entity: 'booking' });
    expect(JSON.parse(record!.after_json as string)).toMatchObject({ customer: 'guest', name: 'Lola Paseante', price: 20 });
  });

  it('checks a player in from the grid: the day then says who came, when and who let them in', async () => {
    const today = '2026-06-15';
    const res = await walkIn({ kind: 'existing', customerId: member.id }, { startsAt: new Date(`${today}T12:00:00+02:00`).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const player = (await day(today)).entries.find((e) => e.id === res.json().bookingId && e.kind !== 'block')!.players[0]!;
    expect(player).toMatchObject({ customerId: member.id, checkIn: null });
    const checked = await post('/api/staff/checkins', desk.headers, { participantId: player.participantId });
    expect(checked.statusCode, checked.body).toBe(200);
    const after = (await day(today)).entries.find((e) => e.id === res.json().bookingId && e.kind !== 'block')!.players[0]!;
    expect(after.checkIn).toMatchObject({
      participantId: player.participantId,
      checkedInBy: 'Dani Desk',
      checkedInAt: clock.now().toISOString(),
    });
  });

  it("shows the club's blocks and a member's paid share as paid", async () => {
    await app.db
      .insertInto('resource_blocks')
      .values({ resource_id: club.courts[1]!, starts_at: at('20:00'), ends_at: at('22:00'), reason: 'Mantenimiento' })
      .execute();
    const d = await day();
    expect(d.entries.find((e) => e.kind === 'block' && e.resourceId === club.courts[1])).toMatchObject({
      title: 'Mantenimiento',
      startsAt: at('20:00'),
      durationMinutes: 120,
      price: null,
    });
    expect(d.slotMinutes).toBeLessThanOrEqual(30);
  });

  it("prices a member's walk-in by the rules (their group's price) and makes a new customer once", async () => {
    const quote = await post('/api/staff/desk/quote', desk.headers, {
      resourceId: club.courts[0],
      startsAt: at('10:00'),
      durationMinutes: 60,
      bookingTypeId: club.typeId,
      customerId: member.id,
    });
    expect(quote.json()).toMatchObject({ price: 16, isSpecialPrice: true });
    const mine = await walkIn({ kind: 'existing', customerId: member.id }, { startsAt: at('10:00') });
    expect(mine.json()).toMatchObject({ price: 16, ownerId: member.id });

    const fresh = await walkIn(
      { kind: 'new', name: 'Nora', surname: 'Nueva', email: 'Nora.Nueva@example.com', phone: '' },
      { startsAt: at('11:00') },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    const row = await app.db.selectFrom('customers').selectAll().where('id', '=', fresh.json().ownerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Nora', surname: 'Nueva', email: 'nora.nueva@example.com', password_hash: null });
    const twice = await walkIn(
      { kind: 'new', name: 'Nora', surname: 'Otra', email: 'nora.nueva@example.com', phone: '' },
      { startsAt: at('12:00') },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe('This email belongs to a customer already: search for them instead');
    const nameOnly = await walkIn({ kind: 'new', name: 'Sin', surname: 'Datos', email: '', phone: '' }, { startsAt: at('12:00') });
    expect(nameOnly.statusCode).toBe(400);
    const search = await app.inject({ url: '/api/staff/desk/customers?search=nora', headers: desk.headers });
    expect(search.json().customers.map((c: { name: string }) => c.name)).toContain('Nora Nueva');
  });

  it('refuses an overlap and a slot outside the hours, with a sentence', async () => {
    await walkIn({ kind: 'guest', name: 'Uno' }, { startsAt: at('13:00') });
    const overlap = await walkIn({ kind: 'guest', name: 'Dos' }, { startsAt: at('13:30'), durationMinutes: 60 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errorMsg).toBe('Sorry, this slot has just been booked. Please choose another one');
    const late = await walkIn({ kind: 'guest', name: 'Tres' }, { startsAt: at('21:30'), durationMinutes: 60 });
    expect(late.statusCode).toBe(400);
    const past = await walkIn({ kind: 'guest', name: 'Cuatro' }, { startsAt: '2026-06-14T16:00:00.000Z' });
    expect(past.statusCode).toBe(400);
  });

  it('offers no class sold by place for a walk-in, and refuses one with a sentence: its places are sold from the roster', async () => {
    const classes = await createTestClub(app, { byPlace: true, name: 'Spinning' });
    const grid = await day();
    expect(grid.types.map((t) => t.id)).not.toContain(classes.typeId);
    expect(grid.courts.find((c) => c.id === classes.courts[0])?.bookingTypeIds).toEqual([]);
    const refused = await walkIn({ kind: 'guest', name: 'Cinco' }, { resourceId: classes.courts[0], bookingTypeId: classes.typeId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMsg).toBe('Spinning is sold by place: at the desk, its places are sold from each class’s roster');
  });

  it('lets only prices.override charge another price, audited with the rules price before and the reason after', async () => {
    const override = { price: 12.5, reason: 'Cliente habitual, luz fundida' };
    const refused = await walkIn({ kind: 'guest', name: 'Rebaja' }, { startsAt: at('14:00'), priceOverride: override });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('Your role does not allow this: it needs the permission "prices.override"');
    const res = await walkIn({ kind: 'guest', name: 'Rebaja' }, { startsAt: at('14:00'), priceOverride: override }, manager.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().price).toBe(12.5);
    const [record] = await audits('desk.price.override', res.json().bookingId);
    expect(JSON.parse(record!.before_json as string)).toEqual({ price: 20 });
    expect(JSON.parse(record!.after_json as string)).toEqual({ price: 12.5, reason: 'Cliente habitual, luz fundida' });
    const sale = await app.db
      .selectFrom('sales')
      .select(['total', 'status'])
      .where('number', 'like', `RES-%${res.json().bookingId}-1`)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ total: 1250, status: 'pending' });
  });
});

describe('moving and extending at the desk', () => {
  it('previews the new price without saving, then moves and extends, audited before and after', async () => {
    const made = (await walkIn({ kind: 'guest', name: 'Mover' }, { startsAt: at('15:00') })).json();
    const preview = await move(made.bookingId, { resourceId: club.courts[1], startsAt: at('16:00'), durationMinutes: 90, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json() as DeskMoveAnswer).toMatchObject({
      saved: false,
      priceBefore: 20,
      priceAfter: 30,
      charged: 30,
      difference: 0,
      paid: false,
    });
    expect((await day()).entries.find((e) => e.id === made.bookingId && e.kind === 'booking')).toMatchObject({ startsAt: at('15:00') });

    // The club's settings are read again inside the move's unit of work (a cached copy ran out meanwhile).
    clock.advance({ minutes: 5 });
    const saved = await move(made.bookingId, { resourceId: club.courts[1], startsAt: at('16:00'), durationMinutes: 90 });
    expect(saved.json()).toMatchObject({ saved: true, charged: 30 });
    const entry = (await day()).entries.find((e) => e.id === made.bookingId && e.kind === 'booking');
    expect(entry).toMatchObject({ resourceId: club.courts[1], startsAt: at('16:00'), durationMinutes: 90, price: 30, payment: 'pending' });
    const [record] = await audits('desk.booking.move', made.bookingId);
    expect(JSON.parse(record!.before_json as string)).toMatchObject({
      resourceId: club.courts[0],
      startsAt: at('15:00'),
      durationMinutes: 60,
      price: 20,
    });
    expect(JSON.parse(record!.after_json as string)).toMatchObject({
      resourceId: club.courts[1],
      startsAt: at('16:00'),
      durationMinutes: 90,
      price: 30,
    });
    const sale = await app.db
      .selectFrom('sales')
      .select('total')
      .where('number', 'like', `RES-%${made.bookingId}-1`)
      .executeTakeFirstOrThrow();
    expect(sale.total).toBe(3000);
  });

  it('keeps a paid booking at the price it was paid and shows the difference owed', async () => {
    const made = (await walkIn({ kind: 'guest', name: 'Pagado' }, { startsAt: at('16:00') })).json();
    await app.db.updateTable('sales').set({ status: 'paid', paid: 2000 }).where('number', 'like', `RES-%${made.bookingId}-1`).execute();
    const res = await move(made.bookingId, { resourceId: club.courts[0], startsAt: at('16:00'), durationMinutes: 90 });
    expect(res.json()).toMatchObject({ saved: true, paid: true, priceAfter: 30, charged: 20, difference: 10 });
    expect((await day()).entries.find((e) => e.id === made.bookingId)).toMatchObject({ durationMinutes: 90, price: 20, payment: 'paid' });
  });

  it('refuses a move onto another booking, and of two desks moving onto one free slot at once lets one through', async () => {
    const a = (await walkIn({ kind: 'guest', name: 'A' }, { startsAt: at('19:00') })).json();
    const b = (await walkIn({ kind: 'guest', name: 'B' }, { startsAt: at('20:00') })).json();
    const onto = await move(b.bookingId, { resourceId: club.courts[0], startsAt: at('19:00'), durationMinutes: 60 });
    expect(onto.statusCode).toBe(409);
    const target = { resourceId: club.courts[1], startsAt: at('12:00'), durationMinutes: 60 };
    const both = await Promise.all([move(a.bookingId, target), move(b.bookingId, target, manager.headers)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const onCourt = (await day()).entries.filter((e) => e.resourceId === club.courts[1] && e.startsAt === at('12:00'));
    expect(onCourt).toHaveLength(1);
  });

  it('answers 403 to a role without the desk permissions', async () => {
    const coach = await signedInStaff(app, { role: 'coach' });
    expect((await app.inject({ url: `/api/staff/desk/day?date=${DATE}`, headers: coach.headers })).statusCode).toBe(403);
    const reader = await signedInStaff(app, { role: 'read-only' });
    expect((await app.inject({ url: `/api/staff/desk/day?date=${DATE}`, headers: reader.headers })).statusCode).toBe(200);
    expect((await walkIn({ kind: 'guest', name: 'X' }, { startsAt: at('08:00') }, reader.headers)).statusCode).toBe(403);
  });
});
