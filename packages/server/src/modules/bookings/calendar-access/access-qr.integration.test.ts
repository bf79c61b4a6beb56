import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { doorKey, verifyDoorCredential } from '../../door/index.js';
import { setBookingSettings } from '../setup/booking-setup.service.js';

/**
 * The access QR of a club whose doors read QR codes (spec, Customer bookings: QR display; Open Facility
 * only without a QR). Monday 2026-06-15 10:00 in Madrid; the slot is the next day at 18:00.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
const SLOT = '2026-06-16T16:00:00.000Z';
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { allowJoin: true });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
type Qr = { content: string; contentType: string; encoding: string } | null;
const myNext = async (c: { id: number; headers: Record<string, string> }) =>
  (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next as Array<{
    id: number;
    qr: Qr;
    bookingToken: string | null;
  }>;

describe('access QR', () => {
  it('shows a confirmed booking’s QR to its players only, while the club reads QR codes', async () => {
    const owner = await quickCustomer(app);
    const prebook = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: owner.headers,
      payload: prebookBody({
        customerId: owner.id,
        typeId: club.typeId,
        courtId: club.courts[0]!,
        start: SLOT,
        duration: 60,
        openMatch: true,
      }),
    });
    expect(prebook.statusCode).toBe(200);
    const entry = prebook.json().model[0] as { bookingId: number; saleId: number };

    // The club's doors do not read QR codes: none anywhere.
    expect((await myNext(owner))[0]).toMatchObject({ id: entry.bookingId, qr: null });

    await setBookingSettings(app.db, { accessQrEnabled: true });
    // A held court is not a booking yet: no way in with it.
    expect((await myNext(owner))[0]!.qr).toBeNull();

    await markSalePaid(app, entry.saleId);
    const [mine] = await myNext(owner);
    expect(mine!.qr).toMatchObject({ contentType: 'text/plain', encoding: 'utf8' });
    // The player's own door code, signed with the door key: it opens from 15 minutes before the start until the end.
    const door = doorKey(app.config);
    const check = verifyDoorCredential(door, mine!.qr!.content, new Date('2026-06-16T15:45:00.000Z'));
    expect(check).toEqual({
      ok: true,
      claims: {
        jti: expect.any(String),
        kind: 'booking',
        sub: owner.id,
        bkg: entry.bookingId,
        nbf: Date.parse('2026-06-16T15:45:00.000Z') / 1000,
        exp: Date.parse('2026-06-16T17:00:00.000Z') / 1000,
      },
    });
    expect(verifyDoorCredential(door, mine!.qr!.content, new Date('2026-06-16T15:44:59.000Z'))).toMatchObject({ reason: 'notYetValid' });
    expect(verifyDoorCredential(door, mine!.qr!.content, new Date('2026-06-16T17:00:00.000Z'))).toMatchObject({ reason: 'expired' });
    // Asked again, the same code (one credential per player and booking).
    expect((await myNext(owner))[0]!.qr).toEqual(mine!.qr);

    // Whoever holds the public link is not a player: the page shows no code, and the door does not open for them.
    const byToken = (await get(`/api/publicbookings/customer-booking/${mine!.bookingToken}`)).json().model.next[0];
    expect(byToken.qr).toBeNull();
    await setBookingSettings(app.db, { turnstilesEnabled: true });
    clock.set('2026-06-16T15:50:00.000Z');
    const byLink = await get(`/api/publicturnstiles/open/${entry.bookingId}/${mine!.bookingToken}`);
    expect(byLink.json()).toEqual({ ok: false, reason: 'The door opens only for the booking’s players: log in as one of them' });
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}/${mine!.bookingToken}`, owner.headers)).json().model.content).toBe(
      mine!.qr!.content,
    );
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, owner.headers)).json().model.content).toBe(mine!.qr!.content);

    // Someone else looking at the open match sees it, but gets no way in.
    const stranger = await quickCustomer(app);
    const info = await get(`/api/publicbookings/info/${entry.bookingId}`, stranger.headers);
    expect(info.statusCode).toBe(200);
    expect(info.json().model.qr).toBeNull();
    expect((await get(`/api/publicbookings/info/${entry.bookingId}`, owner.headers)).json().model.qr).toEqual(mine!.qr);

    // Once played, the QR is gone.
    clock.set('2026-06-16T17:00:00.000Z');
    const past = (await get(`/api/publicbookings/customer-bookings/${owner.id}`, owner.headers)).json().model.past as Array<{
      id: number;
      qr: Qr;
    }>;
    expect(past.find((b) => b.id === entry.bookingId)!.qr).toBeNull();

    await setBookingSettings(app.db, { accessQrEnabled: false });
    clock.set('2026-06-15T08:00:00.000Z');
    expect((await myNext(owner))[0]!.qr).toBeNull();
  });

  it('lets an invited player in only once they accept', async () => {
    const owner = await quickCustomer(app);
    const friend = await quickCustomer(app);
    const prebook = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: owner.headers,
      payload: prebookBody({
        customerId: owner.id,
        typeId: club.typeId,
        courtId: club.courts[1]!,
        start: SLOT,
        duration: 60,
        paymentType: 'Shared',
        players: [friend.id],
      }),
    });
    const entry = prebook.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, entry.saleId);
    await setBookingSettings(app.db, { accessQrEnabled: true, turnstilesEnabled: true });
    clock.set('2026-06-16T15:50:00.000Z');
    expect((await myNext(friend)).find((b) => b.id === entry.bookingId)!.qr).toBeNull();
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, friend.headers)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/publicbookings/accept/${entry.bookingId}/${friend.id}`, headers: friend.headers }))
        .statusCode,
    ).toBe(200);
    expect((await myNext(friend)).find((b) => b.id === entry.bookingId)!.qr).not.toBeNull();
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, friend.headers)).json().ok).toBe(true);
    await setBookingSettings(app.db, { accessQrEnabled: false });
    clock.set('2026-06-15T08:00:00.000Z');
  });
});
