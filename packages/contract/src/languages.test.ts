import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './languages';

describe('the language a browser asks for', () => {
  it('is the portal’s same tag, else its one of that language, in the browser’s order', () => {
    expect(preferredLanguage(['en-GB', 'es-ES'])).toBe('en-US');
    expect(preferredLanguage(['fr-CA', 'fr'])).toBe('fr-FR');
    expect(preferredLanguage(['es-MX'])).toBe('es-MX');
    expect(preferredLanguage(['es-AR'])).toBe('es-ES');
    expect(preferredLanguage(['de-DE', 'it'])).toBe('it-IT');
    expect(preferredLanguage(['de-DE', 'nl'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
    // Only the languages a club offers: a French browser at a club in Spanish and English reads English.
    expect(preferredLanguage(['fr-FR', 'en-GB'], ['es-ES', 'en-US'])).toBe('en-US');
    expect(preferredLanguage(['es-MX'], ['es-ES', 'en-US'])).toBe('es-ES');
    expect(preferredLanguage(['fr-FR'], ['es-ES', 'en-US'])).toBeNull();
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(acceptedLanguages('de-DE,fr;q=0.9,en;q=0.95,*;q=0.1')).toEqual(['de-DE', 'en', 'fr']);
    expect(acceptedLanguages('fr-FR, en;q=0')).toEqual(['fr-FR']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(preferredLanguage(acceptedLanguages('de-DE,fr;q=0.9,en;q=0.8'))).toBe('fr-FR');
  });
});
