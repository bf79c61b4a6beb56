import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS } from '@clubportal/contract/staff';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const owner = {
  id: 1,
  name: 'Ana Owner',
  email: 'ana@club.example',
  role: 'owner',
  roleName: 'owner',
  permissions: [...BUILT_IN_ROLES.owner],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const overview = (custom: { id: number; name: string; permissions: string[] }[]) =>
  json({
    ok: true,
    model: {
      permissions: Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description })),
      builtIn: Object.entries(BUILT_IN_ROLES).map(([name, permissions]) => ({ name, permissions })),
      custom,
    },
  });
const holder = { id: 5, name: 'Tomás', email: 't@club.example', role: 'custom', customRoleId: 3, roleName: 'Scorers' };

const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/roles', () => {
  it('builds a custom role from the permission list', async () => {
    let custom: { id: number; name: string; permissions: string[] }[] = [];
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/accounts': () => json({ ok: true, model: [] }),
      'GET /api/staff/roles': () => overview(custom),
      'POST /api/staff/roles': () => {
        custom = [{ id: 9, name: 'Tournament desk', permissions: ['bookings.read'] }];
        return json({ ok: true, model: custom[0] });
      },
    });
    renderStaff('/staff/roles');
    const user = userEvent.setup();
    expect((await screen.findByText(/^No custom roles/)).textContent).toBe('No custom roles yet.');
    await user.click(screen.getByRole('button', { name: 'New custom role' }));
    const form = screen.getByRole('form', { name: 'New custom role' });
    await user.type(within(form).getByLabelText(/^Role name/), 'Tournament desk');
    await user.click(within(form).getByRole('button', { name: 'Create the role' }));
    expect((await within(form).findByText(/at least one permission/)).textContent).toBe('A role needs at least one permission');
    expect(server.to('/api/staff/roles').filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(form).getByLabelText(/^See the day grid and bookings/));
    await user.click(within(form).getByRole('button', { name: 'Create the role' }));
    expect((await screen.findByText(/saved\.$/)).textContent).toBe('Role Tournament desk saved.');
    expect(server.to('/api/staff/roles').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Tournament desk',
      permissions: ['bookings.read'],
    });
    const row = await screen.findByRole('row', { name: /Tournament desk/ });
    expect(row.textContent).toContain('See the day grid and bookings');
  });

  it('shows who has a role, and the server’s refusal to delete it', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/accounts': () =>
        json({ ok: true, model: [{ ...holder, language: 'en-US', active: true, pending: false, twoFactorEnrolled: false }] }),
      'GET /api/staff/roles': () => overview([{ id: 3, name: 'Scorers', permissions: ['rosters.all'] }]),
      'DELETE /api/staff/roles/3': () =>
        json({ ok: false, errorMsg: 'Staff accounts still have this role (1): give them another role first' }, { status: 409 }),
    });
    renderStaff('/staff/roles');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Scorers/ });
    await waitFor(() => expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('1 staff member'));
    // jsdom drops the space before the visually hidden name that browsers keep.
    await user.click(within(row).getByRole('button', { name: /^Delete\s?Scorers$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Staff accounts still have this role (1): give them another role first');
  });
});
