import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MINUTES } from '../modules/accounts/index.js';
import { LANGUAGES } from '@clubportal/contract/languages';
import { renderMessage, requestLanguage, translateMessage, type MessageKey } from './messages.js';
import { enUS } from './messages/en-US.js';

describe('requestLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9', 'es-ES'],
    ['fr', 'fr-FR'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['es-mx', 'es-MX'],
    ['de-DE', 'es-ES'],
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['*', 'en-US'],
    ['*;q=0.8', 'en-US'],
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
    expect(translateMessage('Nombre: The field is required; body.id: Too small', 'es-ES')).toBe(
      'Nombre: El campo es obligatorio; body.id: Too small',
    );
  });
});

describe('renderMessage', () => {
  it('fills parameters in every language, the throttle minutes from the constant that enforces them', () => {
    const minutes = LOGIN_FAILURE_WINDOW_MINUTES;
    expect(renderMessage('tooManyLoginFailures', { minutes }, 'en-US')).toBe(
      `Too many failed attempts. Please try again in ${minutes} minutes or reset your password.`,
    );
    expect(renderMessage('tooManyLoginFailures', { minutes }, 'fr-FR')).toContain(`dans ${minutes} minutes`);
    expect(renderMessage('tooManyLoginFailures', { minutes: 7 }, 'es-ES')).toContain('en 7 minutos');
  });

  it('translates each field problem of a validation list', () => {
    expect(renderMessage('invalidInput', { details: 'Nombre: The field is required; Email: Please enter a valid email' }, 'it-IT')).toBe(
      'Nombre: Il campo è obbligatorio; Email: Inserisci un indirizzo email valido',
    );
  });
});

describe('the catalogues', () => {
  const keys = Object.keys(enUS) as MessageKey[];
  const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(LANGUAGES)('%s says every message, with the parameters the English names', (language) => {
    const missing = keys.filter((key) => renderMessage(key, {}, language).trim() === '');
    const otherParameters = keys.filter((key) => parameters(renderMessage(key, {}, language)).join() !== parameters(enUS[key]).join());
    expect({ missing, otherParameters }).toEqual({ missing: [], otherParameters: [] });
  });

  it('speaks Mexican and Venezuelan Spanish where they differ from Spain, and Spain’s elsewhere', () => {
    expect(renderMessage('invalidEmail', {}, 'es-ES')).toBe('Introduce un correo electrónico válido');
    expect(renderMessage('invalidEmail', {}, 'es-MX')).toBe('Ingresa un correo electrónico válido');
    expect(renderMessage('calendarFeedRevoked', {}, 'es-VE')).toBe(
      'Este enlace de calendario se desactivó. Consigue uno nuevo en Tus reservas',
    );
    expect(renderMessage('teamFull', {}, 'es-VE')).toBe(renderMessage('teamFull', {}, 'es-ES'));
  });
});
