import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, toInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { servedPagesDist } from '../../test/served-pages.js';
import { insertActivity, type NewActivity } from './activities.repository.js';

/**
 * What a link preview reads of the activities pages: the <head> of the page the server serves. The demo
 * club's activities are seeded around the clock's day; the tests add ones that start sooner.
 */
describe('activities pages shared by link', () => {
  const clock = new ManualClock('2026-06-15T10:00:00.000Z');
  const dist = servedPagesDist();
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const head = async (path: string, language = 'es-ES') => (await app.inject({ url: path, headers: { cookie: `lang=${language}` } })).body;
  const inHours = (hours: number) => toInstant(new Date(clock.now().getTime() + hours * 3_600_000));
  const activity = (over: Partial<NewActivity>) =>
    insertActivity(app.db, {
      name: 'Activity',
      type: 'activity',
      start_at: inHours(1),
      end_at: null,
      capacity: 10,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
      ...over,
    });
  beforeAll(async () => {
    app = await buildTestApp({ clock, webDist: dist.webDist });
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it("gives /activities a description of its own in the page's language and the next activity's poster", async () => {
    // The soonest one has no poster and one already started is not next: the preview is the next poster.
    await activity({ name: 'No poster', start_at: inHours(1) });
    await activity({ name: 'Started', poster: 'started.svg', start_at: inHours(-1), end_at: inHours(5) });
    await activity({ name: 'Next', poster: 'next-up.svg', start_at: inHours(2) });

    const spanish = await head('/activities');
    expect(spanish).toContain('<title>Actividades - Club Pádel Sierra Verde</title>');
    const sentence = 'Actividades y eventos de Club Pádel Sierra Verde: descubre lo que viene y apúntate en línea.';
    expect(spanish).toContain(`<meta name="description" content="${sentence}" />`);
    expect(spanish).toContain(`<meta property="og:description" content="${sentence}" />`);
    expect(spanish).toContain('<meta property="og:image" content="http://portal.test/uploads/next-up.svg" />');
    const english = await head('/activities', 'en-US');
    expect(english).toContain(
      '<meta name="description" content="Activities and events at Club Pádel Sierra Verde: see what is coming up and sign up online." />',
    );
  });

  it("falls back to the club's picture when nothing to come has a poster", async () => {
    clock.advance({ hours: 24 * 400 });
    expect(await head('/activities')).toContain('<meta property="og:image" content="http://portal.test/uploads/header.svg" />');
  });

  it('previews an activity without a poster with the default poster its page shows, as its Event does', async () => {
    const id = await activity({ name: 'Plain', start_at: inHours(24) });
    const html = await head(`/activity/${id}`);
    expect(html).toContain('<meta property="og:image" content="http://portal.test/img/activity-default.png" />');
    expect(html).toContain('<meta name="twitter:image" content="http://portal.test/img/activity-default.png" />');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Event', name: 'Plain', image: 'http://portal.test/img/activity-default.png' });
  });
});
