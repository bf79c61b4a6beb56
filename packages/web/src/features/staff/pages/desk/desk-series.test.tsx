import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { DeskDay } from '@clubportal/contract/staff-desk';
import type { SeriesEdited, SeriesRescheduled, SeriesView } from '@clubportal/contract/staff-series';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { StaffApp } from '../../staff-app';

// A weekly booking's edits at the desk (issue 33 §2): a move that skips the dates in conflict, and a change of
// weekday, time or last date, each saved as previewed. Madrid is UTC+2 in June; 2026-06-23 is a Tuesday.
const DATE = '2026-06-23';
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
const day: DeskDay & { ok: true } = {
  ok: true,
  date: DATE,
  zone: 'Europe/Madrid',
  currency: 'EUR',
  slotMinutes: 30,
  courts: [{ id: 1, name: 'Court 1', resourceType: 'padel', hours: [{ open: '16:00', close: '22:00' }], bookingTypeIds: [1] }],
  types: [{ id: 1, name: 'Padel', durations: [60, 90], preferredDuration: 60, slotStepMinutes: 30 }],
  entries: [
    {
      kind: 'booking',
      id: 72,
      resourceId: 1,
      startsAt: '2026-06-23T16:00:00.000Z',
      endsAt: '2026-06-23T17:00:00.000Z',
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
      series: { position: 2, count: 3 },
    },
  ],
};
const occurrence = (bookingId: number, date: string) => ({
  bookingId,
  date,
  startsAt: `${date}T16:00:00.000Z`,
  durationMinutes: 60,
  resourceId: 1,
  price: 20,
  status: 'active' as const,
  paid: false,
  started: false,
});
const series: SeriesView = {
  id: 4,
  ownerName: 'Colegio Norte',
  typeName: 'Padel',
  everyWeeks: 1,
  weekday: 2,
  time: '18:00',
  currency: 'EUR',
  bookings: [occurrence(71, '2026-06-16'), occurrence(72, DATE), occurrence(73, '2026-06-30')],
};
const edited = (bookingId: number, date: string, conflict: SeriesEdited['conflict'] = null): SeriesEdited => ({
  bookingId,
  date,
  startsAt: `${date}T17:00:00.000Z`,
  priceBefore: 20,
  priceAfter: 20,
  charged: 20,
  difference: 0,
  paid: false,
  conflict,
  refund: 0,
});
const dated = (over: Partial<SeriesRescheduled> & Pick<SeriesRescheduled, 'action' | 'date'>): SeriesRescheduled => ({
  from: null,
  bookingId: null,
  startsAt: `${over.date}T17:00:00.000Z`,
  price: 20,
  difference: 0,
  paid: false,
  conflict: null,
  refund: 0,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSeries(routes: Parameters<typeof stubFetch>[0]) {
  const server = stubFetch({
    'GET /api/staff/me': () => json({ ok: true, model: deskStaff }),
    'GET /api/staff/desk/day': () => json(day),
    'GET /api/staff/desk/blocks': () => json({ ok: true, blocks: [] }),
    'GET /api/staff/desk/series/of/72': () => json({ ok: true, series }),
    ...routes,
  });
  renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], `/staff/desk?date=${DATE}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Colegio Norte/ }));
  const details = await screen.findByRole('dialog', { name: 'Colegio Norte' });
  await within(details).findByRole('heading', { name: 'Weekly booking' });
  // What the series is from now on (its weekday and time, as the server keeps them).
  expect(details.textContent).toContain('3 dates left, every week on Tuesday at 18:00 (2026-06-16 – 2026-06-30)');
  return { server, user, details };
}

describe("a weekly booking's edits", () => {
  it('previews each date of a move, skips the one in conflict when the staff choose to, and saves what it showed', async () => {
    const { server, user, details } = await openSeries({
      'POST /api/staff/desk/series/4/move': (r) => {
        const body = r.body as { preview?: boolean; scope: string };
        if (body.scope === 'one') return json({ ok: true, saved: !body.preview, currency: 'EUR', occurrences: [edited(72, DATE)] });
        return json({
          ok: true,
          saved: !body.preview,
          currency: 'EUR',
          occurrences: [edited(72, DATE), edited(73, '2026-06-30', 'taken')],
        });
      },
    });
    await user.click(within(details).getByRole('button', { name: 'Change dates…' }));
    const change = await screen.findByRole('dialog', { name: 'Change the weekly booking of Colegio Norte' });
    await user.selectOptions(within(change).getByRole('combobox', { name: /^Start/ }), '19:00');
    await user.click(within(change).getByRole('radio', { name: 'This date and the following' }));
    await vi.waitFor(() => expect(within(change).getAllByRole('row')).toHaveLength(3));
    const cells = within(change)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells.map((c) => [c[0], c[2]])).toEqual([
      [DATE, 'Will move'],
      ['2026-06-30', 'Skipped: Court taken'],
    ]);
    expect(within(change).getByRole('status').textContent).toBe(
      '1 date cannot take the change: it is skipped and stays as it is. If that is not what you want, go back.',
    );
    await user.click(within(change).getByRole('button', { name: 'Skip them and move 1 date' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /^Change the weekly booking/ })).toBeNull());
    const saves = server.to('/api/staff/desk/series/4/move').filter((r) => !(r.body as { preview?: boolean }).preview);
    expect(saves.map((r) => r.body)).toEqual([
      {
        bookingId: 72,
        scope: 'following',
        resourceId: 1,
        time: '19:00',
        durationMinutes: 60,
        dates: [DATE],
        // The opened date's version: another desk's change since is refused (issue 33 §8).
        version: 'v1',
      },
    ]);
  });

  it('changes the weekday, time and end as previewed, and shows the refusal and the fresh preview when a date changed', async () => {
    // Another desk takes Thursday 2026-07-02 at 19:00 as the save is tried: from then on that date is skipped.
    let refused = false;
    const first = [
      dated({ action: 'move', date: '2026-06-25', from: DATE, bookingId: 72 }),
      dated({ action: 'move', date: '2026-07-02', from: '2026-06-30', bookingId: 73, paid: true }),
      dated({ action: 'book', date: '2026-07-09', price: 25 }),
    ];
    const { server, user, details } = await openSeries({
      'POST /api/staff/desk/series/4/reschedule': (r) => {
        const body = r.body as { preview?: boolean };
        if (!body.preview) {
          refused = true;
          return json({ ok: false, errorMsg: 'These dates changed since the preview: 2026-06-30, 2026-07-02.' }, { status: 409 });
        }
        const dates = !refused
          ? first
          : [first[0]!, dated({ action: 'skip', date: '2026-06-30', bookingId: 73, conflict: 'taken' }), first[2]!];
        return json({ ok: true, saved: false, currency: 'EUR', dates, expected: dates.map((d) => ({ date: d.date, action: d.action })) });
      },
    });
    await user.click(within(details).getByRole('button', { name: 'Change day, time or end…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the day, time or end of Colegio Norte’s weekly booking' });
    expect((within(dialog).getByRole('combobox', { name: /^Day of the week/ }) as HTMLSelectElement).value).toBe('2');
    expect((within(dialog).getByLabelText(/^Last date/) as HTMLInputElement).value).toBe('2026-06-30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Day of the week/ }), '4');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Start/ }), '19:00');
    fireEvent.change(within(dialog).getByLabelText(/^Last date/), { target: { value: '2026-07-09' } });
    await within(dialog).findByText('Moved 2 · new 1 · cancelled 0');
    const texts = () =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(texts()).toEqual([
      ['2026-06-25', '€20.00', `Moves from ${DATE}`],
      ['2026-07-02', '€20.00', 'Moves from 2026-06-30'],
      ['2026-07-09', '€25.00', 'New date: will be booked'],
    ]);
    expect(server.to('/api/staff/desk/series/4/reschedule').at(-1)?.body).toEqual({
      bookingId: 72,
      scope: 'following',
      weekday: 4,
      time: '19:00',
      until: '2026-07-09',
      onConflict: 'skip',
      preview: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Apply 3 changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('These dates changed since the preview: 2026-06-30, 2026-07-02.');
    const saved = server.to('/api/staff/desk/series/4/reschedule').find((r) => !(r.body as { preview?: boolean }).preview);
    expect((saved?.body as { expected: unknown }).expected).toEqual([
      { date: '2026-06-25', action: 'move' },
      { date: '2026-07-02', action: 'move' },
      { date: '2026-07-09', action: 'book' },
    ]);
    await within(dialog).findByText('Skipped: Court taken');
    expect(texts().map((row) => row[2])).toEqual([`Moves from ${DATE}`, 'Skipped: Court taken', 'New date: will be booked']);
    expect(within(dialog).getByRole('button', { name: /^Apply/ }).textContent).toBe('Apply 2 changes');
  });
});
