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
  it('a player chooses the teams with the toggle, fills the sets, checks a summary and proposes the result', async () => {
    let saved: BookingDetail['results'] = { nSets: 3, team1: [], team2: [] };
    let players = booking().players;
    const calls = stubFetch({
      'GET /api/publicbookings/info/40': () => json({ ok: true, errorMsg: '', model: booking({ results: saved, players }) }),
      'POST /api/publicbookings/save-results': (req) => {
        const body = req.body as { team1: number[]; team2: number[] };
        saved = {
          nSets: 3,
          team1: body.team1,
          team2: body.team2,
          status: 'proposed',
          proposedTeam: 0,
          answerBy: '2026-11-22T11:00:00.000Z',
        };
        players = players.map((p, i) => ({ ...p, team: [0, 0, 1, -1][i] ?? -1 }));
        return json({ ok: true, errorMsg: '', model: { team1: body.team1, team2: body.team2 } });
      },
    });
    render();
    const lucia = await screen.findByRole('radiogroup', { name: 'Team of Lucía F' });
    expect(within(lucia).getByText('Level 3.13').textContent).toBe('Level 3.13');
    expect(screen.getByText('Friday 20 November 2026 · 12:00').textContent).toBe('Friday 20 November 2026 · 12:00');

    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill at least one result');
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 1' }), { target: { value: '6' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 1' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByText('Set 1: 6-5 is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)')).textContent).toBe(
      'Set 1: 6-5 is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)',
    );
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 1' }), { target: { value: '3' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 1, set 2' }), { target: { value: '7' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Team 2, set 2' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByText('Choose a team for every player before saving the result')).textContent).toBe(
      'Choose a team for every player before saving the result',
    );

    for (const [name, team] of [
      ['Lucía F', 'Team 1'],
      ['Marta G', 'Team 1'],
      ['Pablo R', 'Team 2'],
    ] as const)
      fireEvent.click(within(screen.getByRole('radiogroup', { name: `Team of ${name}` })).getByRole('radio', { name: team }));
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    const summary = await screen.findByRole('region', { name: 'Check before saving' });
    expect(within(summary).getByText('6-3 7-5').textContent).toBe('6-3 7-5');
    expect(within(summary).getByText('Lucía F, Marta G').textContent).toBe('Lucía F, Marta G');
    expect(calls.to('/api/publicbookings/save-results')).toHaveLength(0);
    fireEvent.click(within(summary).getByRole('button', { name: 'Save and send to the other team' }));

    expect((await screen.findByText(/^Team 1 proposed this result/)).textContent).toMatch(/Team 2 can confirm or dispute it until/);
    expect(calls.to('/api/publicbookings/save-results')[0]?.body).toEqual({
      bookingId: 40,
      team1: [6, 7],
      team2: [3, 5],
      teams: [
        { id: 1, team: 0 },
        { id: 2, team: 0 },
        { id: 3, team: 1 },
      ],
    });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
    expect(screen.getByLabelText('Team 1, set 2').textContent).toBe('7');
  });

  it('a player of the other team confirms the proposed result; a dispute is shown to both teams', async () => {
    const proposed = {
      nSets: 3,
      team1: [6, 6],
      team2: [2, 1],
      status: 'proposed' as const,
      proposedTeam: 0,
      answerBy: '2026-11-22T11:00:00.000Z',
    };
    const teams = [
      player(1, 7, 'Lucía F', { team: 1 }),
      player(2, 8, 'Marta G', { team: 0 }),
      player(3, 9, 'Pablo R', { team: 0 }),
      player(4, 10, 'Ana I', { state: 'invited' }),
    ];
    let results: BookingDetail['results'] = proposed;
    const calls = stubFetch({
      'GET /api/publicbookings/info/40': () => json({ ok: true, errorMsg: '', model: booking({ players: teams, results }) }),
      'POST /api/publicbookings/answer-result': () => {
        results = { ...proposed, status: 'confirmed' };
        return json({ ok: true, errorMsg: '', model: { status: 'confirmed' } });
      },
    });
    const first = render();
    expect((await screen.findByText('Invited, never accepted (not counted): Ana I')).textContent).toContain('Ana I');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm result' }));
    expect((await screen.findByText('Result confirmed by both teams.')).textContent).toBe('Result confirmed by both teams.');
    expect(calls.to('/api/publicbookings/answer-result')[0]?.body).toEqual({ bookingId: 40, answer: 'confirm' });
    expect(screen.getByRole('link', { name: 'See how your level moved' }).getAttribute('href')).toBe('/levels?provider=club');
    first.unmount();

    stubFetch({
      'GET /api/publicbookings/info/40': () =>
        json({ ok: true, errorMsg: '', model: booking({ players: teams, results: { ...proposed, status: 'disputed' } }) }),
    });
    render();
    expect((await screen.findByText(/^Team 2 disputed this result/)).textContent).toMatch(/The club will settle it/);
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('shows a standing result read-only, asks a visitor to log in, and tells a member who did not play', async () => {
    stubFetch({
      'GET /api/publicbookings/info/40': () =>
        json({
          ok: true,
          errorMsg: '',
          model: booking({ results: { nSets: 3, team1: [6, 6], team2: [2, 1], status: 'unanswered', proposedTeam: 0 } }),
        }),
    });
    const first = render('/booking-results/40', false);
    const standing = 'Result standing: the other team did not answer in time.';
    expect((await screen.findByText(standing)).textContent).toBe(standing);
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
