import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import { CustomerStatus } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, toInstant } from '../../lib/clock.js';
import { createActivityForm } from '../../test/activity-fixtures.js';
import { bearerFor, createTestClub } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { insertActivity, insertActivitySports } from './activities.repository.js';

/**
 * What the server checks of a sign-up whatever the page offered (issue 29, section 6): only the member's own
 * activated children, and Lookup answers that are rows of their list (issue 30: the list of what fits the activity).
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const inHours = (h: number) => toInstant(new Date(clock.now().getTime() + h * 3_600_000));
const activity = (name: string, over: { for_children?: number } = {}) =>
  insertActivity(app.db, {
    ...over,
    name,
    type: 'activity',
    start_at: inHours(48),
    end_at: inHours(50),
    capacity: 10,
    signup_opens_at: null,
    signup_closes_at: null,
    price: 0,
    currency: 'EUR',
    created_at: nowInstant(clock),
  });

async function saveForm(
  headers: Record<string, string>,
  activityId: number,
  customerId: number,
  answers: Array<{ id: number; value: string }>,
) {
  const body = multipart([
    { name: 'parentName', value: ACTIVITY_FORM_PARENT },
    { name: 'parentId', value: String(activityId) },
    { name: 'customerId', value: String(customerId) },
    { name: 'fields', value: JSON.stringify(answers.map((a) => ({ ...a, name: String(a.id) }))) },
  ]);
  return app.inject({ method: 'POST', url: '/api/dynamicforms/save', headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function formFields(activityId: number) {
  const def = await app.inject({ method: 'GET', url: `/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${activityId}` });
  return def.json().model.fields as Array<{ id: number; name: string }>;
}

describe('who a sign-up is for', () => {
  it('refuses a linked child whose account is not activated, through the form and the plain call', async () => {
    const id = await activity('Kids clinic');
    await createActivityForm(app.db, id, 'Clinic', [{ name: 'shirt', label: 'Shirt size', input_type: 'Text' }]);
    const parent = await createCustomer(app);
    const session = await bearerFor(app, parent.id);
    const pending = await createCustomer(app, {
      parentId: parent.id,
      name: 'Ada',
      surname: 'Pending',
      status: CustomerStatus.NotActivated,
    });
    const [shirt] = await formFields(id);

    const refused = await saveForm(session.headers, id, pending.id, [{ id: shirt?.id ?? 0, value: 'M' }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, errorMsg: 'Ada Pending cannot be signed up until their account is activated' });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/publicactivities/inscription',
      headers: session.headers,
      payload: { customerId: pending.id, id: await activity('Open day') },
    });
    expect(plain.statusCode).toBe(403);
    const rows = await app.db.selectFrom('activity_signups').select('id').where('customer_id', '=', pending.id).execute();
    expect(rows).toEqual([]);

    const active = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    expect((await saveForm(session.headers, id, active.id, [{ id: shirt?.id ?? 0, value: 'M' }])).json()).toEqual({
      ok: true,
      model: null,
    });
  });
});

describe('a parent signing up without a form', () => {
  it('signs up their activated child, says the activity is for children, and refuses another family’s child', async () => {
    const id = await activity('Kids camp', { for_children: 1 });
    expect((await app.inject({ method: 'GET', url: `/api/publicactivities/${id}` })).json().model.forChildren).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/publicactivities/${await activity('Adults')}` })).json().model.forChildren).toBe(
      false,
    );
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    const session = await bearerFor(app, parent.id);
    const inscription = (customerId: number) =>
      app.inject({ method: 'POST', url: '/api/publicactivities/inscription', headers: session.headers, payload: { customerId, id } });

    expect((await inscription(child.id)).json()).toEqual({ ok: true, model: null, errorMsg: '' });
    const seen = await app.inject({ method: 'GET', url: `/api/publicactivities/${id}/${child.id}`, headers: session.headers });
    expect(seen.json().alreadyIn).toBe(true);
    const parentSeen = await app.inject({ method: 'GET', url: `/api/publicactivities/${id}/${parent.id}`, headers: session.headers });
    expect(parentSeen.json().alreadyIn).toBe(false);

    const stranger = await createCustomer(app, { parentId: (await createCustomer(app)).id, name: 'Other' });
    expect((await inscription(stranger.id)).statusCode).toBe(403);
    const rows = await app.db.selectFrom('activity_signups').select('id').where('customer_id', '=', stranger.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('a form’s sport and court lists', () => {
  it('offer only the activity’s sports and their courts, and refuse any other answer', async () => {
    const padel = await createTestClub(app, { courts: 2 });
    const tennis = await createTestClub(app, { courts: 1 });
    const id = await activity('Padel school');
    await insertActivitySports(app.db, id, [padel.typeId]);
    await createActivityForm(app.db, id, 'School', [
      { name: 'sport', label: 'Sport', input_type: 'Lookup', column_def: 'bookingtypes' },
      { name: 'court', label: 'Court', input_type: 'Lookup', column_def: 'resources' },
    ]);
    const list = async (name: string, activityId?: number) =>
      (
        (
          await app.inject({
            method: 'GET',
            url: `/api/public${name}/list?startRow=0&endRow=50${activityId ? `&activityId=${activityId}` : ''}`,
          })
        ).json().rowData as Array<{ id: number }>
      ).map((r) => r.id);

    expect(await list('bookingtypes', id)).toEqual([padel.typeId]);
    expect(await list('resources', id)).toEqual(padel.courts);
    // A form of an activity that names no sport, or of none, offers the club's whole lists.
    const open = await activity('Open day');
    expect(await list('resources', open)).toEqual(expect.arrayContaining([...padel.courts, ...tennis.courts]));
    expect(await list('bookingtypes')).toEqual(expect.arrayContaining([padel.typeId, tennis.typeId]));
    expect((await app.inject({ method: 'GET', url: '/api/publicresources/list?activityId=99999' })).statusCode).toBe(404);

    const member = await createCustomer(app);
    const session = await bearerFor(app, member.id);
    const [sport, court] = await formFields(id);
    const answer = (sportId: number, courtId: number) =>
      saveForm(session.headers, id, member.id, [
        { id: sport?.id ?? 0, value: String(sportId) },
        { id: court?.id ?? 0, value: String(courtId) },
      ]);
    const otherCourt = await answer(padel.typeId, tennis.courts[0] ?? 0);
    expect(otherCourt.statusCode).toBe(400);
    expect(otherCourt.json().errorMsg).toBe('Court: choose one of the listed options');
    const otherSport = await answer(tennis.typeId, padel.courts[0] ?? 0);
    expect(otherSport.json().errorMsg).toBe('Sport: choose one of the listed options');
    expect((await answer(padel.typeId, padel.courts[1] ?? 0)).json()).toEqual({ ok: true, model: null });
  });
});

describe('Lookup answers', () => {
  it('takes only a row of the list the field names, and names a list the portal does not have', async () => {
    const id = await activity('Tournament');
    await createActivityForm(app.db, id, 'Tournament', [
      { name: 'court', label: 'Favourite court', input_type: 'Lookup', column_def: 'resources' },
    ]);
    const member = await createCustomer(app);
    const session = await bearerFor(app, member.id);
    const [court] = await formFields(id);
    const courts = (await app.inject({ method: 'GET', url: '/api/publicresources/list?startRow=0&endRow=50' })).json().rowData as Array<{
      id: number;
    }>;
    const planted = await saveForm(session.headers, id, member.id, [{ id: court?.id ?? 0, value: '999999' }]);
    expect(planted.statusCode).toBe(400);
    expect(planted.json().errorMsg).toBe('Favourite court: choose one of the listed options');
    const listed = await saveForm(session.headers, id, member.id, [{ id: court?.id ?? 0, value: String(courts[0]?.id) }]);
    expect(listed.json()).toEqual({ ok: true, model: null });

    const other = await activity('Social');
    await createActivityForm(app.db, other, 'Social', [{ name: 'coach', label: 'Coach', input_type: 'Lookup', column_def: 'coaches' }]);
    const [coach] = await formFields(other);
    const unknown = await saveForm(session.headers, other, member.id, [{ id: coach?.id ?? 0, value: '1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).toBe(
      'The field “Coach” of this form lists “coaches”, which the portal does not have: please tell the club',
    );
  });
});
