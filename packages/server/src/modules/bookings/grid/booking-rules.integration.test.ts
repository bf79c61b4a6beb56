import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import type { Instant } from '../../../lib/clock.js';
import { dropCatalogueCache } from '../core/booking-catalogue.service.js';
import { blockResource, createResource } from '../setup/booking-setup.service.js';

/**
 * Booking rules around the catalogue: the club's resource blocks, related resource kinds (chosen online
 * or linked by the club), unknown bookings, and the prebook's field-error map. The clock is Monday
 * 2026-06-15 10:00 in Madrid (UTC+2); the test courts open 08:00-22:00 every day.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
/** Tomorrow 18:00, 19:30 and 17:00 in Madrid. */
const SLOT = '2026-06-16T16:00:00.000Z' as Instant;
const LATER = '2026-06-16T17:30:00.000Z';
const EARLIER = '2026-06-16T15:00:00.000Z';
const SLOT_TAKEN = { ok: false, errorMsg: 'Sorry, this slot has just been booked. Please choose another one' };
const NOT_FOUND = { ok: false, errorMsg: 'This booking does not exist' };

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
type TimeTable = Array<{ start: string; durations: number[]; noOnlineBlocks: Array<{ resourceId: number; customerId: number | null }> }>;
type ListModel = { list: Array<{ id: number; timeTable: TimeTable }>; multipleResources: boolean };
const listOf = async (typeId: number, date = '2026-06-16') => {
  const res = await post('/api/publicbookings/list', { date, bookingTypeId: typeId, customerId: null });
  expect(res.statusCode).toBe(200);
  return res.json().model as ListModel;
};
const slotsOf = (model: ListModel, courtId: number) => model.list.find((r) => r.id === courtId)?.timeTable ?? [];
const bookingsOn = (resourceId: number) =>
  app.db.selectFrom('booking_blocks').select('booking_id').where('resource_id', '=', resourceId).where('active', '=', 1).execute();
const until = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString() as Instant;

/** Resources of a kind of their own, open like the test courts; the catalogue cache is dropped so they show at once. */
async function resourcesOfKind(kind: string, names: string[]) {
  const hours = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open: '08:00', close: '22:00' }]]));
  const ids: number[] = [];
  for (const [i, name] of names.entries()) ids.push(await createResource(app.db, { name, resourceType: kind, sortOrder: i + 1 }, hours));
  dropCatalogueCache(app.caches);
  return ids;
}

describe('resource blocks: time the club keeps off the online grid', () => {
  let club: Awaited<ReturnType<typeof createTestClub>>;
  beforeAll(async () => {
    club = await createTestClub(app);
    await blockResource(app.db, { resourceId: club.courts[0]!, startsAt: SLOT, endsAt: until(SLOT, 90), reason: 'Tournament' });
  });

  it('leaves the blocked time out of the list: no start inside it, and only durations that end before it', async () => {
    const model = await listOf(club.typeId);
    const blocked = slotsOf(model, club.courts[0]!);
    const starts = blocked.map((s) => s.start);
    expect(starts).not.toContain(SLOT);
    expect(starts).not.toContain('2026-06-16T16:30:00.000Z');
    // 17:30 would run into the block for either duration; 17:00 only for 90 minutes.
    expect(starts).not.toContain('2026-06-16T15:30:00.000Z');
    expect(blocked.find((s) => s.start === EARLIER)?.durations).toEqual([60]);
    // The block ends at 19:30: that start is offered again, and the other court is not blocked at all.
    expect(starts).toContain(LATER);
    expect(slotsOf(model, club.courts[1]!).map((s) => s.start)).toContain(SLOT);
  });

  it('refuses a prebook inside or across the block with the slot-taken message, and books up to its edge', async () => {
    const c = await quickCustomer(app);
    const inside = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT }),
      c.headers,
    );
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toEqual(SLOT_TAKEN);
    const across = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: EARLIER, duration: 90 }),
      c.headers,
    );
    expect(across.statusCode).toBe(409);
    expect(across.json()).toEqual(SLOT_TAKEN);
    expect(await bookingsOn(club.courts[0]!)).toEqual([]);
    // Ending when the block begins takes nothing from it.
    const edge = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: EARLIER, duration: 60 }),
      c.headers,
    );
    expect(edge.statusCode).toBe(200);
  });
});

describe('related resource types', () => {
  describe('chosen online (the popups after the duration)', () => {
    let club: Awaited<ReturnType<typeof createTestClub>>;
    let machines: number[];
    beforeAll(async () => {
      const kind = `machine_${randomBytes(4).toString('hex')}`;
      machines = await resourcesOfKind(kind, ['Machine 1', 'Machine 2']);
      club = await createTestClub(app, { related: [{ resourceType: kind, chosenOnline: true }] });
      await blockResource(app.db, { resourceId: machines[0]!, startsAt: SLOT, endsAt: until(SLOT, 90), reason: 'Repair' });
    });
    const availability = (date: string) =>
      post('/api/publicbookings/date-availability', { date, duration: 90, customerId: null, bookingTypeResourceId: club.relatedIds[0]! });

    it('says the grid has related kinds, and date-availability answers the related resources free at the slot', async () => {
      expect((await listOf(club.typeId)).multipleResources).toBe(true);
      const later = await availability(LATER);
      expect(later.statusCode).toBe(200);
      expect(later.json().model.map((r: { id: number }) => r.id)).toEqual(machines);
      expect(later.json().model[0]).toMatchObject({ name: 'Machine 1', startDate: LATER, duration: 90 });
      // The blocked machine is not offered during its block.
      expect((await availability(SLOT)).json().model.map((r: { id: number }) => r.id)).toEqual([machines[1]]);
      expect(
        (await post('/api/publicbookings/date-availability', { date: SLOT, customerId: null, bookingTypeResourceId: 999999 })).statusCode,
      ).toBe(404);
    });

    it('prebooks the court with a free related resource, and refuses a blocked one or none', async () => {
      const c = await quickCustomer(app);
      const body = (machineId: number | null) => {
        const b = prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT });
        return machineId === null
          ? b
          : { ...b, blocks: [...b.blocks, { resourceId: machineId, startDate: SLOT, duration: 90, noOnline: false }] };
      };
      const none = await post('/api/publicbookings/prebook', body(null), c.headers);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ ok: false, errorMsg: 'Choose one of each kind of resource this booking needs' });
      const blocked = await post('/api/publicbookings/prebook', body(machines[0]!), c.headers);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toEqual(SLOT_TAKEN);
      expect(await bookingsOn(club.courts[0]!)).toEqual([]);
      const free = await post('/api/publicbookings/prebook', body(machines[1]!), c.headers);
      expect(free.statusCode).toBe(200);
      const { bookingId } = free.json().model[0];
      const taken = await app.db
        .selectFrom('booking_blocks')
        .select(['resource_id', 'no_online'])
        .where('booking_id', '=', bookingId)
        .execute();
      expect(taken).toHaveLength(2);
      expect(taken).toEqual(
        expect.arrayContaining([
          { resource_id: club.courts[0]!, no_online: 0 },
          { resource_id: machines[1]!, no_online: 0 },
        ]),
      );
    });
  });

  describe('linked by the club (booked automatically as noOnline blocks)', () => {
    let club: Awaited<ReturnType<typeof createTestClub>>;
    let lights: number;
    beforeAll(async () => {
      const kind = `lights_${randomBytes(4).toString('hex')}`;
      [lights] = (await resourcesOfKind(kind, ['Lights'])) as [number];
      club = await createTestClub(app, { related: [{ resourceType: kind, chosenOnline: false }] });
      await blockResource(app.db, { resourceId: lights, startsAt: SLOT, endsAt: until(SLOT, 90), reason: 'Maintenance' });
    });

    it('offers a start only while the linked resource is free, naming it as a noOnline block', async () => {
      const model = await listOf(club.typeId);
      for (const court of club.courts) expect(slotsOf(model, court).map((s) => s.start)).not.toContain(SLOT);
      const later = slotsOf(model, club.courts[0]!).find((s) => s.start === LATER);
      expect(later?.noOnlineBlocks.map((b) => b.resourceId)).toEqual([lights]);
    });

    it("names the customer on a member's noOnline blocks, from the grid the guest's shares (same prices)", async () => {
      const guest = slotsOf(await listOf(club.typeId), club.courts[0]!).find((s) => s.start === LATER);
      const c = await quickCustomer(app);
      const res = await post('/api/publicbookings/list', { date: '2026-06-16', bookingTypeId: club.typeId, customerId: c.id }, c.headers);
      const mine = slotsOf(res.json().model, club.courts[0]!).find((s) => s.start === LATER);
      expect(guest?.noOnlineBlocks.map((b) => b.customerId)).toEqual([null]);
      expect(mine?.noOnlineBlocks.map((b) => b.customerId)).toEqual([c.id]);
      expect({ ...mine, noOnlineBlocks: [] }).toEqual({ ...guest, noOnlineBlocks: [] });
      // The session is still checked on every call, cached or not.
      expect(
        (await post('/api/publicbookings/list', { date: '2026-06-16', bookingTypeId: club.typeId, customerId: c.id })).statusCode,
      ).toBe(401);
    });

    it('refuses a prebook while the linked resource is blocked, and takes it with the court otherwise', async () => {
      const c = await quickCustomer(app);
      const blocked = await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT }),
        c.headers,
      );
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toEqual(SLOT_TAKEN);
      expect(await bookingsOn(club.courts[0]!)).toEqual([]);
      const free = await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: LATER }),
        c.headers,
      );
      expect(free.statusCode).toBe(200);
      const { bookingId } = free.json().model[0];
      expect(
        await app.db
          .selectFrom('booking_blocks')
          .select(['resource_id', 'no_online'])
          .where('booking_id', '=', bookingId)
          .orderBy('no_online')
          .execute(),
      ).toEqual([
        { resource_id: club.courts[0]!, no_online: 0 },
        { resource_id: lights, no_online: 1 },
      ]);
    });
  });
});

describe('an unknown booking', () => {
  it('answers 404 in the error shape on info, the token page, both calendars and both turnstile calls', async () => {
    const c = await quickCustomer(app);
    const token = randomBytes(16).toString('base64url');
    for (const url of [
      '/api/publicbookings/info/999999',
      `/api/publicbookings/customer-booking/${token}`,
      `/api/publicbookings/customer-bookings/${c.id}/999999/ics`,
      `/api/publicbookings/customer-booking/${token}/ics`,
      '/api/publicturnstiles/open/999999',
      `/api/publicturnstiles/open/999999/${token}`,
    ]) {
      const res = await get(url, c.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });
});

describe('prebook validation failure', () => {
  it('answers the field-error map as model and its messages joined by commas as errorMsg', async () => {
    const c = await quickCustomer(app);
    const club = await createTestClub(app);
    const body = prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT });
    const res = await post(
      '/api/publicbookings/prebook',
      { ...body, booking: { ...body.booking, duration: 'long' }, blocks: [{ ...body.blocks[0]!, startDate: 'tomorrow' }] },
      c.headers,
    );
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { ok: boolean; errorMsg: string; model: Record<string, string> };
    expect(answer.ok).toBe(false);
    expect(Object.keys(answer.model).sort()).toEqual(['blocks.0.startDate', 'booking.duration']);
    // Each message names its field in words, never by its schema path: the screen shows the messages only
    // (web: prebookErrorMessage).
    expect(answer.model['booking.duration']).toBe('The field “duration” is not valid');
    expect(answer.model['blocks.0.startDate']).toMatch(/^The field “start date” must be an ISO-8601/);
    for (const message of Object.values(answer.model)) expect(message).not.toMatch(/booking\.|blocks\.|body\./);
    expect(answer.errorMsg).toBe(Object.values(answer.model).join(', '));
    expect(await bookingsOn(club.courts[0]!)).toEqual([]);
  });

  it("keeps a rule refusal, and other routes' validation failures, as plain { ok: false, errorMsg }", async () => {
    const c = await quickCustomer(app);
    const club = await createTestClub(app);
    const rule = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT, duration: 45 }),
      c.headers,
    );
    expect(rule.statusCode).toBe(400);
    expect(Object.keys(rule.json())).toEqual(['ok', 'errorMsg']);
    const other = await post('/api/publicbookings/loadprice', {
      startDate: 'tomorrow',
      bookingTypeId: club.typeId,
      duration: 60,
      resourceId: club.courts[0]!,
      customerId: -1,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ ok: false, errorMsg: expect.stringMatching(/^The field “start date” must be an ISO-8601/) });
  });
});
