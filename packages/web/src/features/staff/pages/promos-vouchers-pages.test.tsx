import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffPromo } from '@clubportal/contract/staff-promos';
import type { StaffVoucherDetail } from '@clubportal/contract/staff-vouchers';
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
const promo = (over: Partial<StaffPromo> = {}): StaffPromo => ({
  id: 5,
  code: 'SUMMER',
  kind: 'percent',
  value: 10,
  currency: 'EUR',
  minTotal: 0,
  maxUses: 50,
  uses: 3,
  validFrom: '',
  validUntil: '',
  active: true,
  scope: 'shop-articles',
  createdAt: '2026-06-01T08:00:00.000Z',
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/promos', () => {
  it('lists the codes with their uses, and a taken code comes back as the server’s sentence in the form', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/promos': () => json({ ok: true, promos: [promo()], currency: 'EUR' }),
      'POST /api/staff/promos': () =>
        json({ ok: false, errorMsg: 'The code SUMMER is already used by another promo: choose another code' }, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/promos');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('SUMMER');
    expect(row?.textContent).toContain('3 of 50');

    await user.click(screen.getByRole('link', { name: 'New promo code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'summer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount type' }), 'amount');
    const amount = screen.getByRole('spinbutton', { name: /^Amount \(EUR\)/ });
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect((await screen.findByText(/^The code SUMMER/)).textContent).toBe(
      'The code SUMMER is already used by another promo: choose another code',
    );
    expect(server.to('/api/staff/promos').find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'summer',
      kind: 'amount',
      value: 2.5,
    });
  });
});

describe('/staff/vouchers/:id', () => {
  const detail: Omit<StaffVoucherDetail, 'ok'> = {
    voucher: {
      id: 9,
      customerId: 4,
      customerName: 'Lucía Fernández',
      description: 'Courtesy wallet',
      kind: 'money',
      currency: 'EUR',
      balance: 7,
      enabled: true,
      active: true,
      expiresAt: null,
      createdAt: '2026-06-01T08:00:00.000Z',
    },
    movements: [
      { id: 2, at: '2026-06-02T08:00:00.000Z', amount: -13, previous: 20, current: 7, saleNumber: 'V-0042', reason: '', actor: '' },
      {
        id: 1,
        at: '2026-06-01T08:00:00.000Z',
        amount: 20,
        previous: 0,
        current: 20,
        saleNumber: null,
        reason: 'Rained off',
        actor: 'Mario Manager',
      },
    ],
    statusChanges: [],
  };

  it('shows the desk its use, the issue with its reason first in time, and no deactivation', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/vouchers/9': () => json({ ok: true, ...detail }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/vouchers/9');
    const table = await screen.findByRole('table', { name: 'Its use: every movement, latest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['Paid sale V-0042', 'Rained off']);
    expect(screen.queryByRole('form', { name: 'Deactivate this voucher' })).toBeNull();
  });

  it('lets a manager deactivate it only with a reason', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/vouchers/9': () => json({ ok: true, ...detail }),
      'POST /api/staff/vouchers/9/deactivate': () =>
        json({ ok: true, ...detail, voucher: { ...detail.voucher, enabled: false, active: false } }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/vouchers/9');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Deactivate this voucher' });
    await user.click(within(form).getByRole('button', { name: 'Deactivate' }));
    expect(within(form).queryByText('Say why')?.textContent).toBe('Say why');
    expect(server.to('/api/staff/vouchers/9/deactivate')).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Given by mistake');
    await user.click(within(form).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByText(/is deactivated/)).textContent).toBe('Courtesy wallet is deactivated: it can no longer pay.');
    expect(server.to('/api/staff/vouchers/9/deactivate').map((r) => r.body)).toEqual([{ reason: 'Given by mistake' }]);
  });
});
