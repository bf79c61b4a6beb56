import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFieldsFormSchema, type Customer } from '@clubportal/contract/accounts';
import { CustomerStatus } from '@clubportal/contract/enums';
import { VALIDATION_MESSAGES, fieldKey } from '@clubportal/contract/validation';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { insertPaymentToken } from './payment-tokens.repository.js';
import { nowInstant } from '../../lib/clock.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
  // This suite defines its own custom fields instead of the demo club's.
  await app.db.deleteFrom('custom_fields').execute();
  await app.db
    .insertInto('custom_fields')
    .values([
      { name: 'shirt', label: 'Shirt size', field_type: 'picklist', pick_list_values: 'S,M,L', required: 1, sort_order: 1 },
      { name: 'federated', label: 'Federated player', field_type: 'bool', pick_list_values: '', required: 0, sort_order: 2 },
      { name: 'club', label: 'Previous club', field_type: 'text', pick_list_values: '', required: 0, sort_order: 3 },
    ])
    .execute();
});
afterAll(() => app.close());

const fieldIds = async () =>
  Object.fromEntries((await app.db.selectFrom('custom_fields').select(['id', 'name']).execute()).map((f) => [f.name, f.id]));
const personal = (id: number, email: string, extra: object = {}) => ({
  id,
  name: 'Pablo',
  surname: 'Núñez',
  email,
  phone: '611222333',
  addressLine1: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  town: 'Madrid',
  country: 'España',
  gender: 0,
  birthDate: '1990-05-17',
  okRss: true,
  ...extra,
});

describe('account data', () => {
  it('reads and saves personal data, address and custom fields', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const ids = await fieldIds();
    const save = await app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: s.headers,
      payload: personal(c.id, c.email, {
        customFieldValues: [
          { customFieldId: ids.shirt, value: 'M' },
          { customFieldId: ids.federated, value: 'true' },
        ],
      }),
    });
    expect(save.statusCode).toBe(200);
    const { model } = (await app.inject({ url: `/api/publiccustomers/${c.id}`, headers: s.headers })).json();
    expect(model).toMatchObject({
      name: 'Pablo',
      city: 'Madrid',
      birthDate: '1990-05-17',
      gender: 0,
      okRss: true,
      currentId: c.id,
      parent: null,
    });
    expect(model.customFields.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
      ['shirt', 'M'],
      ['federated', 'true'],
      ['club', ''],
    ]);
    expect(model.customFields[0]).toMatchObject({ fieldType: 'picklist', pickListValues: 'S,M,L', required: true, label: 'Shirt size' });
  });

  it.each([
    [{ name: '' }, 'The field is required'],
    [{ phone: ' ' }, 'Phone: The field is required'],
    [{ email: '' }, 'Email: The field is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ birthDate: '17/05/1990' }, 'yyyy-MM-dd'],
    [{ birthDate: '1990-02-30' }, 'Birth date: This date does not exist'],
    [{ birthDate: '0000-00-00' }, 'Birth date: This date does not exist'],
    [{ customFieldValues: [] }, 'Shirt size: The field is required'],
    [{ customFieldValues: [{ customFieldId: -1, value: 'x' }] }, 'The field “custom field id” must be a positive whole number'],
    [{ customFieldValues: [{ customFieldId: 999999, value: 'x' }] }, 'Unknown custom field'],
  ])('rejects %j and keeps the stored data', async (override, message) => {
    const c = await createCustomer(app, { name: 'Keep' });
    const s = await loginAs(app, c.email, c.password);
    const ids = await fieldIds();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/publiccustomers/${c.id}`,
      headers: s.headers,
      payload: { ...personal(c.id, c.email, { customFieldValues: [{ customFieldId: ids.shirt, value: 'L' }] }), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain(message);
    expect((await app.db.selectFrom('customers').select('name').where('id', '=', c.id).executeTakeFirstOrThrow()).name).toBe('Keep');
  });

  it('refuses a custom-field value the account form refuses: the same contract rule on both sides', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const customer: Customer = (await app.inject({ url: `/api/publiccustomers/${c.id}`, headers: s.headers })).json().model;
    const shirt = customer.customFields.find((f) => f.name === 'shirt')!;
    const web = customFieldsFormSchema(customer.customFields).safeParse(
      Object.fromEntries(customer.customFields.map((f) => [fieldKey(f.customFieldId), f === shirt ? 'XL' : ''])),
    );
    expect(web.error?.issues.map((i) => i.message)).toEqual([VALIDATION_MESSAGES.notAnOption]);

    const res = await app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: s.headers,
      payload: personal(c.id, c.email, { customFieldValues: [{ customFieldId: shirt.customFieldId, value: 'XL' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe(`${shirt.label}: ${VALIDATION_MESSAGES.notAnOption}`);
  });

  it('lets a parent save a child without email or phone, but not an adult', async () => {
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Nico' });
    const s = await loginAs(app, parent.email, parent.password);
    const ids = await fieldIds();
    const values = { customFieldValues: [{ customFieldId: ids.shirt, value: 'S' }] };
    const childSave = await app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: s.headers,
      payload: personal(child.id, '', { ...values, phone: '', name: 'Nicolás' }),
    });
    expect(childSave.statusCode).toBe(200);
    expect(childSave.json().model).toMatchObject({ name: 'Nicolás', email: '', phone: '' });
    const adultSave = await app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: s.headers,
      payload: personal(parent.id, '', { ...values, phone: '' }),
    });
    expect(adultSave.statusCode).toBe(400);
    expect(adultSave.json().errorMsg).toBe('Email: The field is required; Phone: The field is required');
  });

  it("refuses to take another customer's email", async () => {
    const other = await createCustomer(app);
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const ids = await fieldIds();
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: s.headers,
      payload: personal(c.id, other.email, { customFieldValues: [{ customFieldId: ids.shirt, value: 'S' }] }),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('children and impersonation', () => {
  it('lists children, switches to an active child and back, refuses a pending one', async () => {
    const parent = await createCustomer(app);
    const active = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    const pending = await createCustomer(app, { parentId: parent.id, name: 'Vera', status: CustomerStatus.NotActivated });
    const s = await loginAs(app, parent.email, parent.password);
    const { model } = (await app.inject({ url: `/api/publiccustomers/${parent.id}`, headers: s.headers })).json();
    expect(model.children).toEqual([
      { id: active.id, name: 'Leo', surname: expect.any(String), status: 0 },
      { id: pending.id, name: 'Vera', surname: expect.any(String), status: 1 },
    ]);

    const toChild = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/impersonate',
      headers: s.headers,
      payload: { id: active.id },
    });
    expect(toChild.statusCode).toBe(200);
    expect(toChild.json().customer).toMatchObject({ id: active.id, name: 'Leo', currentId: active.id, parent: parent.id });
    const childHeaders = { authorization: `Bearer ${toChild.json().token}` };
    expect((await app.inject({ url: `/api/publiccustomers/${active.id}`, headers: childHeaders })).statusCode).toBe(200);
    // Acting as the child opens the child's data only.
    expect((await app.inject({ url: `/api/publiccustomers/${parent.id}`, headers: childHeaders })).statusCode).toBe(403);

    const back = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/impersonate',
      headers: childHeaders,
      payload: { id: parent.id },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().customer).toMatchObject({ id: parent.id, currentId: parent.id });
    expect(back.json().customer.children).toHaveLength(2);

    const toPending = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/impersonate',
      headers: s.headers,
      payload: { id: pending.id },
    });
    expect(toPending.statusCode).toBe(400);
    const stranger = await createCustomer(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/publiccustomers/impersonate', headers: s.headers, payload: { id: stranger.id } }))
        .statusCode,
    ).toBe(403);
  });

  it('unlinks a child, which then is no longer reachable by the parent', async () => {
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id });
    const s = await loginAs(app, parent.email, parent.password);
    const res = await app.inject({ method: 'DELETE', url: `/api/children/${child.id}/unlink-from/${parent.id}`, headers: s.headers });
    expect(res.json()).toEqual({ ok: true });
    expect((await app.inject({ url: `/api/publiccustomers/${child.id}`, headers: s.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/children/${child.id}/unlink-from/${parent.id}`, headers: s.headers })).statusCode,
    ).toBe(404);
  });
});

describe('account deletion', () => {
  it('wipes personal data, ends sessions and keeps the row for history', async () => {
    const c = await createCustomer(app, { name: 'Borrar' });
    const child = await createCustomer(app, { parentId: c.id });
    const s = await loginAs(app, c.email, c.password);
    expect((await app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${c.id}`, headers: s.headers })).json()).toEqual({
      ok: true,
    });
    const row = await app.db.selectFrom('customers').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, password_hash: null, name: 'Deleted', phone: '' });
    expect(row.deleted_at).not.toBeNull();
    expect(
      (await app.db.selectFrom('customers').select('parent_id').where('id', '=', child.id).executeTakeFirstOrThrow()).parent_id,
    ).toBeNull();
    expect((await app.inject({ url: `/api/publiccustomers/${c.id}`, headers: s.headers })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email: c.email, password: c.password } }))
        .statusCode,
    ).toBe(400);
    // The email is free again.
    await createCustomer(app, { email: c.email });
  });
});

describe('saved cards', () => {
  it('lists last digits and deletes only own cards', async () => {
    const c = await createCustomer(app);
    const other = await createCustomer(app);
    const mine = await insertPaymentToken(
      app.db,
      { customerId: c.id, provider: 'redsys', cardNumber: '**** 4242', providerRef: 'ref-1' },
      nowInstant(app.clock),
    );
    const theirs = await insertPaymentToken(
      app.db,
      { customerId: other.id, provider: 'redsys', cardNumber: '**** 1111', providerRef: 'ref-2' },
      nowInstant(app.clock),
    );
    const s = await loginAs(app, c.email, c.password);
    expect((await app.inject({ url: `/api/publicpaymentmethods/token-list/${c.id}`, headers: s.headers })).json()).toEqual({
      ok: true,
      model: [{ id: mine, cardNumber: '**** 4242' }],
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/publicpaymentmethods/${c.id}/${theirs}`, headers: s.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/publicpaymentmethods/${c.id}/${mine}`, headers: s.headers })).json()).toEqual({
      ok: true,
    });
    expect((await app.inject({ url: `/api/publicpaymentmethods/token-list/${c.id}`, headers: s.headers })).json().model).toEqual([]);
  });
});

describe('player search', () => {
  it('finds active customers by name, never returns contact data, needs a session', async () => {
    await createCustomer(app, { name: 'Alejandro', surname: 'Zamora' });
    await createCustomer(app, { name: 'Alejandra', surname: 'Zarzuela', status: CustomerStatus.NotActivated });
    const me = await createCustomer(app);
    const s = await loginAs(app, me.email, me.password);
    const res = await app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers: s.headers, payload: { search: 'ZAM' } });
    expect(res.json()).toEqual({ ok: true, results: [{ id: expect.any(Number), name: 'Alejandro Zamora', logo: '' }] });
    expect(JSON.stringify(res.json())).not.toContain('@');
    expect(
      (await app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers: s.headers, payload: { search: '%_' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers: s.headers, payload: { search: '%%%' } })).json()
        .results,
    ).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/publiccustomers/list', payload: { search: 'Zam' } })).statusCode).toBe(401);
  });
});
