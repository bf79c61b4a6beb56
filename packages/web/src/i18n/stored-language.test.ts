import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { storedLanguage } from './index';

describe('the language of a page rendered in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is the browser’s when the portal has it, until the visitor picks one', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-BE', 'en']);
    expect(storedLanguage()).toBe('fr-FR');
    localStorage.setItem(STORAGE_KEYS.language, 'it-IT');
    expect(storedLanguage()).toBe('it-IT');
  });

  it('is Spanish when the browser asks for nothing the portal has', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(storedLanguage()).toBe('es-ES');
  });
});
