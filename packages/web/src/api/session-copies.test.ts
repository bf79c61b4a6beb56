import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, logout, saveSession } from './session';

/** What the phone keeps of an account for offline use goes with the login (issue 29 §1, issue 30 §4). */
const kept = () =>
  Object.keys(window.localStorage)
    .filter((k) => k.startsWith('clubportal.'))
    .sort();
const keepCards = () => {
  window.localStorage.setItem('clubportal.account.card.7', '{"name":"Lucía"}');
  window.localStorage.setItem('clubportal.account.bookings.7', '[]');
  // Where phones kept the card before, with email, phone and birth date.
  window.localStorage.setItem('clubportal.card.7', '{"values":[{"field":"email","value":"lucia@example.com"}]}');
};

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the account’s offline copies', () => {
  it('go on logout, and the server is told to end the card’s QR', () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'the-token');
    keepCards();
    window.localStorage.setItem('other', 'stays');
    const fetch = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() });
    logout();
    expect(kept()).toEqual([]);
    expect(window.localStorage.getItem('other')).toBe('stays');
    expect(fetch).toHaveBeenCalledWith('/api/door/credentials/revoke', {
      method: 'POST',
      headers: { authorization: 'Bearer the-token' },
      keepalive: true,
    });
  });

  it('go when the session is cleared (401, account deleted)', () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 't');
    keepCards();
    clearSession();
    expect(kept()).toEqual([]);
  });

  it('go when switching into another account (a child) and back', () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 't');
    keepCards();
    saveSession({ id: 9, name: 'Pablo', surname: 'M', logo: '', parent: 7, currentId: 9 }, 't2');
    expect(kept()).toEqual([]);
    window.localStorage.setItem('clubportal.account.card.9', '{}');
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 't3');
    expect(kept()).toEqual([]);
  });
});
