import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { CustomerBookingsPage } from './customer-bookings-page';

/** The owner's booking of a type that allows joining (issue 29): private until they open it. */
const booking = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 40,
  isPast: false,
  dtStart: '2030-06-20 18:00',
  start: '2030-06-20T16:00:00.000Z',
  end: '2030-06-20T17:30:00.000Z',
  resourceName: 'Court 2',
  players: [
    {
      id: 1,
      customerId: 7,
      name: 'Ana Ruiz',
      logo: '',
      team: -1,
      isMarketplace: false,
      level: null,
      isPlaceholder: false,
      totalDebts: 0,
      price: 15,
      state: 'accepted',
      paymentState: 'paid',
    },
  ],
  results: null,
  bookingTypeId: 3,
  bookingType: 'Padel',
  duration: 90,
  resourceIds: [12],
  maxParticipants: 4,
  paymentType: 1,
  allowJoin: false,
  canChangeOpenMatch: true,
  description: '',
  comments: '',
  canCancel: true,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentDeadline: '2030-06-20T16:00:00.000Z',
  price: 15,
  paymentPending: 0,
  saleId: 900,
  bookingToken: 'tok_abcdefghijklmnopqrs',
  cancelText: '',
  canLeave: false,
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

describe('my bookings: open match or private (issue 29)', () => {
  it('the owner opens a private booking as a match, and makes it private again', async () => {
    storeSession();
    let open = false;
    const calls = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: [booking({ allowJoin: open })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'PUT /api/publicbookings/open-match': (r) => {
        open = (r.body as { open: boolean }).open;
        return json({ ok: true, errorMsg: '', model: { bookingId: 40, open } });
      },
    });
    renderMine();
    const card = (await screen.findAllByRole('article', { name: 'Padel' }))[0]!;
    expect(within(card).getByText('Private: only its players can see it.').textContent).toBe('Private: only its players can see it.');
    await userEvent.click(within(card).getByRole('button', { name: 'Open as a match' }));
    await waitFor(() => expect(calls.to('/api/publicbookings/open-match')[0]?.body).toEqual({ bookingId: 40, open: true }));
    expect((await screen.findByText(/now an open match/)).textContent).toContain('Padel');
    const again = (await screen.findAllByRole('article', { name: 'Padel' }))[0]!;
    await userEvent.click(await within(again).findByRole('button', { name: 'Make private' }));
    await waitFor(() => expect(calls.to('/api/publicbookings/open-match')[1]?.body).toEqual({ bookingId: 40, open: false }));
  });

  it('shows no choice to a player who is not the owner, and says the server’s refusal on the card', async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({ ok: true, model: { next: [booking({ id: 41, canChangeOpenMatch: false }), booking()], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'PUT /api/publicbookings/open-match': () =>
        json({ ok: false, errorMsg: 'This booking has already started: it can no longer be opened or closed' }, { status: 409 }),
    });
    renderMine();
    const [other, mine] = await screen.findAllByRole('article', { name: 'Padel' });
    expect(within(other!).queryByRole('button', { name: 'Open as a match' })).toBeNull();
    await userEvent.click(within(mine!).getByRole('button', { name: 'Open as a match' }));
    expect((await within(mine!).findByRole('alert')).textContent).toBe(
      'This booking has already started: it can no longer be opened or closed',
    );
  });
});
