import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { PassHolder, StaffMembership } from '@clubportal/contract/staff-memberships';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const staff = (role: 'manager' | 'desk') => ({
  id: 2,
  name: role === 'manager' ? 'Mario Manager' : 'Dana Desk',
  email: `${role}@club.example`,
  role,
  roleName: role,
  permissions: [...BUILT_IN_ROLES[role]],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
});
const membership: StaffMembership = {
  id: 5,
  name: 'Abono plus',
  names: { 'en-US': 'Plus pass' },
  price: 30,
  currency: 'EUR',
  periodMonths: 1,
  validFrom: null,
  validTo: null,
  customerGroupId: 7,
  customerGroupName: 'Socios',
  bookingDays: 14,
  archived: false,
  holders: 1,
};
const holder: PassHolder = {
  passId: 9,
  customerId: 4,
  name: 'Lucía Fernández',
  email: 'socio@club.example',
  startsOn: '2026-06-01',
  endsOn: null,
  running: true,
  ended: false,
  reason: 'Paid at the desk',
  feeId: 3,
};
const list = {
  ok: true,
  memberships: [membership],
  currency: 'EUR',
  defaultLanguage: 'es-ES',
  otherLanguages: ['en-US'],
  groups: [{ id: 7, name: 'Socios' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/memberships', () => {
  it('lists the types with their term, group and booking window; a desk may read but not write', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/memberships': () => json(list),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/memberships');
    const table = await screen.findByRole('table', { name: 'Memberships' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('every month');
    expect(row.textContent).toContain('Socios');
    expect(row.textContent).toContain('14 days ahead');
    expect(screen.queryByRole('link', { name: 'New membership' })).toBeNull();
  });

  it('refuses a term with one validity date before asking the server', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/memberships': () => json(list),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/memberships/new');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New membership' });
    await user.type(await within(form).findByLabelText(/Name in Español/), 'Verano');
    await user.type(within(form).getByLabelText(/Amount/), '60');
    await user.selectOptions(within(form).getByLabelText(/Term/), 'dates');
    await user.type(within(form).getByLabelText(/First valid day/), '2026-06-01');
    await user.click(within(form).getByRole('button', { name: 'Create the membership' }));
    expect((await within(form).findByText('Enter the first and last valid days')).textContent).toBe('Enter the first and last valid days');
    expect(server.requests.some((r) => r.path === '/api/staff/memberships' && r.method === 'POST')).toBe(false);
  });

  it('ends a pass with a reason', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/memberships': () => json(list),
      'GET /api/staff/memberships/5/passes': () => json({ ok: true, membership, holders: [holder] }),
      'POST /api/staff/season-passes/9/end': () =>
        json({ ok: true, membership, holders: [{ ...holder, running: false, ended: true, endsOn: '2026-06-14' }] }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/memberships/5');
    const user = userEvent.setup();
    const holders = await screen.findByRole('table', { name: 'Passes given' });
    await user.click(within(holders).getByRole('button', { name: 'End the pass of Lucía Fernández' }));
    const confirm = screen.getByRole('form', { name: 'End this pass' });
    await user.click(within(confirm).getByRole('button', { name: 'End pass' }));
    expect((await within(confirm).findByText('Say why, such as Paid at the desk')).textContent).toBe('Say why, such as Paid at the desk');
    await user.type(within(confirm).getByLabelText(/Why it ends/), 'Moved away');
    await user.click(within(confirm).getByRole('button', { name: 'End pass' }));
    expect((await screen.findByText('The pass of Lucía Fernández has ended.')).textContent).toBe('The pass of Lucía Fernández has ended.');
    expect(server.requests.find((r) => r.path === '/api/staff/season-passes/9/end')?.body).toEqual({ reason: 'Moved away' });
  });
});
