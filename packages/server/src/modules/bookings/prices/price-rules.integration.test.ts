import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createCustomerGroup, createTestClub, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { signedInStaff } from '../../../test/staff-fixtures.js';

/**
 * The price rules editor over HTTP (issue 32 §3): list, add, change, move, remove, each audited with before and
 * after and refused to a role without `prices.write`; what the grid shows follows at once. Monday 2026-06-15
 * 10:00 in Madrid; the test courts open 08:00-22:00, 60 minutes cost 20 € and 90 minutes 30 € for everyone.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
/** Tuesday 18:00 in Madrid. */
const TUESDAY_18 = '2026-06-16T16:00:00.000Z';

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app);
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

type Rule = {
  id: number;
  position: number;
  price: number;
  resourceId: number | null;
  customerId: number | null;
  customerName: string | null;
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const rulesOf = async (): Promise<Rule[]> =>
  (await call('GET', `/api/staff/prices?bookingTypeId=${club.typeId}`, owner)).json().model.rules;
const rule = (over: object = {}) => ({
  durationMinutes: 60,
  weekday: null,
  from: '00:00',
  to: '24:00',
  resourceId: null,
  customerGroupId: null,
  customerId: null,
  validFrom: null,
  validTo: null,
  price: 12.5,
  ...over,
});
const auditOf = (action: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow();
const gridPrice = async (courtId: number, start: string, headers: Record<string, string> = {}, customerId: number | null = null) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/loadprice',
    headers,
    payload: { startDate: start, bookingTypeId: club.typeId, duration: 60, customerId: customerId ?? -1, resourceId: courtId },
  });
  return res.json().price?.price as number | undefined;
};

describe('price rules: the staff edit an ordered list, and the first rule that holds gives the price', () => {
  it('lists the type with its courts, durations, groups and rules in their order', async () => {
    const res = await call('GET', `/api/staff/prices?bookingTypeId=${club.typeId}`, desk);
    expect(res.statusCode).toBe(200);
    const model = res.json().model;
    expect(model.bookingTypeId).toBe(club.typeId);
    expect(model.durations).toEqual([60, 90]);
    expect(model.courts.map((c: { id: number }) => c.id)).toEqual(club.courts);
    expect(model.rules.map((r: Rule) => [r.position, r.price])).toEqual([
      [1, 20],
      [2, 30],
    ]);
  });

  it('adds a court rule at the end (no effect: the everyone rule above wins), then moves it first (audited): the grid follows at once', async () => {
    const court = club.courts[1]!;
    const created = await call('POST', `/api/staff/prices/${club.typeId}/rules`, owner, rule({ resourceId: court }));
    expect(created.statusCode).toBe(200);
    const id = created.json().model.id as number;
    expect(created.json().model.position).toBe(3);
    const create = await auditOf('price_rule.create');
    expect(create).toMatchObject({ entity: 'price_rule', entity_id: String(id), actor_kind: 'staff' });
    expect(JSON.parse(create.after_json!)).toMatchObject({ resourceId: court, price: 12.5, durationMinutes: 60 });
    expect(await gridPrice(court, TUESDAY_18)).toBe(20);

    const moved = await call('POST', `/api/staff/prices/rules/${id}/move`, owner, { position: 1 });
    expect(moved.json().model.position).toBe(1);
    expect(JSON.parse((await auditOf('price_rule.move')).after_json!)).toEqual({ position: 1 });
    expect((await rulesOf()).map((r) => r.id)[0]).toBe(id);
    expect(await gridPrice(court, TUESDAY_18)).toBe(12.5);
    expect(await gridPrice(club.courts[0]!, TUESDAY_18)).toBe(20);

    const changed = await call('PUT', `/api/staff/prices/rules/${id}`, owner, rule({ resourceId: court, price: 9 }));
    expect(changed.json().model).toMatchObject({ position: 1, price: 9 });
    const edit = await auditOf('price_rule.edit');
    expect([JSON.parse(edit.before_json!), JSON.parse(edit.after_json!)]).toEqual([{ price: 12.5 }, { price: 9 }]);
    expect(await gridPrice(court, TUESDAY_18)).toBe(9);

    expect((await call('DELETE', `/api/staff/prices/rules/${id}`, owner)).statusCode).toBe(200);
    expect(JSON.parse((await auditOf('price_rule.delete')).before_json!)).toMatchObject({ resourceId: court, price: 9 });
    expect((await rulesOf()).map((r) => r.position)).toEqual([1, 2]);
    expect(await gridPrice(court, TUESDAY_18)).toBe(20);
  });

  it('prices one customer and a date range; the preview names the rule, or says in a sentence that none sells the slot', async () => {
    const member = await quickCustomer(app, 'Ana');
    const mine = (await call('POST', `/api/staff/prices/${club.typeId}/rules`, owner, rule({ customerId: member.id, price: 5 }))).json()
      .model;
    await call('POST', `/api/staff/prices/rules/${mine.id}/move`, owner, { position: 1 });
    expect((await rulesOf())[0]).toMatchObject({ customerId: member.id, customerName: expect.stringMatching(/^Ana S\d+$/) });
    expect(await gridPrice(club.courts[0]!, TUESDAY_18, member.headers, member.id)).toBe(5);
    expect(await gridPrice(club.courts[0]!, TUESDAY_18)).toBe(20);
    const preview = (q: string) =>
      call('GET', `/api/staff/prices/preview?bookingTypeId=${club.typeId}&resourceId=${club.courts[0]}&duration=60&${q}`, desk);
    const own = (await preview(`start=2026-06-16T18:00&customerId=${member.id}`)).json().model;
    expect(own).toMatchObject({
      price: 5,
      isSpecialPrice: true,
      ruleId: mine.id,
      position: 1,
      date: '2026-06-16',
      time: '18:00',
      weekday: 2,
    });
    expect(own.sentence).toMatch(/^Ana S\d+ pays 5\u00a0€, by rule 1$/);
    expect((await preview(`start=${TUESDAY_18}`)).json().model).toMatchObject({
      price: 20,
      position: 2,
      sentence: 'A guest pays 20\u00a0€, by rule 2',
    });

    const summer = (
      await call(
        'POST',
        `/api/staff/prices/${club.typeId}/rules`,
        owner,
        rule({ validFrom: '2026-06-17', validTo: '2026-06-18', price: 40 }),
      )
    ).json().model;
    await call('POST', `/api/staff/prices/rules/${summer.id}/move`, owner, { position: 1 });
    expect((await preview('start=2026-06-17T18:00')).json().model).toMatchObject({ price: 40, ruleId: summer.id });
    expect((await preview('start=2026-06-19T18:00')).json().model).toMatchObject({ price: 20 });

    for (const r of await rulesOf()) if (r.price === 20) await call('DELETE', `/api/staff/prices/rules/${r.id}`, owner);
    const none = (await preview('start=2026-06-19T18:00')).json().model;
    expect(none).toMatchObject({ price: null, ruleId: null, position: null });
    expect(none.sentence).toContain('No rule for everyone covers');
    expect(await gridPrice(club.courts[0]!, '2026-06-19T16:00:00.000Z')).toBeUndefined();
  });

  it('refuses with a sentence what a rule cannot say, and a role without prices.write', async () => {
    const refused = async (payload: object) => {
      const res = await call('POST', `/api/staff/prices/${club.typeId}/rules`, owner, rule(payload));
      expect(res.statusCode).toBe(400);
      return res.json().errorMsg as string;
    };
    expect(await refused({ from: '20:00', to: '18:00' })).toContain('The time band must end after it starts');
    expect(await refused({ validFrom: '2026-07-02', validTo: '2026-07-01' })).toContain('The last date must be on or after the first');
    expect(await refused({ customerGroupId: 1, customerId: 1 })).toContain('choose one');
    expect(await refused({ durationMinutes: 45 })).toBe('This booking type cannot be booked for 45 minutes');
    expect(await refused({ resourceId: 999_999 })).toContain('is not one of the courts of');
    expect(await refused({ customerGroupId: 999_999 })).toBe('There is no customer group #999999');
    const before = (await rulesOf()).length;
    const denied = await call('POST', `/api/staff/prices/${club.typeId}/rules`, desk, rule());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorMsg).toBe('Your role does not allow this: it needs the permission "prices.write"');
    expect((await rulesOf()).length).toBe(before);
    expect((await call('DELETE', '/api/staff/prices/rules/999999', owner)).json().errorMsg).toBe(
      'This price rule no longer exists: reload the list',
    );
  });

  it("keeps a group's special price over the everyone rule in the starting order", async () => {
    const member = await quickCustomer(app, 'Grouped');
    const group = await createCustomerGroup(app, `Members ${Date.now()}`, [member.id]);
    const grouped = await createTestClub(app, { memberGroupId: group });
    const price = (
      await app.inject({
        method: 'POST',
        url: '/api/publicbookings/loadprice',
        headers: member.headers,
        payload: {
          startDate: TUESDAY_18,
          bookingTypeId: grouped.typeId,
          duration: 60,
          customerId: member.id,
          resourceId: grouped.courts[0],
        },
      })
    ).json().price;
    expect(price).toMatchObject({ price: 16, isSpecialPrice: true });
  });
});
