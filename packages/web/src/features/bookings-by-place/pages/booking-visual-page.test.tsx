import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateInfo } from '@clubportal/contract/bookings-by-place';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingVisualPage } from './booking-visual-page';

const place = (id: number, n: number) => ({ id, place: `Bike ${n}`, configJson: JSON.stringify({ x: (n - 1) * 100, y: 0, w: 80, h: 80 }) });
const info = (over: Partial<TemplateInfo> = {}): TemplateInfo => ({
  participants: [
    { bookingTemplatePlaceId: 102, name: 'Olga S', logo: '', phone: '', email: '', isMe: false },
    { bookingTemplatePlaceId: 104, name: 'Lucía M', logo: '', phone: '', email: 'l@example.com', isMe: true },
  ],
  allowSeeParticipants: true,
  imageMap: 'spinning-room.svg',
  templateMap: { id: 7, configJson: '{"width":400,"height":100}' },
  places: [place(101, 1), place(102, 2), place(103, 3), place(104, 4)],
  booking: {
    id: 41,
    bookingTypeId: 5,
    bookingTypeName: 'Spinning',
    start: '2026-06-16T17:00:00.000Z',
    date: '2026-06-16',
    startHour: '19:00',
    duration: 45,
    placesLeft: 2,
  },
  ...over,
});

function renderVisual(model: TemplateInfo) {
  stubFetch({ 'GET /api/publicbookings/booking-template-info/7/41': () => json({ ok: true, model }) });
  const { router } = renderRoutes(
    [
      { path: '/booking-visual/:bookingId/:templateId', element: <BookingVisualPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/booking-visual/41/7',
  );
  return router;
}

beforeEach(() => {
  saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T08:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('visual place choice', () => {
  it("shows 'Choose your place', the plan with a tooltip per place, and lists only the free places", async () => {
    renderVisual(info());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Choose your place');
    expect((await screen.findByText('2 of 4 places free')).textContent).toBe('2 of 4 places free');
    const list = screen.getByRole('region', { name: 'Free places' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bike 1', 'Bike 3']);
    const tips = [...document.querySelectorAll('.floor-plan__place')].map((el) => [
      el.getAttribute('data-place'),
      el.className.replace('floor-plan__place ', ''),
      el.textContent,
    ]);
    expect(tips).toEqual([
      ['Bike 1', 'is-free', 'Bike 1: Not booked'],
      ['Bike 2', 'is-taken', 'Bike 2: Olga S'],
      ['Bike 3', 'is-free', 'Bike 3: Not booked'],
      ['Bike 4', 'is-mine', 'Bike 4: Your place'],
    ]);
  });

  it("reads 'Booked' for a taken place when the club does not show who", async () => {
    renderVisual(
      info({
        allowSeeParticipants: false,
        participants: [{ bookingTemplatePlaceId: 102, name: '', logo: '', phone: '', email: '', isMe: false }],
      }),
    );
    await screen.findByRole('region', { name: 'Free places' });
    expect(document.querySelector('[data-place="Bike 2"]')?.textContent).toBe('Bike 2: Booked');
  });

  it('offers no place once the class is full, though its plan has places nobody holds', async () => {
    const router = renderVisual(info({ booking: { ...info().booking, placesLeft: 0 } }));
    const list = await screen.findByRole('region', { name: 'Free places' });
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(list).getByText('Full').textContent).toBe('Full');
    expect(screen.getByText('0 of 4 places free').textContent).toBe('0 of 4 places free');
    fireEvent.click(document.querySelector('[data-place="Bike 1"]') as HTMLElement);
    expect(router.state.location.pathname).toBe('/booking-visual/41/7');
  });

  it('choosing a free place from the list goes back to the by-place page with the place', async () => {
    const router = renderVisual(info());
    fireEvent.click(within(await screen.findByRole('region', { name: 'Free places' })).getByRole('button', { name: 'Bike 3' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/bookings-byplace?bookingId=41&placeId=103&place=Bike+3&date=2026-06-16',
      ),
    );
  });

  it('on the map only a free place answers a tap, and the zoom goes from 100 % up to 600 % and back', async () => {
    const router = renderVisual(info());
    await screen.findByRole('region', { name: 'Free places' });
    fireEvent.click(document.querySelector('[data-place="Bike 2"]') as HTMLElement);
    expect(router.state.location.pathname).toBe('/booking-visual/41/7');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 12; i += 1) fireEvent.click(zoomIn);
    expect(screen.getByText('600%').textContent).toBe('600%');
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    fireEvent.click(zoomOut);
    expect(screen.getByText('550%').textContent).toBe('550%');
    // The wheel zooms by two steps of 0.05 a notch; down to 100 % and no further.
    const viewport = document.querySelector('.floor-plan__viewport') as HTMLElement;
    fireEvent.wheel(viewport, { deltaY: 100, ctrlKey: true });
    expect(screen.getByText('540%').textContent).toBe('540%');
    fireEvent.wheel(viewport, { deltaY: -100, ctrlKey: true });
    expect(screen.getByText('550%').textContent).toBe('550%');
    fireEvent.click(document.querySelector('[data-place="Bike 1"]') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?bookingId=41&placeId=101&place=Bike+1&date=2026-06-16'));
  });
});
