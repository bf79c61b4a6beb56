import type { StaffGroup } from '@clubportal/contract/staff-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The staff's customer groups over HTTP (issue 32 §3), both dialects: list, create, rename, members, delete; each
 * write audited and refused to a role without prices.write. A member added to a group pays the group's price
 * rule from their next price asked (loadprice and the grid), and a member taken out stops at once. Monday
 * 2026-06-15 10:00 in Madrid; the test club charges 20 € for 60 minutes and its group 16 €.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
let seq = 0;
/** Tuesday 18:00 in Madrid. */
const TUESDAY_18 = '2026-06-16T16:00:00.000Z';

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner', name: 'Olga Owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const create = async (name = `Group ${(seq += 1)}`) => {
  const res = await call('POST', '/api/staff/groups', owner, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().group as StaffGroup;
};
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
const nameOf = async (id: number) => {
  const c = await app.db.selectFrom('customers').select(['name', 'surname']).where('id', '=', id).executeTakeFirstOrThrow();
  return `${c.name} ${c.surname}`;
};
const listed = async () => (await call('GET', '/api/staff/groups', desk)).json().groups as StaffGroup[];

describe('staff customer groups', () => {
  it('creates and renames a group (audited), refusing a name another group holds in any case', async () => {
    const group = await create('Socios fundadores');
    expect(group).toMatchObject({ name: 'Socios fundadores', members: 0, priceRules: 0, productPrices: 0 });
    expect((await audits('group.create', group.id))[0]).toMatchObject({ actor_label: 'Olga Owner', entity: 'customer_group' });
    await create('Juveniles');

    const taken = await call('PUT', `/api/staff/groups/${group.id}`, owner, { name: 'JUVENILES' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMsg).toBe('There is already a group called Juveniles: choose another name');
    expect((await call('POST', '/api/staff/groups', owner, { name: 'socios FUNDADORES' })).json().errorMsg).toBe(
      'There is already a group called Socios fundadores: choose another name',
    );
    expect((await call('POST', '/api/staff/groups', owner, { name: '  ' })).statusCode).toBe(400);

    const renamed = await call('PUT', `/api/staff/groups/${group.id}`, owner, { name: 'Socios de honor' });
    expect(renamed.json().group.name).toBe('Socios de honor');
    const [record] = await audits('group.rename', group.id);
    expect(JSON.parse(record!.before_json!)).toEqual({ name: 'Socios fundadores' });
    expect(JSON.parse(record!.after_json!)).toEqual({ name: 'Socios de honor' });
    expect((await listed()).find((g) => g.id === group.id)?.name).toBe('Socios de honor');
  });

  it('a member added pays the group price on loadprice and the grid at once; taken out, the everyone price at once', async () => {
    const group = await create();
    const club = await createTestClub(app, { memberGroupId: group.id });
    const member = await quickCustomer(app, 'Grupo');
    const loadprice = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/publicbookings/loadprice',
          headers: member.headers,
          payload: { startDate: TUESDAY_18, bookingTypeId: club.typeId, duration: 60, customerId: member.id, resourceId: club.courts[0] },
        })
      ).json().price;
    // At 21:00 only 60 minutes fit before closing: the grid shows that price.
    const gridAt21 = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/publicbookings/list',
        headers: member.headers,
        payload: { date: '2026-06-16', bookingTypeId: club.typeId, customerId: member.id },
      });
      const model = res.json().model as { list: Array<{ timeTable: Array<{ sstart: string; priceByDuration: Record<string, object> }> }> };
      return model.list[0]!.timeTable.find((t) => t.sstart === '21:00')?.priceByDuration['60'];
    };
    // Asked before joining, so the caches hold the everyone price for this member.
    expect(await loadprice()).toMatchObject({ price: 20, isSpecialPrice: false });
    expect(await gridAt21()).toMatchObject({ price: 20, isSpecialPrice: false });

    const name = await nameOf(member.id);
    const added = await call('POST', `/api/staff/groups/${group.id}/members`, owner, { customerId: member.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members).toEqual([{ customerId: member.id, name, email: expect.any(String) }]);
    expect(added.json().group).toMatchObject({ members: 1, priceRules: 1 });
    expect(await audits('group.member.add', group.id)).toHaveLength(1);
    expect(await loadprice()).toMatchObject({ price: 16, isSpecialPrice: true });
    expect(await gridAt21()).toMatchObject({ price: 16, isSpecialPrice: true });

    const again = await call('POST', `/api/staff/groups/${group.id}/members`, owner, { customerId: member.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe(`${name} is already in this group`);

    const removed = await call('DELETE', `/api/staff/groups/${group.id}/members/${member.id}`, owner);
    expect(removed.json().members).toEqual([]);
    expect(await audits('group.member.remove', group.id)).toHaveLength(1);
    expect(await loadprice()).toMatchObject({ price: 20, isSpecialPrice: false });
    expect(await gridAt21()).toMatchObject({ price: 20, isSpecialPrice: false });
  });

  it('finds customers by name or email to add, and refuses one that does not exist', async () => {
    const member = await quickCustomer(app, 'Zacarías');
    const found = await call('GET', `/api/staff/groups/customers?search=zacar`, owner);
    expect(found.json().customers).toEqual([{ id: member.id, name: await nameOf(member.id), email: expect.stringContaining('@') }]);
    const group = await create();
    const missing = await call('POST', `/api/staff/groups/${group.id}/members`, owner, { customerId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMsg).toBe('There is no customer #999999');
  });

  it('deletes a group no price points at (with its members, audited); refuses one a price rule or product price points at, naming them', async () => {
    const used = await create();
    const club = await createTestClub(app, { memberGroupId: used.id, name: `Pádel grupo ${seq}` });
    const product = await app.db.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('customer_prices')
      .values({ product_id: product.id, customer_id: null, customer_group_id: used.id, price: 100, net_price: 100, gross_price: 100 })
      .execute();
    const refused = await call('DELETE', `/api/staff/groups/${used.id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMsg).toBe(
      `${used.name} cannot be deleted while prices point at it: Pádel grupo ${seq}, ${product.name}. Give those prices to another group or remove them first`,
    );
    expect((await listed()).some((g) => g.id === used.id)).toBe(true);
    expect(club.typeId).toBeGreaterThan(0);

    const free = await create();
    const member = await quickCustomer(app);
    await call('POST', `/api/staff/groups/${free.id}/members`, owner, { customerId: member.id });
    const deleted = await call('DELETE', `/api/staff/groups/${free.id}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listed()).some((g) => g.id === free.id)).toBe(false);
    expect(JSON.parse((await audits('group.delete', free.id))[0]!.before_json!)).toEqual({ name: free.name, members: 1 });
    expect((await call('GET', `/api/staff/groups/${free.id}`, owner)).json().errorMsg).toBe(
      'This customer group no longer exists: reload the list',
    );
  });

  it('refuses every write to a role without prices.write, and changes nothing', async () => {
    const group = await create();
    const member = await quickCustomer(app);
    for (const [method, url, payload] of [
      ['POST', '/api/staff/groups', { name: 'Desk group' }],
      ['PUT', `/api/staff/groups/${group.id}`, { name: 'Desk rename' }],
      ['DELETE', `/api/staff/groups/${group.id}`, undefined],
      ['POST', `/api/staff/groups/${group.id}/members`, { customerId: member.id }],
      ['DELETE', `/api/staff/groups/${group.id}/members/${member.id}`, undefined],
      ['GET', '/api/staff/groups/customers?search=ab', undefined],
    ] as const) {
      const res = await call(method, url, desk, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorMsg).toBe('Your role does not allow this: it needs the permission "prices.write"');
    }
    expect((await listed()).find((g) => g.id === group.id)).toMatchObject({ name: group.name, members: 0 });
    expect((await call('GET', `/api/staff/groups/${group.id}`, desk)).statusCode).toBe(200);
  });
});
