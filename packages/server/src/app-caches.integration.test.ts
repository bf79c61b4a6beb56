import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from './lib/clock.js';
import { getMainSettings, saveMainSettings, SETTINGS_CACHE_MS, storedMainSettingsSchema } from './modules/settings/index.js';
import { CATALOGUE_CACHE_MS, createProduct } from './modules/shop/index.js';
import { buildTestApp } from './test/build-test-app.js';
import { ManualClock } from './test/manual-clock.js';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const buttonsColor = async (app: TestApp) => (await app.inject('/api/czconfigs/main-settings')).json().data.buttonsColor as string;
const found = async (app: TestApp, search: string) =>
  (await app.inject(`/api/shop/list?startRow=0&endRow=30&gridStatus=${encodeURIComponent(JSON.stringify({ search }))}`)).json()
    .totalCount as number;
/** Past the longest period of the settings' and the catalogue's cached answers. */
const afterCachePeriods = { seconds: Math.max(SETTINGS_CACHE_MS, CATALOGUE_CACHE_MS) / 1000 + 1 };

async function saveColor(app: TestApp, color: string) {
  const current = storedMainSettingsSchema.parse(await getMainSettings(app.db));
  await saveMainSettings(app, { ...current, buttonsColor: color }, nowInstant(app.clock));
}
const addProduct = (app: TestApp, name: string) =>
  createProduct(app.db, { name, price: 450, basis: 'gross', currency: 'EUR', createdAt: nowInstant(app.clock) }, app.caches);

describe('two apps in one process, each on its own database', () => {
  const clock = new ManualClock('2026-11-26T10:00:00.000Z');
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ clock });
    second = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("serves a settings save and a new product in the app that wrote them, never in the other's answers", async () => {
    // Both apps hold their copies of the settings and of a search.
    expect(await buttonsColor(first)).toBe('#0a7d4f');
    expect(await buttonsColor(second)).toBe('#0a7d4f');
    expect(await found(first, 'Overgrip Topacio')).toBe(0);
    expect(await found(second, 'Overgrip Topacio')).toBe(0);

    await saveColor(first, '#123456');
    await addProduct(first, 'Overgrip Topacio');
    expect(await buttonsColor(first)).toBe('#123456');
    expect(await found(first, 'Overgrip Topacio')).toBe(1);
    expect(await buttonsColor(second)).toBe('#0a7d4f');
    expect(await found(second, 'Overgrip Topacio')).toBe(0);

    // The other app's database never had them: once its copies are old, it still answers its own data.
    clock.advance(afterCachePeriods);
    expect(await buttonsColor(second)).toBe('#0a7d4f');
    expect(await found(second, 'Overgrip Topacio')).toBe(0);

    await saveColor(second, '#654321');
    expect(await buttonsColor(second)).toBe('#654321');
    expect(await buttonsColor(first)).toBe('#123456');
  });

  it("gives each installed app its own club's colour and icon", async () => {
    const manifest = async (app: TestApp) => (await app.inject('/manifest.webmanifest')).json().theme_color as string;
    const icon = async (app: TestApp) => (await app.inject('/pwa/icon-192.png')).rawPayload;
    await saveColor(first, '#112233');
    await saveColor(second, '#445566');
    expect(await manifest(first)).toBe('#112233');
    expect(await manifest(second)).toBe('#445566');
    expect((await icon(first)).equals(await icon(second))).toBe(false);
  });
});

describe('two instances on one database', () => {
  const clock = new ManualClock('2026-11-26T10:00:00.000Z');
  let writer: TestApp;
  let reader: TestApp;
  beforeAll(async () => {
    writer = await buildTestApp({ clock });
    reader = await buildTestApp({ clock, shareDatabaseOf: writer.config });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  it("drops only the writer's copies: the other instance serves its own until their period ends", async () => {
    expect(await buttonsColor(reader)).toBe('#0a7d4f');
    expect(await found(reader, 'Overgrip Berilo')).toBe(0);

    await saveColor(writer, '#abcdef');
    await addProduct(writer, 'Overgrip Berilo');
    expect(await buttonsColor(writer)).toBe('#abcdef');
    expect(await found(writer, 'Overgrip Berilo')).toBe(1);
    // The writes bumped the writer's generations, not a counter the reader shares.
    expect(await buttonsColor(reader)).toBe('#0a7d4f');
    expect(await found(reader, 'Overgrip Berilo')).toBe(0);

    clock.advance(afterCachePeriods);
    expect(await buttonsColor(reader)).toBe('#abcdef');
    expect(await found(reader, 'Overgrip Berilo')).toBe(1);
  });
});
