import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Voucher } from '@clubportal/contract/vouchers';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { VouchersPage } from './vouchers-page';

const wallet: Voucher = {
  id: 1,
  description: 'Wallet',
  kind: 'money',
  balance: 112.8,
  created: '2026-01-10T10:00:00.000Z',
  expires: null,
  movements: [
    { created: '2026-03-02T17:05:00.000Z', amount: -24, previousAmount: 136.8, current: 112.8 },
    { created: '2026-02-01T09:00:00.000Z', amount: 50, previousAmount: 86.8, current: 136.8 },
  ],
};
const pass: Voucher = {
  id: 2,
  description: 'Summer pass',
  kind: 'sessions',
  balance: 3,
  created: '2025-06-01T10:00:00.000Z',
  expires: '2025-09-30T21:59:59.000Z',
  movements: [],
};

describe('vouchers page', () => {
  it('lists active vouchers with their movements, spending styled apart from recharges', async () => {
    storeSession();
    stubFetch({ 'GET /api/publicvouchers/customer-vouchers/7': () => json({ ok: true, model: { active: [wallet], inactive: [pass] } }) });
    renderWithSettings(<VouchersPage />);
    const card = await screen.findByRole('article', { name: 'Wallet' });
    expect(card.querySelector('.voucher-card__balance-value')?.textContent).toBe('112,80\u00a0€');
    const table = within(card).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Amount', 'Previous', 'Current']);
    const [spent, recharge] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(spent as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/03/2026', '-24\u00a0€', '136,80\u00a0€', '112,80\u00a0€']);
    expect(spent?.className).toContain('movement--minus');
    expect(recharge?.className).not.toContain('movement--minus');
  });

  it('keeps inactive vouchers folded until opened', async () => {
    storeSession();
    stubFetch({ 'GET /api/publicvouchers/customer-vouchers/7': () => json({ ok: true, model: { active: [wallet], inactive: [pass] } }) });
    renderWithSettings(<VouchersPage />);
    await screen.findByRole('article', { name: 'Wallet' });
    const inactive = screen.getByText('Inactive Vouchers').closest('details') as HTMLDetailsElement;
    expect(inactive.open).toBe(false);
    await userEvent.click(inactive.querySelector('summary') as HTMLElement);
    expect(inactive.open).toBe(true);
    expect(within(inactive).getByRole('article', { name: 'Summer pass' }).textContent).toContain('No movements yet');
  });

  it('says so when there are no vouchers', async () => {
    storeSession();
    stubFetch({ 'GET /api/publicvouchers/customer-vouchers/7': () => json({ ok: true, model: { active: [], inactive: [] } }) });
    renderWithSettings(<VouchersPage />);
    // The inactive section is closed: its text is there for when the member opens it.
    await waitFor(() =>
      expect(screen.getAllByRole('paragraph', { hidden: true }).map((line) => line.textContent)).toEqual([
        'No active vouchers',
        'No inactive vouchers',
      ]),
    );
  });

  it('shows the crash text when the call fails without a message', async () => {
    storeSession();
    stubFetch({ 'GET /api/publicvouchers/customer-vouchers/7': () => new Response('boom', { status: 500 }) });
    renderWithSettings(<VouchersPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
  });
});
