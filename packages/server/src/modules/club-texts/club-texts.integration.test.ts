import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubTexts } from '@clubportal/contract/club-texts';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { AppCaches } from '../../lib/app-caches.js';
import type { KyselyPlugin } from 'kysely';
import { overlayTexts } from './index.js';

// The club's texts in the member's language (issue 32 §6), over HTTP on the demo club (default language es-ES,
// its texts translated into English and French by the seed). The clock stands still: no cache runs out by itself.
let app: Awaited<ReturnType<typeof buildTestApp>>;
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let member: Awaited<ReturnType<typeof loginAs>>;
let padelId: number;
let spinningId: number;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
  const types = await app.db.selectFrom('booking_types').select(['id', 'name']).execute();
  padelId = types.find((t) => t.name === 'Pádel')!.id;
  spinningId = types.find((t) => t.name === 'Spinning')!.id;
});
afterAll(() => app.close());

const lang = (language?: string) => (language ? { 'accept-language': language } : {});
const gridNote = async (language?: string) => {
  const res = await app.inject({ url: `/api/publicbookings/filters/${padelId}`, headers: lang(language) });
  expect(res.statusCode).toBe(200);
  return res.json().model as { anticipationText: string; cancelText: string; bookingTypes: Array<{ name: string; description: string }> };
};
const openHours = async (language?: string) => {
  const res = await app.inject({ url: '/api/czconfigs/main-settings', headers: lang(language) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { openHours: string }).openHours;
};
const feeNames = async (language?: string) => {
  const res = await app.inject({
    url: `/api/publiccustomerperiodicsales/customer-fees/${member.id}`,
    headers: { ...member.headers, ...lang(language) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().model as Array<{ description: string }>).map((g) => g.description);
};

describe("a member reads the club's texts in their language", () => {
  it('in English: the grid note, the booking type, the opening hours and the fees', async () => {
    const filters = await gridNote('en-US');
    expect(filters.anticipationText).toBe('You can book up to 7 days ahead.');
    expect(filters.cancelText).toBe('Free cancellation up to 24 hours before the start: we refund you by the same means of payment.');
    expect(filters.bookingTypes[0]).toMatchObject({
      name: 'Padel',
      description: 'Panoramic glass courts with the latest artificial grass.',
    });
    expect(await openHours('en-US')).toBe(
      'Monday to Friday: 8:00 - 23:00\nSaturdays: 9:00 - 22:00\nSundays and public holidays: 9:00 - 21:00',
    );
    expect(await feeNames('en-US')).toEqual(['Adult padel school', 'Membership fee']);
    const list = await app.inject({ url: '/api/publicbookings/booking-types-list', headers: lang('en-GB, en;q=0.8') });
    expect((list.json().model as Array<{ name: string }>).map((t) => t.name)).toEqual(
      expect.arrayContaining(['Padel', 'Tennis', 'Spinning']),
    );
  });

  it('in English and French on My bookings: the types and their cancellation terms', async () => {
    const mine = async (language?: string) => {
      const res = await app.inject({
        url: `/api/publicbookings/customer-bookings/${member.id}`,
        headers: { ...member.headers, ...lang(language) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().model.next as Array<{ bookingType: string; cancelText: string }>;
    };
    const english = await mine('en-US');
    expect(english.map((b) => b.bookingType)).toEqual(['Padel', 'Tennis']);
    expect(english[0]?.cancelText).toBe('Free cancellation up to 24 hours before the start: we refund you by the same means of payment.');
    expect((await mine('fr-FR')).map((b) => b.bookingType)).toEqual(['Padel', 'Tennis']);
    expect((await mine()).map((b) => b.bookingType)).toEqual(['Pádel', 'Tenis']);
  });

  it('in French', async () => {
    expect((await gridNote('fr-FR')).anticipationText).toBe('Vous pouvez réserver jusqu’à 7 jours à l’avance.');
    expect(await openHours('fr-FR')).toBe(
      'Du lundi au vendredi : 8h00 - 23h00\nSamedi : 9h00 - 22h00\nDimanches et jours fériés : 9h00 - 21h00',
    );
    expect(await feeNames('fr-FR')).toEqual(['Cotisation de membre', 'École de padel adultes']);
  });

  it('in the default language (Spanish) without a translation: Italian, Mexican Spanish, no stated language, an untranslated name', async () => {
    for (const language of ['it-IT', 'es-MX', 'es-ES', undefined]) {
      expect((await gridNote(language)).anticipationText).toBe('Puedes reservar con hasta 7 días de antelación.');
      expect(await openHours(language)).toBe('Lunes a viernes: 8:00 - 23:00\nSábados: 9:00 - 22:00\nDomingos y festivos: 9:00 - 21:00');
      expect(await feeNames(language)).toEqual(['Cuota de socio', 'Escuela de pádel adultos']);
    }
    const spinning = await app.inject({ url: `/api/publicbookings/filters/${spinningId}`, headers: lang('en-US') });
    expect(spinning.json().model.bookingTypes[0].name).toBe('Spinning');
  });

  it("answers the settings per language to shared caches (Vary), and the grid's empty day past the booking window with the note", async () => {
    const res = await app.inject({ url: '/api/czconfigs/main-settings', headers: lang('fr-FR') });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    const grid = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/list',
      headers: lang('en-US'),
      payload: { date: '2026-04-15', bookingTypeId: padelId, customerId: null },
    });
    expect(grid.json().model).toMatchObject({ list: [], errorMsg: 'You can book up to 7 days ahead.' });
  });
});

describe('the overlay', () => {
  it('reads the translations of any number of rows in one query, and none while cached', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = app.db.withPlugin(counter);
    const types = await app.db.selectFrom('booking_types').select(['id', 'name', 'description']).orderBy('id').execute();
    expect(types.length).toBeGreaterThanOrEqual(4);
    const deps = { db, caches: new AppCaches(clock) };
    const english = { language: 'en-US', defaultLanguage: 'es-ES' } as const;
    const shown = await overlayTexts(deps, 'booking-type', types, (t) => t.id, { name: 'name', description: 'description' }, english);
    expect(queries).toBe(1);
    expect(shown.map((t) => t.name)).toEqual(
      types.map((t) => ({ Pádel: 'Padel', Tenis: 'Tennis', 'Clínic de pádel': 'Padel clinic' })[t.name] ?? t.name),
    );
    const again = await overlayTexts(deps, 'booking-type', types, (t) => t.id, { name: 'name', description: 'description' }, english);
    expect(queries).toBe(1);
    expect(again[0]).toBe(shown[0]);
    await overlayTexts(deps, 'booking-type', types, (t) => t.id, { name: 'name' }, { language: 'es-ES', defaultLanguage: 'es-ES' });
    expect(queries).toBe(1);
    // A row with nothing translated in the fields asked comes back as the same object.
    const spinning = types.find((t) => t.name === 'Spinning')!;
    expect((await overlayTexts(deps, 'booking-type', [spinning], (t) => t.id, { name: 'name' }, english))[0]).toBe(spinning);
    expect(queries).toBe(2);
  });
});

describe('staff translate a text', () => {
  const url = (entity: string, id: number | string, field: string, language: string) =>
    `/api/staff/club-texts/${entity}/${id}/${field}/${language}`;

  it('lists the texts of a kind with the missing translations', async () => {
    const { headers } = await signedInStaff(app, { role: 'read-only' });
    const res = await app.inject({ url: '/api/staff/club-texts/booking-type', headers });
    expect(res.statusCode).toBe(200);
    const model = res.json().model as ClubTexts;
    expect(model.defaultLanguage).toBe('es-ES');
    expect(model.languages).toEqual(['en-US', 'es-MX', 'es-VE', 'fr-FR', 'it-IT']);
    const padelNote = model.texts.find((t) => t.entityId === padelId && t.field === 'anticipationText');
    expect(padelNote).toMatchObject({
      label: 'Pádel',
      base: 'Puedes reservar con hasta 7 días de antelación.',
      maxLength: 500,
      translations: {
        'en-US': 'You can book up to 7 days ahead.',
        'fr-FR': 'Vous pouvez réserver jusqu’à 7 jours à l’avance.',
        'it-IT': null,
      },
      missing: ['it-IT'],
    });
    const spinningName = model.texts.find((t) => t.entityId === spinningId && t.field === 'name');
    expect(spinningName?.missing).toEqual(['en-US', 'fr-FR', 'it-IT']);
  });

  it('saves a translation the member sees on the next call, audited; clearing it brings the default back', async () => {
    expect((await gridNote('it-IT')).anticipationText).toBe('Puedes reservar con hasta 7 días de antelación.');
    expect(await openHours('it-IT')).toMatch(/^Lunes a viernes/);
    expect(await feeNames('it-IT')).toEqual(['Cuota de socio', 'Escuela de pádel adultos']);
    const { headers, id: staffId } = await signedInStaff(app, { role: 'manager' });
    const note = 'Puoi prenotare fino a 7 giorni prima.';
    const saved = await app.inject({
      method: 'PUT',
      url: url('booking-type', padelId, 'anticipationText', 'it-IT'),
      headers,
      payload: { text: note },
    });
    expect(saved.statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: url('club', 1, 'openHours', 'it-IT'),
      headers,
      payload: { text: 'Dal lunedì al venerdì: 8:00 - 23:00' },
    });
    const fee = await app.db.selectFrom('periodic_fees').select('id').where('description', '=', 'Cuota de socio').executeTakeFirstOrThrow();
    await app.inject({ method: 'PUT', url: url('fee', fee.id, 'description', 'it-IT'), headers, payload: { text: 'Quota associativa' } });

    expect((await gridNote('it-IT')).anticipationText).toBe(note);
    expect(await openHours('it-IT')).toBe('Dal lunedì al venerdì: 8:00 - 23:00');
    expect(await feeNames('it-IT')).toEqual(['Escuela de pádel adultos', 'Quota associativa']);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'actor_id', 'before_json', 'after_json'])
      .where('action', 'like', 'club_text.%')
      .where('actor_kind', '=', 'staff')
      .orderBy('id')
      .execute();
    expect(audit[0]).toEqual({
      action: 'club_text.save',
      entity: 'booking-type',
      entity_id: String(padelId),
      actor_id: staffId,
      before_json: JSON.stringify({ 'anticipationText.it-IT': null }),
      after_json: JSON.stringify({ 'anticipationText.it-IT': note }),
    });
    expect(audit).toHaveLength(3);

    const cleared = await app.inject({ method: 'DELETE', url: url('booking-type', padelId, 'anticipationText', 'it-IT'), headers });
    expect(cleared.statusCode).toBe(200);
    expect((await gridNote('it-IT')).anticipationText).toBe('Puedes reservar con hasta 7 días de antelación.');
    const last = await app.db.selectFrom('audit_log').select(['action', 'after_json']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ action: 'club_text.clear', after_json: JSON.stringify({ 'anticipationText.it-IT': null }) });
  });

  it('is refused without the permission to write content', async () => {
    const { headers } = await signedInStaff(app, { role: 'desk' });
    const res = await app.inject({
      method: 'PUT',
      url: url('booking-type', padelId, 'name', 'it-IT'),
      headers,
      payload: { text: 'Padel' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toBe('Your role does not allow this: it needs the permission "content.write"');
    expect((await gridNote('it-IT')).bookingTypes[0]?.name).toBe('Pádel');
  });

  it('refuses with a sentence an unknown kind, field or row, the default language, a language not offered by the portal and a text too long', async () => {
    const { headers } = await signedInStaff(app, { role: 'owner' });
    const put = (path: string, text = 'Texto') => app.inject({ method: 'PUT', url: path, headers, payload: { text } });
    const cases: Array<[Promise<{ statusCode: number; json: () => { errorMsg: string } }>, number, string]> = [
      [
        put(url('courts', padelId, 'name', 'en-US')),
        404,
        'There are no club texts of the kind "courts": the kinds are booking-type, club and fee',
      ],
      [put(url('booking-type', padelId, 'image', 'en-US')), 400, '"image" is not a text of booking-type that can be translated'],
      [put(url('booking-type', 999999, 'name', 'en-US')), 404, 'There is no booking-type with the id 999999'],
      [
        put(url('booking-type', padelId, 'name', 'es-ES')),
        400,
        "es-ES is the club's default language: that text is edited with the booking-type itself, not as a translation",
      ],
      [put(url('booking-type', padelId, 'name', 'en-US'), 'x'.repeat(101)), 400, 'This translation is too long: at most 100 characters'],
    ];
    for (const [answer, status, sentence] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(status);
      expect(res.json().errorMsg).toBe(sentence);
    }
    const german = await put(url('booking-type', padelId, 'name', 'de-DE'));
    expect(german.statusCode).toBe(400);
    expect(german.json().errorMsg).not.toMatch(/^Internal/);
    const empty = await put(url('booking-type', padelId, 'name', 'en-US'), '   ');
    expect(empty.statusCode).toBe(400);
    const unknownList = await app.inject({ url: '/api/staff/club-texts/courts', headers: { ...headers, 'accept-language': 'fr-FR' } });
    expect(unknownList.statusCode).toBe(404);
    expect((await gridNote('en-US')).bookingTypes[0]?.name).toBe('Padel');
  });
});
