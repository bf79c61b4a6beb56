import { ACTIVITIES_PAGE_SIZE, ACTIVITY_FORM_PARENT, WAITLIST_OFFER_MINUTES } from '@clubportal/contract/activities';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import { createActivityForm } from '../../test/activity-fixtures.js';
import { bearerFor, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { TINY_PNG } from '../../test/sample-files.js';
import { insertActivity, type NewActivity } from './activities.repository.js';
import { pageHead } from '../page-heads/index.js';
import { SIGNUP_HOLD_MINUTES } from './inscription.service.js';
import { runWaitlistOffersJob } from '../../test/waitlist-offers.js';

/**
 * Activities over HTTP against a real database (SQLite, and PostgreSQL when DATABASE_URL is set): the list's
 * filters and pages, the detail for a customer, and the sign-up rules the server keeps whatever the browser
 * sends: capacity under a rush, the window, duplicates, who may be signed up, the hold of a paid sign-up,
 * the custom form, and the waitlist's timed offers on the injected clock.
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

const at = (hours: number): Instant => toInstant(new Date(clock.now().getTime() + hours * 3_600_000));
let n = 0;
function activity(over: Partial<NewActivity> = {}): Promise<number> {
  n += 1;
  return insertActivity(app.db, {
    name: `Activity ${n}`,
    type: 'activity',
    start_at: at(48),
    end_at: at(50),
    capacity: 10,
    signup_opens_at: null,
    signup_closes_at: null,
    price: 0,
    currency: 'EUR',
    created_at: nowInstant(clock),
    ...over,
  });
}
const signUp = (headers: Record<string, string>, customerId: number, id: number) =>
  app.inject({ method: 'POST', url: '/api/publicactivities/inscription', headers, payload: { customerId, id } });
const detail = (id: number, customerId: number, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/publicactivities/${id}/${customerId}`, headers });
const list = (query: string) => app.inject({ method: 'GET', url: `/api/publicactivities/list?${query}` });

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

/** Each test starts from no activities (the demo club's are removed), so counts are exact. */
beforeEach(async () => {
  clock.set('2026-06-15T10:00:00.000Z');
  await app.db.deleteFrom('activity_waitlist').execute();
  await app.db.deleteFrom('activity_signups').execute();
  await app.db.deleteFrom('activities').execute();
  await app.db.deleteFrom('dynamic_forms').where('parent_name', '=', ACTIVITY_FORM_PARENT).execute();
});

describe('publicactivities/list', () => {
  it('lists one type and status, 12 a page, and unknown filters fall back to ongoing registrations', async () => {
    for (let i = 0; i < 14; i++) await activity({ type: 'activity', start_at: at(24 + i) });
    const ongoing = await activity({ type: 'registration', name: 'Summer camp', start_at: at(-24), end_at: at(24 * 30) });
    await activity({ type: 'registration', name: 'Spring camp', start_at: at(-24 * 60), end_at: at(-24 * 30) });

    const first = (await list('startRow=0&endRow=12&status=upcoming&type=activity')).json();
    expect(first.model.totalCount).toBe(14);
    expect(first.model.activities).toHaveLength(ACTIVITIES_PAGE_SIZE);
    expect(first.model.activities[0].name).toBe('Activity 1');
    const second = (await list('startRow=12&endRow=24&status=upcoming&type=activity')).json();
    expect(second.model.activities.map((a: { name: string }) => a.name)).toEqual(['Activity 13', 'Activity 14']);
    expect(second.model).toMatchObject({ startRow: 12, endRow: 14 });
    // A window wider than a page is cut to a page.
    expect((await list('startRow=0&endRow=100&status=upcoming&type=activity')).json().model.activities).toHaveLength(12);

    const fallback = (await list('startRow=0&endRow=12&status=someday&type=party')).json();
    expect(fallback.model.activities.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([[ongoing, 'ongoing']]);
    expect((await list('status=finished&type=registration')).json().model.activities.map((a: { name: string }) => a.name)).toEqual([
      'Spring camp',
    ]);
  });

  it('refuses a malformed row number with a sentence, not a 500', async () => {
    const res = await list('startRow=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().errorMsg).toBe('The field “first row” must be a whole number written in plain digits, such as 0 or 30');
  });
});

describe('publicactivities/{id}[/{customerId}] and inscription', () => {
  it('signs a member up once: Already In afterwards, the second time a clear 409', async () => {
    const id = await activity();
    const member = await quickCustomer(app, 'Lucia');
    const before = (await detail(id, member.id, member.headers)).json();
    expect(before).toMatchObject({ ok: true, alreadyIn: false, hasCustomSignUp: false, model: { id, placesLeft: 10, onlineSignUp: true } });

    const res = await signUp(member.headers, member.id, id);
    expect(res.json()).toEqual({ ok: true, model: null, errorMsg: '' });
    expect((await detail(id, member.id, member.headers)).json()).toMatchObject({ alreadyIn: true, model: { placesLeft: 9 } });

    const again = await signUp(member.headers, member.id, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, errorMsg: expect.stringContaining('is already signed up for this activity') });
    expect((await app.inject({ method: 'GET', url: `/api/publicactivities/${id}` })).json().model.placesLeft).toBe(9);
  });

  it('keeps the window: not before it opens, not after it closes, never when sign-up is not online', async () => {
    const member = await quickCustomer(app);
    const later = await activity({ signup_opens_at: at(5) });
    const notYet = await signUp(member.headers, member.id, later);
    expect(notYet.statusCode).toBe(409);
    // The date is written in the member's language (issue 30), never as 2026-06-15 17:00.
    expect(notYet.json().errorMsg).toMatch(/^Sign-up for this activity opens on Monday, June 15, 2026 at \d{1,2}:00\s[AP]M$/);
    const inSpanish = await signUp({ ...member.headers, 'accept-language': 'es-ES' }, member.id, later);
    expect(inSpanish.json().errorMsg).toMatch(/^La inscripción a esta actividad se abre el lunes, 15 de junio de 2026, \d\d:00$/);
    const inFrench = await signUp({ ...member.headers, 'accept-language': 'fr-FR' }, member.id, later);
    expect(inFrench.json().errorMsg).toMatch(/^L'inscription à cette activité ouvre le lundi 15 juin 2026 à \d\d:00$/);
    clock.advance({ hours: 5 });
    expect((await signUp(member.headers, member.id, later)).statusCode).toBe(200);

    const closed = await activity({ signup_closes_at: at(-1) });
    expect((await signUp(member.headers, member.id, closed)).json()).toEqual({
      ok: false,
      errorMsg: 'Sign-up for this activity is closed',
    });
    const offline = await activity({ online_signup: 0 });
    const refused = await signUp(member.headers, member.id, offline);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('Sign-up for this activity is not online: please ask the club');
  });

  it('signs up a linked child, and refuses a stranger, a stranger’s child and a visitor', async () => {
    const id = await activity();
    const parent = await createCustomer(app);
    const parentSession = await bearerFor(app, parent.id);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    expect((await signUp(parentSession.headers, child.id, id)).statusCode).toBe(200);
    expect((await detail(id, child.id, parentSession.headers)).json().alreadyIn).toBe(true);
    expect((await detail(id, parent.id, parentSession.headers)).json().alreadyIn).toBe(false);

    const stranger = await quickCustomer(app);
    const strangersChild = await createCustomer(app, { parentId: stranger.id });
    const refused = await signUp(parentSession.headers, strangersChild.id, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
    expect((await detail(id, stranger.id, parentSession.headers)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/publicactivities/inscription', payload: { customerId: parent.id, id } })).statusCode,
    ).toBe(401);
    const signups = await app.db.selectFrom('activity_signups').select('customer_id').where('activity_id', '=', id).execute();
    expect(signups.map((s) => s.customer_id)).toEqual([child.id]);
  });

  it('gives the last place to exactly one of 50 members signing up at once', async () => {
    const id = await activity({ capacity: 3 });
    for (let i = 0; i < 2; i++) {
      const early = await quickCustomer(app);
      await signUp(early.headers, early.id, id);
    }
    const rush = await Promise.all(Array.from({ length: 50 }, () => quickCustomer(app)));
    const answers = await Promise.all(rush.map((m) => signUp(m.headers, m.id, id)));
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 1, 409: 49 });
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ ok: false, errorMsg: 'This activity is full: you can join its waitlist' });
    const active = await app.db
      .selectFrom('activity_signups')
      .select('id')
      .where('activity_id', '=', id)
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(3);
  });

  it('sells a paid sign-up: a pending sale for the cart that keeps the place only until its hold runs out', async () => {
    const id = await activity({ price: 2500, capacity: 1, name: 'Clinic' });
    const member = await quickCustomer(app);
    const res = (await signUp(member.headers, member.id, id)).json();
    expect(res).toMatchObject({ ok: true, model: { title: 'Clinic', total: 25, cancelUrl: `publicactivities/cancel/${id}/${member.id}` } });
    const sale = await app.db.selectFrom('sales').selectAll().where('id', '=', res.model.saleId).executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ customer_id: member.id, total: 2500, paid: 0, status: 'pending', number: res.model.saleNumber });

    const other = await quickCustomer(app);
    expect((await signUp(other.headers, other.id, id)).statusCode).toBe(409);
    clock.advance({ minutes: SIGNUP_HOLD_MINUTES + 1 });
    expect((await detail(id, member.id, member.headers)).json().alreadyIn).toBe(false);
    expect((await signUp(other.headers, other.id, id)).statusCode).toBe(200);
    const lapsed = await app.db.selectFrom('sales').select('status').where('id', '=', res.model.saleId).executeTakeFirstOrThrow();
    expect(lapsed.status).toBe('cancelled');
  });

  it('asks for the custom form when the activity has one, and signs up through it with a file', async () => {
    const id = await activity({ name: 'Tournament' });
    await createActivityForm(app.db, id, 'Tournament sign-up', [
      { name: 'shirt', label: 'Shirt size', input_type: 'Picklist', column_def: 'S,M,L', required: 1 },
      { name: 'court', label: 'Favourite court', input_type: 'Lookup', column_def: 'resources' },
      { name: 'medical', label: 'Medical certificate', input_type: 'FileLoader', required: 1 },
    ]);
    const member = await quickCustomer(app);
    expect((await app.inject({ method: 'GET', url: `/api/publicactivities/${id}` })).json().hasCustomSignUp).toBe(true);
    const direct = await signUp(member.headers, member.id, id);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().errorMsg).toBe('This activity asks for its sign-up form to be filled in');

    const form = await app.inject({ method: 'GET', url: `/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${id}` });
    const fields = form.json().model.fields as Array<{ id: number; name: string }>;
    const idOf = (name: string) => fields.find((f) => f.name === name)?.id ?? 0;
    const courts = (await app.inject({ method: 'GET', url: '/api/publicresources/list?startRow=0&endRow=50' })).json().rowData as Array<{
      id: number;
      name: string;
    }>;
    expect(courts.length).toBeGreaterThan(0);
    const parts = (shirt: string) =>
      multipart([
        { name: 'parentName', value: ACTIVITY_FORM_PARENT },
        { name: 'parentId', value: String(id) },
        { name: 'customerId', value: String(member.id) },
        {
          name: 'fields',
          value: JSON.stringify([
            { id: idOf('shirt'), name: 'shirt', value: shirt },
            { id: idOf('court'), name: 'court', value: String(courts[0]?.id) },
          ]),
        },
        { name: 'medical', filename: 'certificate.png', type: 'image/png', data: TINY_PNG },
      ]);
    const bad = parts('XXL');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...member.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMsg).toContain('Shirt size');
    const good = parts('M');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...member.headers, ...good.headers },
      payload: good.payload,
    });
    expect(saved.json()).toEqual({ ok: true, model: null });
    const row = await app.db.selectFrom('activity_signups').select('answers').where('activity_id', '=', id).executeTakeFirstOrThrow();
    const answers = JSON.parse(row.answers) as Array<{ name: string; value: string }>;
    expect(answers.find((a) => a.name === 'shirt')?.value).toBe('M');
    const file = answers.find((a) => a.name === 'medical')?.value ?? '';
    expect(file).toMatch(/\.png$/);
    // A private file: no public address serves it (signup-uploads.integration.test.ts).
    expect((await app.inject({ method: 'GET', url: `/uploads/${file}` })).statusCode).toBe(404);
  });
});

describe('lookups', () => {
  it('lists the courts and sports a Lookup field names, at most 50 rows', async () => {
    const sports = (await app.inject({ method: 'GET', url: '/api/publicbookingtypes/list?startRow=0&endRow=50' })).json();
    expect(sports.rowData.length).toBeGreaterThan(0);
    expect(sports.rowData[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await app.inject({ method: 'GET', url: '/api/publicnothing/list?startRow=0&endRow=50' })).statusCode).toBe(404);
  });
});

describe('waitlist', () => {
  it('offers a freed place to the first in line for a limited time, then to the next', async () => {
    const id = await activity({ capacity: 1, name: 'Padel masterclass' });
    const [holder, first, second] = await Promise.all([quickCustomer(app), quickCustomer(app), quickCustomer(app)]);
    await signUp(holder.headers, holder.id, id);
    const join = (m: typeof first) =>
      app.inject({ method: 'POST', url: '/api/publicactivities/waitlist', headers: m.headers, payload: { customerId: m.id, id } });
    expect((await join(first)).json()).toEqual({ ok: true, model: { position: 1, offerExpiresAt: null } });
    expect((await join(second)).json().model.position).toBe(2);
    expect((await join(second)).statusCode).toBe(409);

    // The holder gives the place back: it is kept for the first in line, by mail.
    expect(
      (await app.inject({ method: 'POST', url: `/api/publicactivities/cancel/${id}/${holder.id}`, headers: holder.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
    const offered = (await detail(id, first.id, first.headers)).json();
    expect(offered.waitlist.offerExpiresAt).toBe(at(WAITLIST_OFFER_MINUTES / 60));
    // Kept for them: the place is their offer, not a place left to anyone (places-left.integration.test.ts).
    expect(offered.model.placesLeft).toBe(0);
    expect((await detail(id, second.id, second.headers)).json().model.placesLeft).toBe(0);
    expect((await signUp(second.headers, second.id, id)).statusCode).toBe(409);
    const mails = () =>
      app.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('subject', 'like', '%Padel masterclass%').execute();
    const [mail] = await mails();
    expect(mail?.text_body).toContain(`${app.config.publicUrl}/activity/${id}`);

    // The offer lapses: the job passes the place to the next in line.
    clock.advance({ minutes: WAITLIST_OFFER_MINUTES + 1 });
    expect(await runWaitlistOffersJob(app, { clock })).toBe(1);
    expect((await detail(id, first.id, first.headers)).json().waitlist).toEqual({ position: null, offerExpiresAt: null });
    expect((await signUp(first.headers, first.id, id)).statusCode).toBe(409);
    expect((await signUp(second.headers, second.id, id)).json()).toEqual({ ok: true, model: null, errorMsg: '' });
    expect(await mails()).toHaveLength(2);
    expect(await runWaitlistOffersJob(app, { clock })).toBe(0);
  });

  it('gives a place freed by a lapsed hold to the line first: a member with the page open cannot take it ahead of them', async () => {
    const id = await activity({ capacity: 1, price: 2500, name: 'Smash clinic' });
    const [holder, first, second, walkIn] = await Promise.all([
      quickCustomer(app),
      quickCustomer(app),
      quickCustomer(app),
      quickCustomer(app),
    ]);
    const join = (m: typeof first) =>
      app.inject({ method: 'POST', url: '/api/publicactivities/waitlist', headers: m.headers, payload: { customerId: m.id, id } });
    const offerMails = async (m: typeof first) => {
      const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', m.id).executeTakeFirstOrThrow();
      return app.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('subject', 'like', '%Smash clinic%')
        .where('to_address', '=', email ?? '')
        .execute();
    };
    const full = { ok: false, errorMsg: 'This activity is full: you can join its waitlist' };
    // The holder takes the last place and never pays; two members queue behind the hold.
    expect((await signUp(holder.headers, holder.id, id)).statusCode).toBe(200);
    expect((await join(first)).json().model.position).toBe(1);
    expect((await join(second)).json().model.position).toBe(2);

    // The hold runs out before the job's next tick: the walk-in asking first finds the place kept for the line.
    clock.advance({ minutes: SIGNUP_HOLD_MINUTES + 1 });
    const refused = await signUp(walkIn.headers, walkIn.id, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(full);
    expect((await detail(id, first.id, first.headers)).json().waitlist.offerExpiresAt).toBe(at(WAITLIST_OFFER_MINUTES / 60));
    expect(await offerMails(first)).toHaveLength(1);
    expect((await signUp(second.headers, second.id, id)).json()).toEqual(full);
    expect(await runWaitlistOffersJob(app, { clock })).toBe(0);

    // The first in line takes it (a new hold of their own), and lets that hold run out too: the next in line is offered it.
    const taken = (await signUp(first.headers, first.id, id)).json();
    expect(taken).toMatchObject({ ok: true, model: { title: 'Smash clinic', total: 25 } });
    expect((await detail(id, first.id, first.headers)).json()).toMatchObject({ alreadyIn: true, waitlist: { position: null } });
    clock.advance({ minutes: SIGNUP_HOLD_MINUTES + 1 });
    expect((await signUp(walkIn.headers, walkIn.id, id)).json()).toEqual(full);
    expect((await detail(id, second.id, second.headers)).json().waitlist.offerExpiresAt).toBe(at(WAITLIST_OFFER_MINUTES / 60));
    expect(await offerMails(second)).toHaveLength(1);

    // The offer lapses with nobody left in line: the place is anyone's.
    clock.advance({ minutes: WAITLIST_OFFER_MINUTES + 1 });
    expect((await signUp(walkIn.headers, walkIn.id, id)).json()).toMatchObject({ ok: true, model: { title: 'Smash clinic' } });
    expect((await signUp(second.headers, second.id, id)).json()).toEqual(full);
  });

  it('mails no offer to the first in line who signs up the moment the place frees: the place is theirs at once', async () => {
    const id = await activity({ capacity: 1, price: 2500, name: 'Lob clinic' });
    const [holder, first] = await Promise.all([quickCustomer(app), quickCustomer(app)]);
    await signUp(holder.headers, holder.id, id);
    await app.inject({
      method: 'POST',
      url: '/api/publicactivities/waitlist',
      headers: first.headers,
      payload: { customerId: first.id, id },
    });
    clock.advance({ minutes: SIGNUP_HOLD_MINUTES + 1 });
    expect((await signUp(first.headers, first.id, id)).statusCode).toBe(200);
    expect(await app.db.selectFrom('mail_outbox').select('id').where('subject', 'like', '%Lob clinic%').execute()).toHaveLength(0);
  });

  it('is only for a full activity', async () => {
    const id = await activity({ capacity: 5 });
    const member = await quickCustomer(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicactivities/waitlist',
      headers: member.headers,
      payload: { customerId: member.id, id },
    });
    expect(res.json()).toEqual({ ok: false, errorMsg: 'This activity still has places: sign up directly' });
  });
});

describe('shared by link', () => {
  it('gives an activity page its own title, description, share image and schema.org Event', async () => {
    const id = await activity({
      name: 'Night <Padel>',
      poster: 'night.svg',
      description: '<p>Music and padel until late.</p>',
      price: 800,
    });
    const head = await pageHead({ db: app.db, clock }, app.config.publicUrl, {
      path: `/activity/${id}`,
      language: 'en-US',
      t: (key) => key,
    });
    expect(head).toContain('<title>Night &#60;Padel&#62; - ');
    expect(head).toContain('<meta name="description" content="Music and padel until late." />');
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/portal\.test\/[^"]*night\.svg" \/>/);
    const json = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Event',
      name: 'Night <Padel>',
      startDate: at(48),
      offers: { price: 8, priceCurrency: 'EUR' },
    });
    const missing = await pageHead({ db: app.db, clock }, app.config.publicUrl, {
      path: '/activity/999999',
      language: 'en-US',
      t: (key) => key,
    });
    expect(missing).toContain('<title>sections.activity - ');
  });
});
