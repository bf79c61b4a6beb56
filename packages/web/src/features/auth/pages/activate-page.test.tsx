import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoginRequest } from '../../../api/login-request';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { labelledText } from '../../../test/queries';
import { LOGIN_AFTER_ACTIVATION_MS } from './activate-page';

const ACTIVATE = '/api/publiccustomers/activate';

function fakeServer(activate: Handler) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
    [`POST ${ACTIVATE}`]: activate,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('activation page', () => {
  it('activates once, shows the spec text, then opens the login popup after 1 second returning to /', async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: () => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = () => resolve(json({ ok: true })))));
    renderApp('/customer/activate/tok-123');
    expect((await screen.findByText('Activating your account...')).textContent).toBe('Activating your account...');
    // Answer only once the call is out (on a busy machine the text can show before the request leaves).
    await waitFor(() => expect(server.to(ACTIVATE)).toHaveLength(1));
    answer();
    expect((await screen.findByText('Your registration has been completed!')).textContent).toBe('Your registration has been completed!');
    expect(getLoginRequest().open).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_AFTER_ACTIVATION_MS / 2));
    expect(getLoginRequest().open).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_AFTER_ACTIVATION_MS / 2));
    expect(labelledText(await screen.findByRole('dialog', { name: 'Log in' }))).toBe('Log in');
    expect(getLoginRequest().returnTo).toBe('/');
    expect(server.to(ACTIVATE)).toHaveLength(1);
    expect(server.to(ACTIVATE)[0]?.body).toEqual({ token: 'tok-123' });
  });

  it("an expired or used link: 'Sorry your activation link is expired', no login popup", async () => {
    // The clock is moved past the success path's 1 second, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer(() => json({ ok: false, errorMsg: 'Sorry your activation link is expired' }, { status: 400 }));
    renderApp('/customer/activate/used');
    expect((await screen.findByText('Sorry your activation link is expired')).textContent).toBe('Sorry your activation link is expired');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(getLoginRequest().open).toBe(false);
    vi.useRealTimers();
  });

  it('a link clicked again once the account is active says so, with a login button and no popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer(() => json({ ok: true, alreadyActive: true }));
    renderApp('/customer/activate/used-before');
    expect((await screen.findByText('Your account is already active. Log in to continue.')).textContent).toBe(
      'Your account is already active. Log in to continue.',
    );
    expect(screen.queryByText('Your registration has been completed!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(getLoginRequest().open).toBe(false);
    within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }).click();
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/' });
    vi.useRealTimers();
  });

  it('a technical failure says so and can be retried', async () => {
    let calls = 0;
    fakeServer(() => (++calls === 1 ? json({ ok: false, errorMsg: 'down' }, { status: 503 }) : json({ ok: true })));
    renderApp('/customer/activate/tok');
    expect((await screen.findByText('Oops! Tecnical problems. Please try again.')).textContent).toBe(
      'Oops! Tecnical problems. Please try again.',
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    expect((await screen.findByText('Your registration has been completed!')).textContent).toBe('Your registration has been completed!');
  });
});
