import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeLogin, getLoginRequest } from '../../../api/login-request';
import { clearSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { TakenSlots } from './taken-slots';

const renderTaken = () =>
  renderRoutes([{ path: '/bookings/:id', element: <TakenSlots typeId={3} date="2026-06-17" /> }], '/bookings/3?date=2026-06-17');

describe('TakenSlots (the grid’s taken times)', () => {
  it('loads nothing until opened, then lists the day’s taken courts with Join the waitlist; a guest logs in first', async () => {
    clearSession();
    closeLogin();
    const api = stubFetch({
      'GET /api/publicbookings/waitlist-taken': () =>
        json({ ok: true, model: [{ resourceId: 12, resourceName: 'Court 2', start: '2026-06-17T16:00:00.000Z', duration: 90 }] }),
    });
    renderTaken();
    const toggle = screen.getByRole('button', { name: 'Is the time you want taken? Join its waitlist' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.to('/api/publicbookings/waitlist-taken')).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText(/^Court 2 · \d\d:\d\d · 90 min$/).textContent).toMatch(/^Court 2/);
    expect(api.to('/api/publicbookings/waitlist-taken')[0]?.url.search).toBe('?bookingTypeId=3&date=2026-06-17');
    await userEvent.click(within(item).getByRole('button', { name: /^Join the waitlist: Court 2 · \d\d:\d\d$/ }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/bookings/3?date=2026-06-17' });
  });

  it('says so when nothing is taken that day', async () => {
    stubFetch({ 'GET /api/publicbookings/waitlist-taken': () => json({ ok: true, model: [] }) });
    renderTaken();
    await userEvent.click(screen.getByRole('button', { name: 'Is the time you want taken? Join its waitlist' }));
    expect((await screen.findByText('Nothing is taken on this day.')).textContent).toBe('Nothing is taken on this day.');
  });
});
