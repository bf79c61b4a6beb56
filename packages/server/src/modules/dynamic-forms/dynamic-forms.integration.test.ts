import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicAnswersSchema, type FormDef } from '@clubportal/contract/dynamic-forms';
import { VALIDATION_MESSAGES, fieldKey } from '@clubportal/contract/validation';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, linkIn, loginAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { TINY_PNG } from '../../test/sample-files.js';
import { startSmtpFake, type SmtpFake } from '../../test/smtp-fake.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpFake;
beforeAll(async () => {
  smtp = await startSmtpFake();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function childForm() {
  const res = await app.inject('/api/dynamicforms/form-def/DependentCustomer/0');
  expect(res.statusCode).toBe(200);
  const fields = res.json().model.fields as Array<{ id: number; name: string }>;
  return (name: string) => fields.find((f) => f.name === name)!.id;
}

describe('dynamic forms', () => {
  it('serves the registration form with its legal checks', async () => {
    const { model } = (await app.inject('/api/dynamicforms/form-def/Registration/0')).json();
    expect(model.legalChecks).toBe(true);
    expect(model.fields.map((f: { name: string; inputType: string; required: boolean }) => [f.name, f.inputType, f.required])).toEqual([
      ['name', 'Text', true],
      ['surname', 'Text', true],
      ['email', 'Email', true],
      ['phone', 'Text', true],
      ['password', 'Password', true],
    ]);
  });

  it('answers 404 for an unknown form and 400 for a bad id', async () => {
    expect((await app.inject('/api/dynamicforms/form-def/Nope/0')).statusCode).toBe(404);
    expect((await app.inject('/api/dynamicforms/form-def/Registration/abc')).statusCode).toBe(400);
  });

  it('adds a child with a photo, pending activation, and mails the link to the parent', async () => {
    const parent = await createCustomer(app, { email: 'madre@example.com' });
    const s = await loginAs(app, parent.email, parent.password);
    const id = await childForm();
    const body = multipart([
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(parent.id) },
      {
        name: 'fields',
        value: JSON.stringify([
          { id: id('name'), name: 'name', value: 'Irene' },
          { id: id('surname'), name: 'surname', value: 'López' },
          { id: id('birthDate'), name: 'birthDate', value: '2015-02-03' },
        ]),
      },
      { name: 'photo', filename: 'irene.png', type: 'image/png', data: TINY_PNG },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { model } = res.json();
    expect(model.status).toBe(1);
    const child = await app.db.selectFrom('customers').selectAll().where('id', '=', model.id).executeTakeFirstOrThrow();
    expect(child).toMatchObject({ parent_id: parent.id, name: 'Irene', birth_date: '2015-02-03', email: null });
    const photo = await app.inject(`/uploads/${child.logo}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);

    await smtp.waitFor(1);
    const mail = smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === 'madre@example.com');
    const token = linkIn(mail?.text, 'customer/activate');
    expect((await app.inject({ method: 'POST', url: '/api/publiccustomers/activate', payload: { token } })).json()).toEqual({ ok: true });
    const switched = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/impersonate',
      headers: s.headers,
      payload: { id: model.id },
    });
    expect(switched.statusCode).toBe(200);
  });

  it('rejects missing required answers with the spec message and creates nothing', async () => {
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const id = await childForm();
    const body = multipart([
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(parent.id) },
      {
        name: 'fields',
        value: JSON.stringify([
          { id: id('name'), name: 'name', value: '\u0000 ' },
          { id: id('birthDate'), name: 'birthDate', value: '03/02/2015' },
        ]),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain(`Nombre: ${VALIDATION_MESSAGES.fieldRequired}`);
    expect(res.json().errorMsg).toContain('Fecha de nacimiento: Use the date format yyyy-MM-dd');
    const children = await app.db.selectFrom('customers').select('id').where('parent_id', '=', parent.id).execute();
    expect(children).toEqual([]);
  });

  it("refuses what the portal's form refuses, with the same schema and message (dates must exist)", async () => {
    const parent = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const def: FormDef = (await app.inject('/api/dynamicforms/form-def/DependentCustomer/0')).json().model;
    const id = await childForm();
    const answers = { name: 'Irene', surname: 'Gil', birthDate: '2015-02-31' };
    // What the web form (built from the same definition) says before anything is sent.
    const webAnswers = Object.fromEntries(
      def.fields.filter((f) => f.inputType !== 'ImageLoader').map((f) => [fieldKey(f.id), answers[f.name as keyof typeof answers] ?? '']),
    );
    const web = dynamicAnswersSchema(def).safeParse({
      answers: webAnswers,
      files: Object.fromEntries(def.fields.filter((f) => f.inputType === 'ImageLoader').map((f) => [fieldKey(f.id), []])),
    });
    expect(web.error?.issues.map((i) => i.message)).toEqual([VALIDATION_MESSAGES.notADate]);

    const body = multipart([
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'ParentCustomerId', value: String(parent.id) },
      { name: 'fields', value: JSON.stringify(Object.entries(answers).map(([name, value]) => ({ id: id(name), name, value }))) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe(`${def.fields.find((f) => f.name === 'birthDate')?.label}: ${VALIDATION_MESSAGES.notADate}`);
    expect(await app.db.selectFrom('customers').select('id').where('parent_id', '=', parent.id).execute()).toEqual([]);
  });

  it('refuses files of other types, other parents and visitors', async () => {
    const parent = await createCustomer(app);
    const other = await createCustomer(app);
    const s = await loginAs(app, parent.email, parent.password);
    const id = await childForm();
    const fields = JSON.stringify([
      { id: id('name'), name: 'name', value: 'A' },
      { id: id('surname'), name: 'surname', value: 'B' },
      { id: id('birthDate'), name: 'birthDate', value: '2015-02-03' },
    ]);
    const base = [
      { name: 'parentName', value: 'DependentCustomer' },
      { name: 'parentId', value: '0' },
      { name: 'fields', value: fields },
    ];
    const exe = multipart([
      ...base,
      { name: 'ParentCustomerId', value: String(parent.id) },
      { name: 'photo', filename: 'x.exe', type: 'application/octet-stream', data: Buffer.from('MZ') },
    ]);
    const r1 = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...s.headers, ...exe.headers },
      payload: exe.payload,
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().errorMsg).toMatch(/not accepted/);
    const foreign = multipart([...base, { name: 'ParentCustomerId', value: String(other.id) }]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/dynamicforms/save',
          headers: { ...s.headers, ...foreign.headers },
          payload: foreign.payload,
        })
      ).statusCode,
    ).toBe(403);
    const anon = multipart([...base, { name: 'ParentCustomerId', value: String(parent.id) }]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/dynamicforms/save', headers: anon.headers, payload: anon.payload })).statusCode,
    ).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: s.headers,
      payload: { parentName: 'DependentCustomer' },
    });
    expect(json.statusCode).toBe(400);
  });
});
