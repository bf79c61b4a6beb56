import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { sendBookingMails } from '../mails/booking-mail.service.js';
import { recordDeskBookings } from '../setup/booking-setup.service.js';
import { closeUnansweredInvitations } from './invitations.service.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';

/**
 * Issue 19, section 3: nobody owes money without saying yes. A player the owner names is invited (a mail
 * with the court, time, share and deadline), owes nothing until they accept, and frees the place by
 * declining, by not answering before the payment deadline, or by leaving while unpaid; the owner hears of
 * each. The clock is Monday 2026-06-15 10:00 in Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
/** Wednesday 18:00 in Madrid: more than 24 h away, so the payment deadline is the start itself. */
const SLOT = '2026-06-17T16:00:00.000Z';
let courtIndex = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { courts: 12 });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
type Player = {
  customerId: number | null;
  name: string;
  isPlaceholder: boolean;
  price: number;
  state: string | null;
  paymentState: string;
};
type Detail = {
  id: number;
  players: Player[];
  paymentPending: number;
  saleId: number | null;
  canLeave: boolean;
  canCancel: boolean;
  paymentDeadline: string;
  cancelClosedReason: string | null;
  cancelWindowMinutes: number;
};

const post = (url: string, c: Customer, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: c.headers });
const mailDeps = () => ({ db: app.db, clock, outbox: app.outbox, staffAlerts: app.staffAlerts, config: app.config, caches: app.caches });
const debtsOf = async (c: Customer) => {
  const res = await post(`/api/shop/pending-sales/${c.id}`, c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ saleNumber: string; total?: number }>;
};
const salesOf = (customerId: number) =>
  app.db.selectFrom('sales').select(['id', 'total', 'status']).where('customer_id', '=', customerId).execute();
const mailsTo = async (c: Customer) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
};
const bookingOf = async (c: Customer, bookingId: number): Promise<Detail | undefined> => {
  const res = await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${c.id}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().model.next as Detail[]).find((b) => b.id === bookingId);
};

/** The owner prebooks a shared court naming the players (in the order given) and pays their own part. */
async function sharedBooking(playerIds: (owner: Customer, ana: Customer) => number[] = () => []) {
  const owner = await quickCustomer(app, 'Olga');
  const ana = await quickCustomer(app, 'Ana');
  const ben = await quickCustomer(app, 'Ben');
  courtIndex += 1;
  const players = playerIds(owner, ana);
  const res = await post(
    '/api/publicbookings/prebook',
    owner,
    prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[courtIndex]!,
      start: SLOT,
      duration: 60,
      paymentType: 'Shared',
      players: players.length ? players : [ana.id, ben.id],
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json().model[0] as { bookingId: number; saleId: number };
  await markSalePaid(app, entry.saleId);
  return { owner, ana, ben, bookingId: entry.bookingId };
}

describe('invited players', () => {
  it('owe nothing after the prebook: no sale, no pending sale, the booking shows them as invited', async () => {
    const { owner, ana, ben, bookingId } = await sharedBooking();
    expect(await salesOf(ana.id)).toEqual([]);
    expect(await salesOf(ben.id)).toEqual([]);
    expect(await debtsOf(ana)).toEqual([]);
    const mine = (await bookingOf(ana, bookingId))!;
    expect(mine).toMatchObject({ paymentPending: 0, saleId: null, canLeave: true, paymentDeadline: SLOT });
    const ownerView = (await bookingOf(owner, bookingId))!;
    expect(ownerView.players.map((p) => [p.name.split(' ')[0], p.state, p.paymentState, p.price])).toEqual([
      ['Olga', 'accepted', 'paid', 5],
      ['Ana', 'invited', 'none', 5],
      ['Ben', 'invited', 'none', 5],
      ['', null, 'none', 5],
    ]);
  });

  it('get an invitation mail in their language with the court, time, share and deadline once the booking is confirmed', async () => {
    const { ana, owner, bookingId } = await sharedBooking();
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', ana.id).execute();
    await sendBookingMails({
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      publicUrl: app.config.publicUrl,
      reminderHours: 24,
    });
    const mails = await mailsTo(ana);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Olga S\d+ invites you: Test padel \d+ - Court \d+\.\d+ on Wednesday, June 17, 2026 at 6:00\sPM$/);
    expect(mails[0]!.text_body).toContain('Your share is €5.00, to pay by Wednesday, June 17, 2026 at 6:00');
    expect(mails[0]!.text_body).toContain('You owe nothing until you accept');
    // The owner gets the confirmation, not an invitation.
    expect((await mailsTo(owner)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reserva confirmada/)]);
    expect(bookingId).toBeGreaterThan(0);
  });

  it('accepting makes their share a pending sale, listed in Pending Sales and paid from My Bookings', async () => {
    const { ana, bookingId } = await sharedBooking();
    const res = await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, model: { paymentPending: 5, paymentDeadline: SLOT } });
    const sales = await salesOf(ana.id);
    expect(sales).toEqual([{ id: res.json().model.saleId, total: 500, status: 'pending' }]);
    expect((await debtsOf(ana)).map((d) => d.saleNumber)).toEqual([expect.stringMatching(/^RES-\d{6}-2$/)]);
    const mine = (await bookingOf(ana, bookingId))!;
    expect(mine).toMatchObject({ paymentPending: 5, saleId: sales[0]!.id, canLeave: true });
    expect(mine.players[1]).toMatchObject({ state: 'accepted', paymentState: 'pending' });
    // Answering twice is refused in words.
    const again = await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe('You have already answered this invitation');
  });

  it('declining frees the place at once and tells the owner; the booking leaves their list', async () => {
    const { owner, ana, bookingId } = await sharedBooking();
    const res = await post(`/api/publicbookings/decline/${bookingId}/${ana.id}`, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(await salesOf(ana.id)).toEqual([]);
    expect(await bookingOf(ana, bookingId)).toBeUndefined();
    const ownerView = (await bookingOf(owner, bookingId))!;
    expect(ownerView.players[1]).toMatchObject({ customerId: null, name: '', isPlaceholder: true, state: null });
    const toOwner = await mailsTo(owner);
    expect(toOwner.at(-1)!.subject).toMatch(
      /^Ana S\d+ no jugará Test padel \d+ - Court \d+\.\d+ el miércoles, 17 de junio de 2026, 18:00$/,
    );
    expect(toOwner.at(-1)!.text_body).toContain('ha rechazado tu invitación');
    // Gone is gone: neither answer works any more.
    expect((await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana)).statusCode).toBe(404);
  });

  it('unanswered by the payment deadline: the job frees the place and tells the owner', async () => {
    const { owner, ana, ben, bookingId } = await sharedBooking();
    expect(await post(`/api/publicbookings/accept/${bookingId}/${ben.id}`, ben)).toMatchObject({ statusCode: 200 });
    clock.set('2026-06-17T15:59:00.000Z');
    expect(await closeUnansweredInvitations(mailDeps())).toBe(0);
    clock.set(SLOT);
    expect(await closeUnansweredInvitations(mailDeps())).toBeGreaterThanOrEqual(1);
    expect(await closeUnansweredInvitations(mailDeps())).toBe(0);
    const rows = await app.db
      .selectFrom('booking_participants')
      .select(['customer_id', 'state'])
      .where('booking_id', '=', bookingId)
      .orderBy('position')
      .execute();
    expect(rows.slice(0, 3)).toEqual([
      { customer_id: owner.id, state: 'accepted' },
      { customer_id: ana.id, state: 'declined' },
      { customer_id: ben.id, state: 'accepted' },
    ]);
    const toOwner = await mailsTo(owner);
    expect(toOwner.filter((m) => m.text_body.includes('no respondió a tu invitación'))).toHaveLength(1);
    // Too late to accept now.
    const late = await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana);
    expect(late.statusCode).toBe(404);
  });

  it('a stranger cannot accept or decline someone else’s invitation, nor one of their own that does not exist', async () => {
    const { ana, bookingId } = await sharedBooking();
    const stranger = await quickCustomer(app, 'Eve');
    expect((await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, stranger)).statusCode).toBe(403);
    expect((await post(`/api/publicbookings/decline/${bookingId}/${ana.id}`, stranger)).statusCode).toBe(403);
    expect((await post(`/api/publicbookings/accept/${bookingId}/${stranger.id}`, stranger)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/publicbookings/accept/${bookingId}/${ana.id}` })).statusCode).toBe(401);
    const bad = await post(`/api/publicbookings/accept/x/${ana.id}`, ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/params\./);
    expect(await salesOf(ana.id)).toEqual([]);
  });
});

describe('leaving and the owner', () => {
  it('an unpaid player leaves (their share cancelled, the owner told); a paid one cannot', async () => {
    const { owner, ana, ben, bookingId } = await sharedBooking();
    await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana);
    await post(`/api/publicbookings/accept/${bookingId}/${ben.id}`, ben);
    const leave = await post(`/api/publicbookings/cancel/${bookingId}/${ana.id}`, ana);
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json()).toMatchObject({ ok: true, infoReturns: { amounts: [] } });
    expect((await salesOf(ana.id)).map((s) => s.status)).toEqual(['cancelled']);
    expect(await debtsOf(ana)).toEqual([]);
    expect(await bookingOf(ana, bookingId)).toBeUndefined();
    expect((await mailsTo(owner)).filter((m) => m.text_body.includes('ha dejado la reserva'))).toHaveLength(1);
    // The booking itself stays, for the owner and Ben.
    expect((await bookingOf(owner, bookingId))!.players[1]).toMatchObject({ isPlaceholder: true });

    const benSale = (await salesOf(ben.id))[0]!;
    await markSalePaid(app, benSale.id);
    expect((await bookingOf(ben, bookingId))!).toMatchObject({ canLeave: false });
    const paid = await post(`/api/publicbookings/cancel/${bookingId}/${ben.id}`, ben);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errorMsg).toMatch(/^You have paid your share/);
    expect((await salesOf(ben.id)).map((s) => s.status)).toEqual(['paid']);
  });

  it('an invited player may leave too (it declines); the owner cannot leave, only cancel', async () => {
    const { owner, ana, bookingId } = await sharedBooking();
    expect((await post(`/api/publicbookings/cancel/${bookingId}/${ana.id}`, ana)).statusCode).toBe(200);
    expect(await bookingOf(ana, bookingId)).toBeUndefined();
    expect((await bookingOf(owner, bookingId))!).toMatchObject({ canLeave: false, canCancel: true });
  });

  it('a player of a booking made at the club cannot leave it online; its owner is told why Cancel is absent', async () => {
    const owner = await quickCustomer(app, 'Olga');
    const ana = await quickCustomer(app, 'Ana');
    const [id] = await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[11]!,
        ownerId: owner.id,
        playerIds: [ana.id],
        startsAt: SLOT as Instant,
        durationMinutes: 60,
        maxParticipants: 4,
        price: 2000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
    ]);
    expect((await bookingOf(ana, id!))!).toMatchObject({ canLeave: false });
    expect((await bookingOf(owner, id!))!).toMatchObject({ canCancel: false, cancelClosedReason: 'desk', cancelWindowMinutes: 24 * 60 });
    const res = await post(`/api/publicbookings/cancel/${id}/${ana.id}`, ana);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('This booking was made at the club: ask the club to cancel it');
  });

  it('the owner cancelling mails every other player once, in their language, with what comes back of their share', async () => {
    const fiveClub = await createTestClub(app, { courts: 1, maxParticipants: 5 });
    const [owner, ana, ben, carl, dora] = [
      await quickCustomer(app, 'Olga'),
      await quickCustomer(app, 'Ana'),
      await quickCustomer(app, 'Ben'),
      await quickCustomer(app, 'Carl'),
      await quickCustomer(app, 'Dora'),
    ];
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', ana.id).execute();
    const res = await post(
      '/api/publicbookings/prebook',
      owner,
      prebookBody({
        customerId: owner.id,
        typeId: fiveClub.typeId,
        courtId: fiveClub.courts[0]!,
        start: SLOT,
        duration: 60,
        paymentType: 'Shared',
        players: [ana.id, ben.id, carl.id, dora.id],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId, saleId } = res.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, saleId);
    // Ana accepts and pays her 4.00 share; Ben accepts and owes his; Carl never answers; Dora accepts and leaves.
    for (const c of [ana, ben, dora]) expect((await post(`/api/publicbookings/accept/${bookingId}/${c.id}`, c)).statusCode).toBe(200);
    await markSalePaid(app, (await salesOf(ana.id))[0]!.id);
    expect((await post(`/api/publicbookings/cancel/${bookingId}/${dora.id}`, dora)).statusCode).toBe(200);
    const before = new Map(await Promise.all([owner, ana, ben, carl, dora].map(async (c) => [c.id, (await mailsTo(c)).length] as const)));
    const newMailsTo = async (c: Customer) => (await mailsTo(c)).slice(before.get(c.id));

    const cancel = await post(`/api/publicbookings/cancel/${bookingId}/${owner.id}`, owner);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const toAna = await newMailsTo(ana);
    expect(toAna).toHaveLength(1);
    expect(toAna[0]!.subject).toMatch(/^Booking cancelled: Test padel \d+ - Court \d+\.1 on Wednesday, June 17, 2026 at 6:00\sPM$/);
    expect(toAna[0]!.text_body).toMatch(
      /^Hi Ana, Olga S\d+, who organised the booking of Test padel \d+ - Court \d+\.1 on Wednesday, June 17, 2026 at 6:00\sPM, has cancelled it\./,
    );
    // The refund the cancel made of her share (the type's rule: back to the card that paid it), no other amount.
    expect(toAna[0]!.text_body).toContain('We are refunding €4.00 to your card (Tarjeta)');
    const refund = await app.db
      .selectFrom('booking_refunds')
      .select(['amount', 'method'])
      .where('booking_id', '=', bookingId)
      .where('customer_id', '=', ana.id)
      .execute();
    expect(refund).toEqual([{ amount: 400, method: 'card' }]);

    const toBen = await newMailsTo(ben);
    expect(toBen).toHaveLength(1);
    expect(toBen[0]!.subject).toMatch(/^Reserva cancelada: Test padel \d+ - Court \d+\.1 el miércoles, 17 de junio de 2026, 18:00$/);
    expect(toBen[0]!.text_body).toContain('que organizaba la reserva');
    expect(toBen[0]!.text_body).toContain('Tu parte sin pagar se ha anulado: no debes nada.');
    expect(toBen[0]!.text_body).not.toMatch(/devolvemos/);

    // An invitation never answered: told, with nothing paid or owed to speak of.
    const toCarl = await newMailsTo(carl);
    expect(toCarl).toHaveLength(1);
    expect(toCarl[0]!.subject).toMatch(/^Reserva cancelada/);
    expect(toCarl[0]!.text_body).not.toMatch(/devolvemos|anulado/);

    // Dora had left, and the owner cancelled it themselves: none of these mails.
    expect((await newMailsTo(dora)).filter((m) => /cancel/i.test(m.subject))).toEqual([]);
    expect((await newMailsTo(owner)).filter((m) => /cancel/i.test(m.subject))).toEqual([]);

    // Kept on the player's Communications page, like the other booking mails.
    const comms = (await app.inject({ url: `/api/publiccomms/customer-comms/${ana.id}`, headers: ana.headers })).json().model
      .emails as Array<{ subject: string }>;
    expect(comms.map((e) => e.subject)).toContain(toAna[0]!.subject);
  });

  it.each([
    ['voucher', /^Te devolvemos 5,00\s€ a tu bono .+, listo para usar\.$/m],
    ['none', /^Según las condiciones de cancelación de esta reserva, lo que pagaste no se devuelve\.$/m],
  ] as const)('a paid player of a type refunding by "%s" is told what the cancel did with their share', async (refundRule, said) => {
    const ruleClub = await createTestClub(app, { courts: 1, refundRule });
    const [owner, ana] = [await quickCustomer(app, 'Olga'), await quickCustomer(app, 'Ana')];
    const res = await post(
      '/api/publicbookings/prebook',
      owner,
      prebookBody({
        customerId: owner.id,
        typeId: ruleClub.typeId,
        courtId: ruleClub.courts[0]!,
        start: SLOT,
        duration: 60,
        paymentType: 'Shared',
        players: [ana.id],
      }),
    );
    const { bookingId, saleId } = res.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, saleId);
    expect((await post(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana)).statusCode).toBe(200);
    await markSalePaid(app, (await salesOf(ana.id))[0]!.id);
    expect((await post(`/api/publicbookings/cancel/${bookingId}/${owner.id}`, owner)).statusCode).toBe(200);
    const cancelled = (await mailsTo(ana)).filter((m) => m.subject.startsWith('Reserva cancelada'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text_body).toMatch(said);
  });

  it('keeps the owner first whatever order the client sends, and never names them twice', async () => {
    const { owner, ana, bookingId } = await sharedBooking((o, a) => [a.id, o.id]);
    const view = (await bookingOf(owner, bookingId))!;
    expect(view.players.map((p) => p.customerId)).toEqual([owner.id, ana.id, null, null]);
    expect(view.players[0]).toMatchObject({ state: 'accepted' });
    expect(await salesOf(owner.id)).toHaveLength(1);
  });
});
