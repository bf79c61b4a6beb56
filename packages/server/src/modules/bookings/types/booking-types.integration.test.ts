import type { StaffBookingType } from '@clubportal/contract/staff-booking-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { signedInStaff } from '../../../test/staff-fixtures.js';
import { recordDeskBookings } from '../index.js';

/**
 * The booking types editor over HTTP (issue 32 §2): every field the grid and checkout read, validated with a
 * sentence in the staff member's language; each write audited and refused to a role without `catalogue.write`;
 * the public catalogue and grid follow at once, in the member's language with the default as fallback; a type is
 * unpublished, never deleted, and its bookings keep their duration. Monday 2026-06-15 10:00 in Madrid.
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object, language = 'en-US') =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': language }, ...(payload ? { payload } : {}) });
const typesOf = async (): Promise<StaffBookingType[]> => (await call('GET', '/api/staff/booking-types', owner)).json().model.types;
const typeOf = async (id: number) => (await typesOf()).find((t) => t.id === id)!;
/** The editor's body of a type as the list gives it, with `over` laid over it. */
const bodyOf = (t: StaffBookingType, over: object = {}) => {
  const { id: _i, byPlace: _b, published: _p, position: _o, translations: _t, ...own } = t;
  return { ...own, translations: {}, ...over };
};
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
/** The public catalogue's cards, as a reader of `language` sees them. */
const publicTypes = async (language: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/publicbookings/booking-types-list', headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as Array<{ id: number; name: string; durations: number[]; maxParticipants: number }>;
};
/** The durations the grid offers at a start of a court. */
const gridDurations = async (date: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/list',
    payload: { date, bookingTypeId: club.typeId, customerId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  const model = res.json().model as { list: Array<{ id: number; timeTable: Array<{ sstart: string; durations: number[] }> }> };
  return model.list[0]!.timeTable.find((t) => t.sstart === '10:00')!.durations;
};

describe('booking types: the staff keep every type, and members see each change at once', () => {
  it('lets the desk read the types but not change them (403); a coach, without settings.read, reads nothing', async () => {
    const list = await call('GET', '/api/staff/booking-types', desk);
    expect(list.statusCode).toBe(200);
    const mine = (list.json().model.types as StaffBookingType[]).find((t) => t.id === club.typeId)!;
    expect(mine).toMatchObject({ kind: club.kind, durations: [60, 90], preferredDuration: 90, published: true });
    expect(list.json().model.kinds).toContain(club.kind);
    expect((await call('PUT', `/api/staff/booking-types/${club.typeId}`, desk, bodyOf(mine, { name: 'Nope' }))).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/booking-types', desk, bodyOf(mine))).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/booking-types/${club.typeId}/unpublish`, desk)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/booking-types/${club.typeId}/move`, desk, { position: 1 })).statusCode).toBe(403);
    expect((await typeOf(club.typeId)).name).toBe(mine.name);
    const coach = (await signedInStaff(app, { role: 'coach' })).headers;
    expect((await call('GET', '/api/staff/booking-types', coach)).statusCode).toBe(403);
  });

  it('refuses values that break the rule with a sentence in the staff member’s language', async () => {
    const t = await typeOf(club.typeId);
    // The staff member's own language, whatever the browser asks.
    const inLanguage = {
      'en-US': owner,
      'es-ES': (await signedInStaff(app, { role: 'owner', language: 'es-ES' })).headers,
      'fr-FR': (await signedInStaff(app, { role: 'owner', language: 'fr-FR' })).headers,
    };
    const refused = async (over: object, language: keyof typeof inLanguage) => {
      const res = await call('PUT', `/api/staff/booking-types/${club.typeId}`, inLanguage[language], bodyOf(t, over));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errorMsg as string;
    };
    expect(await refused({ durations: [60, 90], preferredDuration: 120 }, 'en-US')).toBe(
      'The preferred duration must be one of the durations',
    );
    expect(await refused({ durations: [60, 75], slotStepMinutes: 30 }, 'es-ES')).toBe(
      'Cada duración debe ser múltiplo del intervalo entre horas de inicio',
    );
    expect(await refused({ minLevel: 500, maxLevel: 300 }, 'fr-FR')).toBe('Le niveau minimum ne peut pas dépasser le niveau maximum');
    expect(await refused({ durations: [60, 60, 90] }, 'en-US')).toBe('A duration is listed twice');
    expect(await refused({ resultSets: 4 }, 'en-US')).toBe('Choose one of the listed options');
    const es = { name: 'Pádel', category: '', description: '', extendedDescription: '', anticipationText: '', cancelText: '' };
    expect(await refused({ translations: { 'es-ES': es } }, 'en-US')).toBe(
      "es-ES is the club's default language: that text is edited with the booking-type itself, not as a translation",
    );
    expect(await typeOf(club.typeId)).toEqual(t);
  });

  it('adds a duration and renames the type in English (audited): the catalogue and the grid show it at once', async () => {
    const t = await typeOf(club.typeId);
    expect(await gridDurations('2026-06-16')).toEqual([60, 90]);
    const res = await call(
      'PUT',
      `/api/staff/booking-types/${club.typeId}`,
      owner,
      bodyOf(t, {
        durations: [60, 90, 120],
        maxParticipants: 2,
        minLevel: 150,
        maxLevel: 400,
        resultSets: 5,
        translations: {
          'en-US': {
            name: 'Padel doubles',
            category: 'Padel',
            description: '',
            extendedDescription: '',
            anticipationText: '',
            cancelText: '',
          },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model).toMatchObject({ durations: [60, 90, 120], maxParticipants: 2, minLevel: 150, maxLevel: 400, resultSets: 5 });
    expect(res.json().model.translations['en-US']).toMatchObject({ name: 'Padel doubles', category: 'Padel', description: '' });
    const audit = await auditOf('booking-type.edit', club.typeId);
    expect(JSON.parse(audit.before_json!)).toEqual({
      durations: [60, 90],
      maxParticipants: 4,
      minLevel: null,
      maxLevel: null,
      resultSets: 3,
    });
    expect(JSON.parse(audit.after_json!)).toEqual({
      durations: [60, 90, 120],
      maxParticipants: 2,
      minLevel: 150,
      maxLevel: 400,
      resultSets: 5,
    });
    expect(JSON.parse((await auditOf('club_text.save', club.typeId)).after_json!)).toEqual({ 'category.en-US': 'Padel' });

    // Members read their language; the default name is the fallback of the others.
    const english = (await publicTypes('en-US')).find((x) => x.id === club.typeId)!;
    expect(english).toMatchObject({ name: 'Padel doubles', durations: [60, 90, 120], maxParticipants: 2 });
    expect((await publicTypes('fr-FR')).find((x) => x.id === club.typeId)!.name).toBe(t.name);
    // No price rule for 120 minutes yet: the grid offers what is priced (the catalogue lists the new duration).
    expect(await gridDurations('2026-06-16')).toEqual([60, 90]);
  });

  it('refuses to take away a duration that price rules are for, naming them; bookings made keep theirs', async () => {
    const player = await quickCustomer(app, 'Ana');
    const [bookingId] = await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[0]!,
        ownerId: player.id,
        startsAt: '2026-06-18T16:00:00.000Z' as Instant,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3000,
        currency: 'EUR',
        createdAt: clock.now().toISOString() as Instant,
      },
    ]);
    const t = await typeOf(club.typeId);
    const refused = await call(
      'PUT',
      `/api/staff/booking-types/${club.typeId}`,
      owner,
      bodyOf(t, { durations: [60, 120], preferredDuration: 60 }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errorMsg).toBe(
      `The price rules #2 of ${t.name} are for 90 minutes: change or remove them before taking that duration away`,
    );
    // A duration nobody prices goes: the booking of 90 minutes keeps its own.
    const fine = await call('PUT', `/api/staff/booking-types/${club.typeId}`, owner, bodyOf(t, { durations: [60, 90] }));
    expect(fine.statusCode, fine.body).toBe(200);
    const booking = await app.db
      .selectFrom('bookings')
      .select(['duration_minutes', 'max_participants'])
      .where('id', '=', bookingId!)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ duration_minutes: 90, max_participants: 4 });
  });

  it('refuses another court kind while a price rule names one of its courts, naming the rule', async () => {
    await app.db
      .insertInto('booking_prices')
      .values({
        booking_type_id: club.typeId,
        duration_minutes: 60,
        weekday: null,
        from_time: '00:00',
        to_time: '24:00',
        customer_group_id: null,
        price: 1800,
        sort_order: 99,
        resource_id: club.courts[0]!,
        customer_id: null,
        valid_from: null,
        valid_to: null,
      })
      .execute();
    const t = await typeOf(club.typeId);
    const res = await call('PUT', `/api/staff/booking-types/${club.typeId}`, owner, bodyOf(t, { kind: 'tennis_clay' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMsg).toBe(
      `${t.name} cannot book another kind of court while its price rules #3 name one of its courts: change or remove them first`,
    );
    expect((await typeOf(club.typeId)).kind).toBe(club.kind);
  });

  it('adds a type last and unpublished, publishes it, moves it first, unpublishes it: members follow each step', async () => {
    const t = await typeOf(club.typeId);
    const created = await call(
      'POST',
      '/api/staff/booking-types',
      owner,
      bodyOf(t, { name: 'Tennis singles', category: 'Tennis', durations: [60], preferredDuration: 60 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const added = created.json().model as StaffBookingType;
    const all = await typesOf();
    expect(added).toMatchObject({ name: 'Tennis singles', published: false, position: all.length, kind: club.kind });
    expect(JSON.parse((await auditOf('booking-type.create', added.id)).after_json!)).toMatchObject({
      name: 'Tennis singles',
      durations: [60],
    });
    expect((await publicTypes('es-ES')).some((x) => x.id === added.id)).toBe(false);

    expect((await call('POST', `/api/staff/booking-types/${added.id}/publish`, owner)).json().model.published).toBe(true);
    expect(JSON.parse((await auditOf('booking-type.publish', added.id)).after_json!)).toEqual({ published: true });
    const moved = await call('POST', `/api/staff/booking-types/${added.id}/move`, owner, { position: 1 });
    expect(moved.json().model.position).toBe(1);
    expect(JSON.parse((await auditOf('booking-type.move', added.id)).after_json!)).toEqual({ position: 1 });
    expect((await publicTypes('es-ES'))[0]!.id).toBe(added.id);

    expect((await call('POST', `/api/staff/booking-types/${added.id}/unpublish`, owner)).json().model.published).toBe(false);
    expect(JSON.parse((await auditOf('booking-type.unpublish', added.id)).after_json!)).toEqual({ published: false });
    expect((await publicTypes('es-ES')).some((x) => x.id === added.id)).toBe(false);
    // Still listed for staff: unpublished, never deleted.
    expect((await typeOf(added.id)).published).toBe(false);
  });

  it('answers a type that does not exist with a sentence', async () => {
    const t = await typeOf(club.typeId);
    const res = await call('PUT', '/api/staff/booking-types/999999', owner, bodyOf(t));
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('This booking type does not exist');
  });
});
