import type { StaffCourt } from '@clubportal/contract/staff-courts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { signedInStaff } from '../../../test/staff-fixtures.js';
import { recordDeskBookings } from '../index.js';

/**
 * The courts editor over HTTP (issue 32 §2): courts by sport in their order, archive, weekly hours and dated
 * exceptions, each audited and refused to a role without `catalogue.write`; the public grid follows at once, a
 * closed holiday offers nothing, and a change that would leave bookings to come outside the hours is refused
 * with a sentence naming them. Monday 2026-06-15 10:00 in Madrid; the test courts open 08:00-22:00 every day.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let owner: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app);
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const court = (over: object = {}) => ({
  name: 'Court Nine',
  kind: club.kind,
  description: 'Glass walls',
  image: '',
  showNameOnline: true,
  ...over,
});
const everyDay = (open: string, close: string) => Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, open, close }));
const courtsOf = async (query = ''): Promise<StaffCourt[]> => (await call('GET', `/api/staff/courts${query}`, owner)).json().model.courts;
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
/** The public grid of a date: each listed court with its start labels. */
const grid = async (date: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/list',
    payload: { date, bookingTypeId: club.typeId, customerId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  const model = res.json().model as { list: Array<{ id: number; timeTable: Array<{ sstart: string }> }> };
  return new Map(model.list.map((c) => [c.id, c.timeTable.map((t) => t.sstart)]));
};
const deskBooking = async (courtId: number, ownerId: number, startsAt: string) =>
  recordDeskBookings(app.db, [
    {
      bookingTypeId: club.typeId,
      resourceId: courtId,
      ownerId,
      startsAt: startsAt as Instant,
      durationMinutes: 60,
      maxParticipants: 4,
      price: 2000,
      currency: 'EUR',
      createdAt: clock.now().toISOString() as Instant,
    },
  ]);

describe('courts: the staff keep the courts, their order and hours, and the public grid follows', () => {
  it('lets the desk read the courts but not change them (403); a coach, without settings.read, reads nothing', async () => {
    const list = await call('GET', '/api/staff/courts', desk);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .model.courts.filter((c: StaffCourt) => c.kind === club.kind)
        .map((c: StaffCourt) => c.id),
    ).toEqual(club.courts);
    expect(list.json().model.kinds).toContain(club.kind);
    expect(list.json().model.kindNames[club.kind]).toMatch(/^Test padel \d+$/);
    expect((await call('POST', '/api/staff/courts', desk, court())).statusCode).toBe(403);
    expect((await call('PUT', `/api/staff/courts/${club.courts[0]}/hours`, desk, { hours: everyDay('09:00', '21:00') })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/staff/courts/${club.courts[0]}/exceptions/2026-06-20`, desk, { bands: [], reason: '' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/staff/courts/${club.courts[0]}/archive`, desk)).statusCode).toBe(403);
    const coach = (await signedInStaff(app, { role: 'coach' })).headers;
    expect((await call('GET', '/api/staff/courts', coach)).statusCode).toBe(403);
  });

  it('adds a court last of its sport (audited), closed until its hours are set; the grid shows it at once', async () => {
    const before = await grid('2026-06-16');
    const created = await call('POST', '/api/staff/courts', owner, court());
    expect(created.statusCode, created.body).toBe(200);
    const added = created.json().model as StaffCourt;
    expect(added).toMatchObject({
      name: 'Court Nine',
      kind: club.kind,
      description: 'Glass walls',
      position: 3,
      hours: [],
      archived: false,
    });
    expect(JSON.parse((await auditOf('court.create', added.id)).after_json!)).toMatchObject({ name: 'Court Nine', kind: club.kind });
    expect([...before.keys()]).toEqual(club.courts);
    // No hours yet: listed nowhere on the grid.
    expect((await grid('2026-06-16')).get(added.id) ?? []).toEqual([]);

    const hours = await call('PUT', `/api/staff/courts/${added.id}/hours`, owner, {
      hours: [...everyDay('09:00', '12:00'), ...everyDay('17:00', '20:00')],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().model.hours).toHaveLength(14);
    const audit = await auditOf('court.hours', added.id);
    expect(JSON.parse(audit.before_json!)).toEqual({ hours: [] });
    expect(JSON.parse(audit.after_json!).hours).toHaveLength(14);
    // Two bands a day: starts in both, none between them (the clock has not moved: the edit dropped the cached grid).
    const starts = (await grid('2026-06-16')).get(added.id)!;
    expect(starts).toContain('09:00');
    expect(starts).toContain('17:00');
    expect(starts).not.toContain('13:00');
    expect(starts.every((s) => s < '12:00' || s >= '17:00')).toBe(true);
  });

  it('moves a court up among its sport (audited) and the grid lists the courts in that order', async () => {
    const [first, second] = club.courts as [number, number];
    const moved = await call('POST', `/api/staff/courts/${second}/move`, owner, { position: 1 });
    expect(moved.json().model.position).toBe(1);
    expect(JSON.parse((await auditOf('court.move', second)).after_json!)).toEqual({ position: 1 });
    const ofKind = (await courtsOf()).filter((c) => c.kind === club.kind);
    expect(ofKind.slice(0, 2).map((c) => c.id)).toEqual([second, first]);
    expect([...(await grid('2026-06-16')).keys()].slice(0, 2)).toEqual([second, first]);
  });

  it('closes a holiday: the public grid offers nothing that day, and the day after is as before', async () => {
    const ids = (await courtsOf()).filter((c) => c.kind === club.kind).map((c) => c.id);
    expect([...(await grid('2026-06-19')).values()].some((s) => s.length > 0)).toBe(true);
    for (const id of ids) {
      const res = await call('PUT', `/api/staff/courts/${id}/exceptions/2026-06-19`, owner, { bands: [], reason: 'San Juan' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().model.exceptions).toEqual([{ date: '2026-06-19', bands: [], reason: 'San Juan' }]);
    }
    expect(JSON.parse((await auditOf('court.exception', ids[0]!)).after_json!)).toEqual({
      date: '2026-06-19',
      bands: [],
      reason: 'San Juan',
    });
    const closed = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/list',
      payload: { date: '2026-06-19', bookingTypeId: club.typeId, customerId: null },
    });
    expect(closed.json().model.list).toEqual([]);
    expect(closed.json().model.errorMsg).not.toBe('');
    expect([...(await grid('2026-06-20')).values()].some((s) => s.length > 0)).toBe(true);

    // A tournament day: other hours on one court that date.
    await call('PUT', `/api/staff/courts/${ids[0]}/exceptions/2026-06-19`, owner, {
      bands: [{ open: '10:00', close: '12:00' }],
      reason: 'Open',
    });
    expect((await grid('2026-06-19')).get(ids[0]!)).toEqual(['10:00', '10:30', '11:00']);
    // Removing the exceptions opens the date as its weekday again.
    for (const id of ids) expect((await call('DELETE', `/api/staff/courts/${id}/exceptions/2026-06-19`, owner)).statusCode).toBe(200);
    expect((await grid('2026-06-19')).get(ids[0]!)).toContain('08:00');
    expect((await auditOf('court.exception_remove', ids[0]!)).entity).toBe('court');
  });

  it('refuses hours, an exception or archiving that would leave bookings to come outside, naming date, time and booker', async () => {
    const target = club.courts[0]!;
    const ana = await quickCustomer(app, 'Ana');
    // Tuesday 16 June 20:00 and 21:00 in Madrid (UTC+2).
    await deskBooking(target, ana.id, '2026-06-16T18:00:00.000Z');
    await deskBooking(target, ana.id, '2026-06-16T19:00:00.000Z');
    const hours = await call('PUT', `/api/staff/courts/${target}/hours`, owner, { hours: everyDay('08:00', '20:00') });
    expect(hours.statusCode).toBe(409);
    const sentence = hours.json().errorMsg as string;
    expect(sentence).toMatch(/^These hours would leave bookings of Court \d+\.1 outside its opening: /);
    expect(sentence).toMatch(/: Tuesday, June 16, 2026 at 8:00 PM \(Ana S\d+\); Tuesday, June 16, 2026 at 9:00 PM \(Ana S\d+\)\. Move/);
    // Hours that keep them are fine; the week is as asked.
    expect((await call('PUT', `/api/staff/courts/${target}/hours`, owner, { hours: everyDay('08:00', '22:00') })).statusCode).toBe(200);

    const day = await call('PUT', `/api/staff/courts/${target}/exceptions/2026-06-16`, owner, { bands: [], reason: 'Rain' });
    expect(day.statusCode).toBe(409);
    expect(day.json().errorMsg).toMatch(/^That day’s hours would leave bookings of .+: .*Ana S\d+/);
    // Another date is free to close.
    expect((await call('PUT', `/api/staff/courts/${target}/exceptions/2026-06-17`, owner, { bands: [], reason: 'Rain' })).statusCode).toBe(
      200,
    );

    // Five named, then "and N more".
    for (let h = 8; h <= 12; h += 1) await deskBooking(target, ana.id, `2026-06-18T${String(h).padStart(2, '0')}:00:00.000Z`);
    const archive = await call('POST', `/api/staff/courts/${target}/archive`, owner);
    expect(archive.statusCode).toBe(409);
    const refused = archive.json().errorMsg as string;
    expect(refused).toMatch(/cannot be archived while bookings are to come on it: .* and 2 more\. Move or cancel them first$/);
    expect(refused.match(/Ana S\d+/g)).toHaveLength(5);
    expect((await courtsOf()).find((c) => c.id === target)!.archived).toBe(false);
  });

  it('archives a court without bookings to come (audited): off the grid and the list, kept and brought back on request', async () => {
    const id = (await call('POST', '/api/staff/courts', owner, court({ name: 'Old court' }))).json().model.id as number;
    await call('PUT', `/api/staff/courts/${id}/hours`, owner, { hours: everyDay('08:00', '22:00') });
    expect((await grid('2026-06-16')).has(id)).toBe(true);
    const archived = await call('POST', `/api/staff/courts/${id}/archive`, owner);
    expect(archived.json().model).toMatchObject({ archived: true, position: null });
    expect(JSON.parse((await auditOf('court.archive', id)).after_json!)).toEqual({ archived: true });
    expect((await grid('2026-06-16')).has(id)).toBe(false);
    expect((await courtsOf()).some((c) => c.id === id)).toBe(false);
    expect((await courtsOf('?archived=1')).find((c) => c.id === id)?.archived).toBe(true);
    const edit = await call('PUT', `/api/staff/courts/${id}`, owner, court({ name: 'Renamed' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorMsg).toBe('Old court is archived: bring it back before changing it');
    expect((await call('POST', `/api/staff/courts/${id}/unarchive`, owner)).json().model.archived).toBe(false);
    expect((await grid('2026-06-16')).has(id)).toBe(true);
  });

  it('edits a court (audited with the changed fields only) and refuses bad input in sentences', async () => {
    const id = club.courts[1]!;
    const current = (await courtsOf()).find((c) => c.id === id)!;
    const res = await call(
      'PUT',
      `/api/staff/courts/${id}`,
      owner,
      court({ name: current.name, description: 'Roofed', image: '/uploads/court.png' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const audit = await auditOf('court.edit', id);
    expect(JSON.parse(audit.after_json!)).toEqual({ description: 'Roofed', image: '/uploads/court.png' });

    const overlap = await call('PUT', `/api/staff/courts/${id}/hours`, owner, {
      hours: [
        { weekday: 1, open: '08:00', close: '14:00' },
        { weekday: 1, open: '13:00', close: '20:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errorMsg).toContain('Two openings of the same day overlap');
    const photo = await call('PUT', `/api/staff/courts/${id}`, owner, court({ image: 'javascript:alert(1)' }));
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errorMsg).toContain('Give the photo as an address starting with https:// or /uploads/');
    const past = await call('PUT', `/api/staff/courts/${id}/exceptions/2026-06-01`, owner, { bands: [], reason: '' });
    expect(past.statusCode).toBe(400);
    expect((await call('GET', '/api/staff/courts', owner)).statusCode).toBe(200);
  });
});
