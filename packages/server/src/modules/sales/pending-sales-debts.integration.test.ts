import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { SANDBOX_METHOD_TYPE } from '../payments/index.js';

// Issue 19, section 3: an online checkout that was never paid is not a debt. Pending Sales lists what the
// member owes (fees apart): desk sales, pay-at-the-club checkouts, accepted shares of shared bookings; not a checkout
// under way (its sale holds stock or a court until paid and is released unpaid).
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let guidSeq = 0;

const m = demoCustomers.member;
const delivery = {
  name: m.name,
  surname: m.surname,
  addressLine1: m.addressLine1,
  city: m.city,
  town: m.town,
  country: m.country,
  postalCode: m.postalCode,
  email: m.email,
  phone: m.phone,
};

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  member = await loginAs(app, m.email, DEMO_PASSWORD);
});
afterAll(() => app.close());

const debtsOf = async (c: { id: number; headers: Record<string, string> }) => {
  const res = await app.inject({ method: 'POST', url: `/api/shop/pending-sales/${c.id}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ saleNumber: string }>).map((s) => s.saleNumber);
};
const checkout = async (paymentMethodId: number) => {
  const balls = (
    await app.db.selectFrom('products').select('id').where('name', '=', 'Bote de pelotas de pádel (3)').executeTakeFirstOrThrow()
  ).id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: member.headers,
    payload: {
      saleItems: [{ productId: balls, units: 1 }],
      saleIds: [],
      guid: `debts-guid-${(guidSeq += 1)}`,
      paymentMethodId,
      customer: { id: member.id, ...delivery, acceptConditions: true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model.saleNumber as string;
};

describe('pending sales are debts, not checkouts under way', () => {
  it('an online checkout left unpaid is not listed; a pay-at-the-club one is', async () => {
    const before = await debtsOf(member);
    const online = await checkout(SANDBOX_METHOD_TYPE);
    const atClub = await checkout(PaymentMethodType.Pending);
    const after = await debtsOf(member);
    expect(after).not.toContain(online);
    expect(after).toContain(atClub);
    expect(after.filter((n) => !before.includes(n))).toEqual([atClub]);
  });

  it("a prebooked court held for its owner is not a debt; a named player's share is one only once they accept", async () => {
    const club = await createTestClub(app);
    const owner = await quickCustomer(app);
    const player = await quickCustomer(app);
    const body = prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[0]!,
      start: '2026-06-16T16:00:00.000Z',
      duration: 60,
      paymentType: 'Shared',
      players: [player.id],
    });
    const res = await app.inject({ method: 'POST', url: '/api/publicbookings/prebook', headers: owner.headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(await debtsOf(owner)).toEqual([]);
    const bookingId = res.json().model[0].bookingId as number;
    // Invited, not yet a debt (issue 19, section 3).
    expect(await debtsOf(player)).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: `/api/publicbookings/accept/${bookingId}/${player.id}`, headers: player.headers }))
        .statusCode,
    ).toBe(200);
    expect(await debtsOf(player)).toEqual([`RES-${String(bookingId).padStart(6, '0')}-2`]);
  });
});
