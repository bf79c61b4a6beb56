import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { CustomerProfile } from '@clubportal/contract/staff-customers';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const desk = {
  id: 3,
  name: 'Dana Desk',
  email: 'desk@club.example',
  role: 'desk',
  roleName: 'desk',
  permissions: [...BUILT_IN_ROLES.desk],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const row = {
  id: 41,
  name: 'Vera Vale',
  email: 'vera@example.com',
  phone: '+34 600 11 22 33',
  externalId: '',
  parentId: null,
  active: true,
};
const sale = (over: Partial<CustomerProfile['sales'][number]> = {}): CustomerProfile['sales'][number] => ({
  id: 7,
  number: 'W-7',
  title: 'Private lesson',
  createdAt: '2026-06-01T08:00:00.000Z',
  status: 'pending',
  total: 25,
  paid: 0,
  outstanding: 25,
  currency: 'EUR',
  method: '',
  online: false,
  fee: false,
  ...over,
});
const profile = (sales: CustomerProfile['sales']): CustomerProfile => ({
  identity: {
    id: 41,
    externalId: 'OLD-9',
    name: 'Vera',
    surname: 'Vale',
    email: 'vera@example.com',
    emails: [],
    phones: ['+34 600 11 22 33'],
    birthDate: null,
    address: '',
    language: 'es-ES',
    active: true,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
  parent: null,
  dependants: [],
  consents: { conditions: true, newsletter: false },
  formAnswers: [{ form: 'registration', label: 'Shirt size', value: 'M' }],
  bookings: [],
  sales,
  fees: [],
  vouchers: [],
  payments: [],
  refunds: [],
  cards: [{ id: 1, provider: 'redsys', last4: '0004' }],
  communications: [],
  audit: [],
  mergedRecords: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/customers', () => {
  it('asks the server with what is typed, and a row opens the customer’s file', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/customers': (r) =>
        json({ ok: true, customers: r.url.searchParams.get('search') === 'vera' ? [row] : [], page: 1, hasMore: false }),
      'GET /api/staff/customers/41': () => json({ ok: true, profile: profile([]) }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/customers');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Name, email, phone or member number' }), 'vera');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, found] = within(table).getAllByRole('row');
    expect(found?.textContent).toContain('vera@example.com');
    expect(server.to('/api/staff/customers').at(-1)?.url.searchParams.get('search')).toBe('vera');
    await user.click(within(table).getByRole('link', { name: 'Vera Vale' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Vera Vale' })).textContent).toBe('Vera Vale');
    expect(screen.getByText('redsys card ending 0004').textContent).toBe('redsys card ending 0004');
    // Their answers to the club's own fields of the registration form.
    const answers = screen.getByRole('region', { name: 'Answers when registering' });
    expect([...answers.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual(['Shirt size', 'M']);
  });

  it('takes a pending sale’s payment in cash, once, and shows nothing pending after', async () => {
    let paid = false;
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/customers/41': () =>
        json({ ok: true, profile: profile([paid ? sale({ status: 'paid', paid: 25, outstanding: 0, method: 'Efectivo' }) : sale()]) }),
      'POST /api/staff/sales/7/desk-payment': () => {
        paid = true;
        return json({ ok: true, sale: { id: 7, number: 'W-7', status: 'paid', paid: 25, currency: 'EUR' }, paymentId: 9 });
      },
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/customers/41');
    const user = userEvent.setup();
    const owed = await screen.findByRole('table', { name: 'Pending payments' });
    await user.click(within(owed).getByRole('button', { name: 'Paid in cash' }));
    expect((await screen.findByText('Nothing is pending')).textContent).toBe('Nothing is pending');
    expect(server.to('/api/staff/sales/7/desk-payment').map((r) => r.body)).toEqual([{ method: 'cash' }]);
    // The desk may not erase: no such form.
    expect(screen.queryByRole('form', { name: 'Erase personal data' })).toBeNull();
  });
});
