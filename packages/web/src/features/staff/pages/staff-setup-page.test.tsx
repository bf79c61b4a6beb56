import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const TOKEN = 'setup-token-0123456789abcdef';
const owner = {
  id: 1,
  name: 'Ana Owner',
  email: 'ana@club.example',
  role: 'owner',
  roleName: 'Owner',
  permissions: ['staff.manage', 'audit.read'],
  language: 'en-US',
  twoFactorDue: true,
  twoFactorEnrolled: false,
};

const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/setup (the first run)', () => {
  it('without the link’s token says where the link is, and asks the server nothing', async () => {
    const server = stubFetch({});
    renderStaff('/staff/setup');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This page opens with the setup link from the server's log. Copy the whole link, with the part after #.",
    );
    expect(server.requests).toEqual([]);
  });

  it('shows the server’s sentence for a used link, and no form', async () => {
    stubFetch({
      'POST /api/staff/setup/check': () => json({ ok: false, errorMsg: 'This setup link has already been used' }, { status: 410 }),
    });
    renderStaff(`/staff/setup#${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This setup link has already been used');
    expect(screen.queryByRole('button', { name: 'Create the owner account' })).toBeNull();
  });

  it('claims the owner with the fragment’s token, then sends them to enrol two-factor codes', async () => {
    const server = stubFetch({
      'POST /api/staff/setup/check': () => json({ ok: true }),
      'POST /api/staff/setup': () => json({ ok: true, model: owner }),
    });
    const { router } = renderStaff(`/staff/setup#${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Ana Owner');
    await user.type(screen.getByLabelText(/^Email/), 'ana@club.example');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    expect((await screen.findByText(/at least 10 characters/)).textContent).toBe('A staff password has at least 10 characters');
    expect(server.to('/api/staff/setup')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a-long-owner-password');
    await user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/two-factor'));
    expect(server.to('/api/staff/setup')[0]?.body).toEqual({
      token: TOKEN,
      name: 'Ana Owner',
      email: 'ana@club.example',
      password: 'a-long-owner-password',
      language: 'en-US',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Two-factor codes');
  });
});
