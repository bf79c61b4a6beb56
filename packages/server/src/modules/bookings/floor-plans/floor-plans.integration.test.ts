import type { StaffBookingType } from '@clubportal/contract/staff-booking-types';
import type { FloorPlaceBody, StaffFloorPlace, StaffFloorPlan } from '@clubportal/contract/staff-floor-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { bearerFor, createTestClass, createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { signedInStaff } from '../../../test/staff-fixtures.js';
import { seatAtDesk } from '../by-place/by-place-setup.service.js';

/**
 * The staff's floor plans over HTTP (issue 32 §2): a plan made on an uploaded image (its size read from the image),
 * its places saved as one set and refused with a sentence in the staff member's language when they overlap, leave
 * the image or repeat a label; a by-place type choosing it (its classes to come follow, members keep or get a place);
 * removing a place a member holds, too few places for the players, or a plan in use, refused naming who; each write
 * audited and refused to a role without `catalogue.write`. Monday 2026-06-15 10:00 in Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
let seq = 0;

/** A PNG's signature and header (all the server reads of it), stored with the club's uploads. */
async function storePng(width: number, height: number): Promise<string> {
  seq += 1;
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  const name = `plan-${seq}-${Date.now()}.png`;
  await app.storage.put(app.db, name, b, 'image/png');
  return name;
}

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object, headers = owner) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
};
const refused = async (method: Method, url: string, payload: object | undefined, status: number, headers = owner) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().errorMsg as string;
};
const row = (place: string, x: number, y = 0, id: number | null = null): FloorPlaceBody => ({ id, place, x, y, w: 80, h: 80 });
const bikes = (n: number) => Array.from({ length: n }, (_, i) => row(`Bike ${i + 1}`, i * 100));
const newPlan = async (name: string, places: FloorPlaceBody[] = []): Promise<StaffFloorPlan> => {
  const plan: StaffFloorPlan = await ok('POST', '/api/staff/floor-plans', {
    name,
    image: `/uploads/${await storePng(400, 200)}`,
    allowSeeParticipants: false,
  });
  return places.length ? ok('PUT', `/api/staff/floor-plans/${plan.id}/places`, { places }) : plan;
};
const audits = (action: string, entityId: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(entityId)).orderBy('id').execute();

/** The booking types editor's body of a type, with `over` laid over it. */
const typeBody = async (id: number, over: object) => {
  const types: StaffBookingType[] = (await ok('GET', '/api/staff/booking-types')).types;
  const { id: _i, byPlace: _b, published: _p, position: _o, translations: _t, ...own } = types.find((t) => t.id === id)!;
  return { ...own, translations: {}, ...over };
};
const linkType = async (typeId: number, floorPlanId: number | null) =>
  call('PUT', `/api/staff/booking-types/${typeId}`, owner, await typeBody(typeId, { floorPlanId }));

/** A by-place class of four places on Tuesday at `hour` (UTC) and its type's id. */
async function testClass(hour: number) {
  const id = await createTestClass(app, `2026-06-16T${String(hour).padStart(2, '0')}:00:00.000Z` as Instant);
  const { booking_type_id: typeId } = await app.db
    .selectFrom('bookings')
    .select('booking_type_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, typeId };
}

describe('floor plans: the staff draw a room, and a class type chooses it', () => {
  it('lets the desk read the plans but change nothing (403); a coach reads nothing', async () => {
    const plan = await newPlan('Desk-proof room', bikes(2));
    expect((await call('GET', '/api/staff/floor-plans', desk)).statusCode).toBe(200);
    const body = { name: 'Nope', image: plan.image, allowSeeParticipants: true };
    expect((await call('POST', '/api/staff/floor-plans', desk, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/staff/floor-plans/${plan.id}`, desk, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/staff/floor-plans/${plan.id}/places`, desk, { places: [] })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/staff/floor-plans/${plan.id}`, desk)).statusCode).toBe(403);
    expect(await ok('GET', `/api/staff/floor-plans/${plan.id}`)).toMatchObject({ name: 'Desk-proof room', places: [{}, {}] });
    const coach = (await signedInStaff(app, { role: 'coach' })).headers;
    expect((await call('GET', '/api/staff/floor-plans', coach)).statusCode).toBe(403);
  });

  it('makes a plan on an uploaded image, its size read from the image (audited); a missing or unreadable image is refused', async () => {
    const image = await storePng(1200, 840);
    const plan: StaffFloorPlan = await ok('POST', '/api/staff/floor-plans', {
      name: 'Cycling room',
      image: `/uploads/${image}`,
      allowSeeParticipants: true,
    });
    expect(plan).toMatchObject({ name: 'Cycling room', image, width: 1200, height: 840, allowSeeParticipants: true, places: [] });
    const [audit] = await audits('floor-plan.create', plan.id);
    expect(JSON.parse(audit!.after_json!)).toEqual({
      name: 'Cycling room',
      image,
      width: 1200,
      height: 840,
      allowSeeParticipants: true,
      places: 0,
    });
    expect(audit!.actor_kind).toBe('staff');

    const spanish = (await signedInStaff(app, { role: 'owner', language: 'es-ES' })).headers;
    const body = (over: object) => ({ name: 'Other room', image: `/uploads/${image}`, allowSeeParticipants: false, ...over });
    expect(await refused('POST', '/api/staff/floor-plans', body({ name: 'cycling ROOM' }), 409)).toBe(
      'There is already a floor plan called cycling ROOM: choose another name',
    );
    expect(await refused('POST', '/api/staff/floor-plans', body({ image: '/uploads/nowhere.png' }), 400)).toBe(
      'The image nowhere.png is not among the club’s uploads: upload it again',
    );
    await app.storage.put(app.db, 'notes.pdf', Buffer.from('%PDF-1.7 nothing'), 'application/pdf');
    expect(await refused('POST', '/api/staff/floor-plans', body({ image: 'notes.pdf' }), 400, spanish)).toBe(
      'No se ha podido leer el tamaño de la imagen notes.pdf: sube una imagen png, jpeg, gif o webp',
    );
    expect(await refused('POST', '/api/staff/floor-plans', body({ image: 'https://elsewhere.example/a.png' }), 400, spanish)).toContain(
      'Sube la imagen del plano (png, jpeg, gif o webp)',
    );
  });

  it('saves places as one set: overlaps, places outside the image and repeated labels refused in the staff member’s language', async () => {
    const plan = await newPlan('Yoga room');
    const url = `/api/staff/floor-plans/${plan.id}/places`;
    const french = (await signedInStaff(app, { role: 'manager', language: 'fr-FR' })).headers;
    expect(await refused('PUT', url, { places: [row('Mat 1', 0), row('Mat 2', 50)] }, 400)).toBe(
      'Mat 1 and Mat 2 overlap: places may not cover each other',
    );
    expect(await refused('PUT', url, { places: [row('Mat 1', 0), row('Mat 2', 350)] }, 400, french)).toBe(
      'Mat 2 dépasse du plan (400 × 200 pixels) : gardez chaque place dans l’image',
    );
    expect(await refused('PUT', url, { places: [row('Mat 1', 0), row('mat 1', 100)] }, 400)).toBe(
      'Two places are called mat 1: give each place its own name',
    );
    expect((await ok('GET', `/api/staff/floor-plans/${plan.id}`)).places).toEqual([]);

    const saved: StaffFloorPlan = await ok('PUT', url, { places: [row('Mat 1', 0), row('Mat 2', 100), row('Mat 3', 200)] });
    expect(saved.places.map((p) => [p.place, p.x])).toEqual([
      ['Mat 1', 0],
      ['Mat 2', 100],
      ['Mat 3', 200],
    ]);
    expect(await audits('floor-plan.place-add', plan.id)).toHaveLength(3);
    const [m1, m2, m3] = saved.places as [StaffFloorPlace, StaffFloorPlace, StaffFloorPlace];
    // Mat 3 first and moved down, Mat 1 renamed, Mat 2 removed (never held: deleted).
    const again: StaffFloorPlan = await ok('PUT', url, { places: [row('Mat 3', 200, 100, m3.id), row('Window', 0, 0, m1.id)] });
    expect(again.places.map((p) => [p.id, p.place, p.y])).toEqual([
      [m3.id, 'Mat 3', 100],
      [m1.id, 'Window', 0],
    ]);
    const edits = (await audits('floor-plan.place-edit', plan.id)).map((a) => [JSON.parse(a.before_json!), JSON.parse(a.after_json!)]);
    expect(edits).toEqual([
      [
        { id: m3.id, y: 0, position: 3 },
        { id: m3.id, y: 100, position: 1 },
      ],
      [
        { id: m1.id, place: 'Mat 1', position: 1 },
        { id: m1.id, place: 'Window', position: 2 },
      ],
    ]);
    const [removal] = await audits('floor-plan.place-remove', plan.id);
    expect(JSON.parse(removal!.after_json!)).toEqual({ removed: 'deleted' });
    expect(await app.db.selectFrom('booking_template_places').select('id').where('id', '=', m2.id).execute()).toEqual([]);
    // A place of another plan is not this plan's to change.
    const other = await newPlan('Other yoga room', bikes(1));
    expect(await refused('PUT', url, { places: [row('Bike', 0, 0, other.places[0]!.id)] }, 404)).toBe(
      'A place of this floor plan no longer exists: reload the plan',
    );
  });

  it('links a class type to a plan with a place per player: its classes follow, desk seats get the first free places', async () => {
    const { id: classId, typeId } = await testClass(9);
    const member = await quickCustomer(app, 'Irene');
    await seatAtDesk(app.db, classId, [{ customerId: member.id, placeId: null }], '2026-06-15T08:00:00.000Z' as Instant);
    const small = await newPlan('Small room', bikes(3));
    const room = await newPlan('Spin room', bikes(4));
    const typeName = (await app.db.selectFrom('booking_types').select('name').where('id', '=', typeId).executeTakeFirstOrThrow()).name;
    expect(await linkType(typeId, small.id).then((r) => r.json().errorMsg)).toBe(
      `Small room has 3 places, but ${typeName} takes 4 players: choose a floor plan with a place for each player, or fewer players`,
    );
    const padel = (await createTestClub(app)).typeId;
    const padelName = (await app.db.selectFrom('booking_types').select('name').where('id', '=', padel).executeTakeFirstOrThrow()).name;
    expect((await linkType(padel, room.id)).json().errorMsg).toBe(
      `${padelName} is not booked by place: only a class type has a floor plan`,
    );

    const linked = await linkType(typeId, room.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().model.floorPlanId).toBe(room.id);
    const cls = await app.db.selectFrom('bookings').select('booking_template_id').where('id', '=', classId).executeTakeFirstOrThrow();
    expect(cls.booking_template_id).toBe(room.id);
    const seat = await app.db
      .selectFrom('booking_participants')
      .select('place_id')
      .where('booking_id', '=', classId)
      .where('customer_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(seat.place_id).toBe(room.places[0]!.id);
    expect(JSON.parse((await audits('booking-type.floor-plan', typeId))[0]!.after_json!)).toEqual({ floorPlanId: room.id, classes: 1 });
    expect(JSON.parse((await audits('class.floor-plan', classId))[0]!.after_json!)).toMatchObject({ floorPlanId: room.id });
    // The plan now says who uses it, and that Bike 1 is held.
    const read: StaffFloorPlan = await ok('GET', `/api/staff/floor-plans/${room.id}`);
    expect(read.use).toEqual({ types: [{ id: typeId, name: typeName, maxParticipants: 4 }], classesToCome: 1, leastPlaces: 4 });
    expect(read.places.map((p) => p.heldIn)).toEqual([1, 0, 0, 0]);

    // A member sees the plan and takes Bike 3 on it.
    const taker = await quickCustomer(app, 'Hugo');
    const info = await app.inject({ method: 'GET', url: `/api/publicbookings/booking-template-info/${room.id}/${classId}`, ...taker });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().model.places.map((p: { place: string }) => p.place)).toEqual(['Bike 1', 'Bike 2', 'Bike 3', 'Bike 4']);
    expect(info.json().model.booking.placesLeft).toBe(3);
    const bike3 = room.places[2]!.id;
    const took = await app.inject({
      method: 'POST',
      url: `/api/publicbookings/byplace-prebook-place/${taker.id}/${classId}/web/${bike3}`,
      ...taker,
    });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().model.more.place).toBe('Bike 3');

    // Removing Bike 3 is refused naming Hugo and the class; so is a plan with fewer places than the type's players.
    const url = `/api/staff/floor-plans/${room.id}/places`;
    const keep = (n: number[]) => n.map((i) => ({ ...row(`Bike ${i + 1}`, i * 100), id: room.places[i]!.id }));
    expect(await refused('PUT', url, { places: [...keep([0, 1, 3]), row('Bike 5', 0, 100)] }, 409)).toMatch(
      /^Bike 3 cannot be removed while members hold it: Hugo S\d+ \(Test spinning \d+, .*2026.*\)\. Give them another place first$/,
    );
    expect(await refused('PUT', url, { places: keep([0, 1, 2]) }, 409)).toBe(
      `Spin room would have 3 places, but ${typeName} takes 4 players: a floor plan needs a place for each player`,
    );
    expect(await refused('DELETE', `/api/staff/floor-plans/${room.id}`, undefined, 409)).toBe(
      `Spin room cannot be removed while booking types use it: ${typeName}. Choose another floor plan for them first`,
    );
    // Bike 2 (never held) goes; a fifth bike comes: the places members hold keep their ids.
    const saved: StaffFloorPlan = await ok('PUT', url, { places: [...keep([0, 2, 3]), row('Bike 5', 0, 100)] });
    expect(saved.places.map((p) => p.place)).toEqual(['Bike 1', 'Bike 3', 'Bike 4', 'Bike 5']);
    expect(saved.places[1]!.id).toBe(bike3);
    const after = await app.inject({ method: 'GET', url: `/api/publicbookings/booking-template-info/${room.id}/${classId}`, ...taker });
    expect(after.json().model.places.map((p: { place: string }) => p.place)).toEqual(['Bike 1', 'Bike 3', 'Bike 4', 'Bike 5']);
  });

  it('moves a class to another plan by place label, refuses a member whose place the new plan lacks, and removes a plan once unused', async () => {
    const { id: classId, typeId } = await testClass(11);
    const first = await newPlan('Studio A', bikes(4));
    expect((await linkType(typeId, first.id)).statusCode).toBe(200);
    const ana = await quickCustomer(app, 'Ana');
    const took = await app.inject({
      method: 'POST',
      url: `/api/publicbookings/byplace-prebook-place/${ana.id}/${classId}/web/${first.places[3]!.id}`,
      ...(await bearerFor(app, ana.id)),
    });
    expect(took.statusCode, took.body).toBe(200);
    // Studio B has no Bike 4: Ana is named and nothing moves.
    const noBike4 = await newPlan('Studio B', [...bikes(3), row('Bike 9', 0, 100)]);
    expect((await linkType(typeId, noBike4.id)).json().errorMsg).toMatch(
      /^Ana S\d+ holds Bike 4 in Test spinning \d+, .+, and Studio B has no place called so: add it to the plan first$/,
    );
    expect(
      (await app.db.selectFrom('bookings').select('booking_template_id').where('id', '=', classId).executeTakeFirstOrThrow())
        .booking_template_id,
    ).toBe(first.id);
    // Studio C has a Bike 4 of its own: Ana sits on it.
    const second = await newPlan('Studio C', [row('Bike 4', 0), ...bikes(3).map((b, i) => ({ ...b, x: (i + 1) * 100 }))]);
    expect((await linkType(typeId, second.id)).statusCode).toBe(200);
    const seat = await app.db
      .selectFrom('booking_participants')
      .select('place_id')
      .where('booking_id', '=', classId)
      .where('customer_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(seat.place_id).toBe(second.places[0]!.id);

    // Studio A and B: nothing points at them any more (Ana's place moved to Studio C): deleted, audited.
    expect(await ok('DELETE', `/api/staff/floor-plans/${first.id}`)).toEqual({ removed: 'deleted' });
    expect(await ok('DELETE', `/api/staff/floor-plans/${noBike4.id}`)).toEqual({ removed: 'deleted' });
    expect(await audits('floor-plan.delete', first.id)).toHaveLength(1);
    expect(await audits('floor-plan.delete', noBike4.id)).toHaveLength(1);
    const names = (await ok('GET', '/api/staff/floor-plans')).plans.map((p: StaffFloorPlan) => p.name);
    expect(names).toContain('Studio C');
    expect(names).not.toContain('Studio A');
    expect(await refused('GET', `/api/staff/floor-plans/${first.id}`, undefined, 404)).toBe(
      'This floor plan no longer exists: reload the list',
    );
    // Unlinked, the class has no plan; Studio C can go, archived: Ana's place is one of its places.
    expect(await refused('DELETE', `/api/staff/floor-plans/${second.id}`, undefined, 409)).toMatch(
      /^Studio C cannot be removed while booking types use it/,
    );
    expect((await linkType(typeId, null)).statusCode).toBe(200);
    expect(
      (await app.db.selectFrom('bookings').select('booking_template_id').where('id', '=', classId).executeTakeFirstOrThrow())
        .booking_template_id,
    ).toBeNull();
    expect(await ok('DELETE', `/api/staff/floor-plans/${second.id}`)).toEqual({ removed: 'archived' });
    expect(await audits('floor-plan.archive', second.id)).toHaveLength(1);
  });

  it('refuses a plan too small for a class to come, and removing a plan classes to come still use, naming them', async () => {
    const { id: classId, typeId } = await testClass(13);
    const three = await newPlan('Three mats', bikes(3));
    // The type now takes 3 players, but its class to come was opened for 4.
    const res = await call(
      'PUT',
      `/api/staff/booking-types/${typeId}`,
      owner,
      await typeBody(typeId, { maxParticipants: 3, floorPlanId: three.id }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMsg).toMatch(
      /^Three mats has 3 places, but classes of Test spinning \d+ still to come take more players: Test spinning \d+, .*2026.*$/,
    );
    expect(
      (await app.db.selectFrom('bookings').select('booking_template_id').where('id', '=', classId).executeTakeFirstOrThrow())
        .booking_template_id,
    ).toBeNull();
    // A class given the plan by the club's own setup (not through its type) keeps the plan from going.
    await app.db.updateTable('bookings').set({ booking_template_id: three.id }).where('id', '=', classId).execute();
    expect(await refused('DELETE', `/api/staff/floor-plans/${three.id}`, undefined, 409)).toMatch(
      /^Three mats cannot be removed while classes still to come use it: Test spinning \d+, .*2026.*$/,
    );
    expect((await ok('GET', `/api/staff/floor-plans/${three.id}`)).use).toEqual({ types: [], classesToCome: 1, leastPlaces: 4 });
  });

  it('gives the demo’s spinning type its room through the editor, 800 × 560 read from the image', async () => {
    const plans: StaffFloorPlan[] = (await ok('GET', '/api/staff/floor-plans')).plans;
    const spinning = plans.find((p) => p.name === 'Sala de spinning')!;
    expect(spinning).toMatchObject({ width: 800, height: 560, allowSeeParticipants: true });
    expect(spinning.places).toHaveLength(20);
    expect(spinning.use.types.map((t) => t.name)).toEqual(['Spinning']);
    const types: StaffBookingType[] = (await ok('GET', '/api/staff/booking-types')).types;
    expect(types.find((t) => t.name === 'Spinning')!.floorPlanId).toBe(spinning.id);
  });
});
