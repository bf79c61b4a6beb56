import { generateKeyPairSync } from 'node:crypto';
import type { CheckInResponse, ScanResult } from '@clubportal/contract/staff-checkins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import type { Instant } from '../../lib/clock.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { setBookingSettings } from '../bookings/index.js';
import { grantSeasonPass } from '../member-card/index.js';

/**
 * At the door (issue 33 §3), over HTTP on both dialects: check-in per player (once, undone the same day), the
 * desk's scan of member card QRs and booking door codes (checked with the door key), revocation, no-shows.
 * Thursday 2026-11-26, 11:00 in Madrid.
 */
const START = '2026-11-26T10:00:00.000Z';
const clock = new ManualClock(START);
const newKey = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let court = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { DOOR_PRIVATE_KEY: newKey() } });
  club = await createTestClub(app, { courts: 30 });
  await setBookingSettings(app.db, { accessQrEnabled: true });
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const desk = () => signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
const audits = (action: string, entityId: string | number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(entityId)).execute();

/** A paid booking today on a court of its own (`start` UTC, 60 min): its owner and a second player who said yes. */
async function booking(start = '2026-11-26T10:30:00.000Z', owner?: { id: number; headers: Record<string, string> }) {
  const who = owner ?? (await quickCustomer(app, 'Olga'));
  const friend = await quickCustomer(app, 'Fede');
  court += 1;
  // Booked the day before (a slot that has started is not offered), then the clock goes back to where it was.
  const now = clock.now();
  clock.set('2026-11-25T08:00:00.000Z');
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    headers: who.headers,
    payload: prebookBody({
      customerId: who.id,
      typeId: club.typeId,
      courtId: club.courts[court]!,
      start,
      duration: 60,
      players: [friend.id],
    }),
  });
  clock.set(now);
  const entry = res.json().model?.[0] as { bookingId: number; saleId: number } | undefined;
  if (!entry) throw new Error(`prebook: ${res.statusCode} ${res.body}`);
  await markSalePaid(app, entry.saleId);
  // The friend said yes (the invitation flow is the bookings' own, tested there).
  await app.db.updateTable('booking_participants').set({ state: 'accepted' }).where('booking_id', '=', entry.bookingId).execute();
  const players = await app.db
    .selectFrom('booking_participants')
    .select(['id', 'customer_id'])
    .where('booking_id', '=', entry.bookingId)
    .execute();
  const idOf = (c: number) => players.find((p) => p.customer_id === c)!.id;
  return { bookingId: entry.bookingId, owner: who, friend, ownerPlace: idOf(who.id), friendPlace: idOf(friend.id) };
}

async function member() {
  const c = await createCustomer(app, { name: 'Marta', surname: 'Socia' });
  await grantSeasonPass(app.db, clock, { customerId: c.id, name: 'Abono anual', startsOn: '2026-09-01', endsOn: '2027-08-31' });
  return { ...c, ...(await loginAs(app, c.email, c.password)) };
}
const cardQr = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr', headers })).json().model.content as string;

describe('check-in per player', () => {
  it('checks a player in once: a second desk gets who checked them in and when; audited once', async () => {
    clock.set(START);
    const b = await booking();
    const [one, two] = await Promise.all([desk(), signedInStaff(app, { role: 'manager', name: 'Mara Manager' })]);
    const [first, second] = await Promise.all([
      call('POST', '/api/staff/checkins', one.headers, { participantId: b.friendPlace }),
      call('POST', '/api/staff/checkins', two.headers, { bookingId: b.bookingId, customerId: b.friend.id }),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    const answers = [first.json(), second.json()] as CheckInResponse[];
    expect(answers.map((a) => a.already).sort()).toEqual([false, true]);
    const made = answers.find((a) => !a.already)!.checkIn;
    expect(answers.find((a) => a.already)!.checkIn).toEqual(made);
    expect(made).toMatchObject({ participantId: b.friendPlace, bookingId: b.bookingId, customerId: b.friend.id, checkedInAt: START });
    expect(['Dani Desk', 'Mara Manager']).toContain(made.checkedInBy);
    expect(await app.db.selectFrom('checkins').selectAll().where('participant_id', '=', b.friendPlace).execute()).toHaveLength(1);
    const [audit, ...more] = await audits('checkin.create', b.friendPlace);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_label: made.checkedInBy, entity: 'booking_participant' });
  });

  it('undoes a check-in the same day (audited), not the next', async () => {
    clock.set(START);
    const b = await booking();
    const staff = await desk();
    expect((await call('POST', '/api/staff/checkins', staff.headers, { participantId: b.ownerPlace })).statusCode).toBe(200);
    const undone = await call('DELETE', `/api/staff/checkins/${b.ownerPlace}`, staff.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await audits('checkin.undo', b.ownerPlace)).toHaveLength(1);
    const again = await call('DELETE', `/api/staff/checkins/${b.ownerPlace}`, staff.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toMatch(/^Olga S\d+ is not checked in$/);

    expect((await call('POST', '/api/staff/checkins', staff.headers, { participantId: b.ownerPlace })).statusCode).toBe(200);
    clock.set('2026-11-26T23:30:00.000Z'); // 00:30 on Friday in Madrid
    const late = await call('DELETE', `/api/staff/checkins/${b.ownerPlace}`, (await desk()).headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMsg).toBe('A check-in can be undone only on the day it was made');
    clock.set(START);
  });

  it('refuses a booking on another day, a cancelled one, a stranger, and a body naming nobody, in words', async () => {
    clock.set(START);
    const staff = await desk();
    const tomorrow = await booking('2026-11-27T10:00:00.000Z');
    const res = await call('POST', '/api/staff/checkins', staff.headers, { participantId: tomorrow.ownerPlace });
    expect([res.statusCode, res.json().errorMsg]).toEqual([409, 'Players are checked in on the day of their booking']);
    const stranger = await quickCustomer(app);
    const b = await booking();
    const none = await call('POST', '/api/staff/checkins', staff.headers, { bookingId: b.bookingId, customerId: stranger.id });
    expect([none.statusCode, none.json().errorMsg]).toEqual([404, 'This player is not in that booking: reload the day']);
    const empty = await call('POST', '/api/staff/checkins', staff.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).toContain('Choose the player: a participant, or a booking and a customer');
    // Cancelled (by the club: a member may not cancel this close to the start).
    await app.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: START as Instant })
      .where('id', '=', b.bookingId)
      .execute();
    const cancelled = await call('POST', '/api/staff/checkins', staff.headers, { participantId: b.friendPlace });
    expect([cancelled.statusCode, cancelled.json().errorMsg]).toEqual([409, 'This booking was cancelled: nobody is checked in to it']);
  });

  it('is refused to a role without checkin.scan', async () => {
    const coach = await signedInStaff(app, { role: 'coach' });
    const b = await booking();
    expect((await call('POST', '/api/staff/checkins', coach.headers, { participantId: b.ownerPlace })).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/checkins/scan', coach.headers, { code: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/checkins/no-shows', coach.headers, { participantId: b.ownerPlace })).statusCode).toBe(403);
    expect((await call('PUT', '/api/staff/checkins/no-show-rule', (await desk()).headers, { mode: 'flag', fee: 0 })).statusCode).toBe(403);
  });
});

describe('scanning at the desk', () => {
  it('reads a member card QR: who, their pass, today’s bookings; checks them in to the one starting now', async () => {
    clock.set(START);
    const m = await member();
    const b = await booking('2026-11-26T10:30:00.000Z', m);
    const later = await booking('2026-11-26T17:00:00.000Z', m);
    const res = await call('POST', '/api/staff/checkins/scan', (await desk()).headers, { code: await cardQr(m.headers) });
    expect(res.statusCode, res.body).toBe(200);
    const scan = res.json().scan as ScanResult;
    expect(scan.holder).toMatchObject({ customerId: m.id, name: 'Marta Socia' });
    expect(scan.credential).toMatchObject({ kind: 'member', bookingId: null });
    expect(scan.passes).toEqual([{ name: 'Abono anual', start: '2026-09-01', end: '2027-08-31' }]);
    expect(scan.bookings.map((x) => x.bookingId)).toEqual([b.bookingId, later.bookingId]);
    expect(scan.checkIn).toMatchObject({ participantId: b.ownerPlace, checkedInBy: 'Dani Desk' });
    expect(scan.already).toBe(false);
    const players = scan.bookings[0]!.players;
    expect(players.find((p) => p.participantId === b.ownerPlace)?.checkIn).not.toBeNull();
    expect(players.find((p) => p.participantId === b.friendPlace)?.checkIn).toBeNull();
    expect(scan.bookings[1]!.players.every((p) => p.checkIn === null)).toBe(true);
    // Scanned again: the same check-in, not a second one.
    const again = (await call('POST', '/api/staff/checkins/scan', (await desk()).headers, { code: await cardQr(m.headers) })).json().scan;
    expect(again.already).toBe(true);
    expect(await audits('checkin.create', b.ownerPlace)).toHaveLength(1);
  });

  it('lets staff pick when two bookings start now, and checks a booking door code in to its booking', async () => {
    clock.set(START);
    const m = await member();
    await booking('2026-11-26T10:30:00.000Z', m);
    await booking('2026-11-26T10:30:00.000Z', m);
    const picked = (await call('POST', '/api/staff/checkins/scan', (await desk()).headers, { code: await cardQr(m.headers) })).json().scan;
    expect(picked.checkIn).toBeNull();
    expect(picked.bookings).toHaveLength(2);

    const b = await booking('2026-11-26T10:30:00.000Z');
    clock.set('2026-11-26T10:20:00.000Z'); // its door code opens 15 minutes before
    const mine = await app.inject({
      method: 'GET',
      url: `/api/publicbookings/customer-bookings/${b.friend.id}`,
      headers: b.friend.headers,
    });
    const code = mine.json().model.next.find((x: { id: number }) => x.id === b.bookingId).qr.content as string;
    const scan = (await call('POST', '/api/staff/checkins/scan', (await desk()).headers, { code })).json().scan as ScanResult;
    expect(scan.credential).toMatchObject({ kind: 'booking', bookingId: b.bookingId });
    expect(scan.checkIn).toMatchObject({ participantId: b.friendPlace });
    expect(scan.passes).toEqual([]);
    clock.set(START);
  });

  it('refuses a forged, garbled, expired or revoked code with a sentence, never a 500; revoking is audited', async () => {
    clock.set(START);
    const staff = await desk();
    const m = await member();
    const code = await cardQr(m.headers);
    const [h, p, s] = code.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: 1 })).toString(
      'base64url',
    );
    const cases: Array<[string, number, string]> = [
      [`${h}.${forgedClaims}.${s}`, 400, 'This code is forged: its signature does not match the club’s key'],
      ['hello desk', 400, 'This is not one of the club’s door codes'],
      ['a.b.c', 400, 'This is not one of the club’s door codes'],
    ];
    for (const [text, status, sentence] of cases) {
      const res = await call('POST', '/api/staff/checkins/scan', staff.headers, { code: text });
      expect([res.statusCode, res.json()]).toEqual([status, { ok: false, errorMsg: sentence }]);
    }

    const scan = (await call('POST', '/api/staff/checkins/scan', staff.headers, { code })).json().scan as ScanResult;
    const revoked = await call('POST', '/api/staff/checkins/revoke', staff.headers, { credentialId: scan.credential.id });
    expect(revoked.json()).toEqual({ ok: true, revoked: true });
    expect((await call('POST', '/api/staff/checkins/revoke', staff.headers, { credentialId: scan.credential.id })).json()).toEqual({
      ok: true,
      revoked: false,
    });
    const [audit, ...more] = await audits('door.revoke', scan.credential.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_label: 'Dani Desk', entity: 'door_credential' });
    const refused = await call('POST', '/api/staff/checkins/scan', staff.headers, { code });
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([410, 'This code was revoked: it no longer opens the door']);
    // The doors learn it from the public list too.
    expect((await app.inject({ url: '/api/door/revoked' })).json().model.revoked).toContain(scan.credential.id);

    const fresh = await cardQr(m.headers);
    clock.advance({ hours: 13 });
    const expired = await call('POST', '/api/staff/checkins/scan', (await desk()).headers, { code: fresh });
    expect([expired.statusCode, expired.json().errorMsg]).toEqual([410, 'This code has expired: ask for a fresh one in the app']);
    clock.set(START);
  });
});

describe('no-shows', () => {
  it('follows the club’s rule (staff with settings.write set it, audited): a flag, or a fee charged once', async () => {
    clock.set(START);
    const manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
    const bad = await call('PUT', '/api/staff/checkins/no-show-rule', manager.headers, { mode: 'fee', fee: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toContain('A no-show fee needs an amount above zero');
    const set = await call('PUT', '/api/staff/checkins/no-show-rule', manager.headers, { mode: 'fee', fee: 7.5 });
    expect(set.json()).toEqual({ ok: true, rule: { mode: 'fee', fee: 7.5 }, currency: 'EUR' });
    expect((await audits('no_show_rule.edit', 1)).at(-1)).toMatchObject({ actor_label: 'Mara Manager' });

    const b = await booking('2026-11-26T09:00:00.000Z');
    const staff = await desk();
    const early = await booking('2026-11-26T12:00:00.000Z');
    const notYet = await call('POST', '/api/staff/checkins/no-shows', staff.headers, { participantId: early.friendPlace });
    expect([notYet.statusCode, notYet.json().errorMsg]).toEqual([409, 'A player is marked no-show once the booking has started']);

    const marks = await Promise.all(
      [staff, manager].map((s) => call('POST', '/api/staff/checkins/no-shows', s.headers, { participantId: b.friendPlace })),
    );
    expect(marks.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(marks.map((r) => r.json().already).sort()).toEqual([false, true]);
    const noShow = marks[0]!.json().noShow;
    expect(noShow).toMatchObject({ participantId: b.friendPlace, customerId: b.friend.id, fee: 7.5 });
    const sales = await app.db
      .selectFrom('sales')
      .selectAll()
      .where('customer_id', '=', b.friend.id)
      .where('number', 'like', 'NS-%')
      .execute();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ status: 'pending', total: 750, paid: 0, number: noShow.saleNumber });
    // Titled in the club's default language (the demo club's is Spanish), its club-local day in the club's date format.
    expect(sales[0]?.title).toBe('No presentado el 26/11/2026');
    const line = await app.db.selectFrom('sale_items').select('name').where('sale_id', '=', sales[0]!.id).executeTakeFirstOrThrow();
    expect(line.name).toBe(sales[0]?.title);
    expect(await audits('no_show.mark', b.friendPlace)).toHaveLength(1);

    expect((await call('POST', '/api/staff/checkins', staff.headers, { participantId: b.ownerPlace })).statusCode).toBe(200);
    const checkedIn = await call('POST', '/api/staff/checkins/no-shows', staff.headers, { participantId: b.ownerPlace });
    expect(checkedIn.statusCode).toBe(409);
    expect(checkedIn.json().errorMsg).toMatch(/is checked in: not a no-show$/);

    await call('PUT', '/api/staff/checkins/no-show-rule', manager.headers, { mode: 'flag', fee: 0 });
    const flagOnly = await booking('2026-11-26T09:00:00.000Z', b.friend);
    const flagged = await call('POST', '/api/staff/checkins/no-shows', staff.headers, { participantId: flagOnly.ownerPlace });
    expect(flagged.json().noShow).toMatchObject({ fee: null, saleNumber: null });

    const report = await call('GET', '/api/staff/checkins/no-shows?from=2026-11-26&to=2026-11-26', staff.headers);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().customers.find((c: { customerId: number }) => c.customerId === b.friend.id)).toMatchObject({
      count: 2,
      fees: 7.5,
    });
    const before = await call('GET', '/api/staff/checkins/no-shows?from=2026-11-20&to=2026-11-25', staff.headers);
    expect(before.json().customers.find((c: { customerId: number }) => c.customerId === b.friend.id)).toBeUndefined();
    const backwards = await call('GET', '/api/staff/checkins/no-shows?from=2026-11-26&to=2026-11-20', staff.headers);
    expect([backwards.statusCode, backwards.json().errorMsg]).toEqual([400, 'The last day comes before the first']);
  });
});
