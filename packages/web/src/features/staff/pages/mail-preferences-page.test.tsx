import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const desk = {
  id: 7,
  name: 'Dani Desk',
  email: 'dani@club.example',
  role: 'desk',
  roleName: 'desk',
  permissions: ['bookings.read', 'shop.read', 'payments.desk'],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: false,
};
const kinds = (on: string[], notAllowed: string[]) =>
  ['bookings', 'cancellations', 'refunds', 'low-stock', 'failed-payments', 'digest'].map((kind) => ({
    kind,
    on: on.includes(kind),
    allowed: !notAllowed.includes(kind),
  }));
const model = (on: string[], chosen: boolean) => ({ kinds: kinds(on, ['refunds', 'digest']), chosen, digestHour: 7 });

const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);
afterEach(() => vi.unstubAllGlobals());

describe('/staff/mail-preferences', () => {
  it('shows the role’s defaults, refuses what the role may not see, saves the staff member’s own choice', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/me/mail-preferences': () => json({ ok: true, model: model(['bookings', 'cancellations'], false) }),
      'PUT /api/staff/me/mail-preferences': () => json({ ok: true, model: model(['cancellations', 'low-stock'], true) }),
    });
    renderStaff('/staff/mail-preferences');
    const user = userEvent.setup();
    const bookings = (await screen.findByRole('checkbox', { name: 'Member bookings' })) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your mail preferences');
    expect(screen.getByText(/You receive the mails your role gets by default/).textContent).toBe(
      'You receive the mails your role gets by default. Choose your own and save.',
    );
    expect(bookings.checked).toBe(true);
    const refunds = screen.getByRole('checkbox', { name: 'Refunds' }) as HTMLInputElement;
    expect([refunds.checked, refunds.disabled]).toEqual([false, true]);
    expect(screen.getByRole('checkbox', { name: 'Refunds' }).getAttribute('aria-describedby')).toBe('mail-kind-refunds-hint');
    expect(document.getElementById('mail-kind-refunds-hint')?.textContent).toBe('Your role cannot see this data.');
    expect(document.getElementById('mail-kind-digest-hint')?.textContent).toBe('Your role cannot see this data.');
    expect(screen.getByRole('link', { name: 'Mail preferences' }).getAttribute('href')).toBe('/staff/mail-preferences');

    await user.click(bookings);
    await user.click(screen.getByRole('checkbox', { name: 'Low stock' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your mail preferences are saved.'));
    expect(server.to('/api/staff/me/mail-preferences').at(-1)?.body).toEqual({ kinds: ['cancellations', 'low-stock'] });
    expect((screen.getByRole('checkbox', { name: 'Member bookings' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says why a choice was not saved, in the server’s words', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: desk }),
      'GET /api/staff/me/mail-preferences': () => json({ ok: true, model: model(['bookings'], true) }),
      'PUT /api/staff/me/mail-preferences': () =>
        json(
          {
            ok: false,
            errorMsg: 'Your role cannot receive the mails "refunds": it needs one of the permissions refunds.write, reports.read',
          },
          { status: 400 },
        ),
    });
    renderStaff('/staff/mail-preferences');
    const user = userEvent.setup();
    expect((await screen.findByText('You receive the mails you chose.')).tagName).toBe('P');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your role cannot receive the mails "refunds": it needs one of the permissions refunds.write, reports.read',
    );
  });
});
