import { describe, expect, it } from 'vitest';
import { CLUB_TEXT_FIELDS } from '@clubportal/contract/club-texts';
import { LANGUAGES } from '@clubportal/contract/languages';

// The missing-translations list names every kind of club text and each of its fields: a kind added to the club
// texts without its words here would show staff a raw key.
type Words = { staff: { translations: { kinds: Record<string, string>; fields: Record<string, string> } } };
const files = import.meta.glob<Words>('../../../../i18n/locales/*.json', { eager: true, import: 'default' });
const locale = (language: string) => files[`../../../../i18n/locales/${language}.json`]!;

describe('the missing translations list’s words', () => {
  it.each(LANGUAGES)('names every kind of club text and every field in %s', (language) => {
    const { kinds, fields } = locale(language).staff.translations;
    const entities = Object.keys(CLUB_TEXT_FIELDS);
    expect(entities.filter((kind) => !kinds[kind])).toEqual([]);
    const allFields = [...new Set(Object.values(CLUB_TEXT_FIELDS).flatMap((f) => Object.keys(f)))];
    expect(allFields.filter((field) => !fields[field])).toEqual([]);
  });
});
