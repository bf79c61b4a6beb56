import { CUSTOMER_BOOKINGS_PAGE_SIZE } from '@clubportal/contract/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';

// Issue 19, section 6: My Bookings listed at most 50 next and 50 past bookings and lost the rest. A member
// with 126 bookings (free, so confirmed at once) on three courts, 08:00-22:00 Madrid time, Tuesday to
// Thursday; the clock then moves to Wednesday 15:00 (13:00Z), so those before are past.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof quickCustomer>>;
const ALL = 126;

type Listed = { id: number; dtStart: string };
type Page = {
  next: Listed[];
  past: Listed[];
  paging: { pageSize: number; nextPage: number; pastPage: number; nextTotal: number; pastTotal: number };
};
const list = async (query = '') => {
  const res = await app.inject({ url: `/api/publicbookings/customer-bookings/${member.id}${query}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as Page;
};

beforeAll(async () => {
  app = await buildTestApp({ clock });
  const club = await createTestClub(app, {
    courts: 3,
    anticipationMinutes: 10 * 24 * 60,
    durations: [60],
    preferredDuration: 60,
    prices: [{ durationMinutes: 60, from: '00:00', to: '24:00', price: 0 }],
  });
  member = await quickCustomer(app);
  for (const day of ['2026-06-16', '2026-06-17', '2026-06-18']) {
    for (let hour = 6; hour < 20; hour += 1) {
      for (const courtId of club.courts) {
        const start = `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
        const res = await app.inject({
          method: 'POST',
          url: '/api/publicbookings/prebook',
          headers: member.headers,
          payload: prebookBody({ customerId: member.id, typeId: club.typeId, courtId, start, duration: 60 }),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  }
  clock.set(new Date('2026-06-17T13:00:00.000Z'));
}, 120_000);
afterAll(() => app.close());

/** Every page of one list, `pageSize` at a time, until a short page. */
async function allPages(list$: 'next' | 'past', pageSize: number) {
  const seen: Listed[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await list(`?${list$}Page=${page}&pageSize=${pageSize}`);
    expect(answer.paging).toMatchObject({ pageSize, [`${list$}Page`]: page });
    seen.push(...answer[list$]);
    if (answer[list$].length < pageSize) break;
  }
  return seen;
}

describe('My Bookings past 50', () => {
  it('without paging parameters answers the spec call: the first 50 of each list, and how many each holds', async () => {
    const first = await list();
    expect(first.paging).toEqual({ pageSize: CUSTOMER_BOOKINGS_PAGE_SIZE, nextPage: 1, pastPage: 1, nextTotal: 63, pastTotal: 63 });
    expect(first.next).toHaveLength(50);
    expect(first.past).toHaveLength(50);
    // Club wall clock, `yyyy-MM-dd HH:mm`: every next one starts after every past one.
    const latestPast =
      first.past
        .map((b) => b.dtStart)
        .sort()
        .at(-1) ?? '';
    expect(latestPast).toBe('2026-06-17 14:00');
    expect(first.next.every((b) => b.dtStart > latestPast)).toBe(true);
  });

  it('pages each list on its own until every booking was listed once, in order', async () => {
    const next = await allPages('next', 20);
    const past = await allPages('past', 20);
    expect(new Set([...next, ...past].map((b) => b.id)).size).toBe(ALL);
    expect(next).toHaveLength(63);
    expect(past).toHaveLength(63);
    const starts = (l: Listed[]) => l.map((b) => b.dtStart);
    expect(starts(next)).toEqual([...starts(next)].sort());
    expect(starts(past)).toEqual([...starts(past)].sort().reverse());
    // The second page of past ones keeps the first page of next ones.
    const mixed = await list('?pastPage=2');
    expect(mixed.next.map((b) => b.id)).toEqual(next.slice(0, 50).map((b) => b.id));
    expect(mixed.past.map((b) => b.id)).toEqual(past.slice(50).map((b) => b.id));
    expect((await list('?nextPage=9')).next).toEqual([]);
  });

  it.each(['pageSize=51', 'pageSize=0', 'nextPage=0', 'pastPage=1e0', 'nextPage=-1', 'pageSize=10.0'])(
    'refuses %s with a sentence',
    async (query) => {
      const res = await app.inject({ url: `/api/publicbookings/customer-bookings/${member.id}?${query}`, headers: member.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMsg).toMatch(/^The field “/);
    },
  );
});
