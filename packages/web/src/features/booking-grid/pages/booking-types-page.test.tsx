import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingType } from '@clubportal/contract/bookings';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingTypesPage } from './booking-types-page';

const type = (id: number, name: string, category: string, over: Partial<BookingType> = {}): BookingType => ({
  id,
  name,
  category,
  description: `${name} courts`,
  extendedDescription: '',
  image: 'court.svg',
  grossPrice: 16,
  bookingByPlace: false,
  allowCreateBookByPlace: false,
  byPlace: false,
  maxParticipants: 4,
  durations: [60],
  preferedDuration: 60,
  allowJoin: false,
  sharedPaymentAllowed: false,
  anticipationMins: null,
  relatedResourceTypes: [],
  ...over,
});

function renderIndex(types: BookingType[], path = '/bookingtypes') {
  stubFetch({ 'GET /api/publicbookings/booking-types-list': () => json({ ok: true, model: types }) });
  const { router } = renderRoutes(
    [
      { path: '/bookingtypes', element: <BookingTypesPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return router;
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('booking types index', () => {
  const types = [
    type(1, 'Pádel', 'Racket'),
    type(2, 'Tenis', 'Racket', { grossPrice: null }),
    type(3, 'Yoga', 'Classes', { byPlace: true }),
  ];

  it('has category tabs with All first, each showing its types, kept in the address', async () => {
    const router = renderIndex(types);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Racket', 'Classes']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(names()).toEqual(['Pádel', 'Tenis', 'Yoga']);

    fireEvent.click(screen.getByRole('tab', { name: 'Classes' }));
    expect(names()).toEqual(['Yoga']);
    expect(router.state.location.search).toBe('?category=Classes');
  });

  it('opens on the tab of the address; cards say their "from" price and link to the right page', async () => {
    renderIndex(types, '/bookingtypes?category=Racket');
    expect((await screen.findByRole('tab', { name: 'Racket' })).getAttribute('aria-selected')).toBe('true');
    expect(names()).toEqual(['Pádel', 'Tenis']);
    expect(screen.getByRole('link', { name: 'Pádel' }).getAttribute('href')).toBe('/bookings/1');
    expect(screen.getAllByText('From')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('link', { name: 'Yoga' }).getAttribute('href')).toBe('/bookings-byplace/3');
  });

  it('goes straight to the only type', async () => {
    const router = renderIndex([type(4, 'Squash', 'Racket')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/4'));
  });
});
