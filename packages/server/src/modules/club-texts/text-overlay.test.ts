import { describe, expect, it } from 'vitest';
import { translationCandidates } from './text-overlay.service.js';

describe('which translation serves a reader', () => {
  it('is none for a reader of the default language: the entity’s own text', () => {
    expect(translationCandidates({ language: 'es-ES', defaultLanguage: 'es-ES' })).toEqual([]);
  });

  it('is theirs, then another of the same language, never the default', () => {
    expect(translationCandidates({ language: 'es-MX', defaultLanguage: 'en-US' })).toEqual(['es-MX', 'es-ES', 'es-VE']);
    expect(translationCandidates({ language: 'fr-FR', defaultLanguage: 'es-ES' })).toEqual(['fr-FR']);
  });

  it('is only theirs when the default is their language: the default text beats a cousin', () => {
    expect(translationCandidates({ language: 'es-MX', defaultLanguage: 'es-ES' })).toEqual(['es-MX']);
  });

  it('leaves out languages the club does not offer', () => {
    expect(translationCandidates({ language: 'fr-FR', defaultLanguage: 'es-ES', offered: ['es-ES', 'en-US'] })).toEqual([]);
    expect(translationCandidates({ language: 'es-VE', defaultLanguage: 'en-US', offered: ['en-US', 'es-ES', 'es-VE'] })).toEqual([
      'es-VE',
      'es-ES',
    ]);
  });
});
