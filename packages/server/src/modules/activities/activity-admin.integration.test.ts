import type { StaffActivity, StaffActivityInput } from '@clubportal/contract/staff-activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createActivityForm } from '../../test/activity-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The activities editor over HTTP (issue 32 §5): staff add, change, publish and unpublish activities in the club's
 * wall-clock time (Madrid), each write audited and refused to a role without `activities.write`; the capacity never
 * goes below the places taken, and members read the name and description in their language. Monday 2026-06-15
 * 10:00 in Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const body = (over: Partial<StaffActivityInput> = {}): StaffActivityInput => ({
  name: 'Torneo de verano',
  type: 'activity',
  start: '2026-07-04T18:00',
  end: '2026-07-04T21:30',
  poster: '',
  description: '<p>Cuadro por niveles.</p>',
  capacity: 2,
  signUpOpens: '2026-06-15T09:00',
  signUpCloses: '2026-07-03T23:59',
  price: 12.5,
  onlineSignUp: true,
  published: true,
  cancelHoursBefore: 24,
  refundPercent: 50,
  forChildren: false,
  sports: [],
  signUpForm: null,
  texts: {},
  ...over,
});
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const create = async (over: Partial<StaffActivityInput> = {}): Promise<StaffActivity> => {
  const res = await call('POST', '/api/staff/activities', owner, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
};
const publicList = async (language: string) => {
  const res = await app.inject({
    url: '/api/publicactivities/list?status=upcoming&type=activity',
    headers: { 'accept-language': language },
  });
  return res.json().model.activities as Array<{
    id: number;
    name: string;
    description: string;
    start: string;
    price: number;
    capacity: number;
  }>;
};

describe('activities: staff add and change them, members see the change', () => {
  it('lets the desk read the list but not write (403); a coach, without settings.read, reads nothing', async () => {
    const made = await create();
    expect((await call('GET', '/api/staff/activities', desk)).statusCode).toBe(200);
    expect((await call('POST', '/api/staff/activities', desk, body())).statusCode).toBe(403);
    expect((await call('PUT', `/api/staff/activities/${made.id}`, desk, body({ name: 'Otro' }))).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/activities/${made.id}/unpublish`, desk)).statusCode).toBe(403);
    const coach = (await signedInStaff(app, { role: 'coach' })).headers;
    expect((await call('GET', '/api/staff/activities', coach)).statusCode).toBe(403);
    // Nothing the desk tried was written.
    const list = (await call('GET', '/api/staff/activities', owner)).json().model.activities as StaffActivity[];
    expect(list.find((a) => a.id === made.id)).toMatchObject({ name: 'Torneo de verano', published: true });
  });

  it('adds an activity in the club’s wall-clock time (audited); the public list shows it at once', async () => {
    const made = await create();
    expect(made).toMatchObject({ start: '2026-07-04T18:00', end: '2026-07-04T21:30', price: 12.5, capacity: 2, taken: 0 });
    const audit = JSON.parse((await auditOf('activity.create', made.id)).after_json!);
    expect(audit).toMatchObject({ name: 'Torneo de verano', start: '2026-07-04T18:00', price: 12.5 });
    const shown = (await publicList('es-ES')).find((a) => a.id === made.id);
    // 18:00 in Madrid in July is 16:00 UTC; 12.50 € as the API's decimal.
    expect(shown).toMatchObject({ name: 'Torneo de verano', start: '2026-07-04T16:00:00.000Z', price: 12.5 });
  });

  it('writes the name and description per language: an English reader sees them, a French one the default', async () => {
    const made = await create({ texts: { 'en-US': { name: 'Summer tournament', description: '<p>Draws by level.</p>' } } });
    expect(made.texts['en-US']).toEqual({ name: 'Summer tournament', description: '<p>Draws by level.</p>' });
    expect((await publicList('en-US')).find((a) => a.id === made.id)).toMatchObject({
      name: 'Summer tournament',
      description: '<p>Draws by level.</p>',
    });
    expect((await publicList('fr-FR')).find((a) => a.id === made.id)?.name).toBe('Torneo de verano');
    const detail = await app.inject({ url: `/api/publicactivities/${made.id}`, headers: { 'accept-language': 'en-US' } });
    expect(detail.json().model.name).toBe('Summer tournament');
    // Clearing the English name: English readers fall back to the default.
    const edited = await call(
      'PUT',
      `/api/staff/activities/${made.id}`,
      owner,
      body({ texts: { 'en-US': { name: '', description: '' } } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await publicList('en-US')).find((a) => a.id === made.id)?.name).toBe('Torneo de verano');
    const cleared = await app.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('action', '=', 'club_text.clear')
      .where('entity', '=', 'activity')
      .where('entity_id', '=', String(made.id))
      .orderBy('id')
      .execute();
    expect(cleared.map((c) => JSON.parse(c.before_json!))).toEqual([
      { 'name.en-US': 'Summer tournament' },
      { 'description.en-US': '<p>Draws by level.</p>' },
    ]);
  });

  it('refuses a capacity below the places taken, saying how many are taken; a change above is audited', async () => {
    const made = await create({ signUpOpens: null, price: 0 });
    const [a, b] = await Promise.all([quickCustomer(app), quickCustomer(app)]);
    for (const m of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/publicactivities/inscription',
        headers: m.headers,
        payload: { customerId: m.id, id: made.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await call('GET', '/api/staff/activities', owner)).json().model.activities as StaffActivity[];
    expect(list.find((x) => x.id === made.id)).toMatchObject({ taken: 2, signedUp: 2, capacity: 2 });
    const refused = await call('PUT', `/api/staff/activities/${made.id}`, owner, body({ capacity: 1, signUpOpens: null, price: 0 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMsg).toBe('Torneo de verano already has 2 places taken: its capacity cannot be less than 2');
    const grown = await call('PUT', `/api/staff/activities/${made.id}`, owner, body({ capacity: 5, signUpOpens: null, price: 0 }));
    expect(grown.statusCode, grown.body).toBe(200);
    const audit = await auditOf('activity.edit', made.id);
    expect(JSON.parse(audit.before_json!)).toEqual({ capacity: 2 });
    expect(JSON.parse(audit.after_json!)).toEqual({ capacity: 5 });
    // No limit is allowed whatever is taken.
    expect(
      (await call('PUT', `/api/staff/activities/${made.id}`, owner, body({ capacity: null, signUpOpens: null, price: 0 }))).statusCode,
    ).toBe(200);
  });

  it('refuses, with a sentence, an end before the start, sign-up closing before it opens and a negative price', async () => {
    const cases: Array<[Partial<StaffActivityInput>, string]> = [
      [{ end: '2026-07-04T17:00' }, 'The activity must end after it starts'],
      [{ signUpCloses: '2026-06-15T08:00' }, 'Sign-up must close after it opens'],
      [{ price: -1 }, 'Enter an amount such as 12.50'],
      [{ start: '2026-02-30T10:00' }, 'This date does not exist'],
      // The clocks go from 02:00 to 03:00 in Madrid that night.
      [{ start: '2027-03-28T02:30', end: '2027-03-28T05:00', signUpCloses: null }, '2027-03-28 02:30 does not exist'],
    ];
    for (const [over, words] of cases) {
      const res = await call('POST', '/api/staff/activities', owner, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errorMsg).toContain(words);
    }
  });

  it('unpublishes (off the portal, sign-ups kept) and publishes again, each audited', async () => {
    const made = await create();
    const off = await call('POST', `/api/staff/activities/${made.id}/unpublish`, owner);
    expect(off.json().model.published).toBe(false);
    expect((await publicList('es-ES')).some((a) => a.id === made.id)).toBe(false);
    expect((await app.inject(`/api/publicactivities/${made.id}`)).statusCode).toBe(404);
    expect(JSON.parse((await auditOf('activity.unpublish', made.id)).after_json!)).toEqual({ published: false });
    const on = await call('POST', `/api/staff/activities/${made.id}/publish`, owner);
    expect(on.json().model.published).toBe(true);
    expect((await publicList('es-ES')).some((a) => a.id === made.id)).toBe(true);
    expect(JSON.parse((await auditOf('activity.publish', made.id)).after_json!)).toEqual({ published: true });
  });

  it('gives an activity another activity’s sign-up form (a copy) and its sports; none takes the form away', async () => {
    const withForm = await create();
    await createActivityForm(app.db, withForm.id, 'Inscripción', [
      { name: 'shirt', label: 'Talla', input_type: 'Picklist', column_def: 'S,M,L' },
    ]);
    const model = (await call('GET', '/api/staff/activities', owner)).json().model;
    const form = model.forms.find(
      (f: { activity: string; id: number }) => f.id === model.activities.find((a: StaffActivity) => a.id === withForm.id).signUpForm,
    );
    expect(form).toMatchObject({ title: 'Inscripción', activity: 'Torneo de verano' });
    const other = await create({ signUpForm: form.id });
    expect(other.signUpForm).not.toBeNull();
    expect(other.signUpForm).not.toBe(form.id);
    const def = await app.inject(`/api/dynamicforms/form-def/Activity/${other.id}`);
    expect(JSON.stringify(def.json())).toContain('Talla');
    const removed = await call('PUT', `/api/staff/activities/${other.id}`, owner, body({ signUpForm: null }));
    expect(removed.json().model.signUpForm).toBeNull();
    expect((await call('POST', '/api/staff/activities', owner, body({ signUpForm: 999_999 }))).json().errorMsg).toBe(
      'That sign-up form no longer exists: reload the list',
    );
    expect((await call('POST', '/api/staff/activities', owner, body({ sports: [999_999] }))).statusCode).toBe(400);
  });
});
