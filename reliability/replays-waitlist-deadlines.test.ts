import { WAITLIST_OFFER_MINUTES } from '@clubportal/contract/activities';
import { describe, expect, it } from 'vitest';
import { systemClock, type Instant } from '../packages/server/src/lib/clock.js';
import { closeUnansweredInvitations } from '../packages/server/src/modules/bookings/index.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { createTestActivity } from '../packages/server/src/test/activity-fixtures.js';
import { createTestClub, prebookBody } from '../packages/server/src/test/booking-fixtures.js';
import { ManualClock } from '../packages/server/src/test/manual-clock.js';
import { runWaitlistOffersJob } from '../packages/server/src/test/waitlist-offers.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Time running out, replayed over real HTTP (issue 29 section 7): the server runs on the wall clock with no
 * scheduled work, and each job is run here on an injected clock (the waitlist's: the engine's `waitlist-offers` run) moved past the moment that matters: an
 * activity's waitlist offer lapsing (the place passes to the next in line, who is mailed) and a shared
 * booking's payment deadline (unanswered invitations give their places back, the owner is told). What the
 * members then see and may do is asked over HTTP.
 */
let club: Awaited<ReturnType<typeof createTestClub>>;
let activityId: number;
const ACTIVITY = 'Replay clinic';
const { target, db, get, post, postEmpty, postForm, attack, newMember, changesNothing, backgroundSettled } = replayHarness(
  'waitlist and deadline replays',
  {
    env: { SANDBOX_ENABLED: 'true' },
    prepare: async (t) => {
      club = await createTestClub(t.app, { courts: 2, open: '07:00', close: '23:00' });
      activityId = await createTestActivity(t.app.db, systemClock, { capacity: 1, name: ACTIVITY });
    },
  },
);

/** The jobs' own dependencies, on a clock `minutes` past the wall clock. */
function later(minutes: number) {
  const app = target().app;
  const clock = new ManualClock(new Date(Date.now() + minutes * 60_000).toISOString());
  return { db: app.db, clock, outbox: app.outbox, config: app.config, caches: app.caches };
}
const mailsTo = (email: string, like: string) =>
  db().selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).where('subject', 'like', like).execute();

describe('an activity’s waitlist offer lapsing', () => {
  it('passes the place to the next in line: the first can no longer sign up, the second is mailed and can', async () => {
    const [holder, first, second] = [await newMember(), await newMember(), await newMember()];
    const signUp = (m: Session) => post('/api/publicactivities/inscription', { customerId: m.id, id: activityId }, m.headers);
    const detail = async (m: Session) => (await get(`/api/publicactivities/${activityId}/${m.id}`, m.headers)).json();
    expect((await signUp(holder)).status).toBe(200);
    for (const m of [first, second])
      expect((await post('/api/publicactivities/waitlist', { customerId: m.id, id: activityId }, m.headers)).status).toBe(200);
    // The holder gives the place back: it is kept for the first in line.
    expect((await postEmpty(`/api/publicactivities/cancel/${activityId}/${holder.id}`, holder.headers)).status).toBe(200);
    expect((await detail(first)).waitlist).toMatchObject({ position: 1 });
    expect((await detail(second)).waitlist).toEqual({ position: 2, offerExpiresAt: null });

    // Still within the offer: the job changes nothing.
    await backgroundSettled();
    expect(await runWaitlistOffersJob(target().app, { clock: later(WAITLIST_OFFER_MINUTES - 1).clock })).toBe(0);
    // Past it: the offer lapses and the place is offered to the second, by mail.
    const past = later(WAITLIST_OFFER_MINUTES + 1);
    expect(await runWaitlistOffersJob(target().app, { clock: past.clock })).toBe(1);
    expect((await detail(first)).waitlist).toEqual({ position: null, offerExpiresAt: null });
    const offered = (await detail(second)).waitlist as { position: number; offerExpiresAt: string };
    expect(offered.position).toBe(1);
    expect(Date.parse(offered.offerExpiresAt)).toBe(past.clock.now().getTime() + WAITLIST_OFFER_MINUTES * 60_000);
    const mails = await mailsTo(second.email, `%${ACTIVITY}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/activity/${activityId}`);

    await changesNothing(async () => {
      const late = await attack(signUp(first));
      expect(late.status).toBe(409);
      expect(late.json().errorMsg).toBe('This activity is full: you can join its waitlist');
    });
    expect((await signUp(second)).json()).toEqual({ ok: true, model: null, errorMsg: '' });
  });
});

describe('a shared booking’s payment deadline passing', () => {
  it('gives an unanswered invitation’s place back and tells the owner; the late answer is refused', async () => {
    const [owner, ana, ben] = [await newMember(), await newMember(), await newMember()];
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(16, 0, 0, 0);
    const pre = await post(
      '/api/publicbookings/prebook',
      prebookBody({
        customerId: owner.id,
        typeId: club.typeId,
        courtId: club.courts[0]!,
        start: start.toISOString(),
        duration: 60,
        paymentType: 'Shared',
        players: [ana.id, ben.id],
      }),
      owner.headers,
    );
    expect(pre.status, pre.text).toBe(200);
    const { bookingId, saleId } = (pre.json().model as Array<{ bookingId: number; saleId: number }>)[0]!;
    const pay = await post(
      '/api/shop/checkout-customer',
      {
        saleItems: [],
        saleIds: [saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        guid: `deadline-${saleId}`,
        customer: { id: owner.id, acceptConditions: true },
      },
      owner.headers,
    );
    expect(pay.status, pay.text).toBe(200);
    expect((await postForm(new URL((pay.json().model as { sandbox: { url: string } }).sandbox.url).pathname, 'action=pay')).status).toBe(
      303,
    );
    expect((await postEmpty(`/api/publicbookings/accept/${bookingId}/${ana.id}`, ana.headers)).status).toBe(200);

    const { payment_deadline: deadline } = await db()
      .selectFrom('bookings')
      .select('payment_deadline')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const minutesToDeadline = (Date.parse(deadline as Instant) - Date.now()) / 60_000;
    await backgroundSettled();
    expect(await closeUnansweredInvitations(later(minutesToDeadline - 1))).toBe(0);
    expect(await closeUnansweredInvitations(later(minutesToDeadline + 1))).toBe(1);

    const states = await db()
      .selectFrom('booking_participants')
      .select(['customer_id', 'state'])
      .where('booking_id', '=', bookingId)
      .where('customer_id', 'in', [ana.id, ben.id])
      .orderBy('position')
      .execute();
    expect(states).toEqual([
      { customer_id: ana.id, state: 'accepted' },
      { customer_id: ben.id, state: 'declined' },
    ]);
    const told = await mailsTo(owner.email, '%');
    expect(told.filter((m) => m.text_body.includes('no respondió a tu invitación'))).toHaveLength(1);
    await changesNothing(async () => {
      const late = await attack(postEmpty(`/api/publicbookings/accept/${bookingId}/${ben.id}`, ben.headers));
      expect(late.status).toBe(404);
    });
  });
});
