import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { getLoginRequest } from '../../../api/login-request';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../../../test/fixtures';
import { describedText } from '../../../test/queries';
import { renderApp } from '../../../test/render';
import { RESET_DONE_DELAY_MS } from './reset-password-page';

afterEach(() => {
  vi.useRealTimers();
});

const RESET = '/api/publiccustomers/reset-password-cz';

function fakeServer(reset: Handler = () => json({ ok: true })) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
    [`POST ${RESET}`]: reset,
  });
}

async function openPage() {
  const view = renderApp('/customer/reset-password/reset-tok');
  const user = userEvent.setup();
  const password = await screen.findByLabelText('New Password');
  const repeat = screen.getByLabelText('Repeat Password');
  const submit = screen.getByRole('button', { name: 'Submit' });
  return { ...view, user, password, repeat, submit };
}

describe('password reset page', () => {
  it("both fields are required ('Required')", async () => {
    const server = fakeServer();
    const { user, submit } = await openPage();
    await user.click(submit);
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(server.to(RESET)).toHaveLength(0);
  });

  it("each needs 5 characters ('Minimun length is 5') and they must match ('Password does not match')", async () => {
    const server = fakeServer();
    const { user, password, repeat, submit } = await openPage();
    await user.type(password, '1234');
    await user.type(repeat, '123');
    await user.click(submit);
    expect(await screen.findAllByText('Minimun length is 5')).toHaveLength(2);
    await user.clear(password);
    await user.type(password, 'abcde');
    await user.clear(repeat);
    await user.type(repeat, 'abcdf');
    await user.click(submit);
    await waitFor(() => expect(describedText(repeat)).toBe('Password does not match'));
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(server.to(RESET)).toHaveLength(0);
  });

  it("saves with the token, shows 'Data modified!' and goes to /passReset/ok", async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    const { user, password, repeat, submit, router } = await openPage();
    await user.type(password, 'new-pass');
    await user.type(repeat, 'new-pass');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Data modified!'));
    expect(server.to(RESET)[0]?.body).toEqual({ token: 'reset-tok', plainPassword: 'new-pass' });
    await act(() => vi.advanceTimersByTimeAsync(RESET_DONE_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passReset/ok'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Password changed'));
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Password changed successfully']);
  });

  it("a failed call shows the server's message, or the 'Crash' text without one", async () => {
    let calls = 0;
    fakeServer(() =>
      ++calls === 1
        ? json({ ok: false, errorMsg: 'This password reset link is expired or has already been used' }, { status: 400 })
        : json({ ok: false, errorMsg: '' }, { status: 500 }),
    );
    const { user, password, repeat, submit } = await openPage();
    await user.type(password, 'new-pass');
    await user.type(repeat, 'new-pass');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('This password reset link is expired or has already been used');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Oops! Tecnical problems. Please try again.'));
  });
});

describe('password changed page (/passReset/ok)', () => {
  it('shows the banner and text, clears the cart, scrolls up after 500 ms, and its Login button opens the login returning to /', async () => {
    fakeServer();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    localStorage.setItem(STORAGE_KEYS.cart, '[{"id":1}]');
    renderApp('/passReset/ok');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Password changed');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Password changed successfully']);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/' });
    window.scrollTo = () => {};
  });
});
