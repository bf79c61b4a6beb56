import { ShopSort, shopListResponseSchema, type Product, type ShopGridStatus } from '@clubportal/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { verifySession } from '../../lib/session-token.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { listShop } from './shop.service.js';
import { setCustomerPrice } from './product-writes.service.js';

/**
 * A member's shop list is served from the answer cached for their pricing (their groups, or their own prices)
 * (issue 21): every answer must be, byte for byte, the list computed for that member alone, and must follow
 * a price change at once.
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
type Session = { id: number; token: string; headers: Record<string, string> };
let member: Session;
let peer: Session;
let other: Session;

beforeAll(async () => {
  app = await buildTestApp();
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
  const groups = await app.db
    .selectFrom('customer_group_members')
    .select('customer_group_id')
    .where('customer_id', '=', member.id)
    .execute();
  const p = await createCustomer(app);
  peer = await loginAs(app, p.email, p.password);
  await app.db
    .insertInto('customer_group_members')
    .values(groups.map((g) => ({ customer_group_id: g.customer_group_id, customer_id: peer.id })))
    .execute();
  const o = await createCustomer(app);
  other = await loginAs(app, o.email, o.password);
});
afterAll(() => app.close());

type Grid = Partial<ShopGridStatus>;
const grids: Grid[] = [
  {},
  { search: 'Pala Sierra Pro' },
  { search: 'Camiseta técnica Sierra' },
  { sort: ShopSort.PriceAsc },
  { sort: ShopSort.PriceDesc, search: 'sierra' },
];
const query = (grid: Grid, startRow = 0) => ({
  startRow,
  endRow: startRow + 30,
  gridStatus: { sort: ShopSort.Newest, search: '', filters: {}, ...grid } satisfies ShopGridStatus,
});
const served = (s: Session, grid: Grid, startRow = 0, customerId = s.id) =>
  app.inject({
    url: `/api/shop/list-by-customer?customerId=${customerId}&startRow=${startRow}&endRow=${startRow + 30}&gridStatus=${encodeURIComponent(JSON.stringify(query(grid).gridStatus))}`,
    headers: s.headers,
  });

/** The answer as the route gave it before members shared cached lists: computed for this customer alone. */
async function computedFor(s: Session, grid: Grid, startRow = 0, customerId = s.id): Promise<string> {
  const session = (await verifySession(app.config.jwtSecret, s.token, app.clock.now())) ?? null;
  return JSON.stringify(
    shopListResponseSchema.parse({
      ok: true,
      ...(await listShop({ db: app.db, clock: app.clock, caches: app.caches }, session, { ...query(grid, startRow), customerId })),
    }),
  );
}

const first = (body: string) => (JSON.parse(body) as { data: Product[] }).data[0];

describe("a member's shop list, served from the list of their pricing", () => {
  it('is byte for byte the list computed for each of them: own prices, a group, no group; every page asked twice', async () => {
    for (const round of [1, 2]) {
      for (const s of [member, peer, other]) {
        for (const grid of grids) {
          for (const startRow of [0, 30]) {
            const res = await served(s, grid, startRow);
            expect(res.statusCode, res.body).toBe(200);
            expect(res.body, `round ${round}, customer ${s.id}, ${JSON.stringify(grid)} from ${startRow}`).toBe(
              await computedFor(s, grid, startRow),
            );
          }
        }
      }
    }
    // What the fixtures set out to show: the shirt is the member's alone, the racket her group's.
    expect(first((await served(member, { search: 'Camiseta técnica Sierra' })).body)).toMatchObject({
      grossPrice: 24.9,
      isSpecialPrice: true,
    });
    expect(first((await served(peer, { search: 'Camiseta técnica Sierra' })).body)).toMatchObject({
      grossPrice: 29.9,
      isSpecialPrice: false,
    });
    expect(first((await served(peer, { search: 'Pala Sierra Pro' })).body)).toMatchObject({ grossPrice: 170.96, isSpecialPrice: true });
    expect(first((await served(other, { search: 'Pala Sierra Pro' })).body)).toMatchObject({ grossPrice: 189.95, isSpecialPrice: false });
  });

  it('shows a new price of their own at once, apart from the group they shared a list with', async () => {
    const grid = { search: 'Camiseta técnica Sierra' };
    const shirt = first((await served(peer, grid)).body)!;
    await setCustomerPrice(app.db, { productId: shirt.id, customerId: peer.id }, 1990, { basis: 'gross', currency: 'EUR' }, app.caches);
    const mine = await served(peer, grid);
    expect(first(mine.body)).toMatchObject({ id: shirt.id, grossPrice: 19.9, isSpecialPrice: true });
    expect(mine.body).toBe(await computedFor(peer, grid));
    // The member of the same group keeps her own price, the customer of no group the list price.
    expect(first((await served(member, grid)).body)).toMatchObject({ grossPrice: 24.9, isSpecialPrice: true });
    expect(first((await served(other, grid)).body)).toMatchObject({ grossPrice: 29.9, isSpecialPrice: false });
  });

  it("still checks the session on every call: another customer's list is refused", async () => {
    expect((await served(other, {}, 0, member.id)).statusCode).toBe(403);
    expect((await served({ ...member, headers: {} }, {})).statusCode).toBe(401);
  });
});
