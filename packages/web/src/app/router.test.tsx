import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { getLoginRequest } from '../api/login-request';
import { json, stubFetch } from '../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../test/fixtures';
import { labelledText } from '../test/queries';
import { renderApp } from '../test/render';
import { ROUTES } from './router';

function fakeServer(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/czconfigs/legal-settings': () =>
      json({
        ok: true,
        data: { generalConditions: '<p>GC</p>', waiver: '<p>W</p>', privacyPolicyFull: '<p>Privacy text</p>', cookiesPolicy: '<p>C</p>' },
      }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
    ...extra,
  });
}

function logIn() {
  localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 9, name: 'Ana', surname: 'Ruiz', logo: '' }));
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
}

describe('route table', () => {
  it('holds every route of both spec files', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of [
      '/',
      '/shop',
      '/shop/:id',
      '/blog',
      '/post/:id',
      '/checkout',
      '/cz/ok',
      '/cz/ko',
      '/netpay-callback',
      '/stripe-callback',
      '/transbank/process-payment/:id',
      '/customer/reset-password/:token',
      '/customer/activate/:token',
      '/passReset/ok',
      '/privacy',
      '/waiver',
      '/cookies',
      '/generalConditions',
      '/activities',
      '/activity/:id',
      '/changePass',
      '/debts',
      '/customer-vouchers',
      '/customer-comms',
      '/customer-comms/emails/:id',
      '/customer-orders',
      '/customer-fees',
      '/customer-orders/:id',
      '/customer-bookings',
      '/account',
      '/trainings',
      '/trainings/:id',
      '/levels',
      '/levels/link-to-provider/:provider',
      '/booking-visual/:bookingId/:templateId',
      '/link-account',
      '/publictickets/:token',
      '/publicinvoices/:token',
      '/bookingtypes',
      '/bookings/:bookingTypeId?',
      '/bookings-byplace/:bookingTypeId?',
      '/booking-join/:bookingId',
      '/booking-results/:bookingId',
      '/booking/:bookingToken',
      '/checkout-booking',
      '/auto-login',
    ]) {
      expect(paths).toContain(path);
    }
    const loginOnly = ROUTES.filter((r) => r.access === 'login').map((r) => r.path);
    expect(loginOnly.sort()).toEqual(
      [
        '/changePass',
        '/debts',
        '/customer-vouchers',
        '/customer-comms',
        '/customer-comms/emails/:id',
        '/customer-orders',
        '/customer-fees',
        '/customer-orders/:id',
        '/customer-bookings',
        '/account',
        '/trainings',
        '/trainings/:id',
        '/levels',
        '/levels/link-to-provider/:provider',
        '/booking-visual/:bookingId/:templateId',
        // Not a spec route: the member card's own address (issue 22: the installed app opens it offline).
        '/member-card',
      ].sort(),
    );
  });
});

describe('guard', () => {
  it('on a direct load of a login route without token: goes home, opens login, remembers the path', async () => {
    fakeServer();
    const { router } = renderApp('/customer-orders/77?tab=items');
    expect(labelledText(await screen.findByRole('dialog'))).toBe('Log in');
    expect(router.state.location.pathname).toBe('/');
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/customer-orders/77?tab=items' });
  });

  it('on in-app navigation to a login route without token: stays on the page and opens login', async () => {
    fakeServer();
    const { router } = renderApp('/privacy');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy'));
    await router.navigate('/debts');
    expect(labelledText(await screen.findByRole('dialog'))).toBe('Log in');
    expect(router.state.location.pathname).toBe('/privacy');
    expect(getLoginRequest().returnTo).toBe('/debts');
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Privacy policy');
  });

  it('after logging in, goes to the remembered path', async () => {
    const server = fakeServer({
      'POST /api/publiccustomers/cauth': () =>
        json({
          ok: true,
          model: { token: 'new-token', expiry: '2030-01-01T00:00:00Z', id: 12, logo: 'me.png', name: 'Ana', surname: 'Ruiz' },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/privacy');
    await screen.findByText('Privacy text');
    await router.navigate('/customer-fees');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-fees'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to('/api/publiccustomers/cauth')[0]?.body).toEqual({ email: 'ana@example.com', password: 'secret1' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}')).toEqual({
      id: 12,
      name: 'Ana',
      surname: 'Ruiz',
      logo: 'me.png',
      expiry: '2030-01-01T00:00:00Z',
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Fees'));
  });

  it('lets a logged-in customer in (the page names its section)', async () => {
    logIn();
    fakeServer();
    const { router } = renderApp('/customer-orders');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Orders'));
    expect(router.state.location.pathname).toBe('/customer-orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['ok', 'ko'])('redirects a #/cz/%s hash to its route', async (result) => {
    fakeServer();
    const { router } = renderApp(`/#/cz/${result}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cz/${result}`));
    expect(router.state.location.hash).toBe('');
  });

  it('shows a translated not-found page with a link home for unknown paths', async () => {
    fakeServer();
    renderApp('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows public routes without login', async () => {
    fakeServer();
    const { router } = renderApp('/bookings/3');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book a court'));
    expect(router.state.location.pathname).toBe('/bookings/3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('settings bootstrap', () => {
  it('leaves for the failure page when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/czconfigs/main-settings': () => json({ ok: false, errorMsg: 'down' }, { status: 503 }) });
    const onSettingsFailure = vi.fn();
    renderApp('/', { onSettingsFailure });
    await waitFor(() => expect(onSettingsFailure).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('treats settings that break the schema as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/czconfigs/main-settings': () => json({ ok: true, data: { name: 'x' } }) });
    const onSettingsFailure = vi.fn();
    renderApp('/', { onSettingsFailure });
    await waitFor(() => expect(onSettingsFailure).toHaveBeenCalled());
  });

  it('themes the page from the settings', async () => {
    fakeServer();
    renderApp('/');
    await screen.findByTestId('site-footer');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand')).toBe('#0a7d4f');
    expect(style.getPropertyValue('--footer-bg')).toBe('#10243e');
    expect(style.getPropertyValue('--font-body')).toMatch(/^"Montserrat", system-ui/);
    expect(style.getPropertyValue('--header-image')).toBe('url("/uploads/header.jpg")');
    expect(document.title).toBe('Club Pádel Demo');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/uploads/logo.svg');
  });
});
