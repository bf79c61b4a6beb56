import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffTransport } from '@clubportal/contract/staff-transports';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

// Issue 33 §5: a transport is collection at the club (its orders are collected, never shipped) when the staff say so.
const manager = {
  id: 2,
  name: 'Mara Manager',
  email: 'manager@club.example',
  role: 'manager',
  roleName: 'manager',
  permissions: [...BUILT_IN_ROLES.manager],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const transport = (over: Partial<StaffTransport> = {}): StaffTransport => ({
  id: 5,
  name: 'Pick-up at reception',
  deliveryTime: 'Same day',
  price: 0,
  currency: 'EUR',
  collect: true,
  archived: false,
  position: 1,
  translations: {},
  ...over,
});
const list = (transports: StaffTransport[]) =>
  json({ ok: true, model: { transports, defaultLanguage: 'en-US', languages: ['en-US'], currency: 'EUR' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/transports', () => {
  it('creates a transport collected at the club when the box is ticked', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/transports': () => list([]),
      'POST /api/staff/transports': () => json({ ok: true, model: transport({ id: 9, name: 'Desk pick-up' }) }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/transports/new');
    const form = await screen.findByRole('form', { name: 'Transport details' });
    const user = userEvent.setup();
    // The club's own language's name (the first group).
    await user.type(within(form).getAllByRole('textbox', { name: /^Name/ })[0]!, 'Desk pick-up');
    const collect = within(form).getByRole('checkbox', { name: 'Collected at the club (nothing is sent)' });
    expect((collect as HTMLInputElement).checked).toBe(false);
    await user.click(collect);
    await user.click(within(form).getByRole('button', { name: 'Create transport' }));
    await vi.waitFor(() =>
      expect(server.to('/api/staff/transports').find((r) => r.method === 'POST')?.body).toMatchObject({ collect: true }),
    );
    expect(server.to('/api/staff/transports').find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'Desk pick-up', price: 0 });
  });

  it('shows a collection transport ticked, and sends it unticked when the staff untick it', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/transports': () => list([transport()]),
      'PUT /api/staff/transports/5': () => json({ ok: true, model: transport({ collect: false }) }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/transports/5');
    const form = await screen.findByRole('form', { name: 'Transport details' });
    const collect = within(form).getByRole('checkbox', { name: 'Collected at the club (nothing is sent)' });
    expect((collect as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(collect);
    await user.click(within(form).getByRole('button', { name: 'Save transport' }));
    await vi.waitFor(() => expect(server.to('/api/staff/transports/5').at(-1)?.body).toMatchObject({ collect: false }));
  });
});
