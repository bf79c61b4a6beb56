import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { hardNavigation } from '../../lib/hard-navigation';
import { getLoginRequest } from '../../api/login-request';
import { demoCustomer, storeSession } from '../../test/customer-fixtures';
import { json, stubFetch, type Handler } from '../../test/fetch-stub';
import { demoSettings } from '../../test/fixtures';
import { renderWithSettings } from '../../test/render';
import { Header } from './header';

function server(extra: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/publiccustomers/7': () => json({ ok: true, model: demoCustomer() }),
    ...extra,
  });
}

const daniela = { id: 21, name: 'Daniela', surname: 'Ruiz', logo: '', children: [], parent: 7, currentId: 21 };

describe('header: child selector', () => {
  it('lists only the active children and switches the session to the chosen one', async () => {
    storeSession();
    const reload = vi.spyOn(hardNavigation, 'reload').mockImplementation(() => {});
    const api = server({
      'POST /api/publiccustomers/impersonate': () =>
        json({ ok: true, token: 'tok-21', expiry: '2099-01-01T00:00:00.000Z', customer: daniela }),
    });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    const switchTo = await screen.findByRole('button', { name: 'Switch to Daniela' });
    expect(screen.queryByRole('button', { name: 'Switch to Hugo' })).toBeNull();
    await user.click(switchTo);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.to('/api/publiccustomers/impersonate')[0]?.body).toEqual({ id: 21 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-21');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}')).toEqual({ ...daniela, expiry: '2099-01-01T00:00:00.000Z' });
  });

  it("shows whose account is active while acting as a child, and goes back to the parent's", async () => {
    storeSession(daniela);
    const reload = vi.spyOn(hardNavigation, 'reload').mockImplementation(() => {});
    const parent = { id: 7, name: 'Ana', surname: 'Ruiz', logo: '', children: demoCustomer().children, parent: null, currentId: 7 };
    const api = server({
      'POST /api/publiccustomers/impersonate': () =>
        json({ ok: true, token: 'tok-7b', expiry: '2099-01-01T00:00:00.000Z', customer: parent }),
    });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    const bar = screen.getByRole('region', { name: 'Active account' });
    expect(bar.textContent).toContain('You are using the account of Daniela Ruiz');
    expect(screen.getByRole('button', { name: /^Daniela/ }).textContent).toBe('Daniela (Linked account)');

    await user.click(within(bar).getByRole('button', { name: 'Back to my account' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.to('/api/publiccustomers/impersonate')[0]?.body).toEqual({ id: 7 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7b');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}')).toMatchObject({ id: 7, parent: null, currentId: 7 });
    // Acting as a child, nobody else's children are loaded.
    expect(api.to('/api/publiccustomers/21')).toHaveLength(0);
  });

  it('offers the way back in the account submenu too, and shows a refusal', async () => {
    storeSession(daniela);
    const reload = vi.spyOn(hardNavigation, 'reload').mockImplementation(() => {});
    server({
      'POST /api/publiccustomers/impersonate': () =>
        json({ ok: false, errorMsg: 'You can only switch to your own linked accounts' }, { status: 403 }),
    });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    await user.click(screen.getByRole('button', { name: /^Daniela ?\(Linked account\)$/ }));
    const submenu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(submenu).getByRole('button', { name: 'Back to my account' }));
    expect((await within(submenu).findByRole('alert')).textContent).toBe('You can only switch to your own linked accounts');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7');
  });

  it('has no selector for a customer without active children', async () => {
    storeSession();
    const api = server({
      'GET /api/publiccustomers/7': () =>
        json({ ok: true, model: demoCustomer({ children: [{ id: 22, name: 'Hugo', surname: 'Ruiz', status: 1 }] }) }),
    });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    await waitFor(() => expect(api.to('/api/publiccustomers/7')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    expect(screen.queryByText('Switch account')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Active account' })).toBeNull();
  });
});

describe('header: register link', () => {
  it('opens the login dialog in register mode when RegisterOn', async () => {
    server();
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(getLoginRequest()).toMatchObject({ open: true, mode: 'register' });
  });

  it('is not there when registration is off', async () => {
    server();
    renderWithSettings(<Header />, { ...demoSettings, RegisterOn: false });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: null });
  });
});

describe('header: open matches (issue 29)', () => {
  it('links a member to the open matches; a visitor’s menu keeps its room for the login', async () => {
    server();
    renderWithSettings(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Open matches' })).toBeNull();
  });

  it('shows the link in the account menu once logged in (the main menu keeps fitting beside the logo)', async () => {
    storeSession();
    server();
    renderWithSettings(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const account = within(nav).queryByRole('link', { name: 'Open matches' });
    expect(account).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ana' }));
    expect(screen.getByRole('link', { name: 'Open matches' }).getAttribute('href')).toBe('/open-matches');
  });
});
