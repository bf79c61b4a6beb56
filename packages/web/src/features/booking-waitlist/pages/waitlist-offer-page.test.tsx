import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingWaitlistEntry } from '@clubportal/contract/booking-waitlist';
import { closeLogin, getLoginRequest } from '../../../api/login-request';
import { clearSession, saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { WaitlistOfferPage } from './waitlist-offer-page';

const entry = (over: Partial<BookingWaitlistEntry> = {}): BookingWaitlistEntry => ({
  id: 41,
  kind: 'slot',
  status: 'offered',
  position: 1,
  offerExpiresAt: '2026-06-15T08:30:00.000Z',
  bookingId: null,
  bookingTypeId: 3,
  bookingTypeName: 'Padel',
  resourceId: 12,
  resourceName: 'Court 2',
  start: '2026-06-17T16:00:00.000Z',
  duration: 90,
  pl: 'eyJ4IjoxfQ==',
  ...over,
});

const renderOffer = (path = '/waitlist-offer/41') =>
  renderRoutes(
    [
      { path: '/waitlist-offer/:entryId', element: <WaitlistOfferPage /> },
      { path: '/checkout-booking', element: <p>Booking checkout</p> },
      { path: '/booking-join/:id', element: <p>Join page</p> },
    ],
    path,
  );

describe('the offer mail’s page', () => {
  it('takes a member with a standing court offer straight to its booking checkout', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({ 'GET /api/publicbookings/waitlist/4': () => json({ ok: true, model: [entry()] }) });
    const { router } = renderOffer();
    expect((await screen.findByText('Booking checkout')).textContent).toBe('Booking checkout');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout-booking?pl=eyJ4IjoxfQ%3D%3D');
  });

  it('takes a match offer to the join page', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/waitlist/4': () => json({ ok: true, model: [entry({ kind: 'match', bookingId: 77, pl: null })] }),
    });
    const { router } = renderOffer();
    await screen.findByText('Join page');
    expect(router.state.location.pathname).toBe('/booking-join/77');
  });

  it('says when the offer is gone', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/waitlist/4': () =>
        json({ ok: true, model: [entry({ id: 50, status: 'waiting', position: 2, offerExpiresAt: null, pl: null })] }),
    });
    renderOffer();
    expect((await screen.findByRole('status')).textContent).toBe('This offer is no longer open: its time ran out or it was taken.');
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/customer-bookings');
  });

  it('says when it is not their turn yet', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/waitlist/4': () =>
        json({ ok: true, model: [entry({ status: 'waiting', position: 2, offerExpiresAt: null, pl: null })] }),
    });
    renderOffer();
    expect((await screen.findByRole('status')).textContent).toBe(
      'No offer yet: you are number 2 in line. We will email you when it is your turn.',
    );
  });

  it('asks a guest to log in, back to the offer', async () => {
    clearSession();
    closeLogin();
    stubFetch({});
    renderOffer();
    expect((await screen.findByText('Log in to take what is kept for you.')).textContent).toBe('Log in to take what is kept for you.');
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/waitlist-offer/41' });
  });
});
