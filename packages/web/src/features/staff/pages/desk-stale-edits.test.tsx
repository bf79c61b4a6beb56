import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantToLocal } from '@clubportal/contract/club-time';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { ScanResult } from '@clubportal/contract/staff-checkins';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { clubDay } from '../rules/desk-grid';
import { StaffApp } from '../staff-app';

// Desks in step (issue 33 §8): a desk edit sends the version of the booking the page shows; refused because another desk
// changed it meanwhile (409 with what it is now), the page says so in the server's sentence and shows it as it is now.
const ZONE = 'Europe/Madrid';
const today = clubDay(ZONE, new Date());
const desk = {
  id: 2,
  name: 'Dana Desk',
  email: 'desk@club.example',
  role: 'desk',
  roleName: 'desk',
  permissions: [...BUILT_IN_ROLES.desk],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const startsAt = new Date(`${today}T08:00:00.000Z`).toISOString();
const endsAt = new Date(`${today}T09:00:00.000Z`).toISOString();
const stale = {
  ok: false,
  errorMsg: 'Another desk changed this booking meanwhile: it is now on Court 2 at 12:00 (60 min). Nothing was saved',
  changed: {
    bookingId: 7,
    status: 'active',
    resourceId: 2,
    courtName: 'Court 2',
    startsAt: new Date(`${today}T10:00:00.000Z`).toISOString(),
    durationMinutes: 60,
    version: 'v-now',
  },
};

const entry: DeskEntry = {
  kind: 'booking',
  id: 7,
  resourceId: 1,
  startsAt,
  endsAt,
  durationMinutes: 60,
  typeName: 'Padel',
  bookingTypeId: 3,
  title: 'Lucía Fernández',
  ownerId: 4,
  price: 20,
  payment: 'pending',
  players: [{ participantId: 70, customerId: 4, name: 'Lucía Fernández', payment: 'pending', saleId: 31, checkIn: null }],
  origin: 'desk',
  version: 'v-seen',
};
const day: DeskDay = {
  ok: true,
  date: today,
  zone: ZONE,
  currency: 'EUR',
  slotMinutes: 30,
  courts: [{ id: 1, name: 'Court 1', resourceType: 'padel', hours: [{ open: '08:00', close: '22:00' }], bookingTypeIds: [3] }],
  types: [{ id: 3, name: 'Padel', durations: [60, 90], preferredDuration: 90, slotStepMinutes: 30 }],
  entries: [entry],
};
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a desk edit on a booking another desk changed meanwhile', () => {
  it('the day grid: a check-in sends the version shown; refused, says what changed and reads the day again', async () => {
    // Another desk moved it an hour later meanwhile: the server's day says so once the desk's check-in has been refused.
    const moved: DeskDay = {
      ...day,
      entries: [{ ...entry, startsAt: stale.changed.startsAt, endsAt: new Date(`${today}T11:00:00.000Z`).toISOString(), version: 'v-now' }],
    };
    let refused = false;
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/desk/day': () => json(refused ? moved : day),
      'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
      'GET /api/staff/desk/series/of/7': () => json({ ok: true, series: null }),
      'POST /api/staff/checkins': () => ((refused = true), json(stale, { status: 409 })),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${today}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Lucía Fernández/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucía Fernández' });
    const days = server.to('/api/staff/desk/day').length;
    await user.click(within(dialog).getByRole('button', { name: 'Check in Lucía Fernández' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale.errorMsg);
    expect(server.to('/api/staff/checkins')[0]?.body).toEqual({ participantId: 70, version: 'v-seen' });
    await vi.waitFor(() => expect(server.to('/api/staff/desk/day').length).toBeGreaterThan(days));
    // Told, the desk sees the booking as it is now (an hour later, in the club's time), and a new try sends that version.
    const [was, now] = [startsAt, stale.changed.startsAt].map((at) => instantToLocal(at, ZONE).time);
    await vi.waitFor(() => expect(dialog.textContent).toContain(`${now}–`));
    expect(dialog.textContent).not.toContain(`${was}–`);
    await user.click(within(dialog).getByRole('button', { name: 'Check in Lucía Fernández' }));
    await vi.waitFor(() => expect(server.to('/api/staff/checkins')[1]?.body).toEqual({ participantId: 70, version: 'v-now' }));
  });

  it('the day grid: undoing a check-in sends the version shown; refused, says what changed, keeps the check-in and reads the day again', async () => {
    const checkIn = {
      participantId: 70,
      bookingId: 7,
      customerId: 4,
      customerName: 'Lucía Fernández',
      checkedInAt: startsAt,
      checkedInBy: 'Dana Desk',
    };
    const checkedIn: DeskDay = { ...day, entries: [{ ...entry, players: [{ ...entry.players[0]!, checkIn }] }] };
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/desk/day': () => json(checkedIn),
      'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
      'GET /api/staff/desk/series/of/7': () => json({ ok: true, series: null }),
      'DELETE /api/staff/checkins/70': () => json(stale, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${today}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Lucía Fernández/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucía Fernández' });
    const days = server.to('/api/staff/desk/day').length;
    await user.click(within(dialog).getByRole('button', { name: 'Undo the check-in of Lucía Fernández' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale.errorMsg);
    expect(server.to('/api/staff/checkins/70')[0]?.url.searchParams.get('version')).toBe('v-seen');
    // Still checked in: nothing was undone; the desk reads the day again to show the booking as it is now.
    expect(within(dialog).getByRole('listitem').textContent).toMatch(/Checked in at .+ by Dana DeskUndo/);
    await vi.waitFor(() => expect(server.to('/api/staff/desk/day').length).toBeGreaterThan(days));
  });

  it('the day grid: a share taken at the desk sends the booking as shown; refused, nothing is taken and the desk is told', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/desk/day': () => json(day),
      'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
      'GET /api/staff/desk/series/of/7': () => json({ ok: true, series: null }),
      'POST /api/staff/sales/31/desk-payment': () => json(stale, { status: 409 }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${today}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Lucía Fernández/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucía Fernández' });
    await user.click(within(dialog).getByRole('button', { name: 'Take cash Lucía Fernández' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale.errorMsg);
    expect(server.to('/api/staff/sales/31/desk-payment')[0]?.body).toEqual({ method: 'cash', booking: { id: 7, version: 'v-seen' } });
    // Still to pay: nothing was taken.
    expect(within(dialog).getByRole('listitem').textContent).toContain('To pay');
  });

  it('the door: a check-in sends the version scanned; refused, the card shows the booking where it is now', async () => {
    const scan: ScanResult = {
      credential: { id: 'cred-1', kind: 'member', expiresAt: endsAt, bookingId: null },
      holder: { customerId: 4, name: 'Lucía Fernández', photo: '' },
      passes: [],
      bookings: [
        {
          bookingId: 7,
          startsAt,
          endsAt,
          typeName: 'Padel',
          resources: ['Court 1'],
          players: [{ participantId: 70, customerId: 4, name: 'Lucía Fernández', checkIn: null, noShow: false }],
          version: 'v-seen',
        },
      ],
      checkIn: null,
      already: false,
    };
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'POST /api/staff/checkins/scan': () => json({ ok: true, scan }),
      'POST /api/staff/checkins': () => json(stale, { status: 409 }),
      'GET /api/staff/checkins/no-shows': () => json({ ok: true, customers: [], currency: 'EUR' }),
      'GET /api/staff/checkins/no-show-rule': () => json({ ok: true, rule: { mode: 'flag', fee: 0 }, currency: 'EUR' }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/door');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /code/i }), 'QR-CODE{Enter}');
    const card = await screen.findByRole('article', { name: /Lucía/ });
    expect(card.textContent).toContain('Court 1');
    await user.click(within(card).getByRole('button', { name: 'Check in Lucía Fernández' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(stale.errorMsg);
    expect(server.to('/api/staff/checkins')[0]?.body).toEqual({ participantId: 70, version: 'v-seen' });
    // The card now shows the booking on the court and at the time it has now; the next try sends what it shows.
    await vi.waitFor(() => expect(card.textContent).toContain('Court 2'));
    expect(card.textContent).not.toContain('Court 1');
    await user.click(within(card).getByRole('button', { name: 'Check in Lucía Fernández' }));
    await vi.waitFor(() => expect(server.to('/api/staff/checkins')[1]?.body).toEqual({ participantId: 70, version: 'v-now' }));
  });
});
