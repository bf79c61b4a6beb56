import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { describedText } from '../../../../test/queries';
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
const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/exports', () => {
  it('offers the four exports as downloads, the ranged ones for this month so far', async () => {
    stubFetch({ 'GET /api/staff/me': () => json({ ok: true, model: accountant }) });
    renderStaff('/staff/exports');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Exports');
    const { from, to } = defaultExportRange(new Date());
    const hrefs = screen
      .getAllByRole('link', { name: /^Download / })
      .map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')]);
    expect(hrefs).toEqual([
      ['Download Customers (CSV)', '/api/staff/exports/customers.csv', true],
      ['Download Bookings (CSV)', `/api/staff/exports/bookings.csv?from=${from}&to=${to}`, true],
      ['Download Sales (CSV)', `/api/staff/exports/sales.csv?from=${from}&to=${to}`, true],
      ['Download Stock ledger (CSV)', `/api/staff/exports/stock-ledger.csv?from=${from}&to=${to}`, true],
    ]);
  });

  it('refuses a range running backwards: the sentence under the last day, no link to follow', async () => {
    stubFetch({ 'GET /api/staff/me': () => json({ ok: true, model: accountant }) });
    renderStaff('/staff/exports');
    const sales = (await screen.findByRole('heading', { name: 'Sales' })).closest('li') as HTMLElement;
    const user = userEvent.setup();
    const first = within(sales).getByLabelText('First day');
    await user.clear(first);
    await user.type(first, '2026-12-31');
    const last = within(sales).getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2026-12-01');
    expect(describedText(last)).toBe('Choose a first day on or before the last day, at most 366 days apart');
    expect(within(sales).queryByRole('link')).toBeNull();
    expect((within(sales).getByRole('button', { name: 'Download Sales (CSV)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the desk, without data.export, that the page is not theirs', async () => {
    stubFetch({
      'GET /api/staff/me': () =>
        json({ ok: true, model: { ...accountant, role: 'desk', roleName: 'desk', permissions: [...BUILT_IN_ROLES.desk] } }),
    });
    renderStaff('/staff/exports');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Exports');
    expect(screen.getByText('Your role does not open this page.').tagName).toBe('P');
    expect(screen.queryAllByRole('link', { name: /^Download / })).toHaveLength(0);
  });
});
