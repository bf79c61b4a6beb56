import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import type { StaffForm, StaffFormFieldBody } from '@clubportal/contract/staff-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestActivity } from '../../test/activity-fixtures.js';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The sign-up forms editor over HTTP (issue 32 §5): staff make an activity's form, change its fields (a member then
 * fills the new one), and archive it; each write audited and refused to a role without `activities.write`. Once a
 * field or option has answers, removing it (or changing its kind) is refused with a sentence, and hiding it takes it
 * off the member's form while the answers stay. Labels are read in the member's language (French here; the test club writes Spanish).
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
const field = (f: Partial<StaffFormFieldBody> & Pick<StaffFormFieldBody, 'inputType' | 'label'>): StaffFormFieldBody => ({
  id: null,
  required: false,
  options: [],
  lookup: null,
  value: '',
  headerName: '',
  col1: 12,
  hidden: false,
  texts: {},
  ...f,
});
/** A field of the form as the editor sends it back (unchanged unless `over` says). */
const asSent = (f: StaffForm['fields'][number], over: Partial<StaffFormFieldBody> = {}): StaffFormFieldBody => ({
  id: f.id,
  inputType: f.inputType,
  label: f.label,
  required: f.required,
  options: f.options.map(({ text, hidden }) => ({ text, hidden })),
  lookup: f.lookup,
  value: f.value,
  headerName: f.headerName,
  col1: f.col1,
  hidden: f.hidden,
  texts: {},
  ...over,
});
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity', '=', 'form')
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
const memberForm = async (activityId: number, language = 'en-US') =>
  app.inject({ url: `/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${activityId}`, headers: { 'accept-language': language } });

async function signUpThrough(activityId: number, answers: Record<string, string>) {
  const member = await quickCustomer(app);
  const def = (await memberForm(activityId)).json().model as { fields: Array<{ id: number; name: string }> };
  const body = multipart([
    { name: 'parentName', value: ACTIVITY_FORM_PARENT },
    { name: 'parentId', value: String(activityId) },
    { name: 'customerId', value: String(member.id) },
    {
      name: 'fields',
      value: JSON.stringify(def.fields.filter((f) => f.name in answers).map((f) => ({ id: f.id, name: f.name, value: answers[f.name] }))),
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/dynamicforms/save',
    headers: { ...member.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('sign-up forms: staff build them, members fill them, answers stay readable', () => {
  it('lets the desk read the forms but not write them (403); the owner makes a form, audited, that members fill', async () => {
    const activity = await createTestActivity(app.db, clock, { name: 'Summer tournament' });
    const payload = {
      activity,
      title: 'Tournament sign-up',
      legalChecks: false,
      texts: {},
      fields: [
        field({ inputType: 'Text', label: 'Partner’s name', required: true, col1: 6 }),
        field({
          inputType: 'Picklist',
          label: 'Shirt size',
          required: true,
          options: ['S', 'M', 'L'].map((text) => ({ text, hidden: false })),
        }),
        field({ inputType: 'Lookup', label: 'Favourite court', lookup: 'resources' }),
      ],
    };
    expect((await call('GET', '/api/staff/forms', desk)).statusCode).toBe(200);
    const refused = await call('POST', '/api/staff/forms', desk, payload);
    expect(refused.statusCode).toBe(403);
    expect((await memberForm(activity)).statusCode).toBe(404);

    const res = await call('POST', '/api/staff/forms', owner, payload);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json().model as StaffForm;
    expect(form.activity).toEqual({ id: activity, name: 'Summer tournament' });
    expect(form.fields.map((f) => [f.name, f.inputType])).toEqual([
      ['partner-s-name', 'Text'],
      ['shirt-size', 'Picklist'],
      ['favourite-court', 'Lookup'],
    ]);
    const audit = await auditOf('form.create', form.id);
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ title: 'Tournament sign-up', fields: [{ label: 'Partner’s name' }, {}, {}] });

    // A second form for the same activity is refused in words.
    const twice = await call('POST', '/api/staff/forms', owner, payload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe('This activity already has a sign-up form: edit that one');

    const def = (await memberForm(activity)).json().model;
    expect(def.fields.map((f: { label: string }) => f.label)).toEqual(['Partner’s name', 'Shirt size', 'Favourite court']);
    const list = (await call('GET', '/api/staff/forms', owner)).json().model;
    expect(list.activities.find((a: { id: number }) => a.id === activity).form).toBe(form.id);
  });

  it('adds a field a member then answers; refuses removing an answered field or option, and hides them instead', async () => {
    const activity = await createTestActivity(app.db, clock, { name: 'Clinic' });
    const created = (
      await call('POST', '/api/staff/forms', owner, {
        activity,
        title: 'Clinic sign-up',
        legalChecks: false,
        texts: {},
        fields: [
          field({
            inputType: 'Picklist',
            label: 'Level',
            required: true,
            options: ['Low', 'High'].map((text) => ({ text, hidden: false })),
          }),
        ],
      })
    ).json().model as StaffForm;
    const level = created.fields[0]!;

    // The manager adds a required field, with its label in Spanish too; the member's form asks it.
    const added = await call('PUT', `/api/staff/forms/${created.id}`, owner, {
      title: 'Clinic sign-up',
      legalChecks: false,
      texts: { 'fr-FR': { title: 'Inscription au clinic' } },
      fields: [
        asSent(level),
        field({ inputType: 'Text', label: 'Emergency phone', required: true, texts: { 'fr-FR': { label: 'Téléphone d’urgence' } } }),
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const form = added.json().model as StaffForm;
    expect(form.fields[1]).toMatchObject({ name: 'emergency-phone', texts: { 'fr-FR': { label: 'Téléphone d’urgence' } } });
    const edit = await auditOf('form.edit', form.id);
    expect(edit?.after_json).toContain('Emergency phone');
    expect((await memberForm(activity, 'fr-FR')).json().model).toMatchObject({
      title: 'Inscription au clinic',
      fields: [{ label: 'Level' }, { label: 'Téléphone d’urgence' }],
    });

    const missing = await signUpThrough(activity, { level: 'Low' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMsg).toContain('Emergency phone');
    const saved = await signUpThrough(activity, { level: 'Low', 'emergency-phone': '600 111 222' });
    expect(saved.json(), saved.body).toEqual({ ok: true, model: null });

    const now = (await call('GET', '/api/staff/forms', owner)).json().model.forms.find((f: StaffForm) => f.id === form.id) as StaffForm;
    expect(now.answered).toBe(1);
    expect(now.fields.map((f) => [f.answers, f.answeredOptions])).toEqual([
      [1, ['Low']],
      [1, []],
    ]);
    const [levelNow, phoneNow] = now.fields as [StaffForm['fields'][number], StaffForm['fields'][number]];

    // Removing the answered field, changing its kind, or dropping a chosen option: refused in words.
    const base = { title: 'Clinic sign-up', legalChecks: false, texts: {} };
    const removed = await call('PUT', `/api/staff/forms/${form.id}`, owner, { ...base, fields: [asSent(levelNow)] });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().errorMsg).toBe('“Emergency phone” already has answers: hide it instead of removing it, so they stay readable');
    const kind = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      ...base,
      fields: [asSent(levelNow), asSent(phoneNow, { inputType: 'TextArea' })],
    });
    expect(kind.json().errorMsg).toBe('“Emergency phone” already has answers: its kind cannot change (hide it and add a new field)');
    const option = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      ...base,
      fields: [asSent(levelNow, { options: [{ text: 'High', hidden: false }] }), asSent(phoneNow)],
    });
    expect(option.json().errorMsg).toBe('“Low” of “Level” has been chosen already: hide the option instead of removing it');
    // Hiding them instead: members no longer see the field or the option; the answers stay.
    const hidden = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      ...base,
      fields: [
        asSent(levelNow, {
          options: [
            { text: 'Low', hidden: true },
            { text: 'High', hidden: false },
          ],
        }),
        asSent(phoneNow, { hidden: true }),
      ],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const def = (await memberForm(activity)).json().model;
    expect(def.fields).toHaveLength(1);
    expect(def.fields[0].columnDef).toBe('High');
    const row = await app.db.selectFrom('activity_signups').select('answers').where('activity_id', '=', activity).executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'emergency-phone', value: '600 111 222' })]),
    );
  });

  it('translates each pick list option: members read theirs and answer the club’s option; the missing list names the rest', async () => {
    const activity = await createTestActivity(app.db, clock, { name: 'Padel camp' });
    const sizes = (texts: Record<string, Record<string, { option: string }>>) =>
      field({
        inputType: 'Picklist',
        label: 'Shirt size',
        required: true,
        texts: { 'fr-FR': { label: 'Taille du maillot' } },
        options: ['Pequeña', 'Grande', 'Única'].map((text) => ({ text, hidden: false, texts: texts[text] ?? {} })),
      });
    const created = await call('POST', '/api/staff/forms', owner, {
      activity,
      title: 'Camp',
      legalChecks: false,
      texts: {},
      fields: [
        sizes({ Pequeña: { 'fr-FR': { option: 'Petite' }, 'en-US': { option: 'Small' } }, Grande: { 'fr-FR': { option: 'Grande' } } }),
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const form = created.json().model as StaffForm;
    expect(form.fields[0]!.options).toEqual([
      { text: 'Pequeña', hidden: false, texts: { 'fr-FR': { option: 'Petite' }, 'en-US': { option: 'Small' } } },
      { text: 'Grande', hidden: false, texts: { 'fr-FR': { option: 'Grande' } } },
      { text: 'Única', hidden: false, texts: {} },
    ]);
    const saves = await app.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'club_text.save')
      .where('entity', '=', 'form-option')
      .execute();
    expect(saves.map((a) => a.after_json)).toEqual(expect.arrayContaining(['{"option.fr-FR":"Petite"}', '{"option.en-US":"Small"}']));

    // The member reads French (an option without French reads the club's own); the answer is the club's option.
    const def = (await memberForm(activity, 'fr-FR')).json().model;
    expect(def.fields[0]).toMatchObject({
      label: 'Taille du maillot',
      columnDef: 'Pequeña,Grande,Única',
      optionLabels: ['Petite', 'Grande', 'Única'],
    });
    expect((await memberForm(activity, 'es-ES')).json().model.fields[0].optionLabels).toEqual(['Pequeña', 'Grande', 'Única']);
    expect((await signUpThrough(activity, { 'shirt-size': 'Petite' })).statusCode).toBe(400);
    expect((await signUpThrough(activity, { 'shirt-size': 'Pequeña' })).json()).toEqual({ ok: true, model: null });

    // The missing translations view names each option some offered language lacks.
    const missing = (await call('GET', '/api/staff/translations/missing', owner)).json().model.missing as Array<{
      entity: string;
      label: string;
      missing: string[];
    }>;
    const ofCamp = missing.filter((m) => m.entity === 'form-option' && m.label.startsWith('Camp · Shirt size'));
    // Italian is offered too, and nothing is in Italian.
    expect(ofCamp.map((m) => [m.label, m.missing.filter((l) => l === 'fr-FR' || l === 'en-US')])).toEqual([
      ['Camp · Shirt size: Pequeña', []],
      ['Camp · Shirt size: Grande', ['en-US']],
      ['Camp · Shirt size: Única', ['en-US', 'fr-FR']],
    ]);

    // Saved again without "Única" (never chosen) and with French for "Grande" cleared: their translations go.
    const [shirt] = form.fields as [StaffForm['fields'][number]];
    const edited = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      title: 'Camp',
      legalChecks: false,
      texts: {},
      fields: [
        asSent(shirt, {
          options: [
            { text: 'Pequeña', hidden: false },
            { text: 'Grande', hidden: false, texts: { 'fr-FR': { option: '' } } },
          ],
        }),
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().model as StaffForm).fields[0]!.options.map((o) => [o.text, o.texts])).toEqual([
      ['Pequeña', { 'fr-FR': { option: 'Petite' }, 'en-US': { option: 'Small' } }],
      ['Grande', {}],
    ]);
    expect((await memberForm(activity, 'fr-FR')).json().model.fields[0].optionLabels).toEqual(['Petite', 'Grande']);
    const left = await app.db.selectFrom('club_texts').select('entity_id').where('entity', '=', 'form-option').execute();
    const rows = await app.db.selectFrom('dynamic_form_options').select('id').where('field_id', '=', shirt.id).execute();
    expect(left.filter((l) => rows.some((r) => r.id === l.entity_id))).toHaveLength(2);
    expect(rows).toHaveLength(2);
  });

  it('archives a form (the activity then signs up without it) and restores it, audited; the desk may not', async () => {
    const activity = await createTestActivity(app.db, clock, { name: 'Camp' });
    const form = (
      await call('POST', '/api/staff/forms', owner, {
        activity,
        title: 'Camp sign-up',
        legalChecks: true,
        texts: {},
        fields: [field({ inputType: 'Html', label: '', value: '<p>Bring water.</p>' })],
      })
    ).json().model as StaffForm;
    expect((await call('POST', `/api/staff/forms/${form.id}/archive`, desk)).statusCode).toBe(403);
    const archived = await call('POST', `/api/staff/forms/${form.id}/archive`, owner);
    expect(archived.json().model.archived).toBe(true);
    expect(await auditOf('form.archive', form.id)).toBeDefined();
    expect((await memberForm(activity)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/publicactivities/${activity}` })).json().hasCustomSignUp).toBe(false);
    // The activities editor no longer offers it.
    const choices = (await call('GET', '/api/staff/activities', owner)).json().model.forms as Array<{ id: number }>;
    expect(choices.some((c) => c.id === form.id)).toBe(false);

    const restored = await call('POST', `/api/staff/forms/${form.id}/restore`, owner);
    expect(restored.json().model.archived).toBe(false);
    expect(await auditOf('form.restore', form.id)).toBeDefined();
    expect((await memberForm(activity)).json().model.legalChecks).toBe(true);
  });

  it('refuses a field that is not the form’s, and a Picklist without options, in sentences', async () => {
    const activity = await createTestActivity(app.db, clock, { name: 'Social' });
    const form = (
      await call('POST', '/api/staff/forms', owner, { activity, title: 'Social', legalChecks: false, texts: {}, fields: [] })
    ).json().model as StaffForm;
    const base = { title: 'Social', legalChecks: false, texts: {} };
    const stranger = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      ...base,
      fields: [field({ id: 999_999, inputType: 'Text', label: 'X' })],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMsg).toBe('The form changed meanwhile: reload it and make your change again');
    const empty = await call('PUT', `/api/staff/forms/${form.id}`, owner, {
      ...base,
      fields: [field({ inputType: 'Picklist', label: 'Size' })],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).toContain('Give at least one option members can choose');
    expect(empty.json().errorMsg).not.toMatch(/fields\.0|options/);
  });
});
