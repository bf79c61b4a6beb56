import { describe, expect, it } from 'vitest';
import { requestLanguage, translateMessage } from './messages.js';

describe('requestLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9', 'es-ES'],
    ['fr', 'fr-FR'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['es-mx', 'es-MX'],
    ['de-DE', 'es-ES'],
    [undefined, 'en-US'],
    ['', 'en-US'],
  ] as const)('%s -> %s', (header, lang) => {
    expect(requestLanguage(header)).toBe(lang);
  });
});

describe('translateMessage', () => {
  it('keeps the spec wording in English and translates the rest', () => {
    expect(translateMessage('Invalid Email or Password', 'en-US')).toBe('Invalid Email or Password');
    expect(translateMessage('Invalid Email or Password', 'it-IT')).toBe('Email o password non validi');
  });
  it('translates field messages after their label and leaves unknown text alone', () => {
    expect(translateMessage('Nombre: The field is required; body.id: Too small', 'es-ES')).toBe('Nombre: El campo es obligatorio; body.id: Too small');
  });
});
