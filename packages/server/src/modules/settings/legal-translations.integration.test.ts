import type { MissingTranslations } from '@clubportal/contract/club-texts';
import type { StaffLegal } from '@clubportal/contract/staff-legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The legal texts outside the wizard and the club-wide list of missing translations (issue 32 §5, §6): the four
 * texts saved with an English translation, audited, refused without `settings.write`; the public legal texts in
 * the reader's language; the list names each club text some offered language lacks, and forgets it once written.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
let coach: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
  coach = (await signedInStaff(app, { role: 'coach' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const legalFor = async (language: string) =>
  (await app.inject({ method: 'GET', url: '/api/czconfigs/legal-settings', headers: { 'accept-language': language } })).json().data;
const body = (over: object = {}) => ({
  generalConditions: '<p>Condiciones generales del club.</p>',
  waiver: '<p>Exención de responsabilidad.</p>',
  privacyPolicyFull: '<p>Política de privacidad.</p>',
  cookiesPolicy: '<p>Política de cookies.</p>',
  translations: {
    'en-US': { generalConditions: '<p>The club general conditions.</p>', waiver: '', privacyPolicyFull: '', cookiesPolicy: '' },
  },
  ...over,
});
const missing = async () => (await call('GET', '/api/staff/translations/missing', owner)).json().model as MissingTranslations;

describe('legal texts: staff edit them in each language, audited; readers get theirs', () => {
  it('refuses a role without settings.write (403), and writes nothing', async () => {
    const before = await legalFor('es-ES');
    expect((await call('GET', '/api/staff/legal', desk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/staff/legal', desk, body())).statusCode).toBe(403);
    expect(await legalFor('es-ES')).toEqual(before);
  });

  it('saves the texts and a translation in one audited write; English readers read the English conditions', async () => {
    const res = await call('PUT', '/api/staff/legal', owner, body());
    expect(res.statusCode, res.body).toBe(200);
    const legal = res.json().model as StaffLegal;
    expect(legal.generalConditions).toBe('<p>Condiciones generales del club.</p>');
    expect(legal.translations['en-US']?.generalConditions).toBe('<p>The club general conditions.</p>');
    expect(legal.translations['fr-FR']).toEqual({ generalConditions: '', waiver: '', privacyPolicyFull: '', cookiesPolicy: '' });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'legal.edit')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ waiver: '<p>Exención de responsabilidad.</p>' });
    const saved = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'club_text.save')
      .where('entity', '=', 'legal')
      .executeTakeFirst();
    expect(JSON.parse(saved!.after_json!)).toEqual({ 'generalConditions.en-US': '<p>The club general conditions.</p>' });

    expect((await legalFor('en-US')).generalConditions).toBe('<p>The club general conditions.</p>');
    expect((await legalFor('en-US')).waiver).toBe('<p>Exención de responsabilidad.</p>');
    expect((await legalFor('es-ES')).generalConditions).toBe('<p>Condiciones generales del club.</p>');
  });

  it('refuses an empty text in the default language and a language the club does not offer, in words', async () => {
    const empty = await call('PUT', '/api/staff/legal', owner, body({ waiver: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).not.toMatch(/waiver|\[/);
    const other = await call('PUT', '/api/staff/legal', owner, body({ translations: { 'de-DE': { waiver: 'x' } } }));
    expect(other.statusCode).toBe(400);
  });
});

describe('missing translations: every kind of club text in one list', () => {
  it('lists the legal texts and other kinds lacking English or French, and drops one once translated', async () => {
    const list = await missing();
    expect(list.languages).toEqual(expect.arrayContaining(['en-US', 'fr-FR']));
    const waiver = list.missing.find((m) => m.entity === 'legal' && m.field === 'waiver');
    expect(waiver?.missing).toEqual(expect.arrayContaining(['en-US', 'fr-FR']));
    const conditions = list.missing.find((m) => m.entity === 'legal' && m.field === 'generalConditions');
    expect(conditions?.missing).toContain('fr-FR');
    expect(conditions?.missing).not.toContain('en-US');
    expect(new Set(list.missing.map((m) => m.entity)).size).toBeGreaterThan(2);

    const everyLanguage = Object.fromEntries(
      list.languages.map((l) => [l, { generalConditions: '', waiver: `<p>Waiver (${l}).</p>`, privacyPolicyFull: '', cookiesPolicy: '' }]),
    );
    const saved = await call('PUT', '/api/staff/legal', owner, body({ translations: everyLanguage }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await missing()).missing.find((m) => m.entity === 'legal' && m.field === 'waiver')).toBeUndefined();
  });

  it('refuses a role that cannot read the club settings (403)', async () => {
    expect((await call('GET', '/api/staff/translations/missing', coach)).statusCode).toBe(403);
  });
});
