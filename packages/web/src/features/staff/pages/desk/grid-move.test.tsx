import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { json, stubFetch, type SeenRequest } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { StaffApp } from '../../staff-app';

/**
 * Issue 33 §1: a booking moves on the day grid by dragging it, or with the keyboard (Space picks it up, the arrows
 * move the target, Enter drops it, Escape cancels). Either way the "Move to…" dialog opens on the target with the
 * new price before anything is saved, and the save sends the version the desk saw.
 */
const staff = (role: 'desk' | 'read-only') => ({
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
const court = (id: number, name: string, bookingTypeIds = [1]) => ({
  id,
  name,
  resourceType: 'padel',
  hours: [{ open: '09:00', close: '12:00' }],
  bookingTypeIds,
});
const booking: DeskEntry = {
  kind: 'booking',
  id: 31,
  resourceId: 1,
  // 10:00-11:00 in Madrid (UTC+2 in June).
  startsAt: '2026-06-01T08:00:00.000Z',
  endsAt: '2026-06-01T09:00:00.000Z',
  durationMinutes: 60,
  typeName: 'Pádel 60',
  bookingTypeId: 1,
  title: 'Lucía Fernández',
  ownerId: 4,
  price: 20,
  payment: 'pending',
  players: [],
  origin: 'desk',
  version: 'v-31-a',
};
const day: DeskDay & { ok: true } = {
  ok: true,
  date: DATE,
  zone: 'Europe/Madrid',
  currency: 'EUR',
  slotMinutes: 30,
  // Court 2 takes only tennis: sideways moves skip it.
  courts: [court(1, 'Pista 1'), court(2, 'Tenis 1', [2]), court(3, 'Pista 3')],
  types: [{ id: 1, name: 'Pádel 60', durations: [60, 90], preferredDuration: 60, slotStepMinutes: 30 }],
  entries: [booking],
};

afterEach(() => vi.unstubAllGlobals());

function desk(role: 'desk' | 'read-only' = 'desk') {
  const previews: SeenRequest[] = [];
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: staff(role) }),
    'GET /api/staff/desk/day': () => json(day),
    'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
    'POST /api/staff/desk/bookings/31/move': (req) => {
      const body = req.body as { preview?: boolean };
      if (body.preview) previews.push(req);
      return json({
        ok: true,
        bookingId: 31,
        saved: !body.preview,
        priceBefore: 20,
        priceAfter: 24,
        charged: 24,
        difference: 0,
        paid: false,
        undo: null,
      });
    },
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${DATE}`);
  return { server, previews };
}

const PRICE_LINE = 'New price: €24.00 (was €20.00)';
const entryButton = () => screen.findByRole('button', { name: /Lucía Fernández/ });
const status = () => document.querySelector('.desk-grid [role="status"]')?.textContent ?? '';

describe('/staff/desk: moving a booking on the grid', () => {
  it('by keyboard: Space picks it up, the arrows skip a court it cannot be on, Enter opens "Move to…" on the target', async () => {
    const { server, previews } = desk();
    const user = userEvent.setup();
    const entry = await entryButton();
    entry.focus();
    await user.keyboard(' ');
    expect(status()).toBe('Lucía Fernández picked up: arrows move it, Enter drops it, Escape cancels Drop on Pista 1 at 10:00');
    await user.keyboard('{ArrowRight}');
    // Tenis 1 takes no padel: the target jumps to Pista 3.
    expect(status()).toBe('Drop on Pista 3 at 10:00');
    await user.keyboard('{ArrowDown}');
    expect(status()).toBe('Drop on Pista 3 at 10:30');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Move Lucía Fernández' });
    expect((within(dialog).getByLabelText('Court') as HTMLSelectElement).value).toBe('3');
    expect((within(dialog).getByLabelText('Start') as HTMLSelectElement).value).toBe('10:30');
    // The new price shows before saving.
    await waitFor(() => expect(dialog.querySelector('.desk-form__price')?.textContent).toBe(PRICE_LINE));
    expect(previews.at(-1)?.body).toMatchObject({
      resourceId: 3,
      startsAt: '2026-06-01T08:30:00.000Z',
      durationMinutes: 60,
      preview: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save the move' }));
    await waitFor(() =>
      expect(server.to('/api/staff/desk/bookings/31/move').some((r) => !(r.body as { preview?: boolean }).preview)).toBe(true),
    );
    const saved = server.to('/api/staff/desk/bookings/31/move').find((r) => !(r.body as { preview?: boolean }).preview);
    expect(saved?.body).toEqual({ resourceId: 3, startsAt: '2026-06-01T08:30:00.000Z', durationMinutes: 60, version: 'v-31-a' });
  });

  it('by keyboard: Escape puts it back and nothing opens', async () => {
    const { server } = desk();
    const user = userEvent.setup();
    (await entryButton()).focus();
    await user.keyboard(' {ArrowRight}{Escape}');
    expect(status()).toBe('Move cancelled');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to('/api/staff/desk/bookings/31/move')).toEqual([]);
    // Enter on a booking not picked up opens its details, not a move.
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Lucía Fernández' })).textContent).toContain('Pista 1');
  });

  it('by dragging onto a free slot of another court: "Move to…" opens there', async () => {
    const { previews } = desk();
    const entry = await entryButton();
    const dataTransfer = { setData: vi.fn(), dropEffect: '', effectAllowed: '' };
    fireEvent.dragStart(entry, { dataTransfer });
    const target = screen.getByRole('button', { name: 'Book Pista 3 at 11:00' }).closest('td')!;
    fireEvent.dragOver(target, { dataTransfer });
    expect(target.getAttribute('data-over')).toBe('true');
    // Tenis 1 refuses the padel booking: no drop target there.
    const tennis = screen.getByRole('button', { name: 'Book Tenis 1 at 11:00' }).closest('td')!;
    fireEvent.dragOver(tennis, { dataTransfer });
    expect(tennis.getAttribute('data-over')).toBeNull();
    fireEvent.drop(target, { dataTransfer });

    const dialog = await screen.findByRole('dialog', { name: 'Move Lucía Fernández' });
    expect((within(dialog).getByLabelText('Court') as HTMLSelectElement).value).toBe('3');
    expect((within(dialog).getByLabelText('Start') as HTMLSelectElement).value).toBe('11:00');
    await waitFor(() => expect(previews.at(-1)?.body).toMatchObject({ resourceId: 3, startsAt: '2026-06-01T09:00:00.000Z' }));
  });

  it('"Move to…" from the details: a day cleared is said under its field and nothing is priced or saved', async () => {
    const { server } = desk();
    const user = userEvent.setup();
    await user.click(await entryButton());
    const details = await screen.findByRole('dialog', { name: 'Lucía Fernández' });
    await user.click(within(details).getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Lucía Fernández' });
    await user.selectOptions(within(dialog).getByLabelText('Start'), '11:00');
    await waitFor(() => expect(dialog.querySelector('.desk-form__price')?.textContent).toBe(PRICE_LINE));
    const date = within(dialog).getByLabelText('Date');
    fireEvent.change(date, { target: { value: '' } });
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Choose the day to move it to');
    await waitFor(() => expect(dialog.querySelector('.desk-form__price')?.textContent).toBe(''));
    expect((within(dialog).getByRole('button', { name: 'Save the move' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.to('/api/staff/desk/bookings/31/move').filter((r) => !(r.body as { preview?: boolean }).preview)).toEqual([]);
  });

  it('a role without bookings.desk can neither drag nor pick a booking up', async () => {
    desk('read-only');
    const user = userEvent.setup();
    const entry = await entryButton();
    expect(entry.getAttribute('draggable')).toBeNull();
    entry.focus();
    await user.keyboard(' ');
    expect(status()).toBe('');
  });
});
