import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { FloorPlaceBody, StaffFloorPlan } from '@clubportal/contract/staff-floor-plans';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

// Issue 32 §2: the place editor from the keyboard alone (WCAG 2.5.7's alternative to dragging): add a place, name it,
// nudge it with the arrow keys, size it in numbers, reorder it, see the problems that keep the set from saving, save.
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
const plan = (over: Partial<StaffFloorPlan> = {}): StaffFloorPlan => ({
  id: 7,
  name: 'Spin room',
  image: 'room.png',
  width: 400,
  height: 200,
  allowSeeParticipants: true,
  places: [
    { id: 11, place: 'Bike 1', x: 0, y: 0, w: 50, h: 50, heldIn: 2 },
    { id: 12, place: 'Bike 2', x: 60, y: 0, w: 50, h: 50, heldIn: 0 },
  ],
  use: { types: [{ id: 3, name: 'Spinning', maxParticipants: 2 }], classesToCome: 4, leastPlaces: 2 },
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(role: 'manager' | 'desk' = 'manager') {
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: staff(role) }),
    'GET /api/staff/floor-plans/7': () => json({ ok: true, model: plan() }),
    'PUT /api/staff/floor-plans/7/places': (req) => {
      const places = (req.body as { places: FloorPlaceBody[] }).places;
      return json({ ok: true, model: plan({ places: places.map((p, i) => ({ ...p, id: p.id ?? 20 + i, heldIn: 0 })) }) });
    },
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/floor-plans/7');
  return server;
}

const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('/staff/floor-plans/:id, the place editor', () => {
  it('adds, names, nudges, sizes and reorders a place from the keyboard, then saves the set', async () => {
    const server = open();
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add a place' });
    expect(screen.getByText(/^2 places ·/).textContent).toBe(
      '2 places · its booking types and classes take up to 2 players: it needs at least 2 places',
    );
    add.focus();
    await user.keyboard('{Enter}');
    // The new place takes the next number, the first free spot to the right, and the focus goes to its name.
    const label = await screen.findByRole('textbox', { name: /^Name members read/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(label));
    expect((label as HTMLInputElement).value).toBe('Bike 3');
    expect([field('Left (pixels)').value, field('Top (pixels)').value, field('Width (pixels)').value]).toEqual(['120', '0', '50']);
    await user.clear(label);
    await user.type(label, 'Window bike');

    // On the map, the focused place moves with the arrows (Shift: 10 pixels) and grows with Alt.
    const onMap = screen.getByRole('button', { name: 'Window bike: at 120, 0, 50 × 50 pixels' });
    onMap.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}{ArrowDown}{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('button', { name: 'Window bike: at 130, 2, 50 × 51 pixels' }).getAttribute('aria-pressed')).toBe('true');
    // Numbers: the width typed, kept inside the image.
    await user.clear(field('Width (pixels)'));
    await user.type(field('Width (pixels)'), '60');
    expect(field('Width (pixels)').value).toBe('60');

    // First in the order members read.
    const order = screen.getByRole('list', { name: 'Order members list them in' });
    await user.click(within(order).getByRole('button', { name: 'Move Window bike up' }));
    await user.click(within(order).getByRole('button', { name: 'Move Window bike up' }));
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(['Window bike', 'Bike 1', 'Bike 2']);

    await user.click(screen.getByRole('button', { name: 'Save places' }));
    await vi.waitFor(() => expect(server.to('/api/staff/floor-plans/7/places')).toHaveLength(1));
    expect(server.to('/api/staff/floor-plans/7/places')[0]?.body).toEqual({
      places: [
        { id: null, place: 'Window bike', x: 130, y: 2, w: 60, h: 51 },
        { id: 11, place: 'Bike 1', x: 0, y: 0, w: 50, h: 50 },
        { id: 12, place: 'Bike 2', x: 60, y: 0, w: 50, h: 50 },
      ],
    });
    expect((await screen.findByText('The plan’s 3 places are saved: members see them now.')).textContent).toBe(
      'The plan’s 3 places are saved: members see them now.',
    );
  });

  it('names what keeps the places from being saved, and keeps a place members hold', async () => {
    open();
    const user = userEvent.setup();
    const bike2 = await screen.findByRole('button', { name: 'Bike 2: at 60, 0, 50 × 50 pixels' });
    bike2.focus();
    // Eleven pixels left: Bike 2 now covers Bike 1 (touching edges do not).
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.queryByText('Bike 1 and Bike 2 overlap.')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Bike 1 and Bike 2 overlap.').textContent).toBe('Bike 1 and Bike 2 overlap.');
    await user.clear(screen.getByRole('textbox', { name: /^Name members read/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name members read/ }), 'bike 1');
    expect(screen.getByText('Two places are called bike 1.').textContent).toBe('Two places are called bike 1.');
    expect(screen.getByRole('button', { name: 'Save places' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.queryByText('Bike 1 and Bike 2 overlap.')).toBeNull();

    screen.getByRole('button', { name: 'Bike 1: at 0, 0, 50 × 50 pixels' }).focus();
    const held = await screen.findByText(/^Members hold it/);
    expect(held.textContent).toBe('Members hold it in 2 classes to come: it cannot be removed.');
    expect(screen.getByRole('button', { name: 'Remove this place' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the desk the places without letting it change them', async () => {
    open('desk');
    await screen.findByText('The places members choose from, in their order.');
    expect(screen.queryByRole('button', { name: 'Add a place' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save places' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bike 1: at 0, 0, 50 × 50 pixels' }).getAttribute('tabindex')).toBe('-1');
  });
});
