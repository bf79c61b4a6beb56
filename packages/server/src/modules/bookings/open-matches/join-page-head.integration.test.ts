import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from '../../page-heads/index.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';

/**
 * What a group chat shows of a join link (issue 23, section 1): the server writes the match into the page's
 * head, in the page's language, with no JavaScript needed: "Pádel 4 jugadores, jue 12:00, quedan 3 plazas,
 * nivel 3.0-4.0". The demo club's open matches are seeded around the clock's day (Monday 2026-06-15).
 */
describe('the join page shared by link', () => {
  const clock = new ManualClock('2026-06-15T08:00:00.000Z');
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const strings: Record<string, Record<string, string>> = {
    'es-ES': {
      'sections.bookingJoin': 'Unirse a una reserva',
      'bookingJoin.preview': '{{type}} {{count}} jugadores, {{when}}, {{left}}',
      'bookingJoin.previewLevel': 'nivel {{range}}',
      'bookingJoin.placesLeft_one': 'queda {{count}} plaza',
      'bookingJoin.placesLeft_other': 'quedan {{count}} plazas',
      'bookingJoin.previewFull': 'sin plazas libres',
      'bookingJoin.previewCall': 'Únete al partido en {{club}}.',
    },
    'en-US': {
      'sections.bookingJoin': 'Join a booking',
      'bookingJoin.preview': '{{type}} {{count}} players, {{when}}, {{left}}',
      'bookingJoin.previewLevel': 'level {{range}}',
      'bookingJoin.placesLeft_one': '{{count}} place left',
      'bookingJoin.placesLeft_other': '{{count}} places left',
      'bookingJoin.previewFull': 'no places left',
      'bookingJoin.previewCall': 'Join the match at {{club}}.',
    },
  };
  const head = (path: string, language: 'es-ES' | 'en-US' = 'es-ES') =>
    pageHead({ db: app.db, clock }, 'http://portal.test', { path, language, t: (key) => strings[language]![key] ?? key });
  const matchOf = async (owner: string) => {
    const row = await app.db
      .selectFrom('bookings as b')
      .innerJoin('customers as c', 'c.id', 'b.owner_customer_id')
      .select('b.id')
      .where('c.name', '=', owner)
      .where('b.description', '=', 'Partido abierto')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(() => app.close());

  it('says the sport, players, day and time, places left and level range in the page’s language', async () => {
    const id = await matchOf('Marta');
    const html = await head(`/booking-join/${id}`);
    // Tuesday 16 June 12:00 in Madrid (the match is a day after the seed's clock).
    const sentence = 'Pádel 4 jugadores, mar 12:00, quedan 3 plazas, nivel 3.0-4.0';
    expect(html).toContain(`<title>${sentence} - Club Pádel Sierra Verde</title>`);
    expect(html).toContain(`<meta property="og:title" content="${sentence} - Club Pádel Sierra Verde" />`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:description" content="${sentence}\\. Pista 3 pádel\\. Únete al partido en Club Pádel Sierra Verde\\." />`,
      ),
    );
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/portal\.test\/uploads\/gallery1\.svg" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/booking-join/${id}" />`);
    const english = await head(`/booking-join/${id}`, 'en-US');
    expect(english).toContain('<title>Pádel 4 players, Tue 12:00, 3 places left, level 3.0-4.0 - Club Pádel Sierra Verde</title>');
  });

  it('says a full match has no places left, and an unknown match only names the section', async () => {
    expect(await head(`/booking-join/${await matchOf('Pablo')}`)).toContain('sin plazas libres, nivel 3.5-5.0');
    expect(await head('/booking-join/999999')).toContain('<title>Unirse a una reserva - Club Pádel Sierra Verde</title>');
    expect(await head('/booking-join/abc')).toContain('<title>Unirse a una reserva - Club Pádel Sierra Verde</title>');
  });
});
