import type { CustomerProfile, StaffCustomersResponse } from '@clubportal/contract/staff-customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createCustomerEmail, createPendingSale, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The staff's customers (issue 33 §4): search, profile, desk payment, export and erasure, over HTTP, both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let readOnly: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  readOnly = await signedInStaff(app, { role: 'read-only' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url, headers, payload });
const audits = (action: string, entityId: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(entityId)).execute();
const search = async (text: string, page = 1) => {
  const res = await get(`/api/staff/customers?search=${encodeURIComponent(text)}&page=${page}`, desk.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffCustomersResponse;
};
const profileOf = async (id: number) => {
  const res = await get(`/api/staff/customers/${id}`, desk.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile as CustomerProfile;
};
/** A pending desk sale of `cents` for the customer: a debt. */
const pendingSale = (customerId: number, cents = 1250, title = 'Clase particular') =>
  createPendingSale(app, customerId, { unitPrice: cents, title });

describe('customer search', () => {
  it('finds a customer by name either way round, email, phone digits, member number and previous system id', async () => {
    const c = await createCustomer(app, { name: 'Zoraida', surname: 'Quintana Ruiz', email: 'zoraida.q@example.com' });
    await app.db.updateTable('customers').set({ phone: '+34 611 22-33.44', external_id: 'OLD-7731' }).where('id', '=', c.id).execute();
    for (const text of [
      'zoraida',
      'QUINTANA',
      'quintana ruiz zoraida',
      'zoraida.q@exa',
      '611223344',
      '611 22 33',
      `#${c.id}`,
      'OLD-7731',
    ]) {
      const found = await search(text);
      expect(
        found.customers.map((r) => r.id),
        text,
      ).toContain(c.id);
    }
    const row = (await search('zoraida')).customers.find((r) => r.id === c.id)!;
    expect(row).toMatchObject({
      name: 'Zoraida Quintana Ruiz',
      email: 'zoraida.q@example.com',
      phone: '+34 611 22-33.44',
      externalId: 'OLD-7731',
    });
    expect((await search('nobody-has-this-name')).customers).toEqual([]);
    // Accents and capitals either way: typed without them, or with them where the record has none.
    const accented = await createCustomer(app, { name: 'Ángela', surname: 'Muñoz Peña', email: 'angela.m@example.com' });
    for (const text of ['angela', 'ANGELA MUNOZ', 'muñoz pena', 'peña', 'Ángela'])
      expect(
        (await search(text)).customers.map((r) => r.id),
        text,
      ).toContain(accented.id);
    expect((await search('angela')).customers.find((r) => r.id === accented.id)?.name).toBe('Ángela Muñoz Peña');
    // LIKE's wildcards typed in the box match only themselves.
    expect((await search('%')).customers).toEqual([]);
  });

  it('pages the list by name, and leaves erased customers out', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 27; i++)
      ids.push((await createCustomer(app, { name: 'Pagina', surname: `Apellido ${String(i).padStart(2, '0')}` })).id);
    const first = await search('pagina');
    expect(first.customers).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.customers[0]!.name).toBe('Pagina Apellido 00');
    const second = await search('pagina', 2);
    expect(second.customers.map((r) => r.name)).toEqual(['Pagina Apellido 25', 'Pagina Apellido 26']);
    expect(second.hasMore).toBe(false);
    const res = await post(`/api/staff/customers/${ids[26]}/erase`, owner.headers, { reason: 'Asked to be forgotten' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search('pagina', 2)).customers.map((r) => r.name)).toEqual(['Pagina Apellido 25']);
  });

  it('refuses a bad page with a sentence', async () => {
    const res = await get('/api/staff/customers?page=0', desk.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).not.toMatch(/page\b.*>=|too_small/);
  });
});

describe('customer profile', () => {
  it('shows identity, family, consents, sales, vouchers, mails, saved cards (last digits only) and audit', async () => {
    const parent = await createCustomer(app, { name: 'Paula', surname: 'Padre' });
    const child = await createCustomer(app, { name: 'Hugo', surname: 'Padre', parentId: parent.id });
    await app.db.updateTable('customers').set({ ok_rss: 1 }).where('id', '=', parent.id).execute();
    await pendingSale(parent.id, 3000, 'Cuota junio');
    await createCustomerEmail(app, { customerId: parent.id, to: parent.email, subject: 'Tu reserva', body: 'Hola' });
    await app.db
      .insertInto('payment_tokens')
      .values({
        customer_id: parent.id,
        provider: 'redsys',
        card_number: '454881******0004',
        provider_ref: 'SECRET-TOKEN-1',
        created_at: nowInstant(clock),
      })
      .execute();
    const profile = await profileOf(parent.id);
    expect(profile.identity).toMatchObject({ id: parent.id, name: 'Paula', surname: 'Padre', email: parent.email, active: true });
    expect(profile.dependants).toEqual([{ id: child.id, name: 'Hugo Padre', birthDate: null }]);
    expect(profile.consents).toEqual({ conditions: true, newsletter: true });
    expect(profile.sales[0]).toMatchObject({ title: 'Cuota junio', status: 'pending', total: 30, outstanding: 30, currency: 'EUR' });
    expect(profile.communications[0]).toMatchObject({ subject: 'Tu reserva', to: parent.email });
    expect(profile.cards).toEqual([expect.objectContaining({ provider: 'redsys', last4: '0004' })]);
    const res = await get(`/api/staff/customers/${parent.id}`, desk.headers);
    expect(res.body).not.toContain('SECRET-TOKEN-1');
    expect(res.body).not.toContain('454881');
    expect((await profileOf(child.id)).parent).toEqual({ id: parent.id, name: 'Paula Padre' });
  });

  it('answers 404 with a sentence for a customer that does not exist, and 400 for a bad id', async () => {
    const res = await get('/api/staff/customers/999999', desk.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('There is no customer #999999');
    expect((await get('/api/staff/customers/abc', desk.headers)).statusCode).toBe(400);
  });
});

describe('desk payment', () => {
  it('pays a pending sale once, with the server’s amount, audited, with the member’s receipt', async () => {
    const c = await createCustomer(app, { name: 'Carla', surname: 'Caja' });
    const saleId = await pendingSale(c.id, 1250);
    const mailsBefore = await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', c.email).execute();
    const res = await post(`/api/staff/sales/${saleId}/desk-payment`, desk.headers, { method: 'cash', amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sale).toMatchObject({ status: 'paid', paid: 12.5, currency: 'EUR' });
    const sale = await app.db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ status: 'paid', paid: 1250, payment_method: 'Efectivo' });
    const means = await app.db.selectFrom('sale_payment_means').selectAll().where('sale_id', '=', saleId).execute();
    expect(means).toEqual([expect.objectContaining({ means: 'club', method_name: 'Efectivo', amount: 1250 })]);
    const [audit] = await audits('sale.desk_payment', saleId);
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_id: desk.id, actor_label: 'Dani Desk' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ method: 'cash', amount: 12.5, currency: 'EUR', status: 'paid' });
    const mailsAfter = await app.db.selectFrom('mail_outbox').select(['id', 'subject']).where('to_address', '=', c.email).execute();
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
    // A second click: nothing more is paid.
    const again = await post(`/api/staff/sales/${saleId}/desk-payment`, desk.headers, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe(`Sale ${sale.number} owes nothing: it is already paid or cancelled`);
    expect((await profileOf(c.id)).sales[0]).toMatchObject({ status: 'paid', outstanding: 0, method: 'Efectivo' });
  });

  it('two desks clicking at once make one payment', async () => {
    const c = await createCustomer(app);
    const saleId = await pendingSale(c.id, 4000);
    const answers = await Promise.all(
      ['cash', 'card-terminal', 'cash', 'card-terminal'].map((method) =>
        post(`/api/staff/sales/${saleId}/desk-payment`, desk.headers, { method }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const payments = await app.db.selectFrom('payment_sales').selectAll().where('sale_id', '=', saleId).execute();
    expect(payments).toHaveLength(1);
    const sale = await app.db.selectFrom('sales').select(['paid', 'status']).where('id', '=', saleId).executeTakeFirstOrThrow();
    expect(sale).toEqual({ paid: 4000, status: 'paid' });
  });

  it('refuses a sale that does not exist, a bad method, and a role without payments.desk', async () => {
    expect((await post('/api/staff/sales/999999/desk-payment', desk.headers, { method: 'cash' })).statusCode).toBe(404);
    const bad = await post('/api/staff/sales/1/desk-payment', desk.headers, { method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    const c = await createCustomer(app);
    const saleId = await pendingSale(c.id);
    const refused = await post(`/api/staff/sales/${saleId}/desk-payment`, readOnly.headers, { method: 'cash' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GDPR export and erasure', () => {
  it('exports everything as a JSON download, without secrets, audited customer.export', async () => {
    const c = await createCustomer(app, { name: 'Elena', surname: 'Export' });
    await pendingSale(c.id, 999, 'Bote de pelotas');
    const res = await get(`/api/staff/customers/${c.id}/export`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-${c.id}-2026-06-15.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = res.json();
    expect(doc.customer).toMatchObject({ id: c.id, name: 'Elena', email: c.email });
    expect(doc.customer.password_hash).toBeUndefined();
    expect(doc.sales[0]).toMatchObject({
      title: 'Bote de pelotas',
      total: 999,
      items: [expect.objectContaining({ name: 'Bote de pelotas' })],
    });
    const [audit] = await audits('customer.export', c.id);
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_id: owner.id, entity: 'customer' });
    expect((await get(`/api/staff/customers/${c.id}/export`, readOnly.headers)).statusCode).toBe(403);
  });

  it('erases: the member can no longer sign in, their session ends, the books keep the sale; audited', async () => {
    const c = await createCustomer(app, { name: 'Ernesto', surname: 'Erase' });
    const member = await loginAs(app, c.email, c.password);
    const saleId = await pendingSale(c.id, 2000);
    // Money owed: refused with the amount.
    const owed = await post(`/api/staff/customers/${c.id}/erase`, owner.headers, { reason: 'GDPR request' });
    expect(owed.statusCode).toBe(409);
    expect(owed.json().errorMsg.replace(/\s/g, ' ')).toBe(
      'This customer still owes 20 €: take the payment or cancel the sales before erasing the data',
    );
    await post(`/api/staff/sales/${saleId}/desk-payment`, desk.headers, { method: 'card-terminal' });
    // The desk role may not erase.
    expect((await post(`/api/staff/customers/${c.id}/erase`, desk.headers, { reason: 'GDPR request' })).statusCode).toBe(403);
    const res = await post(`/api/staff/customers/${c.id}/erase`, owner.headers, { reason: 'GDPR request' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db.selectFrom('customers').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, password_hash: null, name: 'Deleted', phone: '' });
    expect(row.deleted_at).not.toBeNull();
    const sale = await app.db
      .selectFrom('sales')
      .select(['total', 'paid', 'customer_id'])
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ total: 2000, paid: 2000, customer_id: c.id });
    const login = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/cauth',
      payload: { email: c.email, password: c.password },
    });
    expect(login.json().model?.token).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/api/publiccustomers/${c.id}`, headers: member.headers })).statusCode).toBe(401);
    const [audit] = await audits('customer.erase', c.id);
    expect(JSON.parse(audit!.after_json!)).toEqual({ erased: true, reason: 'GDPR request' });
    expect(audit!.after_json).not.toContain(c.email);
    const twice = await post(`/api/staff/customers/${c.id}/erase`, owner.headers, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect((await get(`/api/staff/customers/${c.id}`, desk.headers)).statusCode).toBe(404);
  });
});
