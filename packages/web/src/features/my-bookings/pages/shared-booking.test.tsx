import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { CustomerBookingsPage } from './customer-bookings-page';

/**
 * A shared booking as its players see it (issues 19 and 20): the invitation with what accepting means,
 * Accept and Decline, Leave for a player who has not paid, each player's state, and what happened after
 * each action. The member is Ana (7); Olga (3) made the booking.
 */
type Player = BookingDetail['players'][number];
const player = (over: Partial<Player>): Player => ({
  id: 1,
  customerId: null,
  name: '',
  logo: '',
  team: -1,
  isMarketplace: false,
  level: null,
  isPlaceholder: false,
  totalDebts: 0,
  price: 7.5,
  state: 'accepted',
  paymentState: 'none',
  ...over,
});
const olga = player({ id: 1, customerId: 3, name: 'Olga Paz', paymentState: 'paid' });
const open = player({ id: 4, isPlaceholder: true, state: null });

const booking = (ana: Partial<Player>, over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 40,
  isPast: false,
  dtStart: '2030-06-20 18:00',
  start: '2030-06-20T16:00:00.000Z',
  end: '2030-06-20T17:30:00.000Z',
  resourceName: 'Court 2',
  players: [
    olga,
    player({ id: 2, customerId: 7, name: 'Ana Ruiz', ...ana }),
    player({ id: 3, customerId: 9, name: 'Ben Gil', state: 'invited' }),
    open,
  ],
  results: null,
  bookingTypeId: 3,
  bookingType: 'Padel',
  duration: 90,
  resourceIds: [12],
  maxParticipants: 4,
  paymentType: 2,
  allowJoin: false,
  description: '',
  comments: '',
  canCancel: false,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentDeadline: '2030-06-20T16:00:00.000Z',
  price: 30,
  paymentPending: 0,
  saleId: null,
  bookingToken: 'tok_abcdefghijklmnopqrs',
  cancelText: '',
  canLeave: true,
  cancelClosedReason: null,
  cancelWindowMinutes: 24 * 60,
  qr: null,
  ...over,
});

function renderMine() {
  renderRoutes(
    [{ path: '/customer-bookings', element: <CustomerBookingsPage saleIdsInCart={[]} addToCart={vi.fn(() => ({ ok: true as const }))} /> }],
    '/customer-bookings',
  );
}
const card = async () => (await screen.findAllByRole('article', { name: 'Padel' }))[0] as HTMLElement;
const chips = (article: HTMLElement) =>
  within(within(article).getByRole('list', { name: 'Players' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('a shared booking on My Bookings', () => {
  it('shows an invitation with what accepting means; Accept makes the share owed and offers Pay', async () => {
    storeSession();
    let accepted = false;
    const api = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: [
              accepted
                ? booking({ state: 'accepted', paymentState: 'pending' }, { paymentPending: 7.5, saleId: 77 })
                : booking({ state: 'invited' }),
            ],
            past: [],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/accept/40/7': () => {
        accepted = true;
        return json({ ok: true, errorMsg: '', model: { saleId: 77, paymentPending: 7.5, paymentDeadline: '2030-06-20T16:00:00.000Z' } });
      },
    });
    renderMine();
    const invite = within(await card()).getByRole('group', { name: 'Invitation' });
    expect(invite.textContent).toContain('Olga Paz has invited you to play.');
    expect(invite.textContent).toContain(
      'If you accept, you will owe 7,50\u00a0€, to pay by 20/06/2030 18:00. Until you accept you owe nothing.',
    );
    // Nothing to pay and no Leave while only invited: Decline says it.
    expect(within(await card()).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(within(await card()).queryByRole('button', { name: 'Leave booking' })).toBeNull();

    await userEvent.click(within(invite).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You are in! You owe 7,50\u00a0€: pay it by 20/06/2030 18:00 with Pay or from Pending Sales.',
    );
    await waitFor(async () => expect(within(await card()).queryByRole('group', { name: 'Invitation' })).toBeNull());
    expect((await card()).textContent).toContain('Payment pending: 7,50\u00a0€');
    expect(within(await card()).getByRole('button', { name: 'Pay' }).textContent).toBe('Pay');
    expect(api.to('/api/publicbookings/accept/40/7')).toHaveLength(1);
  });

  it('an invitation found on a later page stays in view after accepting', async () => {
    storeSession();
    let accepted = false;
    const paging = { pageSize: 1, nextPage: 1, pastPage: 1, nextTotal: 2, pastTotal: 0 };
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': ({ url }) =>
        url.searchParams.get('nextPage') === '2'
          ? json({
              ok: true,
              model: {
                next: [
                  accepted
                    ? booking({ state: 'accepted', paymentState: 'pending' }, { paymentPending: 7.5, saleId: 77 })
                    : booking({ state: 'invited' }),
                ],
                past: [],
                paging: { ...paging, nextPage: 2 },
              },
            })
          : json({
              ok: true,
              model: { next: [booking({ state: 'accepted' }, { id: 39, bookingType: 'Tennis', canLeave: false })], past: [], paging },
            }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/accept/40/7': () => {
        accepted = true;
        return json({ ok: true, errorMsg: '', model: { saleId: 77, paymentPending: 7.5, paymentDeadline: '2030-06-20T16:00:00.000Z' } });
      },
    });
    renderMine();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more bookings' }));
    await userEvent.click(within(await card()).getByRole('button', { name: 'Accept' }));
    await waitFor(async () => expect(within(await card()).getByRole('button', { name: 'Pay' }).textContent).toBe('Pay'));
    expect((await card()).textContent).toContain('Payment pending: 7,50\u00a0€');
  });

  it('Decline frees the place: the booking leaves the list and the page says the owner was told', async () => {
    storeSession();
    let declined = false;
    const api = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({ ok: true, model: { next: declined ? [] : [booking({ state: 'invited' })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/decline/40/7': () => {
        declined = true;
        return json({ ok: true, errorMsg: '' });
      },
    });
    renderMine();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You have declined the booking Padel on 20/06/2030 18:00. The player who invited you has been told.',
    );
    expect((await screen.findByText('You have no upcoming bookings.')).textContent).toBe('You have no upcoming bookings.');
    expect(api.to('/api/publicbookings/decline/40/7')).toHaveLength(1);
  });

  it("shows the server's refusal of an answer on the card", async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: [booking({ state: 'invited' })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/accept/40/7': () =>
        json({ ok: false, errorMsg: 'This invitation has closed: its payment deadline has passed' }, { status: 409 }),
    });
    renderMine();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Accept' }));
    expect((await within(await card()).findByRole('alert')).textContent).toBe(
      'This invitation has closed: its payment deadline has passed',
    );
  });

  it('Leave, for a player who has not paid: asks first, names the share removed, then says it is done', async () => {
    storeSession();
    let left = false;
    const api = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: left ? [] : [booking({ state: 'accepted', paymentState: 'pending' }, { paymentPending: 7.5, saleId: 77 })],
            past: [],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/cancel/40/7': () => {
        left = true;
        return json({ ok: true, errorMsg: '', infoReturns: { amounts: [] } });
      },
    });
    renderMine();
    expect(within(await card()).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Leave booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave booking' });
    expect(dialog.textContent).toContain('Do you want to leave the booking Padel on 20/06/2030 18:00?');
    expect(dialog.textContent).toContain('Your unpaid share of 7,50\u00a0€ is removed and Olga Paz is told that your place is free.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave booking' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You have left the booking Padel on 20/06/2030 18:00. Your place is free for someone else.',
    );
    expect(api.to('/api/publicbookings/cancel/40/7')).toHaveLength(1);
  });

  it("shows each player's state, open places as plain items, and no Leave once paid", async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({ ok: true, model: { next: [booking({ state: 'accepted', paymentState: 'paid' }, { canLeave: false })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine();
    const article = await card();
    expect(chips(article)).toEqual(['OOlga PazPaid', 'AAna RuizPaid', 'BBen GilInvited', '+Open place']);
    expect(within(within(article).getByRole('list', { name: 'Players' })).queryAllByRole('button')).toHaveLength(0);
    expect(within(article).queryByRole('button', { name: 'Leave booking' })).toBeNull();
  });

  it('says why Cancel is absent: the window, a desk booking, a started one', async () => {
    storeSession();
    const owner = { state: 'accepted' as const, paymentState: 'paid' as const };
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: [
              booking(owner, { id: 40, canLeave: false, cancelClosedReason: 'window', cancelWindowMinutes: 24 * 60 }),
              booking(owner, { id: 41, bookingType: 'Tennis', canLeave: false, cancelClosedReason: 'window', cancelWindowMinutes: 90 }),
              booking(owner, { id: 42, bookingType: 'Squash', canLeave: false, cancelClosedReason: 'desk' }),
            ],
            past: [],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine();
    expect((await card()).textContent).toContain('Cancellation closes 24 h before the start.');
    expect((await screen.findByRole('article', { name: 'Tennis' })).textContent).toContain('Cancellation closes 1.5 h before the start.');
    expect((await screen.findByRole('article', { name: 'Squash' })).textContent).toContain(
      'This booking was made at the club: ask the club to cancel it.',
    );
  });

  it('after cancelling, says the booking is cancelled and that nothing was charged when nothing is refunded', async () => {
    storeSession();
    let cancelled = false;
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: { next: cancelled ? [] : [booking({ state: 'accepted' }, { canCancel: true, canLeave: false })], past: [] },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/cancel/40/7': () => {
        cancelled = true;
        return json({ ok: true, errorMsg: '', infoReturns: { amounts: [] } });
      },
    });
    renderMine();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel booking' })).getByRole('button', { name: 'Cancel booking' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your booking Padel on 20/06/2030 18:00 has been cancelled. Nothing had been paid, so there is nothing to refund.',
    );
  });
});
