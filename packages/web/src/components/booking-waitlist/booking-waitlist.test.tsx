import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingWaitlistEntry } from '@clubportal/contract/booking-waitlist';
import { closeLogin, getLoginRequest } from '../../api/login-request';
import { clearSession, saveSession } from '../../api/session';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { MyWaitlist } from './my-waitlist';
import { WaitlistButton } from './waitlist-button';
import type { WaitlistTarget } from './waitlist-api';

const SLOT: WaitlistTarget = { kind: 'slot', bookingTypeId: 3, resourceId: 12, start: '2026-06-17T16:00:00.000Z', duration: 90 };
const entry = (over: Partial<BookingWaitlistEntry> = {}): BookingWaitlistEntry => ({
  id: 41,
  kind: 'slot',
  status: 'waiting',
  position: 1,
  offerExpiresAt: null,
  bookingId: null,
  bookingTypeId: 3,
  bookingTypeName: 'Padel',
  resourceId: 12,
  resourceName: 'Court 2',
  start: '2026-06-17T16:00:00.000Z',
  duration: 90,
  pl: null,
  ...over,
});

const renderButton = (target: WaitlistTarget = SLOT) =>
  renderRoutes(
    [{ path: '/bookings/3', element: <WaitlistButton target={target} returnTo="/bookings/3?date=2026-06-17" label="Court 2 · 18:00" /> }],
    '/bookings/3',
  );

describe('WaitlistButton', () => {
  it('asks a guest to log in first, back to the grid', async () => {
    clearSession();
    closeLogin();
    stubFetch({});
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist: Court 2 · 18:00' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/bookings/3?date=2026-06-17' });
  });

  it('queues the member, shows their place in line, and leaves', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    let line: BookingWaitlistEntry[] = [];
    const api = stubFetch({
      'GET /api/publicbookings/waitlist/4': () => json({ ok: true, model: line }),
      'POST /api/publicbookings/waitlist/slot': () => {
        line = [entry({ position: 2 })];
        return json({ ok: true, model: line[0] });
      },
      'POST /api/publicbookings/waitlist/leave/4/41': () => {
        line = [];
        return json({ ok: true });
      },
    });
    renderButton();
    const join = await screen.findByRole('button', { name: 'Join the waitlist: Court 2 · 18:00' });
    await screen.findByText('Join the waitlist', { selector: 'button:not([aria-busy]) span' });
    await userEvent.click(join);
    expect((await screen.findByRole('status')).textContent).toBe('You are number 2 in line');
    expect(api.to('/api/publicbookings/waitlist/slot')[0]?.body).toEqual({
      customerId: 4,
      bookingTypeId: 3,
      resourceId: 12,
      start: SLOT.kind === 'slot' ? SLOT.start : '',
      duration: 90,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist: Court 2 · 18:00' }));
    expect((await screen.findByRole('button', { name: 'Join the waitlist: Court 2 · 18:00' })).textContent).toBe('Join the waitlist');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s refusal in the member’s words', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/waitlist/4': () => json({ ok: true, model: [] }),
      'POST /api/publicbookings/waitlist/slot': () => json({ ok: false, errorMsg: 'This time is free: book it directly' }, { status: 409 }),
    });
    renderButton();
    await screen.findByText('Join the waitlist', { selector: 'button:not([aria-busy]) span' });
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist: Court 2 · 18:00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This time is free: book it directly');
  });
});

describe('MyWaitlist', () => {
  it('lists the member’s lines: an offer with its deadline and Book now, a place in line, Leave', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicbookings/waitlist/4': () =>
        json({
          ok: true,
          model: [
            entry({ status: 'offered', offerExpiresAt: '2026-06-15T08:30:00.000Z', pl: 'eyJ4IjoxfQ==' }),
            entry({ id: 42, kind: 'match', bookingId: 77, position: 3, resourceName: 'Court 5' }),
          ],
        }),
    });
    renderRoutes([{ path: '/customer-bookings', element: <MyWaitlist /> }], '/customer-bookings');
    const section = await screen.findByRole('region', { name: 'Waitlist' });
    const [offer, waiting] = within(section).getAllByRole('listitem');
    expect(within(offer!).getByText(/^It is yours until \d\d:\d\d$/).textContent).toMatch(/30$/);
    expect(within(offer!).getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/checkout-booking?pl=eyJ4IjoxfQ%3D%3D');
    expect(within(waiting!).getByText('You are number 3 in line').textContent).toBe('You are number 3 in line');
    expect(within(waiting!).queryByRole('link')).toBeNull();
    expect(within(waiting!).getByRole('button', { name: 'Leave the waitlist: Padel · Court 5' }).textContent).toBe('Leave the waitlist');
  });

  it('is nothing at all while the member is in no line', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const api = stubFetch({ 'GET /api/publicbookings/waitlist/4': () => json({ ok: true, model: [] }) });
    const { container } = renderRoutes([{ path: '/customer-bookings', element: <MyWaitlist /> }], '/customer-bookings');
    await expect.poll(() => api.to('/api/publicbookings/waitlist/4').length).toBe(1);
    expect(container.textContent).toBe('');
  });
});
