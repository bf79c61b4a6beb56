import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { quickCustomer } from '../../test/booking-fixtures.js';
import { loginAs } from '../../test/factories.js';
import { PandoraFake, WorldPadelRatingFake } from '../../test/level-provider-fakes.js';
import { ManualClock } from '../../test/manual-clock.js';

/** Issue 23 section 4: the levels calls through each provider's adapter, against local fakes of their APIs. */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
const pandora = new PandoraFake();
const wpr = new WorldPadelRatingFake();
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  const [pandoraUrl, wprUrl] = await Promise.all([pandora.start(), wpr.start()]);
  app = await buildTestApp({
    clock,
    env: { PANDORA_BASE_URL: pandoraUrl, WORLD_PADEL_RATING_BASE_URL: wprUrl, LEVEL_PROVIDER_TIMEOUT_MS: '2000' },
  });
});
afterAll(async () => {
  await app.close();
  await Promise.all([pandora.stop(), wpr.stop()]);
});

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const url = (m: { id: number }, provider: string, tail = '') => `/api/publicbookings/levels/${m.id}/provider/${provider}${tail}`;
const get = (m: Member, path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: path, headers: { ...m.headers, ...headers } });
/** The `state` our link address carries (inside the provider's address, encoded once or twice). */
const stateIn = (linkUrl: string) => /state=([^&]+)/.exec(decodeURIComponent(decodeURIComponent(linkUrl)))?.[1] ?? '';
const stateFor = async (m: Member, provider: string) => stateIn((await get(m, url(m, provider, '/link'))).json().model?.url ?? '');
const link = async (m: Member, provider: string, userId: string, state?: string) =>
  app.inject({
    method: 'POST',
    url: url(m, provider, '/link'),
    payload: { userId, state: state ?? ((await stateFor(m, provider)) || 'none') },
    headers: m.headers,
  });

describe('levels from the rating providers', () => {
  it('Pandora: not linked, the link URL back to our page, an unknown id refused, then the member’s changes newest first', async () => {
    const m = await quickCustomer(app, 'Ana');
    pandora.players.set('pan-77', [
      { at: '2026-11-02T18:00:00Z', before: 3.1, after: 3.25, note: 'Liga de otoño' },
      { at: '2026-10-05T18:00:00Z', before: 3.0, after: 3.1, note: 'Torneo social' },
    ]);
    expect((await get(m, url(m, 'pandora'))).json()).toEqual({
      ok: true,
      errorMsg: '',
      model: { provider: 'pandora', linked: false, level: null, records: [] },
    });

    const linkUrl = (await get(m, url(m, 'pandora', '/link'))).json().model.url as string;
    expect(
      linkUrl.startsWith(
        `https://pandora.example/connect?redirect_uri=${encodeURIComponent('http://portal.test/levels/link-to-provider/pandora?state=')}`,
      ),
    ).toBe(true);

    const unknown = await link(m, 'pandora', 'pan-nobody');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).toBe('Pandora does not know this account. Please link it again from the levels page');
    expect((await link(m, 'pandora', 'pan-77')).json()).toEqual({ ok: true, errorMsg: '' });

    expect((await get(m, url(m, 'pandora'))).json().model).toEqual({
      provider: 'pandora',
      linked: true,
      level: 3.25,
      records: [
        { comments: 'Liga de otoño', oldLevel: 3.1, newLevel: 3.25, created: '2026-11-02T18:00:00.000Z' },
        { comments: 'Torneo social', oldLevel: 3, newLevel: 3.1, created: '2026-10-05T18:00:00.000Z' },
      ],
    });
    // World Padel Rating is another account: still not linked.
    expect((await get(m, url(m, 'world-padel-rating'))).json().model.linked).toBe(false);
  });

  it('World Padel Rating: linked through its connect page, its ratings read', async () => {
    const m = await quickCustomer(app, 'Bea');
    wpr.players.set('WPR-9', [{ at: '2026-11-20T09:00:00+01:00', before: 5.4, after: 5.61, note: 'WPR Open Madrid' }]);
    const linkUrl = (await get(m, url(m, 'world-padel-rating', '/link'))).json().model.url as string;
    expect(
      linkUrl.startsWith(
        `https://worldpadelrating.example/connect?return_to=${encodeURIComponent('http://portal.test/levels/link-to-provider/world-padel-rating?state=')}`,
      ),
    ).toBe(true);
    expect((await link(m, 'world-padel-rating', 'WPR-9')).statusCode).toBe(200);
    expect((await get(m, url(m, 'world-padel-rating'))).json().model).toEqual({
      provider: 'world-padel-rating',
      linked: true,
      level: 5.61,
      records: [{ comments: 'WPR Open Madrid', oldLevel: 5.4, newLevel: 5.61, created: '2026-11-20T08:00:00.000Z' }],
    });
  });

  it('a provider that is down or does not answer in time is told in words (503), never a 500', async () => {
    const m = await quickCustomer(app, 'Carla');
    pandora.players.set('pan-down', [{ at: '2026-11-02T18:00:00Z', before: 2, after: 2.1, note: '' }]);
    expect((await link(m, 'pandora', 'pan-down')).statusCode).toBe(200);
    pandora.down = true;
    try {
      const down = await get(m, url(m, 'pandora'), { 'accept-language': 'es-ES' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, errorMsg: 'Pandora no responde en este momento. Inténtalo de nuevo en unos minutos' });
      expect((await get(m, url(m, 'pandora', '/link'))).statusCode).toBe(503);
    } finally {
      pandora.down = false;
    }
    const state = await stateFor(m, 'world-padel-rating');
    wpr.hang = true;
    try {
      const slow = await link(m, 'world-padel-rating', 'WPR-1', state);
      expect(slow.statusCode).toBe(503);
      expect(slow.json().errorMsg).toBe('World Padel Rating is not answering right now. Please try again in a few minutes');
    } finally {
      wpr.hang = false;
    }
    // Unreachable altogether: the fake's address with nobody listening.
    const gone = await buildTestApp({ clock, seed: false, env: { PANDORA_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const g = await quickCustomer(gone, 'Dora');
      const res = await gone.inject({ method: 'GET', url: url(g, 'pandora', '/link'), headers: g.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMsg).toBe('Pandora is not answering right now. Please try again in a few minutes');
    } finally {
      await gone.close();
    }
  });

  it('only the member’s own id (or a linked child’s), a session, and a provider it knows', async () => {
    const m = await quickCustomer(app, 'Eva');
    const other = await quickCustomer(app, 'Flor');
    for (const tail of ['', '/link']) {
      expect((await get(m, url(other, 'pandora', tail))).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: url(m, 'pandora', tail) })).statusCode).toBe(401);
    }
    expect((await link(m, 'pandora', 'x')).statusCode).toBe(400);
    const notMine = await app.inject({
      method: 'POST',
      url: url(other, 'pandora', '/link'),
      payload: { userId: 'pan-77', state: 'x' },
      headers: m.headers,
    });
    expect(notMine.statusCode).toBe(403);
    expect(await app.db.selectFrom('customer_level_links').select('customer_id').where('customer_id', '=', other.id).execute()).toEqual([]);
    const bad = await get(m, url(m, 'playtomic'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/params\./);
    const club = await link(m, 'club', 'x');
    expect(club.statusCode).toBe(400);
    expect(club.json().errorMsg).toBe('The club’s own levels need no account to link');
  });
});

describe('levels where no provider is configured', () => {
  it('the demo club answers through its in-process stand-ins; the demo member is linked to Pandora and has club history', async () => {
    const demo = await buildTestApp({ clock, env: { SEED_DEMO: 'true' } });
    try {
      const member = await loginAs(demo, 'socio@sierraverde.club', 'demo1234');
      const m = { id: member.id, headers: member.headers };
      const pandoraAnswer = (await demo.inject({ method: 'GET', url: url(m, 'pandora'), headers: m.headers })).json().model;
      expect(pandoraAnswer.linked).toBe(true);
      expect(pandoraAnswer.records).toHaveLength(6);
      const wprLink = (await demo.inject({ method: 'GET', url: url(m, 'world-padel-rating', '/link'), headers: m.headers })).json().model
        .url as string;
      expect(wprLink).toMatch(new RegExp(`^/levels/link-to-provider/world-padel-rating\\?state=[^&]+&user_id=WPR-${m.id}$`));
      expect(
        (
          await demo.inject({
            method: 'POST',
            url: url(m, 'world-padel-rating', '/link'),
            payload: { userId: `WPR-${m.id}`, state: stateIn(wprLink) },
            headers: m.headers,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await demo.inject({ method: 'GET', url: url(m, 'world-padel-rating'), headers: m.headers })).json().model.records,
      ).toHaveLength(6);
      const club = (await demo.inject({ method: 'GET', url: url(m, 'club'), headers: m.headers })).json().model;
      expect(club.records.map((r: { comments: string }) => r.comments)).toEqual([
        'Result 6-4 3-6 6-2 vs Pablo Romero Díaz, Sergio Núñez Prieto',
        'Result 4-6 6-3 5-7 vs Pablo Romero Díaz, Sergio Núñez Prieto',
        'Result 6-3 6-4 vs Pablo Romero Díaz, Sergio Núñez Prieto',
      ]);
      // Won, lost, won against the same pair, from 3.00: the loss to a weaker pair costs more than the first win gave.
      expect(club.records.map((r: { oldLevel: number; newLevel: number }) => [r.oldLevel, r.newLevel])).toEqual([
        [2.97, 3.1],
        [3.13, 2.97],
        [3, 3.13],
      ]);
      expect(club.level).toBe(3.1);
    } finally {
      await demo.close();
    }
  });

  it('elsewhere a provider without a base URL is "not connected" (503)', async () => {
    const bare = await buildTestApp({ clock, seed: false, env: { SEED_DEMO: 'false' } });
    try {
      const m = await quickCustomer(bare, 'Gala');
      await bare.db
        .insertInto('customer_level_links')
        .values({ customer_id: m.id, provider: 'pandora', user_id: 'pan-1', linked_at: clock.now().toISOString() as never })
        .execute();
      const res = await bare.inject({ method: 'GET', url: url(m, 'pandora'), headers: m.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMsg).toBe('The club has not connected Pandora yet');
    } finally {
      await bare.close();
    }
  });
});

describe('linking needs proof that the member started it (issue 29 section 5)', () => {
  it('a link crafted by someone else plants nothing; "." and ".." are no ids; an old state has lapsed', async () => {
    const attacker = await quickCustomer(app, 'Mallory');
    const victim = await quickCustomer(app, 'Vera');
    pandora.players.set('pan-evil', []);
    const crafted = await stateFor(attacker, 'pandora');
    const planted = await link(victim, 'pandora', 'pan-evil', crafted);
    expect(planted.statusCode).toBe(400);
    expect(planted.json().errorMsg).toBe(
      'This Pandora link was not started from your account, or it is too old: start it again from the levels page',
    );
    expect((await link(victim, 'pandora', 'pan-evil', 'forged.signature')).statusCode).toBe(400);
    expect(await app.db.selectFrom('customer_level_links').select('user_id').where('customer_id', '=', victim.id).execute()).toEqual([]);
    for (const id of ['.', '..']) expect((await link(victim, 'pandora', id)).statusCode).toBe(400);
    const own = await stateFor(victim, 'pandora');
    clock.advance({ minutes: 31 });
    expect((await link(victim, 'pandora', 'pan-evil', own)).statusCode).toBe(400);
  });

  it('unlinking stops reading the provider', async () => {
    const m = await quickCustomer(app, 'Uma');
    pandora.players.set('pan-88', []);
    expect((await link(m, 'pandora', 'pan-88')).statusCode).toBe(200);
    expect((await get(m, url(m, 'pandora'))).json().model.linked).toBe(true);
    const undone = await app.inject({ method: 'DELETE', url: url(m, 'pandora', '/link'), headers: m.headers });
    expect(undone.json()).toEqual({ ok: true, errorMsg: '' });
    expect((await get(m, url(m, 'pandora'))).json().model.linked).toBe(false);
  });
});
