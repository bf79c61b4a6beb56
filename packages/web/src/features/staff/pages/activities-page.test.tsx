import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffActivities, StaffActivity } from '@clubportal/contract/staff-activities';
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
const activity = (over: Partial<StaffActivity> = {}): StaffActivity => ({
  id: 7,
  name: 'Torneo de otoño',
  type: 'activity',
  start: '2026-10-03T18:00',
  end: '2026-10-04T20:00',
  poster: '',
  description: '',
  capacity: 32,
  taken: 5,
  signedUp: 4,
  signUpOpens: null,
  signUpCloses: null,
  price: 15,
  onlineSignUp: true,
  published: true,
  cancelHoursBefore: 24,
  refundPercent: 100,
  forChildren: false,
  sports: [],
  signUpForm: null,
  texts: { 'en-US': { name: 'Autumn tournament', description: '' } },
  ...over,
});
const list = (activities: StaffActivity[]): { ok: true; model: StaffActivities } => ({
  ok: true,
  model: {
    activities,
    currency: 'EUR',
    zone: 'Europe/Madrid',
    defaultLanguage: 'es-ES',
    languages: ['en-US', 'fr-FR'],
    sports: [{ id: 1, name: 'Pádel' }],
    forms: [],
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/activities', () => {
  it('lists places taken of the capacity and sign-ups, in the club’s time; the form refuses a window closing before it opens', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/activities': () => json(list([activity()])),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/activities');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Activities' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('5 of 32');
    // The club's wall clock as typed, whatever the browser's zone.
    expect(row?.textContent).toContain('6:00');
    expect(within(row!).getByRole('button', { name: 'Unpublish Torneo de otoño' }).textContent).toBe('Unpublish');

    await user.click(within(table).getByRole('link', { name: 'Torneo de otoño' }));
    const englishName = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name in English (US)' });
    expect(englishName.value).toBe('Autumn tournament');
    const opens = screen.getByLabelText('Sign-up opens (empty: now)');
    const closes = screen.getByLabelText('Sign-up closes (empty: when it ends)');
    await user.type(opens, '2026-09-20T10:00');
    await user.type(closes, '2026-09-19T10:00');
    await user.click(screen.getByRole('button', { name: 'Save activity' }));
    expect((await screen.findByText(/^Sign-up must close/)).textContent).toBe('Sign-up must close after it opens');
    expect(server.to('/api/staff/activities/7')).toHaveLength(0);
  });

  it('lets the desk read the list without Publish or New activity', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('desk') }),
      'GET /api/staff/activities': () => json(list([activity({ published: false, capacity: null })])),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/activities');
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('5 (no limit)');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Not published');
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New activity' })).toBeNull();
  });
});
