import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { requestLanguage } from '../../../lib/messages.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { bearerFor, createTestClub, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { createCustomer } from '../../../test/factories.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { listAvailability } from './availability.service.js';
import { cachedGridCount, GRID_CACHE_MS } from './grid-cache.service.js';
import { dropCatalogueCache } from '../core/booking-catalogue.service.js';
import { createResource, recordDeskBookings } from '../setup/booking-setup.service.js';

/**
 * A member's grid is served from the grid cached for their price groups (issue 21): every answer must be,
 * byte for byte, the grid computed for that member alone, with their own id on the club's linked blocks,
 * and must follow a booking or a price change at once. Monday 2026-06-15 10:00 in Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let groupId: number;
let lights: number;
const DATE = '2026-06-16';

beforeAll(async () => {
  app = await buildTestApp({ clock });
  groupId = (await app.db.insertInto('customer_groups').values({ name: 'Grid members' }).returning('id').executeTakeFirstOrThrow()).id;
  // Courts with lights the club links itself: each start names a free one as a noOnline block carrying the viewer's id.
  const kind = 'grid_lights';
  const hours = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open: '08:00', close: '22:00' }]]));
  lights = await createResource(app.db, { name: 'Lights', resourceType: kind }, hours);
  club = await createTestClub(app, { memberGroupId: groupId, related: [{ resourceType: kind, chosenOnline: false }] });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Viewer = { id: number | null; headers: Record<string, string> };
const guest: Viewer = { id: null, headers: {} };
const served = (v: Viewer, date = DATE) =>
  app.inject({
    method: 'POST',
    url: '/api/publicbookings/list',
    payload: { date, bookingTypeId: club.typeId, customerId: v.id },
    headers: v.headers,
  });

/** The answer as the route gave it before grids were shared: computed for this customer and their groups alone. */
async function computedFor(customerId: number | null, date = DATE): Promise<string> {
  const groups =
    customerId === null
      ? []
      : (await app.db.selectFrom('customer_group_members').select('customer_group_id').where('customer_id', '=', customerId).execute()).map(
          (g) => g.customer_group_id,
        );
  const { changesAt: _changesAt, ...model } = await listAvailability(
    { db: app.db, clock, caches: app.caches },
    { customerId, groups },
    { date, bookingTypeId: club.typeId },
    requestLanguage(undefined),
  );
  return JSON.stringify({ ok: true, errorMsg: '', model });
}

async function inGroup(v: { id: number }) {
  await app.db.insertInto('customer_group_members').values({ customer_group_id: groupId, customer_id: v.id }).execute();
}

const priceAt = (body: string, sstart: string) =>
  (
    JSON.parse(body) as {
      model: { list: Array<{ timeTable: Array<{ sstart: string; priceByDuration: Record<string, { price: number }> }> }> };
    }
  ).model.list[0]!.timeTable.find((t) => t.sstart === sstart)?.priceByDuration;
const startsOn = (body: string, courtId: number) =>
  (JSON.parse(body) as { model: { list: Array<{ id: number; timeTable: Array<{ start: string }> }> } }).model.list
    .find((r) => r.id === courtId)
    ?.timeTable.map((t) => t.start) ?? [];

describe("a member's grid, served from the grid of their price groups", () => {
  it('is byte for byte the grid computed for each of them: guest, special prices, plain prices, own bookings, a parent for a child', async () => {
    const special = await quickCustomer(app, 'Special');
    await inGroup(special);
    const plain = await quickCustomer(app, 'Plain');
    // A member with a booking of their own on the day (taken at the desk, so nothing else changes).
    const booked = await quickCustomer(app, 'Booked');
    await inGroup(booked);
    await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[0]!,
        ownerId: booked.id,
        startsAt: '2026-06-16T10:00:00.000Z' as Instant,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
    ]);
    // A parent acting for their child: the child's prices (the group's) and the child's id.
    const parent = await quickCustomer(app, 'Parent');
    const child = await createCustomer(app, { parentId: parent.id });
    await inGroup(child);

    // Each viewer asked twice, the first from a cold cache and the second from the copy another viewer filled.
    const viewers: Viewer[] = [guest, special, plain, booked, { id: child.id, headers: parent.headers }];
    for (const round of [1, 2]) {
      for (const v of viewers) {
        const res = await served(v);
        expect(res.statusCode, `round ${round}, customer ${v.id}`).toBe(200);
        expect(res.body, `round ${round}, customer ${v.id}`).toBe(await computedFor(v.id));
      }
    }
    // What the fixtures set out to show: the group's hour is cheaper, and the viewer's own id is on the lights.
    expect(priceAt((await served(special)).body, '21:00')).toEqual({ '60': { price: 16, netPrice: 16, isSpecialPrice: true } });
    expect(priceAt((await served(guest)).body, '21:00')).toEqual({ '60': { price: 20, netPrice: 20, isSpecialPrice: false } });
    expect((await served({ id: child.id, headers: parent.headers })).body).toContain(
      `"resourceId":${lights},"resourceName":"Lights","startDate":"2026-06-16T06:00:00.000Z","sstart":"08:00","noOnline":true,"customerId":${child.id}}`,
    );
    expect((await served(guest)).body).not.toContain(`"customerId":${special.id}`);
    expect(startsOn((await served(booked)).body, club.courts[0]!)).not.toContain('2026-06-16T10:00:00.000Z');
  });

  it('shows a booking of the member at once in their next grid', async () => {
    const c = await quickCustomer(app);
    await inGroup(c);
    const start = '2026-06-16T12:00:00.000Z';
    expect(startsOn((await served(c)).body, club.courts[1]!)).toContain(start);
    const prebook = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      payload: prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[1]!, start, duration: 60 }),
      headers: c.headers,
    });
    expect(prebook.statusCode, prebook.body).toBe(200);
    const after = await served(c);
    expect(startsOn(after.body, club.courts[1]!)).not.toContain(start);
    expect(after.body).toBe(await computedFor(c.id));
  });

  it('shows a price change at once once the catalogue is read again, and a new group membership on the next call', async () => {
    const c = await quickCustomer(app);
    expect(priceAt((await served(c)).body, '21:00')).toEqual({ '60': { price: 20, netPrice: 20, isSpecialPrice: false } });
    await inGroup(c);
    expect(priceAt((await served(c)).body, '21:00')).toEqual({ '60': { price: 16, netPrice: 16, isSpecialPrice: true } });

    // Staff change the group's price: the next grid after the catalogue is read again has it, within the same second.
    await app.db
      .updateTable('booking_prices')
      .set({ price: 1400 })
      .where('booking_type_id', '=', club.typeId)
      .where('customer_group_id', '=', groupId)
      .execute();
    dropCatalogueCache(app.caches);
    const after = await served(c);
    expect(priceAt(after.body, '21:00')).toEqual({ '60': { price: 14, netPrice: 14, isSpecialPrice: true } });
    expect(after.body).toBe(await computedFor(c.id));
    await app.db
      .updateTable('booking_prices')
      .set({ price: 1600 })
      .where('booking_type_id', '=', club.typeId)
      .where('customer_group_id', '=', groupId)
      .execute();
    dropCatalogueCache(app.caches);
  });

  it('holds only the grids it could still serve: those past their seconds go with the next grid computed', async () => {
    await served(guest, '2026-06-17');
    await served(guest, '2026-06-18');
    const held = cachedGridCount(app.caches);
    expect(held).toBeGreaterThanOrEqual(2);
    clock.advance({ seconds: GRID_CACHE_MS / 1000 });
    await served(guest, '2026-06-19');
    expect(cachedGridCount(app.caches)).toBe(1);
  });

  it('still checks the session on every call: an ended session or another customer gets no grid', async () => {
    const c = await quickCustomer(app);
    const stranger = await quickCustomer(app);
    expect((await served(c)).statusCode).toBe(200);
    expect((await served({ id: c.id, headers: stranger.headers })).statusCode).toBe(403);
    expect((await served({ id: c.id, headers: {} })).statusCode).toBe(401);
    // A password change moves the account's session version on: the token verified a moment ago no longer opens it.
    await app.db.updateTable('customers').set({ session_version: 99 }).where('id', '=', c.id).execute();
    expect((await served(c)).statusCode).toBe(401);
    expect((await served({ id: c.id, ...(await bearerFor(app, c.id)) })).statusCode).toBe(200);
  });
});
