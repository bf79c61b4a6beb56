import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { clearCart, getSession, getToken, isLoggedIn, NO_SESSION, saveSession, subscribeSession } from './session';

const customer = { id: 7, name: 'Ana', surname: 'Ruiz', logo: '' };

describe('session expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a stored login past its expiry counts as logged out', () => {
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ ...customer, expiry: new Date(Date.now() - 1000).toISOString() }));
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(getSession()).toEqual({ customer: null, token: null });
    // The very object a server-rendered page hydrates with: nothing renders again for a visitor.
    expect(getSession()).toBe(NO_SESSION);
  });

  it('a login without expiry, or not expired yet, is kept', () => {
    saveSession(customer, 'tok');
    expect(getSession()).toEqual({ customer, token: 'tok' });
    const expiry = new Date(Date.now() + 60_000).toISOString();
    saveSession({ ...customer, expiry }, 'tok2');
    expect(getSession()).toEqual({ customer: { ...customer, expiry }, token: 'tok2' });
  });

  it('tells subscribers when the temporary login ends and forgets it, keeping the cart', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.cart, '[1]');
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ ...customer, expiry: new Date(Date.now() + 5 * 60_000).toISOString() }, 'temp');
    listener.mockClear();
    expect(isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(5 * 60_000 + 100);
    expect(listener).toHaveBeenCalled();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[1]');
    unsubscribe();
  });

  it('clearCart empties the cart alone', () => {
    saveSession(customer, 'tok');
    localStorage.setItem(STORAGE_KEYS.cart, '[1]');
    clearCart();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(getToken()).toBe('tok');
  });
});
