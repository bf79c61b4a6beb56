import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { FeeRun, StaffFee } from '@clubportal/contract/staff-fees';
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
const fee: StaffFee = {
  id: 3,
  customerId: 4,
  customerName: 'Lucía Fernández',
  description: 'Cuota de socio',
  amount: 45,
  currency: 'EUR',
  periodMonths: 1,
  nextDueDate: '2026-06-01',
  active: true,
  unpaidCharges: 0,
  owed: 0,
};
const fees = { ok: true, fees: [fee], currency: 'EUR', defaultLanguage: 'es-ES', otherLanguages: ['en-US'] };
const run = (over: Partial<FeeRun> = {}): FeeRun => ({
  upTo: '2026-07-15',
  lines: [
    {
      feeId: 3,
      customerId: 4,
      customerName: 'Lucía Fernández',
      description: 'Cuota de socio',
      amount: 45,
      currency: 'EUR',
      dueDates: ['2026-06-01', '2026-07-01'],
      total: 90,
    },
  ],
  charges: 2,
  total: 90,
  currency: 'EUR',
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/fees', () => {
  it('previews the charge up to a day (who, what, how many, how much), then runs it for that day', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/fees': () => json(fees),
      'POST /api/staff/fees/run/preview': () => json({ ok: true, run: run() }),
      'POST /api/staff/fees/run': () => json({ ok: true, run: run() }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/fees');
    const user = userEvent.setup();
    const list = await screen.findByRole('table', { name: 'Fees' });
    expect(within(list).getAllByRole('row')[1]?.textContent).toContain('every month');

    const panel = screen.getByRole('region', { name: 'Charge the fees due' });
    const day = within(panel).getByLabelText(/Due up to/);
    await user.clear(day);
    await user.type(day, '2026-07-15');
    await user.click(within(panel).getByRole('button', { name: 'Preview the charge' }));
    const preview = await within(panel).findByRole('table', { name: 'What would be charged' });
    expect(within(preview).getAllByRole('row')[1]?.textContent).toContain('Lucía Fernández');
    expect(within(panel).getByRole('status').textContent).toContain('2 periods would be charged');
    await user.click(within(panel).getByRole('button', { name: 'Charge 2 periods' }));
    expect((await within(panel).findByText(/^2 periods charged/)).textContent).toContain('fees page');
    expect(server.requests.find((r) => r.path === '/api/staff/fees/run')?.body).toEqual({ upTo: '2026-07-15' });
  });

  it('shows the desk the fees to read: no fee to give, no charge to run', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/fees': () => json(fees),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/fees');
    await screen.findByRole('table', { name: 'Fees' });
    expect(screen.queryByRole('link', { name: 'Give a fee' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Charge the fees due' })).toBeNull();
    expect(screen.queryByRole('button', { name: /End fee/ })).toBeNull();
  });
});

describe('/staff/groups/:id', () => {
  it('asks before deleting, and shows the server’s refusal naming the prices', async () => {
    const refusal = 'Socios cannot be deleted while prices point at it: Pádel. Give those prices to another group or remove them first';
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/groups/7': () =>
        json({
          ok: true,
          group: { id: 7, name: 'Socios', members: 1, priceRules: 1, productPrices: 0 },
          members: [{ customerId: 4, name: 'Lucía Fernández', email: 'socio@club.example' }],
        }),
      'DELETE /api/staff/groups/7': () => json({ ok: false, errorMsg: refusal }, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/groups/7');
    const user = userEvent.setup();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByRole('button', { name: 'Remove Lucía Fernández from the group' }).textContent).toBe('Remove');
    await user.click(screen.getByRole('button', { name: 'Delete the group' }));
    const confirm = screen.getByRole('group', { name: 'Delete the group' });
    expect(within(confirm).getByRole('paragraph').textContent).toBe('Delete Socios and its 1 membership? Prices must not point at it.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete the group' }));
    expect((await screen.findByText(/^Socios cannot be deleted/)).textContent).toBe(refusal);
  });
});
