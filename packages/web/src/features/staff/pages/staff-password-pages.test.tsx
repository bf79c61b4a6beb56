import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const TOKEN = 'reset-token-0123456789abcdef';
const desk = {
  id: 7,
  name: 'Dani Desk',
  email: 'dani@club.example',
  role: 'desk',
  roleName: 'desk',
  permissions: ['bookings.read'],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: false,
};

const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/reset-password (the mailed link)', () => {
  it('says a used link cannot be used, and shows no form', async () => {
    stubFetch({
      'POST /api/staff/password/reset/check': () =>
        json({ ok: false, errorMsg: 'This link is not valid any more: it was already used or has expired' }, { status: 410 }),
    });
    renderStaff(`/staff/reset-password#${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid any more: it was already used or has expired');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('sets the new password with the fragment’s token, then offers the sign-in', async () => {
    const server = stubFetch({
      'POST /api/staff/password/reset/check': () => json({ ok: true }),
      'POST /api/staff/password/reset': () => json({ ok: true }),
    });
    renderStaff(`/staff/reset-password#${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByText(/at least 10 characters/)).textContent).toBe('A staff password has at least 10 characters');
    expect(server.to('/api/staff/password/reset')).toEqual([]);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password is changed. Sign in with it.');
    expect(server.to('/api/staff/password/reset')[0]?.body).toEqual({ token: TOKEN, password: 'a-brand-new-password' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/staff/login');
  });
});

describe('/staff/forgot-password', () => {
  it('asks the server for a link and says the same for any address', async () => {
    const server = stubFetch({ 'POST /api/staff/password/forgot': () => json({ ok: true }) });
    renderStaff('/staff/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'dani@club.example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByText(/a link to choose a new password is on its way/)).textContent).toBe(
      'If dani@club.example has a staff account, a link to choose a new password is on its way. It works for 2 hours.',
    );
    expect(server.to('/api/staff/password/forgot')[0]?.body).toEqual({ email: 'dani@club.example' });
  });
});

describe('/staff/password (one’s own password)', () => {
  it('shows the server’s refusal of a wrong current password, then the change', async () => {
    let calls = 0;
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'POST /api/staff/password': () =>
        ++calls === 1 ? json({ ok: false, errorMsg: 'Your current password is not right' }, { status: 400 }) : json({ ok: true }),
    });
    renderStaff('/staff/password');
    const user = userEvent.setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Change your password');
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not right');
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByText(/other sessions/)).textContent).toBe('Your password is changed. Your other sessions have ended.');
    expect(server.to('/api/staff/password')[1]?.body).toEqual({ current: 'the-right-one', password: 'a-brand-new-password' });
  });
});

describe('the staff member’s own language', () => {
  it('is the console’s after signing in, whatever the device’s', async () => {
    stubFetch({ 'GET /api/staff/me': () => json({ ok: true, model: { ...desk, language: 'fr-FR' } }) });
    renderStaff('/staff/password');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Changer votre mot de passe'));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
    // Not remembered on the device: the public portal keeps the visitor's choice.
    expect(window.localStorage.length).toBe(0);
  });

  it('is changed from the header, saved on the account, and the console switches to it', async () => {
    const user = userEvent.setup();
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'PUT /api/staff/me/language': () => json({ ok: true }),
    });
    renderStaff('/staff/password');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change your password'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Console language' }), 'it-IT');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cambia la tua password'));
    expect(server.to('/api/staff/me/language')[0]?.body).toEqual({ language: 'it-IT' });
    expect((screen.getByRole('combobox', { name: 'Lingua della console' }) as HTMLSelectElement).value).toBe('it-IT');
  });
});
