import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { BlockHit, StaffBlock } from '@clubportal/contract/staff-blocks';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { StaffApp } from '../../staff-app';

// The desk's blocks (issue 33 §2) on the day grid: the block dialog's affected bookings and choices, its save, and
// lifting a block. Madrid is UTC+2 in June.
const DATE = '2026-06-20';
const deskStaff = {
  id: 2,
  name: 'Dani Desk',
  email: 'desk@club.example',
  role: 'desk',
  roleName: 'desk',
  permissions: [...BUILT_IN_ROLES.desk],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const court = (id: number) => ({
  id,
  name: `Court ${id}`,
  resourceType: 'padel',
  // A short day: the grid's rows are few.
  hours: [{ open: '16:00', close: '22:00' }],
  bookingTypeIds: [1],
});
const entry = (over: Partial<DeskEntry> = {}): DeskEntry => ({
  kind: 'booking',
  id: 71,
  resourceId: 1,
  startsAt: '2026-06-20T16:00:00.000Z',
  endsAt: '2026-06-20T17:00:00.000Z',
  durationMinutes: 60,
  typeName: 'Padel',
  bookingTypeId: 1,
  title: 'Colegio Norte',
  ownerId: 9,
  price: 20,
  payment: 'pending',
  players: [],
  origin: 'desk',
  version: 'v1',
  ...over,
});
const day = (entries: DeskEntry[] = []): DeskDay & { ok: true } => ({
  ok: true,
  date: DATE,
  zone: 'Europe/Madrid',
  currency: 'EUR',
  slotMinutes: 30,
  courts: [court(1), court(2)],
  types: [{ id: 1, name: 'Padel', durations: [60, 90], preferredDuration: 60, slotStepMinutes: 30 }],
  entries,
});
const hit = (over: Partial<BlockHit>): BlockHit => ({
  bookingId: 1,
  date: DATE,
  resourceId: 1,
  courtName: 'Court 1',
  startsAt: '2026-06-20T08:00:00.000Z',
  endsAt: '2026-06-20T09:00:00.000Z',
  kind: 'booking',
  typeName: 'Padel',
  owner: 'Ana Uno',
  players: ['Ana Uno'],
  paid: 0,
  moveTo: [],
  version: `v-${over.bookingId ?? 1}`,
  ...over,
});
const HITS = [
  hit({ bookingId: 11, owner: 'Ana Uno', players: ['Ana Uno', 'Bea Dos'], moveTo: [{ id: 2, name: 'Court 2' }] }),
  hit({ bookingId: 12, owner: 'Carla Tres', startsAt: '2026-06-20T09:00:00.000Z', endsAt: '2026-06-20T10:00:00.000Z', paid: 20 }),
];
const block = (over: Partial<StaffBlock> = {}): StaffBlock => ({
  id: 5,
  seriesId: 3,
  resourceId: 1,
  courtName: 'Court 1',
  startsAt: '2026-06-20T08:00:00.000Z',
  endsAt: '2026-06-20T11:00:00.000Z',
  kind: 'rain',
  note: 'Pista encharcada',
  seriesLeft: 2,
  createdBy: 'Dani Desk',
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function desk(routes: Parameters<typeof stubFetch>[0], entries: DeskEntry[] = []) {
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: deskStaff }),
    'GET /api/staff/desk/day': () => json(day(entries)),
    'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
    ...routes,
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${DATE}`);
  return server;
}

/** Opens "Block courts", closes Court 1 from 10:00 to 13:00 for the rain, and asks for the affected bookings. */
async function previewRain() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Block courts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block courts' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'All courts' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Court 1' }));
  // Typed as a whole (a time input takes its value at once in a browser).
  fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '10:00' } });
  fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '13:00' } });
  fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Pista encharcada' } });
  await user.click(within(dialog).getByRole('button', { name: 'See affected bookings' }));
  await within(dialog).findByRole('list', { name: 'Affected bookings' });
  return { user, dialog };
}

const choice = (dialog: HTMLElement, owner: string) =>
  within(dialog).getByRole('combobox', { name: new RegExp(`^What happens to .*: ${owner}$`) }) as HTMLSelectElement;

describe('the block dialog', () => {
  it('lists the bookings the block hits with what was paid, takes a choice for each and saves them', async () => {
    const server = desk({
      'POST /api/staff/desk/blocks/preview': () =>
        json({ ok: true, currency: 'EUR', occurrences: [{ date: DATE, startsAt: '', endsAt: '', resourceIds: [1] }], hits: HITS }),
      'POST /api/staff/desk/blocks': () =>
        json({ ok: true, seriesId: 3, blocks: 1, moved: [{ bookingId: 11, resourceId: 2 }], cancelled: [{ bookingId: 12, refunded: 20 }] }),
    });
    const { user, dialog } = await previewRain();
    expect(server.to('/api/staff/desk/blocks/preview')[0]?.body).toEqual({
      courts: [1],
      date: DATE,
      from: '10:00',
      to: '13:00',
      repeat: { kind: 'once' },
      kind: 'rain',
      note: 'Pista encharcada',
    });
    expect(within(dialog).getByText(/^1 occurrence\./).textContent).toBe(
      '1 occurrence. 2 bookings are affected: choose what happens to each.',
    );
    const items = within(within(dialog).getByRole('list', { name: 'Affected bookings' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual([
      '2026-06-20 10:00–11:00, Court 1: Ana Uno',
      '2026-06-20 11:00–12:00, Court 1: Carla Tres',
    ]);
    expect(items[0]!.textContent).toContain('Padel · Ana Uno, Bea Dos · Paid €0.00');
    expect(items[1]!.textContent).toContain('Paid €20.00');
    // What each may become: a booking with a free court moves there first; one without can only be cancelled.
    const [ana, carla] = [choice(dialog, 'Ana Uno'), choice(dialog, 'Carla Tres')];
    expect([...ana.options].map((o) => o.textContent)).toEqual([
      'Move to Court 2 (first free court)',
      'Cancel and refund as paid',
      'Cancel and refund as club credit',
    ]);
    expect([ana.value, carla.value]).toEqual(['first', 'refund']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund all' }));
    expect([ana.value, carla.value]).toEqual(['refund', 'refund']);
    await user.click(within(dialog).getByRole('button', { name: 'Move all that can move' }));
    await user.selectOptions(carla, 'credit');
    expect([ana.value, carla.value]).toEqual(['first', 'credit']);

    await user.click(within(dialog).getByRole('button', { name: 'Block and apply' }));
    expect((await screen.findByText(/^Saved\./)).textContent).toBe('Saved. Blocked: 1 · moved: 1 · cancelled and refunded: 1.');
    expect(screen.queryByRole('dialog', { name: 'Block courts' })).toBeNull();
    const [saved] = server.to('/api/staff/desk/blocks').filter((r) => r.method === 'POST');
    expect(saved?.body).toMatchObject({
      courts: [1],
      from: '10:00',
      to: '13:00',
      choices: [
        // Each with the version the preview showed: a booking changed since is refused (issue 33 §8).
        { bookingId: 11, version: 'v-11', action: 'move' },
        { bookingId: 12, version: 'v-12', action: 'credit' },
      ],
    });
    expect((saved?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says why a save was refused, reads the affected bookings again and keeps the choices made', async () => {
    let previews = 0;
    const server = desk({
      'POST /api/staff/desk/blocks/preview': () => {
        previews += 1;
        // A booking made meanwhile shows up the second time.
        const hits =
          previews === 1
            ? HITS
            : [
                ...HITS,
                hit({ bookingId: 13, owner: 'Dora Cuatro', startsAt: '2026-06-20T10:00:00.000Z', endsAt: '2026-06-20T11:00:00.000Z' }),
              ];
        return json({ ok: true, currency: 'EUR', occurrences: [], hits });
      },
      'POST /api/staff/desk/blocks': () =>
        json({ ok: false, errorMsg: 'Dora Cuatro’s booking on Court 1 at 2026-06-20 12:00 needs a choice' }, { status: 409 }),
    });
    const { user, dialog } = await previewRain();
    await user.selectOptions(choice(dialog, 'Carla Tres'), 'credit');
    await user.click(within(dialog).getByRole('button', { name: 'Block and apply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Dora Cuatro’s booking on Court 1 at 2026-06-20 12:00 needs a choice',
    );
    await within(dialog).findByRole('combobox', { name: /Dora Cuatro$/ });
    expect(server.to('/api/staff/desk/blocks/preview')).toHaveLength(2);
    expect(choice(dialog, 'Carla Tres').value).toBe('credit');
    // The same save key goes with the next try: a retry is the same save.
    await user.click(within(dialog).getByRole('button', { name: 'Block and apply' }));
    const saves = () => server.to('/api/staff/desk/blocks').filter((r) => r.method === 'POST');
    await vi.waitFor(() => expect(saves()).toHaveLength(2));
    expect(new Set(saves().map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  });
});

describe('lifting a block', () => {
  it('asks first, saying the bookings it moved or cancelled do not come back, and lifts the series only when confirmed', async () => {
    const server = desk({
      'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [block(), block({ id: 6, startsAt: '2026-06-27T08:00:00.000Z' })] }),
      'DELETE /api/staff/desk/blocks/5': () => json({ ok: true, lifted: 2 }),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Upcoming blocks' });
    await user.click(await within(list).findByRole('button', { name: 'Lift the block of 2026-06-20 10:00–13:00 (Rain)' }));
    let confirm = await screen.findByRole('dialog', { name: 'Lift the block?' });
    expect(confirm.textContent).toContain('The 2 blocks left of this series, from 2026-06-20 10:00–13:00, are lifted');
    expect(confirm.textContent).toContain('The bookings this block moved or cancelled do not come back');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Lift the block of 2026-06-20 10:00–13:00 (Rain)' }));
    confirm = await screen.findByRole('dialog', { name: 'Lift the block?' });
    await user.click(within(confirm).getByRole('button', { name: 'Lift' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lift the block?' })).toBeNull());
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => `${r.path}${r.url.search}`)).toEqual([
      '/api/staff/desk/blocks/5?series=1',
    ]);
  });
});

describe('the day grid', () => {
  it('marks an occurrence of a weekly booking with which of how many it is', async () => {
    desk({}, [entry({ series: { position: 3, count: 12 } }), entry({ id: 72, resourceId: 2, title: 'Walk In' })]);
    const grid = await screen.findByRole('region', { name: `Courts and bookings on ${DATE}` });
    const occurrence = within(grid).getByRole('button', { name: /Colegio Norte/ });
    expect(within(occurrence).getByRole('img', { name: 'Weekly series · 3 of 12' }).textContent).toBe('↻ 3/12');
    expect(within(within(grid).getByRole('button', { name: /Walk In/ })).queryByRole('img')).toBeNull();
  });
});
