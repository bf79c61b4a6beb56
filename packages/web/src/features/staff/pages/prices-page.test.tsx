import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffPriceRule } from '@clubportal/contract/staff-prices';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const manager = {
  id: 2,
  name: 'Mario Manager',
  email: 'mario@club.example',
  role: 'manager',
  roleName: 'manager',
  permissions: [...BUILT_IN_ROLES.manager],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const rule = (id: number, position: number, over: Partial<StaffPriceRule> = {}): StaffPriceRule => ({
  id,
  position,
  durationMinutes: 90,
  weekday: null,
  from: '00:00',
  to: '24:00',
  resourceId: null,
  customerGroupId: null,
  customerId: null,
  customerName: null,
  validFrom: null,
  validTo: null,
  price: 30,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/prices', () => {
  it('lists the rules in order, moves one down from the keyboard and previews a slot', async () => {
    let rules = [rule(11, 1, { customerGroupId: 4, price: 24 }), rule(12, 2)];
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/prices': () =>
        json({
          ok: true,
          model: {
            types: [{ id: 1, name: 'Padel' }],
            bookingTypeId: 1,
            durations: [60, 90],
            courts: [{ id: 7, name: 'Court 1' }],
            groups: [{ id: 4, name: 'Members' }],
            currency: 'EUR',
            rules,
          },
        }),
      'POST /api/staff/prices/rules/11/move': () => {
        rules = [rule(12, 1), rule(11, 2, { customerGroupId: 4, price: 24 })];
        return json({ ok: true, model: rules[1] });
      },
      'GET /api/staff/prices/preview': () =>
        json({
          ok: true,
          model: {
            price: 30,
            isSpecialPrice: false,
            ruleId: 12,
            position: 1,
            date: '2026-12-04',
            time: '18:00',
            weekday: 5,
            customerName: null,
            sentence: 'A guest pays 30 €, by rule 1',
          },
        }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/prices');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Price rules, in the order they are read' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1', '2']);
    expect(rows()[0]!.textContent).toContain('Group: Members');
    // (jsdom joins the visible text and the screen reader's part without the space a browser keeps)
    expect((within(rows()[0]!).getByRole('button', { name: /^Move up\s*rule 1$/ }) as HTMLButtonElement).disabled).toBe(true);

    within(rows()[0]!)
      .getByRole('button', { name: /^Move down\s*rule 1$/ })
      .focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByText(/^Rule moved/)).textContent).toBe('Rule moved to place 2.');
    expect(server.to('/api/staff/prices/rules/11/move').map((r) => r.body)).toEqual([{ position: 2 }]);
    await waitFor(() => expect(rows()[1]!.textContent).toContain('Group: Members'));

    const preview = screen.getByRole('form', { name: 'What does a customer pay?' });
    await user.click(within(preview).getByRole('button', { name: 'Show the price' }));
    expect((await within(preview).findByText(/^A guest pays/)).textContent).toBe('A guest pays 30 €, by rule 1');
    const asked = server.to('/api/staff/prices/preview')[0]!.url.searchParams;
    expect([asked.get('bookingTypeId'), asked.get('resourceId'), asked.get('duration'), asked.get('customerId')]).toEqual([
      '1',
      '7',
      '60',
      null,
    ]);
  });
});
