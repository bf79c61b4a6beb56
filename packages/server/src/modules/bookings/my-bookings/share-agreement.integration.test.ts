import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { sendBookingMails } from '../mails/booking-mail.service.js';

/**
 * Issue 30, section 2: one share, one deadline. For the same free place of a shared booking, the organiser's
 * view (My Bookings), the invitation mail, the join page's answer, the join itself and the joiner's checkout
 * line say the same amount and the same deadline, and no deadline is after play starts. The organiser has a
 * special price (16 € for the hour, 4 € a share); the free places pay the generic one (20 €, 5 € a share),
 * so the booking's total (19 €) is not the organiser's price: what a free place costs is the place's share,
 * never the total split again. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let memberGroupId: number;
let court = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  memberGroupId = (await app.db.insertInto('customer_groups').values({ name: 'Share members' }).returning('id').executeTakeFirstOrThrow())
    .id;
  club = await createTestClub(app, { courts: 12, allowJoin: true, memberGroupId });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
type Detail = {
  id: number;
  price: number;
  paymentDeadline: string;
  paymentPending: number;
  saleId: number | null;
  joinShare?: number;
  joinPaymentDeadline?: string;
  players: Array<{ customerId: number | null; isPlaceholder: boolean; price: number; paymentState: string }>;
};

const post = (url: string, c: Customer, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: c.headers });
const infoAs = async (bookingId: number, c: Customer): Promise<Detail> => {
  const res = await app.inject({ method: 'GET', url: `/api/publicbookings/info/${bookingId}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as Detail;
};
const myBooking = async (c: Customer, bookingId: number): Promise<Detail> => {
  const res = await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${c.id}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().model.next as Detail[]).find((b) => b.id === bookingId)!;
};
const mailsTo = async (c: Customer) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
};
/** How the mails write a date and an amount for a Spanish reader (Madrid, euros). */
const mailDate = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso));
const mailAmount = (value: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(value);

/**
 * The organiser (a member with the special price) books a shared hour inviting Ana, pays their part, and the
 * confirmation goes out with Ana's invitation; Ben, a stranger, then joins a free place and opens the checkout.
 */
async function sharedHour(start: string) {
  const owner = await quickCustomer(app, 'Olga');
  await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: owner.id }).execute();
  const ana = await quickCustomer(app, 'Ana');
  const ben = await quickCustomer(app, 'Ben');
  court += 1;
  const res = await post(
    '/api/publicbookings/prebook',
    owner,
    prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[court]!,
      start,
      duration: 60,
      paymentType: 'Shared',
      players: [ana.id],
      openMatch: true,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json().model[0] as { bookingId: number; saleId: number; paymentDeadline: string; totalWithDiscount: number };
  expect(entry.totalWithDiscount).toBe(4);
  await markSalePaid(app, entry.saleId);
  await sendBookingMails({
    db: app.db,
    clock,
    outbox: app.outbox,
    staffAlerts: app.staffAlerts,
    publicUrl: app.config.publicUrl,
    reminderHours: 24,
  });
  return { owner, ana, ben, bookingId: entry.bookingId, prebookDeadline: entry.paymentDeadline };
}

/** Every figure a member sees of the free place Ben takes, from the organiser's view to Ben's checkout line. */
async function figuresOfOneFreePlace(start: string) {
  const { owner, ana, ben, bookingId, prebookDeadline } = await sharedHour(start);
  const organiser = await myBooking(owner, bookingId);
  const freePlace = organiser.players.find((p) => p.isPlaceholder)!;
  const invitation = (await mailsTo(ana)).find((m) => m.subject.includes('te invita'))!;
  const joinPage = await infoAs(bookingId, ben);
  const joined = await post(`/api/publicbookings/byplace-prebook-place/${ben.id}/${bookingId}/web`, ben);
  expect(joined.statusCode, joined.body).toBe(200);
  const more = joined.json().model.more as { saleId: number; paymentPending: number; paymentDeadline: string };
  const checkout = await post('/api/shop/checkout-info-by-customer', ben, { customerId: ben.id, saleItems: [], saleIds: [more.saleId] });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const info = checkout.json().data as { paymentDeadline: string; sales: Array<{ pending: number; paymentDeadline: string }> };
  return { owner, ben, bookingId, prebookDeadline, organiser, freePlace, invitation, joinPage, more, info };
}

describe('one share and one deadline for a free place', () => {
  it('a match days away: every view says 5 € (the generic share, not the total split again) and the start', async () => {
    const start = '2026-06-17T16:00:00.000Z';
    const f = await figuresOfOneFreePlace(start);
    // The organiser's total differs from their price (16 €): their own share plus three at the generic one.
    expect(f.organiser.price).toBe(19);
    expect(f.freePlace.price).toBe(5);
    expect(f.organiser.paymentDeadline).toBe(start);
    expect(f.invitation.text_body).toContain(`Tu parte es ${mailAmount(5)}, a pagar antes del ${mailDate(start)}`);
    expect(f.joinPage).toMatchObject({ joinShare: 5, joinPaymentDeadline: start });
    expect(f.more).toMatchObject({ paymentPending: 5, paymentDeadline: start });
    expect(f.info.sales).toEqual([expect.objectContaining({ pending: 5, paymentDeadline: start })]);
    expect(f.info.paymentDeadline).toBe(start);
    // Ben's own view of the match says his share's deadline, and once paid, that he paid.
    expect(await infoAs(f.bookingId, f.ben)).toMatchObject({ paymentPending: 5, paymentDeadline: start });
    await markSalePaid(app, f.more.saleId);
    const after = await infoAs(f.bookingId, f.ben);
    expect(after.paymentPending).toBe(0);
    expect(after.players.find((p) => p.customerId === f.ben.id)).toMatchObject({ price: 5, paymentState: 'paid' });
  });

  it('a match later today: 4 hours from the booking, the same on every view, never after the start', async () => {
    clock.set('2026-06-15T08:00:00.000Z');
    const start = '2026-06-15T16:00:00.000Z';
    const f = await figuresOfOneFreePlace(start);
    const deadline = '2026-06-15T12:00:00.000Z';
    expect(f.prebookDeadline).toBe(deadline);
    expect(f.organiser.paymentDeadline).toBe(deadline);
    expect(f.invitation.text_body).toContain(`a pagar antes del ${mailDate(deadline)}`);
    expect(f.joinPage).toMatchObject({ joinShare: 5, joinPaymentDeadline: deadline });
    expect(f.more.paymentDeadline).toBe(deadline);
    expect(f.info.sales[0]!.paymentDeadline).toBe(deadline);
    expect(f.info.paymentDeadline).toBe(deadline);
  });

  it('a match starting within 4 hours: the deadline is the start, for the organiser and for a joiner', async () => {
    clock.set('2026-06-15T14:30:00.000Z');
    const start = '2026-06-15T16:00:00.000Z';
    const f = await figuresOfOneFreePlace(start);
    expect(f.prebookDeadline).toBe(start);
    expect(f.joinPage.joinPaymentDeadline).toBe(start);
    expect(f.more.paymentDeadline).toBe(start);
    expect(f.info.paymentDeadline).toBe(start);
  });
});
