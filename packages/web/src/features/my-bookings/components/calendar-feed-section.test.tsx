import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { CalendarFeedSection } from './calendar-feed-section';

const PATH_1 = '/api/publiccalendar/AAAAAAAAAAAAAAAAAAAAAA.ics';
const PATH_2 = '/api/publiccalendar/BBBBBBBBBBBBBBBBBBBBBB.ics';

/** A fake server that keeps the member's link as the real one does: a new one replaces it, revoke ends it. */
function calendarServer(initial: { active: boolean; createdAt: string | null }) {
  let status = initial;
  const made = [PATH_1, PATH_2];
  return stubFetch({
    'GET /api/publicbookings/calendar-feed/7': () => json({ ok: true, model: status }),
    'POST /api/publicbookings/calendar-feed/7': () => {
      status = { active: true, createdAt: '2026-11-26T10:00:00.000Z' };
      return json({ ok: true, model: { path: made.shift(), createdAt: status.createdAt } });
    },
    'POST /api/publicbookings/calendar-feed/7/revoke': () => {
      status = { active: false, createdAt: null };
      return json({ ok: true });
    },
  });
}

const render = () => renderRoutes([{ path: '/customer-bookings', element: <CalendarFeedSection customerId={7} /> }], '/customer-bookings');

describe('Subscribe in your calendar', () => {
  it('gets a link to copy and to open with webcal:, makes a new one that replaces it, and turns it off', async () => {
    storeSession();
    const server = calendarServer({ active: false, createdAt: null });
    render();
    expect((await screen.findByRole('heading', { name: 'Subscribe in your calendar' })).textContent).toBe('Subscribe in your calendar');
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();

    const get = (await screen.findByRole('button', { name: 'Get my calendar link' })) as HTMLButtonElement;
    // Enabled once the server said whether a link exists.
    await waitFor(() => expect(get.disabled).toBe(false));
    fireEvent.click(get);
    const field = (await screen.findByRole('textbox', { name: 'Calendar link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}${PATH_1}`);
    expect(screen.getByRole('link', { name: 'Open in my calendar' }).getAttribute('href')).toBe(
      `webcal://${window.location.host}${PATH_1}`,
    );
    expect(screen.getByText('Keep this link to yourself: anyone with it sees your bookings. It is shown only now.').textContent).toBe(
      'Keep this link to yourself: anyone with it sees your bookings. It is shown only now.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Calendar link' }) as HTMLInputElement).value).toBe(`${window.location.origin}${PATH_2}`),
    );
    expect(screen.getByRole('status').textContent).toBe('New link made: the old one no longer works.');

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByText('Calendar link turned off: it no longer works.')).textContent).toBe(
      'Calendar link turned off: it no longer works.',
    );
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).toBeNull();
    expect((await screen.findByRole('button', { name: 'Get my calendar link' })).textContent).toBe('Get my calendar link');
    expect(server.to('/api/publicbookings/calendar-feed/7/revoke')).toHaveLength(1);
  });

  it('says since when a link made earlier is on, without showing it (only its hash is kept)', async () => {
    storeSession();
    calendarServer({ active: true, createdAt: '2026-11-20T10:00:00.000Z' });
    render();
    expect((await screen.findByText(/^Your calendar link is on since .*20.*: it is shown only when made/)).textContent).toMatch(
      /^Your calendar link is on since .*20.*: it is shown only when made/,
    );
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New link' }).textContent).toBe('New link');
    expect(screen.getByRole('button', { name: 'Turn off' }).textContent).toBe('Turn off');
  });
});
