import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { CustomerBookingsPage, type CustomerBookingsProps } from './customer-bookings-page';
import { PublicBookingPage } from './public-booking-page';

const TOKEN = 'tok_abcdefghijklmnopqrs';

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
      price: 7.5,
      state: 'accepted',
      paymentState: 'paid',
    },
    {
      id: 2,
      customerId: null,
      name: '',
      logo: '',
      team: -1,
      isMarketplace: false,
      level: null,
      isPlaceholder: true,
      totalDebts: 0,
      price: 7.5,
      state: null,
      paymentState: 'none',
    },
  ],
  results: null,
  bookingTypeId: 3,
  bookingType: 'Padel',
  duration: 90,
  resourceIds: [12],
  maxParticipants: 2,
  paymentType: 1,
  allowJoin: true,
  description: '',
  comments: '',
  canCancel: true,
  status: 'confirmed',
  holdExpiresAt: null,
  paymentDeadline: '2030-06-20T16:00:00.000Z',
  price: 15,
  paymentPending: 0,
  saleId: 900,
  bookingToken: TOKEN,
  cancelText: 'Free cancellation up to 24 hours before.',
  canLeave: false,
  cancelClosedReason: null,
  cancelWindowMinutes: 24 * 60,
  qr: null,
  ...over,
});

function renderAt(path: string, element: React.ReactNode, routePath: string) {
  const { router } = renderRoutes(
    [
      { path: routePath, element },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    path,
  );
  return router;
}

function renderMine(props: Partial<CustomerBookingsProps> = {}) {
  const addToCart = props.addToCart ?? vi.fn(() => ({ ok: true as const }));
  const router = renderAt(
    '/customer-bookings',
    <CustomerBookingsPage saleIdsInCart={props.saleIdsInCart ?? []} addToCart={addToCart} />,
    '/customer-bookings',
  );
  return { router, addToCart };
}

const cardOf = async (name: string, index = 0) => (await screen.findAllByRole('article', { name }))[index] as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('my bookings', () => {
  it('lists Next Bookings and Past Bookings with date, court, players and state', async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: [
              booking(),
              booking({ id: 41, bookingType: 'Tennis', status: 'held', holdExpiresAt: '2030-06-19T10:15:00.000Z', paymentPending: 15 }),
            ],
            past: [
              booking({
                id: 39,
                isPast: true,
                canCancel: false,
                dtStart: '2030-06-01 10:00',
                start: '2030-06-01T08:00:00.000Z',
                end: '2030-06-01T09:30:00.000Z',
              }),
            ],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine();
    const next = await screen.findByRole('region', { name: 'Next Bookings' });
    const past = screen.getByRole('region', { name: 'Past Bookings' });
    const padel = within(next).getByRole('article', { name: 'Padel' });
    expect(padel.textContent).toContain('Court 2');
    expect(padel.textContent).toContain('18:00 – 19:30');
    expect(padel.textContent).toContain('Confirmed');
    expect(within(padel).getByRole('list', { name: 'Players' }).textContent).toBe('AAna RuizPaid+Open place');
    expect(within(next).getByRole('article', { name: 'Tennis' }).textContent).toContain('Held until 12:15');
    expect(within(past).getAllByRole('article')).toHaveLength(1);
    expect(within(past).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(past).queryByRole('button', { name: 'Share with friends' })).toBeNull();
  });

  it('shows the next page of a list on demand, for a member with more bookings than one page', async () => {
    storeSession();
    const paging = { pageSize: 2, nextPage: 1, pastPage: 1, nextTotal: 3, pastTotal: 1 };
    const api = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': ({ url }) =>
        url.searchParams.get('nextPage') === '2'
          ? json({
              ok: true,
              model: { next: [booking({ id: 52, resourceName: 'Court 5' })], past: [], paging: { ...paging, nextPage: 2 } },
            })
          : json({
              ok: true,
              model: {
                next: [booking({ id: 50 }), booking({ id: 51, resourceName: 'Court 4' })],
                past: [booking({ id: 39, isPast: true, canCancel: false })],
                paging,
              },
            }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    const user = userEvent.setup();
    renderMine();
    const next = await screen.findByRole('region', { name: 'Next Bookings' });
    expect(within(next).getAllByRole('article')).toHaveLength(2);
    // The past list is whole: no button there.
    expect(within(screen.getByRole('region', { name: 'Past Bookings' })).queryByRole('button', { name: 'Show more bookings' })).toBeNull();
    await user.click(within(next).getByRole('button', { name: 'Show more bookings' }));
    await waitFor(() => expect(within(next).getAllByRole('article')).toHaveLength(3));
    expect(within(next).getAllByRole('article')[2]?.textContent).toContain('Court 5');
    expect(within(next).queryByRole('button', { name: 'Show more bookings' })).toBeNull();
    expect(api.to('/api/publicbookings/customer-bookings/7').map((r) => r.url.search)).toEqual(['', '?nextPage=2']);
  });

  it('Pay goes to the checkout when the sale is in the cart, else adds it first', async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({ ok: true, model: { next: [booking({ paymentPending: 7.5, saleId: 900 })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    const { router, addToCart } = renderMine({ saleIdsInCart: [] });
    const card = await cardOf('Padel');
    expect(card.textContent).toContain('Payment pending: 7,50\u00a0€');
    await userEvent.click(within(card).getByRole('button', { name: 'Pay' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 40, saleId: 900 }));
    await screen.findByText('Checkout page');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("shows the cart's refusal on the card, and links straight to the checkout when already in the cart", async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: [booking({ paymentPending: 7.5 }), booking({ id: 42, bookingType: 'Tennis', paymentPending: 9, saleId: 901 })],
            past: [],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine({ saleIdsInCart: [901], addToCart: () => ({ ok: false, message: 'Shared payment cannot be mixed' }) });
    const padel = await cardOf('Padel');
    await userEvent.click(within(padel).getByRole('button', { name: 'Pay' }));
    expect(within(padel).getByRole('alert').textContent).toBe('Shared payment cannot be mixed');
    expect(
      within(await cardOf('Tennis'))
        .getByRole('link', { name: 'Pay' })
        .getAttribute('href'),
    ).toBe('/checkout');
  });

  it('cancels after confirming with the type’s cancel text, reloads, and lists the refunds', async () => {
    storeSession();
    let cancelled = false;
    const calls = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: cancelled ? [] : [booking()], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/cancel/40/7': () => {
        cancelled = true;
        return json({
          ok: true,
          errorMsg: '',
          infoReturns: {
            amounts: [
              { paymentMethod: 'Monedero Sierra Verde', amount: 15 },
              { paymentMethod: 'Bono 10 clases', amount: 20, sessions: 1 },
            ],
          },
        });
      },
    });
    renderMine();
    await userEvent.click(within(await cardOf('Padel')).getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(confirm.textContent).toContain('Do you want to cancel your booking Padel on 20/06/2030 18:00?');
    expect(confirm.textContent).toContain('Free cancellation up to 24 hours before.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund' });
    expect(
      within(refund)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Payment methodAmount', 'Monedero Sierra Verde15\u00a0€', 'Bono 10 clases1 session']);
    expect((await screen.findByText('You have no upcoming bookings.')).textContent).toBe('You have no upcoming bookings.');
    expect(calls.to('/api/publicbookings/customer-bookings/7')).toHaveLength(2);
  });

  it('shows no refund popup without refunds, and a failed cancel’s message on the page', async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({ ok: true, model: { next: [booking(), booking({ id: 41, bookingType: 'Tennis' })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'POST /api/publicbookings/cancel/40/7': () => json({ ok: true, errorMsg: '', infoReturns: { amounts: [] } }),
      'POST /api/publicbookings/cancel/41/7': () =>
        json({ ok: false, errorMsg: 'Bookings can be cancelled until 24 hours before they start' }, { status: 409 }),
    });
    renderMine();
    await userEvent.click(within(await cardOf('Padel')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(await cardOf('Tennis')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bookings can be cancelled until 24 hours before they start');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Cancel only when the booking says canCancel', async () => {
    storeSession();
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: [booking({ canCancel: false })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine();
    const card = await cardOf('Padel');
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect((within(card).getByRole('button', { name: 'Add to calendar' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('Open Facility when turnstiles are enabled and there is no QR: the code, or the reason', async () => {
    storeSession();
    let open = false;
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () =>
        json({
          ok: true,
          model: {
            next: [
              booking(),
              booking({ id: 41, bookingType: 'Tennis', qr: { content: 'ACCESS-41', contentType: 'text/plain', encoding: 'utf8' } }),
            ],
            past: [],
          },
        }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: true }),
      'GET /api/publicturnstiles/open/40': () =>
        open
          ? json({ ok: true, model: { contentType: 'text/plain', content: '40.AbCdEf' } })
          : json({ ok: false, reason: 'The door opens 15 minutes before the start' }),
    });
    renderMine();
    const padel = await cardOf('Padel');
    const tennis = await cardOf('Tennis');
    expect(within(tennis).queryByRole('button', { name: 'Open Facility' })).toBeNull();
    expect((await within(tennis).findByRole('img', { name: 'Access QR code' })).getAttribute('aria-label')).toBe('Access QR code');

    await userEvent.click(within(padel).getByRole('button', { name: 'Open Facility' }));
    expect((await within(padel).findByRole('alert')).textContent).toBe('The door opens 15 minutes before the start');
    open = true;
    await userEvent.click(within(padel).getByRole('button', { name: 'Open Facility' }));
    expect((await within(padel).findByRole('status')).textContent).toContain('Door code: 40.AbCdEf');
  });

  it("Share with friends: the public page's and the join links, copied with a 'Copied' tooltip for 2 seconds", async () => {
    storeSession();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: [booking()], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderMine();
    const card = await cardOf('Padel');
    await userEvent.click(within(card).getByRole('button', { name: 'Share with friends' }));
    const publicLink = within(card).getByRole('textbox', { name: 'Link to this booking' }) as HTMLInputElement;
    expect(publicLink.value).toBe(`${window.location.origin}/booking/${TOKEN}`);
    expect((within(card).getByRole('textbox', { name: 'Link to join the match' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/booking-join/40`,
    );
    expect(within(card).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(`/booking/${TOKEN}`),
    );

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(card).getAllByRole('button', { name: 'Copy' })[0] as HTMLElement);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/booking/${TOKEN}`);
    expect(within(card).getByText('Copied').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(within(card).queryByText('Copied')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(within(card).queryByText('Copied')).toBeNull();
  });

  it('downloads the .ics of a booking', async () => {
    storeSession();
    const calls = stubFetch({
      'GET /api/publicbookings/customer-bookings/7': () => json({ ok: true, model: { next: [booking()], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
      'GET /api/publicbookings/customer-bookings/7/40/ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="padel.ics"' },
        }),
    });
    const created = vi.fn(() => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderMine();
    await userEvent.click(within(await cardOf('Padel')).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicks).toEqual(['padel.ics']));
    expect(calls.to('/api/publicbookings/customer-bookings/7/40/ics')).toHaveLength(1);
    click.mockRestore();
  });
});

describe('public booking page', () => {
  it('shows the booking by its token without Cancel or Share; the .ics and the door go by token', async () => {
    localStorage.clear();
    const calls = stubFetch({
      [`GET /api/publicbookings/customer-booking/${TOKEN}`]: () =>
        json({ ok: true, model: { next: [booking({ canCancel: false, bookingToken: null, saleId: null })], past: [] } }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: true }),
      [`GET /api/publicturnstiles/open/40/${TOKEN}`]: () => json({ ok: false, reason: 'The booking is not paid yet' }),
    });
    renderAt(`/booking/${TOKEN}`, <PublicBookingPage />, '/booking/:bookingToken');
    const card = await cardOf('Padel');
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Share with friends' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Pay' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Open Facility' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('The booking is not paid yet');
    expect(calls.to(`/api/publicturnstiles/open/40/${TOKEN}`)).toHaveLength(1);
  });

  it('says when the link names no live booking', async () => {
    localStorage.clear();
    stubFetch({
      [`GET /api/publicbookings/customer-booking/${TOKEN}`]: () => json({ ok: false, errorMsg: 'Booking not found' }, { status: 404 }),
      'GET /api/publicturnstiles/enabled': () => json({ ok: true, model: false }),
    });
    renderAt(`/booking/${TOKEN}`, <PublicBookingPage />, '/booking/:bookingToken');
    expect((await screen.findByRole('alert')).textContent).toBe('This booking does not exist or is no longer active.');
    expect(screen.getByRole('link', { name: 'Book a court' }).getAttribute('href')).toBe('/bookingtypes');
  });
});
