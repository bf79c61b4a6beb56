import { ACTIVITIES_PAGE_SIZE } from '@clubportal/contract/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, toInstant } from '../../lib/clock.js';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { insertActivity } from './activities.repository.js';

/**
 * Places left by one rule (issue 29 section 6): while a freed place is offered to the first in the waitlist,
 * the list, the detail for a guest, for another member and for the member offered it all say the same.
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const later = (hours: number) => toInstant(new Date(clock.now().getTime() + hours * 3_600_000));
const post = (url: string, m: Member, payload: object) => app.inject({ method: 'POST', url, headers: m.headers, payload });

/** The activity's places left as the list shows it, whichever page it is on. */
async function listed(id: number): Promise<number | null> {
  for (let startRow = 0; startRow < 50 * ACTIVITIES_PAGE_SIZE; startRow += ACTIVITIES_PAGE_SIZE) {
    const page = await app.inject(
      `/api/publicactivities/list?startRow=${startRow}&endRow=${startRow + ACTIVITIES_PAGE_SIZE}&status=upcoming&type=activity`,
    );
    const { activities } = page.json().model as { activities: Array<{ id: number; placesLeft: number | null }> };
    const found = activities.find((a) => a.id === id);
    if (found) return found.placesLeft;
    if (activities.length < ACTIVITIES_PAGE_SIZE) break;
  }
  throw new Error(`activity ${id} not listed`);
}

describe('places left while a waitlist offer stands', () => {
  it('are the same on the list and on the detail page, for anyone', async () => {
    const id = await insertActivity(app.db, {
      name: 'Clinic de volea',
      type: 'activity',
      start_at: later(48),
      end_at: later(50),
      capacity: 2,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    const [a, b, first, other] = await Promise.all([quickCustomer(app), quickCustomer(app), quickCustomer(app), quickCustomer(app)]);
    for (const m of [a, b]) expect((await post('/api/publicactivities/inscription', m, { customerId: m.id, id })).statusCode).toBe(200);
    expect((await post('/api/publicactivities/waitlist', first, { customerId: first.id, id })).statusCode).toBe(200);
    // A gives the place back: it is kept for the first in line.
    expect((await post(`/api/publicactivities/cancel/${id}/${a.id}`, a, {})).statusCode).toBe(200);

    const guest = (await app.inject(`/api/publicactivities/${id}`)).json();
    const offered = (await app.inject({ url: `/api/publicactivities/${id}/${first.id}`, headers: first.headers })).json();
    const stranger = (await app.inject({ url: `/api/publicactivities/${id}/${other.id}`, headers: other.headers })).json();
    expect(offered.waitlist.offerExpiresAt).not.toBeNull();
    expect(await listed(id)).toBe(0);
    expect([guest.model.placesLeft, stranger.model.placesLeft, offered.model.placesLeft]).toEqual([0, 0, 0]);
    // The place is the offered member's to take all the same; nobody else's.
    expect((await post('/api/publicactivities/inscription', other, { customerId: other.id, id })).statusCode).toBe(409);
    expect((await post('/api/publicactivities/inscription', first, { customerId: first.id, id })).statusCode).toBe(200);
    expect(await listed(id)).toBe(0);

    // B leaves with nobody waiting: a place left, on both.
    expect((await post(`/api/publicactivities/cancel/${id}/${b.id}`, b, {})).statusCode).toBe(200);
    expect(await listed(id)).toBe(1);
    expect((await app.inject(`/api/publicactivities/${id}`)).json().model.placesLeft).toBe(1);
  });
});
