import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { AUTO_LOGIN_REDIRECT_MS } from './auto-login-page';

const AUTO = '/api/publiccustomers/auto-login';
const model = { token: 'auto-jwt', expiry: '2030-01-01T00:00:00.000Z', id: 5, logo: '', name: 'Lucía', surname: 'Gómez' };

function fakeServer(auto: Handler = () => json({ ok: true, model })) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
    'GET /api/czconfigs/legal-settings': () =>
      json({ ok: true, data: { generalConditions: '', waiver: '', privacyPolicyFull: '<p>Privacy text</p>', cookiesPolicy: '' } }),
    [`POST ${AUTO}`]: auto,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auto login page', () => {
  it("shows 'Auto login', replaces the previous login with the new session and goes to back after 1 second", async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 99, name: 'Old', surname: 'User', logo: '' }));
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    localStorage.setItem(STORAGE_KEYS.cart, '[1]');
    let answer: () => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = () => resolve(json({ ok: true, model })))));
    const { router } = renderApp('/auto-login?t=one-time&back=%2Fprivacy%3Fx%3D1');
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Auto login'));
    // Answer only once the call is out (on a busy machine the text can show before the request leaves).
    await waitFor(() => expect(server.to(AUTO)).toHaveLength(1));
    answer();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('auto-jwt'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}')).toMatchObject({ id: 5, name: 'Lucía' });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(router.state.location.pathname).toBe('/auto-login');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_REDIRECT_MS / 2));
    expect(router.state.location.pathname).toBe('/auto-login');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_REDIRECT_MS / 2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect(router.state.location.search).toBe('?x=1');
    expect(server.to(AUTO)).toHaveLength(1);
    expect(server.to(AUTO)[0]?.body).toEqual({ t: 'one-time' });
  });

  it('never leaves the site: a foreign back address goes to /', async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer();
    const { router } = renderApp('/auto-login?t=one-time&back=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('auto-jwt'));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("without t: 'Wrong access' and no call", async () => {
    const server = fakeServer();
    renderApp('/auto-login?back=/account');
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe('Wrong access');
    expect(server.to(AUTO)).toHaveLength(0);
  });

  it("a used or invalid t: 'Wrong access', the previous login stays", async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 99, name: 'Old', surname: 'User', logo: '' }));
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    fakeServer(() => json({ ok: false, errorMsg: 'Wrong access' }, { status: 400 }));
    renderApp('/auto-login?t=used');
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe('Wrong access');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('old-token');
  });
});
