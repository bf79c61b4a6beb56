import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffOrder } from '@clubportal/contract/staff-orders';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const staff = (role: 'manager' | 'desk' | 'read-only') => ({
  id: 2,
  name: 'Dana Desk',
  email: `${role}@club.example`,
  role,
  roleName: role,
  permissions: [...BUILT_IN_ROLES[role]],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
});
const order = (over: Partial<StaffOrder> = {}): StaffOrder => ({
  id: 41,
  number: 'W2026-000141',
  date: '2026-06-01T10:00:00.000Z',
  customerId: 4,
  customerName: 'Lucía Fernández',
  customerEmail: 'socio@club.example',
  state: 'prepared',
  delivery: 'ship',
  transport: 'Envío a domicilio 24/48 h',
  address: 'Calle Real 12, 28260 Galapagar, España',
  currency: 'EUR',
  total: 24.45,
  paid: 24.45,
  paymentMethod: 'Tarjeta',
  lines: [{ id: 7, productId: 3, name: 'Bote de pelotas', detail: '', units: 3, total: 19.5, returned: 0 }],
  next: ['shipped'],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openOrder(number: string) {
  const table = await screen.findByRole('table', { name: 'Orders' });
  await userEvent.setup().click(within(table).getByRole('button', { name: `Open order ${number}` }));
  return screen.findByRole('dialog', { name: `Order ${number}` });
}

describe('/staff/orders', () => {
  it('offers a prepared delivery order only its shipping, with a tracking note sent to the server', async () => {
    const shipped = order({ state: 'shipped', next: ['returned'] });
    const moved = { from: 'prepared', to: 'shipped', at: '2026-06-02T09:00:00.000Z', by: 'Dana Desk', note: 'TRK-1' };
    // The fake server's order: moved by the POST, read again after it.
    let current = { ok: true, order: order(), history: [] as (typeof moved)[] };
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/orders': () => json({ ok: true, orders: [current.order] }),
      'GET /api/staff/orders/41': () => json(current),
      'POST /api/staff/orders/41/state': () => {
        current = { ok: true, order: shipped, history: [moved] };
        return json(current);
      },
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/orders');
    const dialog = await openOrder('W2026-000141');
    await within(dialog).findByText('Envío a domicilio 24/48 h');
    const moves = within(dialog)
      .getAllByRole('button')
      .filter((b) => /^(Mark as|Record)/.test(b.textContent ?? ''));
    expect(moves.map((b) => b.textContent)).toEqual(['Mark as shipped']);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Tracking number or note for the member (optional)'), 'TRK-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Order W2026-000141 is now “Shipped”; the member has been mailed.',
    );
    expect(server.to('/api/staff/orders/41/state').at(-1)?.body).toEqual({ from: 'prepared', to: 'shipped', note: 'TRK-1' });
    expect((await within(dialog).findByRole('button', { name: 'Record the return' })).hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('listitem').textContent).toMatch(/: Prepared → Shipped, by Dana Desk\. Note: TRK-1$/);
  });

  it('shows the server’s refusal when the order moved meanwhile', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/orders': () => json({ ok: true, orders: [order()] }),
      'GET /api/staff/orders/41': () => json({ ok: true, order: order(), history: [] }),
      'POST /api/staff/orders/41/state': () =>
        json({ ok: false, errorMsg: 'This order changed meanwhile: reload it to see where it stands' }, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/orders');
    const dialog = await openOrder('W2026-000141');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Mark as shipped' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This order changed meanwhile: reload it to see where it stands');
  });

  it('offers no step to whoever only reads the shop', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('read-only') }),
      'GET /api/staff/orders': () => json({ ok: true, orders: [order({ state: 'paid', next: ['prepared'] })] }),
      'GET /api/staff/orders/41': () => json({ ok: true, order: order({ state: 'paid', next: ['prepared'] }), history: [] }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/orders');
    const dialog = await openOrder('W2026-000141');
    await within(dialog).findByText('Envío a domicilio 24/48 h');
    expect(within(dialog).queryByRole('button', { name: 'Mark as prepared' })).toBeNull();
    expect(within(dialog).queryByText('Next step')).toBeNull();
  });

  it('says a returned order’s money is a separate step, with a link to its refund for whoever refunds', async () => {
    const returned = order({ state: 'returned', next: [], lines: [{ ...order().lines[0]!, returned: 3 }] });
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/orders': () => json({ ok: true, orders: [returned] }),
      'GET /api/staff/orders/41': () => json({ ok: true, order: returned, history: [] }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/orders');
    const dialog = await openOrder('W2026-000141');
    expect((await within(dialog).findByText(/The money is a separate step/)).textContent).toMatch(
      /^The money is a separate step: refund it from Refunds\./,
    );
    expect(within(dialog).getByRole('link', { name: 'Refund order W2026-000141' }).getAttribute('href')).toBe(
      '/staff/refunds?search=W2026-000141',
    );
    expect(within(dialog).queryByRole('button', { name: 'Record the return' })).toBeNull();
  });
});
