import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { CustomerProfile } from '@clubportal/contract/staff-customers';
import type { CustomerMergePreview } from '@clubportal/contract/staff-customer-merge';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const staff = (role: 'manager' | 'desk') => ({
  id: 3,
  name: 'Mara Manager',
  email: 'mara@club.example',
  role,
  roleName: role,
  permissions: [...BUILT_IN_ROLES[role]],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
});
const file = (id: number, name: string, surname: string): CustomerProfile => ({
  identity: {
    id,
    externalId: '',
    name,
    surname,
    email: `${name.toLowerCase()}@example.com`,
    emails: [],
    phones: [],
    birthDate: null,
    address: '',
    language: 'es-ES',
    active: true,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
  parent: null,
  dependants: [],
  consents: { conditions: true, newsletter: false },
  bookings: [],
  sales: [],
  fees: [],
  vouchers: [],
  payments: [],
  refunds: [],
  cards: [],
  communications: [],
  audit: [],
  mergedRecords: [],
  formAnswers: [],
});
const side = (id: number, name: string): CustomerMergePreview['kept'] => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: '',
  externalId: '',
  createdAt: '2026-01-01T08:00:00.000Z',
  active: true,
  signIn: true,
  dependantOf: null,
  consents: { conditions: true, newsletter: false },
});
const preview = (keptId: number, mergedId: number): CustomerMergePreview => {
  const names: Record<number, string> = { 41: 'Marta Soler', 52: 'Marta Soler Vidal' };
  return {
    kept: side(keptId, names[keptId]!),
    merged: side(mergedId, names[mergedId]!),
    holdings: [
      { key: 'bookings', kept: 0, merged: 2 },
      { key: 'vouchers', kept: 1, merged: 1 },
      { key: 'payments', kept: 0, merged: 0 },
    ],
    money: [{ kind: 'wallet', currency: 'EUR', kept: 10, merged: 35, after: 45 }],
    identity: [
      { field: 'email', kept: `${keptId}@example.com`, merged: `${mergedId}@example.com`, after: `${keptId}@example.com`, rule: 'kept' },
    ],
    login: 'kept',
    conflicts: [{ kind: 'group', subject: 'Socios', at: null, keeps: 'kept', paid: 0, currency: '' }],
    mails: { kept: `${keptId}@example.com`, merged: `${mergedId}@example.com` },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/customers/:id/merge', () => {
  it('finds the other record, previews both side by side, asks to confirm, merges once and lands on the kept file', async () => {
    let merged = false;
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/customers/41': () =>
        json({
          ok: true,
          profile: {
            ...file(41, 'Marta', 'Soler'),
            mergedRecords: merged ? [{ id: 52, name: 'Marta Soler Vidal', mergedAt: '2026-06-15T08:00:00.000Z' }] : [],
          },
        }),
      'GET /api/staff/customers': (r) =>
        json({
          ok: true,
          customers:
            r.url.searchParams.get('search') === 'marta'
              ? [
                  { id: 41, name: 'Marta Soler', email: '41@example.com', phone: '', externalId: '', parentId: null, active: true },
                  { id: 52, name: 'Marta Soler Vidal', email: '52@example.com', phone: '', externalId: '', parentId: null, active: true },
                ]
              : [],
          page: 1,
          hasMore: false,
        }),
      'GET /api/staff/customers/41/merge-preview': (r) => json({ ok: true, preview: preview(41, Number(r.url.searchParams.get('from'))) }),
      'GET /api/staff/customers/52/merge-preview': (r) => json({ ok: true, preview: preview(52, Number(r.url.searchParams.get('from'))) }),
      'POST /api/staff/customers/41/merge': () => {
        merged = true;
        return json({ ok: true, keptId: 41, mergedId: 52 });
      },
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/customers/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Merge with…' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Name, email, phone or member number' }), 'marta');
    // The customer whose file this is is not offered as their own duplicate.
    expect((await screen.findByText('1 customer found')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Choose Marta Soler' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Marta Soler Vidal' }));

    const kept = await screen.findByRole('region', { name: 'Marta Soler #41' });
    expect(within(kept).getByText('Kept').textContent).toBe('Kept');
    expect(within(screen.getByRole('region', { name: 'Marta Soler Vidal #52' })).getByText('Merged into it').textContent).toBe(
      'Merged into it',
    );
    expect(server.to('/api/staff/customers/41/merge-preview').at(-1)?.url.searchParams.get('from')).toBe('52');
    const money = screen.getByRole('table', { name: 'Money before and after' });
    expect(within(money).getAllByRole('row')[1]?.textContent).toContain('€45.00');
    const holdings = screen.getByRole('table', { name: 'What each holds, and what happens to it' });
    expect(within(holdings).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Both are in the group Socios: one membership stays.').textContent).toBe(
      'Both are in the group Socios: one membership stays.',
    );

    await user.click(screen.getByRole('button', { name: 'Merge #52 into #41' }));
    expect((await screen.findByText('Tick the box to confirm they are the same person')).textContent).toBe(
      'Tick the box to confirm they are the same person',
    );
    expect(server.to('/api/staff/customers/41/merge')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I have checked that Marta Soler and Marta Soler Vidal are the same person/ }));
    await user.click(screen.getByRole('button', { name: 'Merge #52 into #41' }));
    expect((await screen.findByText('Marta Soler Vidal (#52) was merged into this file')).textContent).toBe(
      'Marta Soler Vidal (#52) was merged into this file',
    );
    expect((await screen.findByRole('heading', { level: 1, name: 'Marta Soler' })).textContent).toBe('Marta Soler');
    expect(server.to('/api/staff/customers/41/merge').map((r) => r.body)).toEqual([{ from: 52 }]);
  });

  it('swaps which record is kept, and shows the server’s refusal in place', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/customers/41': () => json({ ok: true, profile: file(41, 'Marta', 'Soler') }),
      'GET /api/staff/customers/41/merge-preview': () => json({ ok: true, preview: preview(41, 52) }),
      'GET /api/staff/customers/52/merge-preview': () => json({ ok: true, preview: preview(52, 41) }),
      'POST /api/staff/customers/52/merge': () =>
        json({ ok: false, errorMsg: 'Customer #52 was already merged into customer #60: merge with #60 instead' }, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/customers/41/merge?with=52');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep Marta Soler Vidal instead' }));
    expect((await screen.findByRole('region', { name: 'Marta Soler Vidal #52' })).className).toContain('staff-merge__side--kept');
    expect(server.to('/api/staff/customers/52/merge-preview').at(-1)?.url.searchParams.get('from')).toBe('41');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Merge #41 into #52' }));
    expect((await screen.findByText('Customer #52 was already merged into customer #60: merge with #60 instead')).textContent).toContain(
      '#60',
    );
  });

  it('offers the merge only to a role that may merge', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/customers/41': () => json({ ok: true, profile: file(41, 'Marta', 'Soler') }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/customers/41');
    expect((await screen.findByRole('heading', { level: 1, name: 'Marta Soler' })).textContent).toBe('Marta Soler');
    expect(screen.queryByRole('link', { name: 'Merge with…' })).toBeNull();
  });
});
