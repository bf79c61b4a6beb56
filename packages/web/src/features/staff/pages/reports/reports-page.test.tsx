import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { defaultExportRange } from '../../rules/export-range';
import { StaffApp } from '../../staff-app';

const accountant = {
  id: 2,
  name: 'Ada Accountant',
  email: 'ada@club.example',
  role: 'accountant',
  roleName: 'accountant',
  permissions: [...BUILT_IN_ROLES.accountant],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const minutes = (open: number, booked: number, blocked = 0) => ({ openMinutes: open, bookedMinutes: booked, blockedMinutes: blocked });
const occupancy = {
  ok: true,
  from: '2026-11-01',
  to: '2026-11-30',
  courts: [{ id: 1, name: 'Court 1', ...minutes(120, 90) }],
  byHour: [
    { courtId: 1, hour: 9, ...minutes(60, 60) },
    { courtId: 1, hour: 10, ...minutes(60, 30) },
  ],
  byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...(weekday === 1 ? minutes(120, 90) : minutes(0, 0)) })),
  total: minutes(120, 90),
};
const revenue = {
  ok: true,
  from: '2026-11-01',
  to: '2026-11-30',
  by: 'product',
  currency: 'EUR',
  lines: [
    { key: 'category:booking', label: '', received: 60, refunded: 20, net: 40 },
    { key: 'product:3', label: 'Overgrip', received: 12.5, refunded: 0, net: 12.5 },
  ],
  total: { received: 72.5, refunded: 20, net: 52.5 },
};
const debts = {
  ok: true,
  currency: 'EUR',
  debts: [
    {
      saleId: 9,
      number: 'C-9',
      kind: 'fee',
      customerId: 4,
      customer: 'Dora Debt',
      title: 'Monthly fee',
      since: '2026-10-01',
      total: 45,
      owed: 45,
    },
  ],
  total: 45,
};
const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/reports', () => {
  it('shows occupancy as a heat map table, revenue by product in words, the debts, and each report’s CSV link', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: accountant }),
      'GET /api/staff/reports/occupancy': () => json(occupancy),
      'GET /api/staff/reports/revenue': (r) =>
        json(
          r.url.searchParams.get('by') === 'product'
            ? revenue
            : { ...revenue, by: 'day', lines: [{ key: '2026-11-02', label: '2026-11-02', received: 72.5, refunded: 20, net: 52.5 }] },
        ),
      'GET /api/staff/reports/debts': () => json(debts),
    });
    renderStaff('/staff/reports');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reports');
    expect((await screen.findByText(/of the open time booked/)).textContent).toBe(
      '75 % of the open time booked: 2 of 2 hours (0 hours blocked)',
    );
    const heat = screen.getByRole('table', { name: 'Occupancy per court and hour, in percent of the open time' });
    const row = within(heat).getByRole('row', { name: /Court 1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100', '50', '75 %']);

    expect((await screen.findAllByRole('rowheader')).map((h) => h.textContent)).toContain('Nov 2, 2026');
    await userEvent.setup().selectOptions(screen.getByLabelText('Show by'), 'product');
    const lines = await screen.findByRole('table', { name: 'Product' });
    expect(
      within(lines)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Court bookings', 'Overgrip', 'Total']);
    expect(screen.getByText(/owed$/).textContent).toBe('1 debt, €45.00 owed');
    const { from, to } = defaultExportRange(new Date());
    expect(screen.getAllByRole('link', { name: /^Download / }).map((a) => a.getAttribute('href'))).toEqual([
      `/api/staff/reports/occupancy.csv?from=${from}&to=${to}`,
      `/api/staff/reports/revenue.csv?from=${from}&to=${to}&by=product`,
      '/api/staff/reports/debts.csv',
    ]);
  });

  it('asks nothing for a range running backwards: the sentence under the last day, no range CSV to follow', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: accountant }),
      'GET /api/staff/reports/occupancy': (r) => (asked.push(r.url.search), json(occupancy)),
      'GET /api/staff/reports/revenue': () => json(revenue),
      'GET /api/staff/reports/debts': () => json(debts),
    });
    renderStaff('/staff/reports');
    const last = await screen.findByLabelText('Last day');
    const user = userEvent.setup();
    await user.clear(last);
    await user.type(last, '2020-01-01');
    expect((await screen.findByText(/^Choose a first day/)).textContent).toBe(
      'Choose a first day on or before the last day, at most 366 days apart',
    );
    expect(screen.getAllByRole('link', { name: /^Download / }).map((a) => a.getAttribute('href'))).toEqual([
      '/api/staff/reports/debts.csv',
    ]);
    expect(asked.every((q) => !q.includes('to=2020-01-01'))).toBe(true);
  });
});
