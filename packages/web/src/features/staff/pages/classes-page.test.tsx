import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { ClassPlanBody, StaffClasses } from '@clubportal/contract/staff-classes';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

// Issue 32 §2 / issue 33 §6: opening classes from the console (the form, its weekly preview with skips, the save
// sending exactly the dates shown) and cancelling one behind a confirmation naming how many members it touches.
const staff = (role: 'manager' | 'desk') => ({
  id: 2,
  name: 'Mara',
  email: 'mara@club.example',
  role,
  roleName: role,
  permissions: [...BUILT_IN_ROLES[role]],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
});
const model: Omit<StaffClasses, never> = {
  week: '2026-06-15',
  timeZone: 'Europe/Madrid',
  classes: [
    {
      id: 40,
      typeName: 'Spinning',
      room: 'Studio',
      startsAt: '2026-06-16T16:00:00.000Z',
      endsAt: '2026-06-16T16:45:00.000Z',
      taken: 3,
      capacity: 12,
      coachName: 'Coach Ana',
      planName: 'Spin room',
    },
  ],
  types: [
    {
      id: 3,
      name: 'Spinning',
      durations: [45, 60],
      preferredDuration: 45,
      maxParticipants: 20,
      planName: 'Spin room',
      planPlaces: 12,
      rooms: [{ id: 5, name: 'Studio' }],
    },
  ],
  coaches: [{ id: 9, name: 'Coach Ana' }],
};

afterEach(() => vi.unstubAllGlobals());

function open(role: 'manager' | 'desk' = 'manager') {
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: staff(role) }),
    'GET /api/staff/classes': () => json({ ok: true, ...model }),
    'POST /api/staff/classes/preview': (req) => {
      const body = req.body as ClassPlanBody;
      if (body.places > 12)
        return json({ ok: false, errorMsg: 'Spin room has 12 places: a class of it opens at most 12' }, { status: 400 });
      return json({
        ok: true,
        dates: [
          { date: '2026-06-22', startsAt: '2026-06-22T16:00:00.000Z', skip: null },
          { date: '2026-06-29', startsAt: '2026-06-29T16:00:00.000Z', skip: 'taken' },
          { date: '2026-07-06', startsAt: '2026-07-06T16:00:00.000Z', skip: null },
        ].filter((d) => body.until !== null || d.date === body.firstDate),
      });
    },
    'POST /api/staff/classes': () =>
      json({
        ok: true,
        opened: [
          { id: 41, date: '2026-06-22' },
          { id: 42, date: '2026-07-06' },
        ],
        skipped: ['2026-06-29'],
      }),
    'POST /api/staff/classes/40/cancel': () => json({ ok: true, members: 3, refunded: 24, currency: 'EUR' }),
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/classes?week=2026-06-17');
  return server;
}

describe('/staff/classes', () => {
  it('previews a weekly class with its skipped date and opens exactly the dates shown', async () => {
    const server = open();
    const user = userEvent.setup();
    const places = (await screen.findByRole('spinbutton', { name: /Places/ })) as HTMLInputElement;
    expect(places.value).toBe('12');
    expect(places.closest('div')?.textContent).toContain('Spin room has 12 places');
    await user.clear(screen.getByLabelText(/First date/));
    await user.type(screen.getByLabelText(/First date/), '2026-06-22');
    await user.type(screen.getByLabelText(/Repeat weekly until/), '2026-07-06');
    const table = await screen.findByRole('table', { name: '2 dates open' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateWhat happens', '2026-06-22Opens', '2026-06-29Skipped: the room is taken', '2026-07-06Opens']);
    await user.click(screen.getByRole('button', { name: 'Open 2 classes' }));
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('2 classes opened.'));
    const sent = server.requests.find((r) => r.method === 'POST' && r.path === '/api/staff/classes')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ bookingTypeId: 3, resourceId: 5, time: '18:00', durationMinutes: 45, places: 12, until: '2026-07-06' });
    expect(sent.dates).toEqual(['2026-06-22', '2026-07-06']);
    expect(sent.key).toMatch(/^[a-f0-9]{32}$/);
  });

  it('says the server’s refusal of more places than the plan has, and checks the last date from the keyboard', async () => {
    open();
    const user = userEvent.setup();
    const places = await screen.findByRole('spinbutton', { name: /Places/ });
    await user.clear(places);
    await user.type(places, '13');
    expect((await screen.findByText(/^Spin room has 12 places:/)).textContent).toBe(
      'Spin room has 12 places: a class of it opens at most 12',
    );
    await user.clear(screen.getByLabelText(/First date/));
    await user.type(screen.getByLabelText(/First date/), '2026-06-22');
    await user.type(screen.getByLabelText(/Repeat weekly until/), '2026-06-01');
    await vi.waitFor(() => expect(screen.getByLabelText(/Repeat weekly until/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/^Choose a last date/).textContent).toBe('Choose a last date on or after the first one');
  });

  it('cancels a class after a confirmation naming how many members hold a place', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancel Spinning/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^3 members hold a place/).textContent).toBe(
      '3 members hold a place: they are refunded in full the way they paid and told by email.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Class cancelled: 3 members refunded and told.'),
    );
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/staff/classes/40/cancel')).toBe(true);
  });

  it('lets the desk read the week without the form or the cancel', async () => {
    open('desk');
    expect((await screen.findByRole('link', { name: 'Spinning' })).getAttribute('href')).toBe('/staff/rosters/class/40');
    expect(screen.queryByRole('heading', { name: 'Open classes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel Spinning/ })).toBeNull();
  });
});
