import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ByPlaceEntry, ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import type { AddPlaceToCart } from './bookings-by-place-page';
import type { BookingType } from '@clubportal/contract/bookings';
import { getLoginRequest } from '../../../api/login-request';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingsByPlacePage } from './bookings-by-place-page';

// 10:00 in Madrid on Monday 15 June 2026.
const NOW = new Date('2026-06-15T08:00:00.000Z');
const TODAY = '2026-06-15';

const type = (over: Partial<BookingType> = {}): BookingType => ({
  id: 5,
  name: 'Spinning',
  category: 'Clases',
  description: '',
  extendedDescription: '',
  image: '',
  grossPrice: 8,
  bookingByPlace: false,
  allowCreateBookByPlace: false,
  byPlace: true,
  maxParticipants: 20,
  durations: [45],
  preferedDuration: 45,
  allowJoin: false,
  sharedPaymentAllowed: false,
  anticipationMins: null,
  relatedResourceTypes: [],
  ...over,
});
const entry = (over: Partial<ByPlaceEntry> = {}): ByPlaceEntry => ({
  id: 41,
  start: '2026-06-16T17:00:00.000Z',
  bookingTypeId: 5,
  bookingTypeName: 'Spinning',
  price: 8,
  netPrice: 8,
  isSpecialPrice: false,
  date: '2026-06-16',
  startHour: '19:00',
  duration: 45,
  minLevel: null,
  maxLevel: null,
  maxParticipants: 20,
  participantsIn: 3,
  resources: ['Sala de spinning'],
  canJoin: true,
  alreadyIn: false,
  bookingTemplateId: 7,
  players: [],
  ...over,
});
const clinic = entry({
  id: 52,
  bookingTypeId: 6,
  bookingTypeName: 'Clínic',
  start: '2026-06-18T16:00:00.000Z',
  date: '2026-06-18',
  startHour: '18:00',
  duration: 90,
  maxParticipants: 8,
  participantsIn: 8,
  canJoin: false,
  bookingTemplateId: null,
  resources: ['Pista de clínics'],
});
const morning = entry({ id: 40, start: '2026-06-16T07:00:00.000Z', startHour: '09:00', bookingTemplateId: null, price: 15 });
const answer = (over: Partial<ByPlacePrebookAnswer['more']> = {}, serviceFree = false): ByPlacePrebookAnswer => ({
  serviceFree,
  description: '16/06/2026 09:00 (45 min)',
  more: {
    bookingId: 40,
    title: 'Spinning - Sala',
    saleId: 900,
    saleNumber: 'PLZ-40-4-1',
    totalWithDiscount: 15,
    paymentType: 1,
    paymentDeadline: '2026-06-15T08:15:00.000Z',
    holdExpiresAt: '2026-06-15T08:15:00.000Z',
    cancelUrl: 'publicbookings/byplace-cancel/40/7',
    placeId: null,
    place: '',
    ...over,
  },
});

function api(entries: ByPlaceEntry[], more: Parameters<typeof stubFetch>[0] = {}, lastDate: string | null = '2026-06-22') {
  return stubFetch({
    'GET /api/publicbookings/filters': () =>
      json({
        ok: true,
        model: {
          bookingTypes: [
            type({ anticipationMins: 7 * 24 * 60 }),
            type({ id: 6, name: 'Clínic' }),
            type({ id: 1, name: 'Pádel', byPlace: false }),
          ],
          anticipationText: '',
          anticipationMins: null,
          cancelText: '',
        },
      }),
    'POST /api/publicbookings/byplace-list': () =>
      json({ ok: true, data: entries, errorMsg: entries.length ? '' : 'No bookings by place available', lastDate }),
    ...more,
  });
}

function renderPage(path: string, addToCart = vi.fn<AddPlaceToCart>(() => ({ ok: true }))) {
  const { router } = renderRoutes(
    [
      { path: '/bookings-byplace/:bookingTypeId?', element: <BookingsByPlacePage addToCart={addToCart} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return { router, addToCart };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bookings by place', () => {
  it('shows the by-place types with ALL and the week grouped by weekday, each class with its places and price', async () => {
    const calls = api([clinic, entry(), morning]);
    renderPage('/bookings-byplace');
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, June 16' });
    const cards = within(tuesday).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Spinning 09:00', 'Spinning 19:00']);
    expect(within(cards[1] as HTMLElement).getByText('3 of 20 places taken · 17 places left').textContent).toBe(
      '3 of 20 places taken · 17 places left',
    );
    const thursday = screen.getByRole('region', { name: 'Thursday, June 18' });
    expect(within(thursday).getByRole('button', { name: 'Full' }).hasAttribute('disabled')).toBe(true);
    const types = screen.getByRole('navigation', { name: 'Class types' });
    await waitFor(() =>
      expect(
        within(types)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['ALL', 'Spinning', 'Clínic']),
    );
    expect(within(types).getByRole('link', { name: 'ALL' }).getAttribute('aria-current')).toBe('page');
    expect(calls.to('/api/publicbookings/byplace-list')[0]?.body).toEqual({ bookingTypeId: null, date: TODAY, customerId: null });
  });

  it("says 'No bookings by place available' for an empty week, and asks the type of the address", async () => {
    const calls = api([]);
    renderPage('/bookings-byplace/5?date=2026-06-22');
    expect((await screen.findByText('No bookings by place available')).textContent).toBe('No bookings by place available');
    expect(calls.to('/api/publicbookings/byplace-list')[0]?.body).toEqual({ bookingTypeId: 5, date: '2026-06-22', customerId: null });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spinning'));
    // The picker goes from today to today plus the type's anticipation (7 days here).
    const picker = screen.getByLabelText('Week of') as HTMLInputElement;
    await waitFor(() => expect([picker.min, picker.max]).toEqual([TODAY, '2026-06-22']));
  });

  it('reaches the last date the server names for a member (a season pass’s longer window), past the type’s own week', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    api([entry()], {}, '2026-07-06');
    renderPage('/bookings-byplace/5?date=2026-07-01');
    const picker = (await screen.findByLabelText('Week of')) as HTMLInputElement;
    await waitFor(() => expect([picker.min, picker.max]).toEqual([TODAY, '2026-07-06']));
    expect(picker.value).toBe('2026-07-01');
  });

  it('asks a guest to log in, coming back to the class', async () => {
    api([entry()]);
    renderPage('/bookings-byplace/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/bookings-byplace/5?date=2026-06-16&bookingId=41' });
    expect(screen.getByText('Please login or register').textContent).toBe('Please login or register');
  });

  it('sends a member to the floor plan of a class that has one', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    api([entry()]);
    const { router } = renderPage('/bookings-byplace');
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-visual/41/7'));
  });

  it('confirms a class without a plan: Add to Cart takes any free place, sends its sale to the cart and goes to the checkout', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const calls = api([morning], {
      'POST /api/publicbookings/byplace-prebook-place/7/40/web': () => json({ ok: true, errorMsg: '', model: answer() }),
    });
    const { router, addToCart } = renderPage('/bookings-byplace');
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your place' });
    expect(within(dialog).getByText('Any free place').textContent).toBe('Any free place');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(addToCart).toHaveBeenCalledWith(answer());
    expect(calls.to('/api/publicbookings/byplace-prebook-place/7/40/web')).toHaveLength(1);
  });

  it('back from the floor plan, confirms the chosen place and takes it by its id; a free one goes to My Bookings', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const calls = api([entry()], {
      'POST /api/publicbookings/byplace-prebook-place/7/41/web/103': () =>
        json({ ok: true, errorMsg: '', model: answer({ placeId: 103, place: 'Bike 3', saleId: null }, true) }),
    });
    const { router, addToCart } = renderPage(
      `/bookings-byplace?bookingId=41&placeId=103&place=${encodeURIComponent('Bike 3')}&date=2026-06-16`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your place' });
    expect(within(dialog).getByText('Bike 3').textContent).toBe('Bike 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-bookings'));
    expect(addToCart).not.toHaveBeenCalled();
    expect(calls.to('/api/publicbookings/byplace-prebook-place/7/41/web/103')).toHaveLength(1);
  });

  it('shows why a place could not be taken, and gives it back when the cart refuses the sale', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const calls = api([morning], {
      'POST /api/publicbookings/byplace-prebook-place/7/40/web': () => json({ ok: true, errorMsg: '', model: answer() }),
      'POST /api/publicbookings/byplace-cancel/40/7': () => json({ ok: true, errorMsg: '' }),
    });
    renderPage(
      '/bookings-byplace',
      vi.fn<AddPlaceToCart>(() => ({ ok: false, message: 'You have a shared payment in your cart' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByText('You have a shared payment in your cart')).textContent).toBe('You have a shared payment in your cart');
    expect(calls.to('/api/publicbookings/byplace-cancel/40/7')).toHaveLength(1);
  });
});
