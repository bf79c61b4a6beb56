import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { DeskDay } from '@clubportal/contract/staff-desk';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { StaffApp } from '../../staff-app';

/**
 * Issue 33 §1: the walk-in dialog's fields are a checked form. What is missing or mistyped is said under its field
 * (in the staff member's language) and nothing is sent: an email the server would refuse, a new customer with no way
 * to reach them, a guest with no name, no customer picked, another price without its reason.
 */
const staff = (role: 'desk' | 'manager') => ({
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
const DATE = '2026-06-01';
const day: DeskDay & { ok: true } = {
  ok: true,
  date: DATE,
  zone: 'Europe/Madrid',
  currency: 'EUR',
  slotMinutes: 30,
  courts: [{ id: 1, name: 'Pista 1', resourceType: 'padel', hours: [{ open: '09:00', close: '12:00' }], bookingTypeIds: [1] }],
  types: [{ id: 1, name: 'Pádel', durations: [60, 90], preferredDuration: 90, slotStepMinutes: 30 }],
  entries: [],
};

afterEach(() => vi.unstubAllGlobals());

async function walkIn(role: 'desk' | 'manager' = 'desk') {
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: staff(role) }),
    'GET /api/staff/desk/day': () => json(day),
    'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
    'GET /api/staff/desk/customers': () => json({ ok: true, customers: [{ id: 7, name: 'Lucía Fernández', email: 'lucia@club.example' }] }),
    'POST /api/staff/desk/quote': () => json({ ok: true, price: 24, isSpecialPrice: false }),
    'POST /api/staff/desk/bookings': () => json({ ok: true, bookingId: 90, price: 24, ownerId: 12, undo: null }),
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${DATE}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Book Pista 1 at 10:00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Walk-in: Pista 1 at 10:00' });
  await within(dialog).findByText('Price: €24.00');
  const booked = () => server.to('/api/staff/desk/bookings');
  return { server, user, dialog, booked };
}

/** The sentence under a field, tied to it for screen readers. */
const errorOf = (field: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
};

describe('/staff/desk: the walk-in form', () => {
  it("refuses a new customer's mistyped email under the field, sends nothing, and books once it is right", async () => {
    const { user, dialog, booked } = await walkIn();
    await user.click(within(dialog).getByRole('radio', { name: 'New customer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nora');
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'nora@club');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(errorOf(email)).toBe('This email is not valid: check it, or leave it empty and give a phone');
    expect(booked()).toEqual([]);
    // "Repeat weekly…" checks the same fields: no series is offered on a bad address.
    await user.click(within(dialog).getByRole('button', { name: 'Repeat weekly…' }));
    expect(screen.queryByRole('dialog', { name: /^Weekly booking/ })).toBeNull();

    await user.clear(email);
    await user.type(email, 'nora@club.example');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(booked()).toHaveLength(1));
    expect(booked()[0]!.body).toEqual({
      resourceId: 1,
      startsAt: '2026-06-01T08:00:00.000Z',
      durationMinutes: 90,
      bookingTypeId: 1,
      customer: { kind: 'new', name: 'Nora', surname: '', email: 'nora@club.example', phone: '' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /^Walk-in/ })).toBeNull());
  });

  it('says what is missing for each kind of customer, in the staff member’s language', async () => {
    const { user, dialog, booked } = await walkIn();
    const confirm = () => user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await confirm();
    expect(within(dialog).getByRole('list', { name: /customers? found/ }).nextElementSibling?.textContent).toBe(
      'Choose the customer from the list',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'New customer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nora');
    await confirm();
    expect(errorOf(within(dialog).getByRole('textbox', { name: /^Email/ }))).toBe('Enter an email or a phone, so the club can reach them');
    await user.click(within(dialog).getByRole('radio', { name: 'Guest' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Guest's name/ }));
    await confirm();
    expect(errorOf(within(dialog).getByRole('textbox', { name: /^Guest's name/ }))).toBe("Enter the guest's name");
    expect(booked()).toEqual([]);

    // An existing customer, picked from what the lookup found: their price is asked for them, and the booking is theirs.
    await user.click(within(dialog).getByRole('radio', { name: 'Existing customer' }));
    await user.type(within(dialog).getByRole('searchbox', { name: /^Find by name or email/ }), 'Lucía');
    await user.click(await within(dialog).findByRole('radio', { name: 'Lucía Fernández · lucia@club.example' }));
    await confirm();
    await vi.waitFor(() => expect(booked()).toHaveLength(1));
    expect(booked()[0]!.body).toMatchObject({ customer: { kind: 'existing', customerId: 7 } });
  });

  it('another price needs an amount and a reason (prices.override)', async () => {
    const { user, dialog, booked } = await walkIn('manager');
    await user.click(within(dialog).getByRole('radio', { name: 'Guest' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Guest's name/ }), 'Marta');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Charge another price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(errorOf(within(dialog).getByRole('spinbutton', { name: /^Price to charge/ }))).toBe('Enter the price to charge: 0 or more');
    expect(errorOf(within(dialog).getByRole('textbox', { name: /^Reason/ }))).toBe('Say why another price is charged');
    expect(booked()).toEqual([]);
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Price to charge/ }), '15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Torneo local');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(booked()).toHaveLength(1));
    expect(booked()[0]!.body).toMatchObject({
      customer: { kind: 'guest', name: 'Marta' },
      priceOverride: { price: 15, reason: 'Torneo local' },
    });
  });
});
