import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { closeLogin, getLoginRequest } from '../../../api/login-request';
import { clearSession, saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingJoinPage, type PayShare } from './booking-join-page';

type Player = BookingDetail['players'][number];
const player = (over: Partial<Player>): Player => ({
  id: 1,
  customerId: null,
  name: '',
  logo: '',
  team: -1,
  isMarketplace: false,
  level: null,
  isPlaceholder: true,
  totalDebts: 0,
  price: 6,
  state: null,
  paymentState: 'none',
  ...over,
});
const marta = player({
  id: 1,
  customerId: 20,
  name: 'Marta Gil',
  team: 0,
  level: 3,
  isPlaceholder: false,
  state: 'accepted',
  paymentState: 'paid',
});
const open = (id: number) => player({ id });

const match = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 7,
  isPast: false,
  dtStart: '2030-06-20 12:00',
  start: '2030-06-20T10:00:00.000Z',
  end: '2030-06-20T11:30:00.000Z',
  resourceName: 'Court 3',
  players: [marta, open(2), open(3), open(4)],
  results: null,
  bookingTypeId: 1,
  bookingType: 'Padel',
  duration: 90,
  resourceIds: [3],
  maxParticipants: 4,
  paymentType: 2,
  allowJoin: true,
  description: 'Partido abierto',
  comments: '',
  canCancel: false,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentDeadline: '2030-06-20T10:00:00.000Z',
  price: 24,
  paymentPending: 0,
  saleId: null,
  bookingToken: null,
  cancelText: '',
  canLeave: false,
  cancelClosedReason: null,
  cancelWindowMinutes: 1440,
  qr: null,
  minLevel: 3,
  maxLevel: 4,
  viewerLevel: null,
  joinShare: 6,
  joinPaymentDeadline: '2030-06-20T14:00:00.000Z',
  ...over,
});

const info = (detail: BookingDetail) => () => json({ ok: true, errorMsg: '', model: detail });

function renderJoin(path = '/booking-join/7', payShare: PayShare = vi.fn(() => ({ ok: true as const }))) {
  const { router } = renderRoutes(
    [
      { path: '/booking-join/:bookingId', element: <BookingJoinPage payShare={payShare} /> },
      { path: '/checkout', element: <p>Checkout page</p> },
      { path: '/customer-bookings', element: <p>My bookings page</p> },
      { path: '/booking-results/:bookingId', element: <p>Results page</p> },
      { path: '/bookingtypes', element: <p>Booking types page</p> },
    ],
    path,
  );
  return { router, payShare };
}

beforeEach(() => {
  clearSession();
  closeLogin();
});

describe('the join page', () => {
  it('shows a visitor the match, its teams with the free places, levels and range; Join opens the login popup', async () => {
    stubFetch({ 'GET /api/publicbookings/info/7': info(match()) });
    renderJoin();
    const card = await screen.findByRole('article', { name: 'Padel' });
    expect(within(card).getByText('Level 3.0-4.0').textContent).toBe('Level 3.0-4.0');
    const team1 = within(card).getByRole('list', { name: 'Team 1' });
    expect(
      within(team1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MMarta Gillevel 3.0', '+Free place']);
    expect(within(card).getByRole('list', { name: 'Team 2' }).textContent).toBe('+Free place+Free place');
    expect(within(card).getByText(/^Your share: /).textContent).toMatch(/^Your share: 6(\.00)?\s?€ · Pay by /);
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/booking-join/7' });
  });

  it('lets a member pick a team in the popup, proposing the one that balances the levels, then shows Payment Pending and Pay', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    let joined = false;
    const lucia = player({
      id: 2,
      customerId: 4,
      name: 'Lucía F',
      team: 1,
      level: 3.5,
      isPlaceholder: false,
      state: 'joined',
      paymentState: 'pending',
    });
    const api = stubFetch({
      'GET /api/publicbookings/info/7': () =>
        info(
          joined
            ? match({ players: [marta, lucia, open(3), open(4)], paymentPending: 6, saleId: 91, viewerLevel: 3.5 })
            : match({ viewerLevel: 3.5 }),
        )(),
      'POST /api/publicbookings/byplace-prebook-place/4/7/web': () => {
        joined = true;
        return json({
          ok: true,
          errorMsg: '',
          model: {
            serviceFree: false,
            description: 'Partido abierto',
            more: {
              bookingId: 7,
              participantId: 2,
              team: 1,
              saleId: 91,
              saleNumber: 'RES-000007-2',
              paymentPending: 6,
              paymentDeadline: '2030-06-20T14:00:00.000Z',
              paymentType: 2,
              title: 'Padel - Court 3',
            },
          },
        });
      },
    });
    const { router, payShare } = renderJoin();
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const popup = await screen.findByRole('dialog', { name: 'Choose your team' });
    // Marta (3.0) alone in Team 1: the member (3.5) is proposed Team 2; both averages are shown.
    const team2 = within(popup).getByRole('radio', { name: /^Team 2/ }) as HTMLInputElement;
    expect(team2.checked).toBe(true);
    expect(within(popup).getByText('Balances the teams').closest('label')?.textContent).toMatch(/^Team 2/);
    expect(within(popup).getByText(/^Average 3\.0/).textContent).toBe('Average 3.0 · 1 place left');
    expect(within(popup).getByText(/^No levels yet/).textContent).toBe('No levels yet · 2 places left');
    await userEvent.click(within(popup).getByRole('radio', { name: /^Team 1/ }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Join Team 1' }));
    expect(api.to('/api/publicbookings/byplace-prebook-place/4/7/web')[0]?.body).toEqual({ team: 0 });
    expect((await screen.findByRole('status')).textContent).toMatch(/^You are in! Pay your share by /);
    expect((await screen.findByText(/^Payment Pending/)).textContent).toMatch(/^Payment Pending: 6(\.00)?\s?€$/);
    expect(screen.getByText('You are already in').textContent).toBe('You are already in');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(payShare).toHaveBeenCalledWith(expect.objectContaining({ id: 7, saleId: 91, paymentPending: 6 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('shows a member who is in their own share, not the next free place’s: the last place taken, or a place priced otherwise', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    // 26 € for 4: the first two places are 7 €, the others 6 €; Lucía took the second, the next free one is 6 €.
    const lucia = player({
      id: 2,
      customerId: 4,
      name: 'Lucía F',
      team: 1,
      price: 7,
      isPlaceholder: false,
      state: 'joined',
      paymentState: 'pending',
    });
    let players = [marta, lucia, open(3), open(4)];
    let joinShare = 6;
    stubFetch({ 'GET /api/publicbookings/info/7': () => info(match({ price: 26, players, joinShare, paymentPending: 7, saleId: 91 }))() });
    renderJoin();
    const card = await screen.findByRole('article', { name: 'Padel' });
    // Owed: with their own share's deadline.
    expect(within(card).getByText(/^Your share: /).textContent).toMatch(/^Your share: 7(\.00)?\s?€ · Pay by \S+ \d\d:\d\d$/);
    cleanup();
    // Lucía took the last place: there is no next place (the server's join share is 0).
    const taken = (id: number) =>
      player({ id, customerId: 20 + id, name: `P${id}`, team: 0, price: 6, isPlaceholder: false, state: 'joined', paymentState: 'paid' });
    players = [marta, lucia, taken(3), taken(4)];
    joinShare = 0;
    renderJoin();
    const full = await screen.findByRole('article', { name: 'Padel' });
    expect(within(full).getByText(/^Your share: /).textContent).toMatch(/^Your share: 7(\.00)?\s?€ · Pay by /);
  });

  it('shows a member who has paid their share as paid, with no deadline and nothing to pay (issue 30)', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    const lucia = player({
      id: 2,
      customerId: 4,
      name: 'Lucía F',
      team: 1,
      price: 7,
      isPlaceholder: false,
      state: 'joined',
      paymentState: 'paid',
    });
    stubFetch({
      'GET /api/publicbookings/info/7': info(
        match({ price: 26, players: [marta, lucia, open(3), open(4)], paymentPending: 0, saleId: 91 }),
      ),
    });
    renderJoin();
    const card = await screen.findByRole('article', { name: 'Padel' });
    const share = within(card).getByText(/^Your share: /);
    expect(share.textContent).toMatch(/^Your share: 7(\.00)?\s?€Paid$/);
    expect(within(share).getByText('Paid').className).toContain('booking-status');
    expect(within(card).queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('joins the only team with room without asking, and a free match goes to My Bookings', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    const carlos = player({ id: 2, customerId: 21, name: 'Carlos Ruiz', team: 0, isPlaceholder: false, state: 'joined' });
    const api = stubFetch({
      'GET /api/publicbookings/info/7': info(
        match({ paymentType: 1, joinShare: 0, minLevel: null, maxLevel: null, players: [marta, carlos, open(3), open(4)] }),
      ),
      'POST /api/publicbookings/byplace-prebook-place/4/7/web': () =>
        json({
          ok: true,
          errorMsg: '',
          model: {
            serviceFree: true,
            description: '',
            more: {
              bookingId: 7,
              participantId: 3,
              team: 1,
              saleId: null,
              saleNumber: null,
              paymentPending: 0,
              paymentDeadline: '2030-06-20T14:00:00.000Z',
              paymentType: 1,
              title: 'Padel - Court 3',
            },
          },
        }),
    });
    const { router } = renderJoin();
    expect((await screen.findByText('Any level')).textContent).toBe('Any level');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('/api/publicbookings/byplace-prebook-place/4/7/web')[0]?.body).toEqual({ team: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-bookings'));
  });

  it('says Max players reached when the match is full, without a Join button', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    const full = [
      marta,
      player({ id: 2, customerId: 21, name: 'B', isPlaceholder: false, state: 'joined' }),
      player({ id: 3, customerId: 22, name: 'C', isPlaceholder: false, state: 'joined' }),
      player({ id: 4, customerId: 23, name: 'D', isPlaceholder: false, state: 'joined' }),
    ];
    stubFetch({ 'GET /api/publicbookings/info/7': info(match({ players: full, viewerLevel: 3.5 })) });
    renderJoin();
    expect((await screen.findByText('Max players reached')).textContent).toBe('Max players reached');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('names the range to a member outside it, without a Join button', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    stubFetch({ 'GET /api/publicbookings/info/7': info(match({ viewerLevel: 2.5 })) });
    renderJoin();
    expect((await screen.findByText(/^This match is for level/)).textContent).toBe('This match is for level 3.0-4.0. Your level: 2.5.');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('shows the server’s refusal of a join', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/info/7': info(
        match({
          viewerLevel: 3.5,
          players: [marta, player({ id: 2, customerId: 21, name: 'B', team: 1, isPlaceholder: false, state: 'joined' }), open(3), open(4)],
        }),
      ),
      'POST /api/publicbookings/byplace-prebook-place/4/7/web': () => json({ ok: false, errorMsg: 'Max players reached' }, { status: 409 }),
    });
    renderJoin();
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Choose your team' })).getByRole('button', { name: /^Join Team/ }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Max players reached');
  });

  it('sends a past match to its results, and a link without a match id to the booking types', async () => {
    stubFetch({ 'GET /api/publicbookings/info/7': info(match({ isPast: true })) });
    const { router } = renderJoin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-results/7'));
    const other = renderJoin('/booking-join/abc');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/bookingtypes'));
  });

  it('lets a member who is in move to the other team while it has room (their own place)', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'F', logo: '' }, 'token');
    let team = 0;
    const me = () => player({ id: 2, customerId: 4, name: 'Lucía F', team, isPlaceholder: false, state: 'joined', paymentState: 'paid' });
    const api = stubFetch({
      'GET /api/publicbookings/info/7': () => info(match({ players: [marta, me(), open(3), open(4)] }))(),
      'PUT /api/publicbookings/update-team': () => {
        team = 1;
        return json({ ok: true, errorMsg: '', model: { id: 2, team: 1 } });
      },
    });
    renderJoin();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Team 2' }));
    expect(api.to('/api/publicbookings/update-team')[0]?.body).toEqual({ id: 2, team: 1 });
    expect((await screen.findByRole('button', { name: 'Move to Team 1' })).textContent).toBe('Move to Team 1');
    expect(within(screen.getByRole('list', { name: 'Team 2' })).getAllByRole('listitem')[0]?.textContent).toBe('LLucía F');
  });

  it('says a match that does not exist is not there', async () => {
    stubFetch({ 'GET /api/publicbookings/info/7': () => json({ ok: false, errorMsg: 'This booking does not exist' }, { status: 404 }) });
    renderJoin();
    expect((await screen.findByRole('alert')).textContent).toBe('This match does not exist or is no longer open.');
    expect(screen.getByRole('link', { name: 'See booking types' }).getAttribute('href')).toBe('/bookingtypes');
  });
});
