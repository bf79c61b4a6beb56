import type { StaffForm, StaffFormFieldBody, StaffForms } from '@clubportal/contract/staff-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The registration form and the form that adds a child in the forms editor (issue 32's loose ends), over HTTP on the
 * demo club: the club adds its own fields (a visitor registering, and a parent adding a child, answer them), the
 * fields the account is made from stay, and the answers are kept and shown in the customer's file (wiped with it).
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...owner, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const forms = async () => (await call('GET', '/api/staff/forms')).json().model as StaffForms;
const standard = async (kind: 'registration' | 'dependant') => (await forms()).forms.find((f) => f.standard === kind)!;
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
const newField = (f: Pick<StaffFormFieldBody, 'inputType' | 'label'> & Partial<StaffFormFieldBody>): StaffFormFieldBody => ({
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
const save = (form: StaffForm, fields: StaffFormFieldBody[]) =>
  call('PUT', `/api/staff/forms/${form.id}`, { title: form.title, legalChecks: form.legalChecks, texts: {}, fields });
const fileOf = async (customerId: number) => (await call('GET', `/api/staff/customers/${customerId}`)).json().profile;

describe('the registration and add-a-child forms in the forms editor', () => {
  it('lists both with the activities’ forms; keeps the fields the account is made from; refuses files, passwords and archiving', async () => {
    const all = await forms();
    expect(all.forms.slice(0, 2).map((f) => [f.standard, f.activity])).toEqual([
      ['registration', null],
      ['dependant', null],
    ]);
    const reg = all.forms[0]!;
    const by = (name: string) => reg.fields.find((f) => f.name === name)!;
    const kept = reg.fields.map((f) => asSent(f));
    const refused = async (fields: StaffFormFieldBody[]) => {
      const res = await save(reg, fields);
      expect(res.statusCode, res.body).toBe(409);
      return res.json().errorMsg as string;
    };
    expect(await refused(kept.filter((f) => f.id !== by('email').id))).toBe(
      `“${by('email').label}” is what the portal makes the account from: it stays on the form, shown, of its kind`,
    );
    expect(await refused(kept.map((f) => (f.id === by('password').id ? { ...f, hidden: true } : f)))).toContain('stays on the form');
    expect(await refused(kept.map((f) => (f.id === by('name').id ? { ...f, required: false } : f)))).toBe(
      `“${by('name').label}” is needed to make the account: it stays required`,
    );
    expect(await refused([...kept, newField({ inputType: 'FileLoader', label: 'ID card' })])).toBe(
      '“ID card”: the registration and add-a-child forms take no files or passwords of the club’s own',
    );
    const archive = await call('POST', `/api/staff/forms/${reg.id}/archive`);
    expect([archive.statusCode, archive.json().errorMsg]).toEqual([
      409,
      'The registration and add-a-child forms are always in use: change their fields instead',
    ]);
  });

  it('a visitor registering answers the club’s own fields (a required one refused empty); the answers are in their file', async () => {
    const reg = await standard('registration');
    const res = await save(reg, [
      ...reg.fields.map((f) => asSent(f)),
      newField({
        inputType: 'Picklist',
        label: 'Shirt size',
        required: true,
        options: ['S', 'M'].map((text) => ({ text, hidden: false })),
      }),
      newField({ inputType: 'Text', label: 'How did you hear of us' }),
      newField({ inputType: 'Lookup', label: 'Home court', lookup: 'resources' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const court = await app.db
      .selectFrom('resources')
      .select(['id', 'name'])
      .where('active', '=', 1)
      .where('show_name_online', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const def = (await app.inject('/api/dynamicforms/form-def/Registration/0')).json().model as {
      fields: Array<{ id: number; name: string }>;
    };
    const id = (name: string) => def.fields.find((f) => f.name === name)!.id;
    const body = (email: string, answers: Array<{ fieldId: number; value: string }>) => ({
      name: 'Nora',
      surname: 'Vidal',
      email,
      password: 'abcde',
      phone: '600000001',
      okRss: false,
      acceptConditions: true,
      language: 'en-US',
      answers,
    });
    const register = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/publiccustomers/register', headers: { 'accept-language': 'en-US' }, payload });
    const empty = await register(body('nora@example.com', []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).toContain('Shirt size');
    expect(await app.db.selectFrom('customers').select('id').where('email', '=', 'nora@example.com').executeTakeFirst()).toBeUndefined();
    const wrong = await register(body('nora@example.com', [{ fieldId: id('shirt-size'), value: 'XXL' }]));
    expect(wrong.statusCode).toBe(400);

    const done = await register(
      body('nora@example.com', [
        { fieldId: id('shirt-size'), value: 'M' },
        { fieldId: id('how-did-you-hear-of-us'), value: 'A friend' },
        { fieldId: id('home-court'), value: String(court.id) },
      ]),
    );
    expect(done.statusCode, done.body).toBe(200);
    const customerId = done.json().model.id as number;
    // A court chosen from the list reads as its name in the file (kept as its id).
    expect((await fileOf(customerId)).formAnswers).toEqual([
      { form: 'registration', label: 'Shirt size', value: 'M' },
      { form: 'registration', label: 'How did you hear of us', value: 'A friend' },
      { form: 'registration', label: 'Home court', value: court.name },
    ]);
    const exported = await call('GET', `/api/staff/customers/${customerId}/export`);
    expect(exported.json().formAnswers).toEqual((await fileOf(customerId)).formAnswers);
    // Answered now: the field stays (hidden at most), as an activity's does.
    const now = await standard('registration');
    const answered = now.fields.find((f) => f.name === 'shirt-size')!;
    expect(answered.answers).toBe(1);
    const removed = await save(
      now,
      now.fields.filter((f) => f.id !== answered.id).map((f) => asSent(f)),
    );
    expect(removed.statusCode).toBe(409);

    // Erased: the answers go with the rest of their personal data.
    const erased = await call('POST', `/api/staff/customers/${customerId}/erase`, { reason: 'Asked to be forgotten' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await app.db.selectFrom('customer_form_answers').select('customer_id').where('customer_id', '=', customerId).execute()).toEqual(
      [],
    );
  });

  it('a parent adding a child answers the club’s own fields of that form; the child’s file shows them', async () => {
    const form = await standard('dependant');
    const res = await save(form, [
      ...form.fields.map((f) => asSent(f)),
      newField({ inputType: 'TextArea', label: 'Allergies', required: true }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const def = (await app.inject('/api/dynamicforms/form-def/DependentCustomer/0')).json().model as {
      fields: Array<{ id: number; name: string }>;
    };
    const id = (name: string) => def.fields.find((f) => f.name === name)!.id;
    const send = (fields: Array<{ id: number; name: string; value: string }>) => {
      const body = multipart([
        { name: 'parentName', value: 'DependentCustomer' },
        { name: 'parentId', value: '0' },
        { name: 'ParentCustomerId', value: String(parent.id) },
        { name: 'fields', value: JSON.stringify(fields) },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/dynamicforms/save',
        headers: { ...s.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const child = [
      { id: id('name'), name: 'name', value: 'Leo' },
      { id: id('surname'), name: 'surname', value: 'Vidal' },
      { id: id('birthDate'), name: 'birthDate', value: '2016-04-05' },
    ];
    expect((await send(child)).statusCode).toBe(400);
    const added = await send([...child, { id: id('allergies'), name: 'allergies', value: 'Nuts' }]);
    expect(added.statusCode, added.body).toBe(200);
    expect((await fileOf(added.json().model.id as number)).formAnswers).toEqual([{ form: 'dependant', label: 'Allergies', value: 'Nuts' }]);
  });
});
