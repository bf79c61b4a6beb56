import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { doorKey, verifyDoorCredential } from '../door/index.js';
import { grantSeasonPass, setUpCard } from './member-card.service.js';

const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('virtual membership card', () => {
  it('gives the club’s card to anyone, with only the fields it knows', async () => {
    await setUpCard(app.db, { topImage: 'top.svg', shield: 'shield.svg', sponsors: ['a.svg', 'b.svg'], fields: ['memberNumber', 'phone'] });
    await app.db.updateTable('virtual_card_config').set({ fields: '["memberNumber","shoeSize","phone"]' }).execute();
    const res = await get('/api/CzVirtualCardConfigs/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      model: { topImage: 'top.svg', shield: 'shield.svg', selectedSponsors: '["a.svg","b.svg"]', fields: ['memberNumber', 'phone'] },
    });
  });

  it('lists the passes valid today in the club, newest first, to their member and their parent only', async () => {
    const parent = await createCustomer(app);
    const child = await createCustomer(app, { parentId: parent.id });
    const stranger = await createCustomer(app);
    await grantSeasonPass(app.db, clock, { customerId: parent.id, name: 'Abono 2025/26', startsOn: '2025-09-01', endsOn: '2026-08-31' });
    await grantSeasonPass(app.db, clock, { customerId: parent.id, name: 'Abono 2026/27', startsOn: '2026-09-01', endsOn: '2027-08-31' });
    await grantSeasonPass(app.db, clock, { customerId: parent.id, name: 'Gimnasio', startsOn: '2026-01-01', endsOn: null });
    await grantSeasonPass(app.db, clock, { customerId: parent.id, name: 'Verano 2027', startsOn: '2027-06-01', endsOn: '2027-08-31' });
    await grantSeasonPass(app.db, clock, { customerId: child.id, name: 'Escuela infantil', startsOn: '2026-09-01', endsOn: '2027-06-30' });
    const s = await loginAs(app, parent.email, parent.password);

    const own = (await get(`/api/PublicCustomerPeriodicSales/customer-season-passes/${parent.id}`, s.headers)).json();
    expect(
      own.model.map((p: { product: { seasonPassName: string }; start: string; end: string | null }) => [
        p.product.seasonPassName,
        p.start,
        p.end,
      ]),
    ).toEqual([
      ['Abono 2026/27', '2026-09-01', '2027-08-31'],
      ['Gimnasio', '2026-01-01', null],
    ]);
    const kid = (await get(`/api/PublicCustomerPeriodicSales/customer-season-passes/${child.id}`, s.headers)).json();
    expect(kid.model.map((p: { product: { seasonPassName: string } }) => p.product.seasonPassName)).toEqual(['Escuela infantil']);

    const other = await loginAs(app, stranger.email, stranger.password);
    expect((await get(`/api/PublicCustomerPeriodicSales/customer-season-passes/${parent.id}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/api/PublicCustomerPeriodicSales/customer-season-passes/${parent.id}`)).statusCode).toBe(401);
    expect((await get('/api/PublicCustomerPeriodicSales/customer-season-passes/0x1', s.headers)).statusCode).toBe(400);
  });

  it('signs a door credential for the session’s member with a pass that a door accepts until it expires', async () => {
    const member = await createCustomer(app);
    await grantSeasonPass(app.db, clock, { customerId: member.id, name: 'Abono', startsOn: '2026-09-01', endsOn: null });
    await setUpCard(app.db, { topImage: '', shield: '', sponsors: [], fields: [], qrValidMinutes: 60 });
    const s = await loginAs(app, member.email, member.password);
    const res = await get('/api/publicaccesscontrol/qr', s.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { model } = res.json();
    expect(model).toMatchObject({ contentType: 'text/plain', encoding: 'utf8', expires: '2026-11-26T11:00:00.000Z' });
    const door = doorKey(app.config);
    expect(verifyDoorCredential(door, model.content, clock.now())).toMatchObject({ ok: true, claims: { kind: 'member', sub: member.id } });
    expect(verifyDoorCredential(door, model.content, new Date('2026-11-26T11:00:00.000Z'))).toEqual({ ok: false, reason: 'expired' });
    expect((await get('/api/publicaccesscontrol/qr')).statusCode).toBe(401);
  });
});
