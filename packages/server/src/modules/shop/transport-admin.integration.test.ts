import type { StaffTransport, StaffTransportBody, StaffTransports } from '@clubportal/contract/staff-transports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The staff's transports editor (issue 32 §4) and what checkout offers, over HTTP on the demo club, both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
});
afterAll(() => app.close());

type Res = Awaited<ReturnType<typeof app.inject>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const one = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as StaffTransport;
};
const body = (over: Partial<StaffTransportBody> = {}): StaffTransportBody => ({
  name: `Mensajero ${(seq += 1)}`,
  deliveryTime: '24 horas',
  price: 6.5,
  translations: {},
  ...over,
});
const list = async (headers = owner.headers) => {
  const res = await call('GET', '/api/staff/transports', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as StaffTransports;
};
const offered = async (language = 'en-US') =>
  (await app.inject({ url: '/api/shop/transports', headers: { 'accept-language': language } })).json().data as Array<{
    id: number;
    name: string;
    deliveryTime: string;
    product: { grossPrice: number };
  }>;
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();

describe('staff transports', () => {
  it('lists the demo’s transports in their order, with their English names as the seed wrote them', async () => {
    const model = await list();
    expect(model.transports.slice(0, 3).map((t) => [t.name, t.price, t.position, t.translations['en-US']?.name])).toEqual([
      ['Recogida en el club', 0, 1, 'Collect at the club'],
      ['Envío estándar', 4.95, 2, 'Standard shipping'],
      ['Envío urgente', 8.95, 3, 'Express shipping'],
    ]);
    expect(model).toMatchObject({ defaultLanguage: 'es-ES', currency: 'EUR' });
    expect((await offered()).slice(0, 3).map((t) => [t.name, t.deliveryTime, t.product.grossPrice])).toEqual([
      ['Collect at the club', 'Next day at reception', 0],
      ['Standard shipping', '48/72 hours', 4.95],
      ['Express shipping', '24 hours', 8.95],
    ]);
  });

  it('creates one last with names per language (audited); checkout offers it in the member’s language at its price', async () => {
    const t = one(
      await call(
        'POST',
        '/api/staff/transports',
        owner.headers,
        body({ translations: { 'en-US': { name: 'Courier', deliveryTime: '24 hours' } } }),
      ),
    );
    expect(t).toMatchObject({ price: 6.5, archived: false, translations: { 'en-US': { name: 'Courier', deliveryTime: '24 hours' } } });
    const [record] = await audits('transport.create', t.id);
    expect(record).toMatchObject({ actor_label: 'Olga Owner', entity: 'transport' });
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ name: t.name, deliveryTime: '24 horas', price: 6.5, collect: false });
    expect((await offered()).at(-1)).toMatchObject({ id: t.id, name: 'Courier', product: { grossPrice: 6.5 } });
    expect((await offered('es-ES')).at(-1)).toMatchObject({ id: t.id, name: t.name });
    const [article] = await app.db
      .selectFrom('products')
      .select('id')
      .where('category', '=', 'article')
      .where('parent_product_id', 'is', null)
      .where('published', '=', 1)
      .limit(1)
      .execute();
    const info = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info',
      headers: { 'accept-language': 'en-US' },
      payload: { saleItems: [{ productId: article!.id, units: 1 }], saleIds: [] },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect((info.json().data.transports as Array<{ id: number; name: string }>).at(-1)).toMatchObject({ id: t.id, name: 'Courier' });
  });

  it('changes the price and texts (audited with the changed fields), moves it, archives it: no longer offered, kept', async () => {
    const t = one(await call('POST', '/api/staff/transports', owner.headers, body()));
    const edited = one(await call('PUT', `/api/staff/transports/${t.id}`, owner.headers, body({ name: t.name, price: 7.25 })));
    expect(edited.price).toBe(7.25);
    const [record] = await audits('transport.edit', t.id);
    expect([JSON.parse(record!.before_json ?? '{}'), JSON.parse(record!.after_json ?? '{}')]).toEqual([{ price: 6.5 }, { price: 7.25 }]);
    expect((await offered()).find((x) => x.id === t.id)?.product.grossPrice).toBe(7.25);
    const moved = one(await call('POST', `/api/staff/transports/${t.id}/move`, owner.headers, { position: 1 }));
    expect(moved.position).toBe(1);
    expect((await offered())[0]?.id).toBe(t.id);
    expect(await audits('transport.move', t.id)).toHaveLength(1);
    const archived = one(await call('POST', `/api/staff/transports/${t.id}/archive`, owner.headers));
    expect(archived.archived).toBe(true);
    expect(await audits('transport.archive', t.id)).toHaveLength(1);
    expect((await offered()).map((x) => x.id)).not.toContain(t.id);
    expect((await list()).transports.at(-1)).toMatchObject({ id: t.id, archived: true });
    const again = await call('PUT', `/api/staff/transports/${t.id}`, owner.headers, body());
    expect(again.statusCode).toBe(409);
  });

  it('refuses a body it cannot take with a sentence, and an unknown transport', async () => {
    const noName = await call('POST', '/api/staff/transports', owner.headers, body({ name: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errorMsg).toMatch(/required/i);
    const notOffered = await call(
      'POST',
      '/api/staff/transports',
      owner.headers,
      body({ translations: { 'de-DE': { name: 'X', deliveryTime: '' } } as never }),
    );
    expect(notOffered.statusCode).toBe(400);
    const missing = await call('PUT', '/api/staff/transports/999999', owner.headers, body());
    expect([missing.statusCode, missing.json().errorMsg]).toEqual([404, 'This transport does not exist']);
  });

  it('lets shop.read look and only shop.write change; nothing is written or audited on a refusal', async () => {
    const t = one(await call('POST', '/api/staff/transports', owner.headers, body()));
    const desk = await signedInStaff(app, { role: 'desk' });
    expect((await list(desk.headers)).transports.map((x) => x.id)).toContain(t.id);
    for (const [method, url, payload] of [
      ['POST', '/api/staff/transports', body()],
      ['PUT', `/api/staff/transports/${t.id}`, body({ price: 1 })],
      ['POST', `/api/staff/transports/${t.id}/archive`, undefined],
    ] as const) {
      const refused = await call(method, url, desk.headers, payload);
      expect([refused.statusCode, refused.json().errorMsg]).toEqual([
        403,
        'Your role does not allow this: it needs the permission "shop.write"',
      ]);
    }
    const coach = await signedInStaff(app, { role: 'coach' });
    expect((await call('GET', '/api/staff/transports', coach.headers)).statusCode).toBe(403);
    expect((await list()).transports.find((x) => x.id === t.id)).toMatchObject({ price: 6.5, archived: false });
    expect(await audits('transport.edit', t.id)).toEqual([]);
    expect(await audits('transport.archive', t.id)).toEqual([]);
  });
});
