import { describe, expect, it } from 'vitest';
import { mailDate, mailDateTime } from './mail-dates.js';

describe('a mail’s dates', () => {
  it('are in the reader’s language and the club’s time zone, across a change of the clocks', () => {
    // 19:00Z on 1 December is 20:00 in Madrid (UTC+1); in June the same zone is UTC+2.
    expect(mailDateTime('2026-12-01T19:00:00.000Z', 'es-ES', 'Europe/Madrid')).toBe('martes, 1 de diciembre de 2026, 20:00');
    expect(mailDateTime('2026-12-01T19:00:00.000Z', 'en-US', 'Europe/Madrid')).toMatch(/^Tuesday, December 1, 2026 at 8:00\sPM$/);
    expect(mailDateTime('2026-12-01T19:00:00.000Z', 'fr-FR', 'Europe/Madrid')).toBe('mardi 1 décembre 2026 à 20:00');
    expect(mailDateTime('2026-06-17T16:00:00.000Z', 'it-IT', 'Europe/Madrid')).toBe('mercoledì 17 giugno 2026 alle ore 18:00');
    expect(mailDateTime('2026-12-01T19:00:00.000Z', 'es-ES', 'America/Santiago')).toBe('martes, 1 de diciembre de 2026, 16:00');
  });

  it('write a club day without a time, the same day in every language', () => {
    expect(mailDate('2026-12-01', 'es-ES')).toBe('martes, 1 de diciembre de 2026');
    expect(mailDate('2026-12-01', 'en-US')).toBe('Tuesday, December 1, 2026');
    expect(mailDate('2026-12-01', 'fr-FR')).toBe('mardi 1 décembre 2026');
  });
});
