import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainHtml } from '@clubportal/contract/plain-html';
import { buildTestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/factories.js';
import { DEMO_PASSWORD, demoCustomers } from './demo-club.js';
import { PADEL_PICTURE, TENNIS_PICTURE } from './demo-bookings.js';
import { seedDemoClub } from './seed.js';
import { ManualClock } from '../../test/manual-clock.js';
import { staffSignIn } from '../../test/staff-fixtures.js';
import { DEMO_STAFF_PASSWORD, demoStaff } from './demo-staff.js';

describe('demo club seed', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lets the demo member log in and see mails, sms and a saved card', async () => {
    const s = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
    const comms = (await app.inject({ url: `/api/publiccomms/customer-comms/${s.id}`, headers: s.headers })).json().model;
    expect(comms.emails.length).toBeGreaterThanOrEqual(1);
    expect(comms.smss).toHaveLength(2);
    // The language they are written in, for a page in another language to mark them with.
    expect(comms.language).toBe('es-ES');
    expect((await app.inject({ url: `/api/publicpaymentmethods/token-list/${s.id}`, headers: s.headers })).json().model).toHaveLength(1);
  });

  it("writes the club's HTML in the plain form the server renders whole (issue 34: no DOM on the server)", async () => {
    const legal = await app.db.selectFrom('club_config').select('data').where('section', '=', 'legal').executeTakeFirstOrThrow();
    const html = [
      ...Object.values(JSON.parse(legal.data) as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
      ...(await app.db.selectFrom('text_blocks').select('text').execute()).map((r) => r.text),
      ...(await app.db.selectFrom('activities').select('description').execute()).map((r) => r.description),
      ...(await app.db.selectFrom('products').select('detail').execute()).map((r) => r.detail),
      ...(await app.db
        .selectFrom('club_texts')
        .select('text')
        .where((eb) =>
          eb.or([
            eb('entity', '=', 'legal'),
            eb.and([eb('entity', '=', 'post'), eb('field', '=', 'text')]),
            eb.and([eb('entity', '=', 'activity'), eb('field', '=', 'description')]),
          ]),
        )
        .execute()),
    ].map((t) => (typeof t === 'string' ? t : t.text));
    expect(html.filter((t) => t.includes('<')).length).toBeGreaterThan(20);
    expect(html.filter((t) => !isPlainHtml(t))).toEqual([]);
  });

  it('gives the demo parent one active and one pending child', async () => {
    const s = await loginAs(app, demoCustomers.parent.email, DEMO_PASSWORD);
    const { model } = (await app.inject({ url: `/api/publiccustomers/${s.id}`, headers: s.headers })).json();
    expect(model.children.map((c: { name: string; status: number }) => [c.name, c.status])).toEqual([
      ['Daniela', 0],
      ['Hugo', 1],
    ]);
  });

  it('shows padel with a padel court and tennis with a tennis court (issue 20)', async () => {
    const { model } = (await app.inject({ url: '/api/publicbookings/filters' })).json();
    const pictures = Object.fromEntries(model.bookingTypes.map((t: { name: string; image: string }) => [t.name, t.image]));
    expect(pictures['Pádel']).toContain(PADEL_PICTURE);
    expect(pictures['Tenis']).toContain(TENNIS_PICTURE);
    const courts = await app.db
      .selectFrom('resources')
      .select(['resource_type', 'image'])
      .where('resource_type', 'in', ['padel_court', 'tennis_court'])
      .execute();
    const sports = new Set(
      courts.map(
        (c) => `${c.resource_type} ${c.image.endsWith(PADEL_PICTURE) ? 'padel' : c.image.endsWith(TENNIS_PICTURE) ? 'tennis' : c.image}`,
      ),
    );
    expect([...sports].sort()).toEqual(['padel_court padel', 'tennis_court tennis']);
  });

  it('opens the staff console to the demo owner, desk and manager with the published password, asking no two-factor codes', async () => {
    const owner = await staffSignIn(app, demoStaff[0]!.email, DEMO_STAFF_PASSWORD);
    const me = (await app.inject({ url: '/api/staff/me', headers: owner.headers })).json().model;
    expect(me).toMatchObject({ role: 'owner', twoFactorDue: false, language: 'es-ES' });
    expect((await app.inject({ url: '/api/staff/accounts', headers: owner.headers })).json().model).toHaveLength(demoStaff.length);
    const desk = await staffSignIn(app, demoStaff[1]!.email, DEMO_STAFF_PASSWORD);
    expect(desk.me.permissions).toContain('bookings.desk');
    // A manager (two-factor codes are due for managers, but not on a demo account) edits the club, not its staff.
    const manager = await staffSignIn(app, demoStaff[2]!.email, DEMO_STAFF_PASSWORD);
    expect(manager.me).toMatchObject({ role: 'manager', twoFactorDue: false });
    expect(manager.me.permissions).toContain('prices.write');
    expect(manager.me.permissions).not.toContain('staff.manage');
    // The coach reads the padel school's trainings, made by the trainings editor's use cases, and changes none.
    const coach = await staffSignIn(app, demoStaff[3]!.email, DEMO_STAFF_PASSWORD);
    const trainings = (await app.inject({ url: '/api/staff/trainings', headers: coach.headers })).json().model;
    expect(trainings.all).toBe(false);
    expect(trainings.trainings).toHaveLength(6);
    expect(new Set(trainings.trainings.map((t: { coachName: string }) => t.coachName))).toEqual(new Set([demoStaff[3]!.name]));
    const created = await app.db.selectFrom('audit_log').select('id').where('action', '=', 'training.create').execute();
    expect(created).toHaveLength(6);
  });

  it('builds its courts, their hours, its booking types and their prices through the staff console’s own writes (issue 32 §1)', async () => {
    const manager = await staffSignIn(app, demoStaff[2]!.email, DEMO_STAFF_PASSWORD);
    const { courts } = (await app.inject({ url: '/api/staff/courts', headers: manager.headers })).json().model;
    const padelCourts = courts.filter((c: { kind: string }) => c.kind === 'padel_court');
    expect(padelCourts.map((c: { name: string; position: number }) => [c.name, c.position])).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => [`Pista ${i} pádel`, i]),
    );
    expect(padelCourts[0].hours).toContainEqual({ weekday: 1, open: '08:00', close: '23:00' });
    expect(padelCourts[0].hours).toContainEqual({ weekday: 7, open: '09:00', close: '22:00' });
    const prices = (await app.inject({ url: '/api/staff/prices', headers: manager.headers })).json().model;
    expect(prices.types.map((t: { name: string }) => t.name).slice(0, 2)).toEqual(['Pádel', 'Tenis']);
    // Members' prices first (first match wins), then a weekday's, then every day's.
    const socios = prices.groups.find((g: { name: string }) => g.name === 'Socios').id;
    expect(prices.rules[0]).toMatchObject({
      position: 1,
      durationMinutes: 60,
      customerGroupId: socios,
      from: '00:00',
      to: '17:00',
      price: 12,
    });
    expect(prices.rules.at(-1)).toMatchObject({ durationMinutes: 120, customerGroupId: null, weekday: null, from: '17:00', price: 48 });
    // Each write is in the audit log as the demo seed's.
    const audited = await app.db
      .selectFrom('audit_log')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('actor_label', '=', 'demo-seed')
      .where('action', 'in', ['court.create', 'court.hours', 'booking-type.create', 'booking-type.publish', 'price_rule.create'])
      .groupBy('action')
      .execute();
    expect(Object.fromEntries(audited.map((a) => [a.action, Number(a.n)]))).toMatchObject({
      'court.create': 8,
      'court.hours': 8,
      'booking-type.create': 2,
      'booking-type.publish': 2,
    });
  });

  it('writes its blog, banners, testimonials and team through the content editors’ use cases, each post on its own day (issue 32 §1)', async () => {
    const owner = await staffSignIn(app, demoStaff[0]!.email, DEMO_STAFF_PASSWORD);
    const { posts } = (await app.inject({ url: '/api/staff/posts', headers: owner.headers })).json().model;
    const daysAgo = (at: string) => Math.round((app.clock.now().getTime() - Date.parse(at)) / 86_400_000);
    expect(
      posts.map((p: { title: string; author: string; published: boolean; created: string }) => [p.author, daysAgo(p.created), p.published]),
    ).toEqual([
      ['Laura Martín', 2, true],
      ['Laura Martín', 9, true],
      ['Laura Martín', 21, true],
      ['Marcos Gil', 30, true],
      ['Marcos Gil', 45, true],
      ['Marcos Gil', 60, true],
    ]);
    // Each is the demo seed's in the audit log, dated when it was written.
    const created = await app.db
      .selectFrom('audit_log')
      .select(['action', 'at'])
      .where('actor_label', '=', 'demo-seed')
      .where('action', 'in', ['post.create', 'post.publish', 'banner.create', 'banner.publish', 'testimonial.create', 'team.create'])
      .execute();
    const count = (action: string) => created.filter((a) => a.action === action).length;
    expect(['post.create', 'post.publish', 'banner.create', 'banner.publish', 'testimonial.create', 'team.create'].map(count)).toEqual([
      6, 6, 2, 2, 3, 4,
    ]);
    expect(
      created
        .filter((a) => a.action === 'post.create')
        .map((a) => daysAgo(a.at))
        .sort((a, b) => a - b),
    ).toEqual([2, 9, 21, 30, 45, 60]);
    // The home: the banners in order, the testimonials and team in the order they were added, all shown.
    const people = (await app.inject({ url: '/api/staff/team', headers: owner.headers })).json().model.people;
    expect(people.map((p: { title: string; published: boolean }) => [p.title, p.published])).toEqual([
      ['Laura Martín', true],
      ['Marcos Gil', true],
      ['Sofía Herrero', true],
      ['Diego Santos', true],
    ]);
    const banners = (await app.inject({ url: '/api/staff/banners', headers: owner.headers })).json().model.banners;
    expect(banners.map((b: { title: string; position: number; published: boolean }) => [b.title, b.position, b.published])).toEqual([
      ['Liga social de otoño', 1, true],
      ['Nuevas palas en la tienda', 2, true],
    ]);
  });

  it('reloads cleanly over an already seeded database', async () => {
    await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: app.config.publicUrl });
    const n = await app.db.selectFrom('customers').select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // The member, the parent and two children, the member's three padel partners (demo-results-levels.ts), the
    // club's own account of its classes and 20 regulars of the classes (bookings by place), and the six players
    // of the open matches (demo-open-matches.ts).
    expect(Number(n.n)).toBe(28 + 6);
    await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
    await staffSignIn(app, demoStaff[0]!.email, DEMO_STAFF_PASSWORD);
  });
});

describe('demo club seed, in the afternoon', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  // 14:00 in Madrid: tomorrow's midday open match is under 24 hours away.
  beforeAll(async () => {
    app = await buildTestApp({ clock: new ManualClock('2026-06-15T12:00:00.000Z') });
  });
  afterAll(() => app.close());

  it('asks no player to pay after their match has started (issue 30)', async () => {
    const late = await app.db
      .selectFrom('bookings')
      .select(['id', 'starts_at', 'payment_deadline'])
      .whereRef('payment_deadline', '>', 'starts_at')
      .execute();
    expect(late).toEqual([]);
    const open = await app.db.selectFrom('bookings').select('payment_deadline').where('description', '=', 'Partido abierto').execute();
    expect(open.length).toBeGreaterThan(0);
  });
});
