import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingResultsPage } from './booking-results-page';

const player = (
  id: number,
  customerId: number | null,
  name: string,
  over: Partial<BookingDetail['players'][number]> = {},
): BookingDetail['players'][number] => ({
  id,
  customerId,
  name,
  logo: '',
  team: -1,
  isMarketplace: false,
  level: null,
  isPlaceholder: customerId === null,
  totalDebts: 0,
  price: 9,
  state: customerId === null ? null : 'accepted',
  paymentState: 'none',
  ...over,
});

const booking = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 40,
  isPast: true,
  dtStart: '2026-11-20 12:00',
  start: '2026-11-20T11:00:00.000Z',
  end: '2026-11-20T12:30:00.000Z',
  resourceName: 'Pista 6',
  players: [player(1, 7, 'Lucía F', { level: 3.13 }), player(2, 8, 'Marta G'), player(3, 9, 'Pablo R'), player(4, null, '')],
  results: { nSets: 3, team1: [], team2: [] },
  bookingTypeId: 3,
  bookingType: 'Pádel',
  duration: 90,
  resourceIds: [12],
  maxParticipants: 4,
  paymentType: 1,
  allowJoin: true,
  description: '',
  comments: '',
  canCancel: false,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentDeadline: '2026-11-20T11:00:00.000Z',
  price: 36,
  paymentPending: 0,
  saleId: null,
  bookingToken: null,
  cancelText: '',
  canLeave: false,
  cancelClosedReason: null,
  cancelWindowMinutes: 1440,
  qr: null,
  ...over,
});

function render(path = '/booking-results/40', loggedIn = true) {
  if (loggedIn) saveSession({ id: 7, name: 'Lucía', surname: 'F', logo: '' }, 'token');
  return renderRoutes(
    [
      { path: '/booking-results/:bookingId', element: <BookingResultsPage /> },
      { path: '/booking-join/:bookingId', element: <p>join page</p> },
    ],
    path,
  );
}

describe('match results page', () => {
  it('shows the match, its players by team with their level, and lets a player record the sets, then read-only', async () => {
    let saved: BookingDetail['results'] = { nSets: 3, team1: [], team2: [] };
    const calls = stubFetch({
      'GET /api/publicbookings/info/40': () => json({ ok: true, errorMsg: '', model: booking({ results: saved }) }),
      'POST /api/publicbookings/save-results': (req) => {
        const body = req.body as { team1: number[]; team2: number[] };
        saved = { nSets: 3, team1: body.team1, team2: body.team2 };
        return json({ ok: true, errorMsg: '', model: body });
      },
    });
    render();
    const team1 = await screen.findByRole('region', { name: 'Team 1' });
    expect(
      within(team1)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.results-player__name')?.textContent),
    ).toEqual(['Lucía F', 'Marta G']);
    expect(within(team1).getByText('Level 3.13').textContent).toBe('Level 3.13');
    const team2 = screen.getByRole('region', { name: 'Team 2' });
    expect(
      within(team2)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.results-player__name')?.textContent),
    ).toEqual(['Pablo R', 'Open place']);
    expect(screen.getByText('Friday 20 November 2026 · 12:00').textContent).toBe('Friday 20 November 2026 · 12:00');

    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill at least one result');
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 1' }), { target: { value: '6' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 1' }), { target: { value: '3' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 2' }), { target: { value: '6.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scores are whole numbers: the games each team won in the set');
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 2' }), { target: { value: '7' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 2' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));

    expect((await screen.findByText('The result is saved.')).textContent).toBe('The result is saved.');
    expect(calls.to('/api/publicbookings/save-results')[0]?.body).toEqual({ bookingId: 40, team1: [6, 7], team2: [3, 5] });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save result' })).toBeNull();
    expect(screen.getByLabelText('Team 1, set 2').textContent).toBe('7');
    expect(screen.getByLabelText('Team 2, set 3').textContent).toBe('–');
    expect(screen.getByRole('link', { name: 'See how your level moved' }).getAttribute('href')).toBe('/levels?provider=club');
  });

  it('asks for 3 sets in a 5-set match, says the server’s refusal, and moves a player to the other team', async () => {
    const calls = stubFetch({
      'GET /api/publicbookings/info/40': () =>
        json({ ok: true, errorMsg: '', model: booking({ results: { nSets: 5, team1: [], team2: [] } }) }),
      'POST /api/publicbookings/save-results': () => json({ ok: false, errorMsg: 'This match already has its result' }, { status: 409 }),
      'PUT /api/publicbookings/update-team': () => json({ ok: true }),
    });
    render();
    expect((await screen.findAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Team',
      'Set 1',
      'Set 2',
      'Set 3',
      'Set 4',
      'Set 5',
    ]);
    for (const [n, a, b] of [
      [1, '6', '4'],
      [2, '6', '3'],
    ] as const) {
      fireEvent.input(screen.getByRole('textbox', { name: `Team 1, set ${n}` }), { target: { value: a } });
      fireEvent.input(screen.getByRole('textbox', { name: `Team 2, set ${n}` }), { target: { value: b } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill at least 3 sets');
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 3' }), { target: { value: '6' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 3' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByText('This match already has its result')).textContent).toBe('This match already has its result');

    fireEvent.change(screen.getByRole('combobox', { name: 'Team of Marta G' }), { target: { value: '1' } });
    await screen.findByRole('combobox', { name: 'Team of Marta G' });
    expect(calls.to('/api/publicbookings/update-team')[0]?.body).toEqual({ id: 2, team: 1 });
    expect(calls.to('/api/publicbookings/update-team')[0]?.method).toBe('PUT');
  });

  it('shows a saved result read-only, asks a visitor to log in, and tells a member who did not play', async () => {
    stubFetch({
      'GET /api/publicbookings/info/40': () =>
        json({ ok: true, errorMsg: '', model: booking({ results: { nSets: 3, team1: [6, 6], team2: [2, 1] } }) }),
    });
    const first = render('/booking-results/40', false);
    expect((await screen.findByText('The result is saved.')).textContent).toBe('The result is saved.');
    expect(screen.getByLabelText('Team 2, set 2').textContent).toBe('1');
    expect(screen.queryByRole('link', { name: 'See how your level moved' })).toBeNull();
    first.unmount();

    stubFetch({ 'GET /api/publicbookings/info/40': () => json({ ok: true, errorMsg: '', model: booking() }) });
    const visitor = render('/booking-results/40', false);
    expect((await screen.findByText('Log in to record the result of your match.')).textContent).toBe(
      'Log in to record the result of your match.',
    );
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    visitor.unmount();

    saveSession({ id: 50, name: 'Eva', surname: 'X', logo: '' }, 'token');
    renderRoutes([{ path: '/booking-results/:bookingId', element: <BookingResultsPage /> }], '/booking-results/40');
    expect((await screen.findByText('Only the players of this match can record its result.')).textContent).toBe(
      'Only the players of this match can record its result.',
    );
  });

  it('sends a match still to come to its join page, and says when the booking does not exist', async () => {
    stubFetch({
      'GET /api/publicbookings/info/40': () => json({ ok: true, errorMsg: '', model: booking({ isPast: false, results: null }) }),
      'GET /api/publicbookings/info/41': () => json({ ok: false, errorMsg: 'This booking does not exist' }, { status: 404 }),
    });
    const { router } = render();
    expect((await screen.findByText('join page')).textContent).toBe('join page');
    expect(router.state.location.pathname).toBe('/booking-join/40');
    await router.navigate('/booking-results/41');
    expect((await screen.findByRole('alert')).textContent).toBe('This booking does not exist');
  });
});
