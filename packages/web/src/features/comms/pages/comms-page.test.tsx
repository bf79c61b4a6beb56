import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes, renderWithSettings } from '../../../test/render';
import { CommsPage } from './comms-page';
import { EmailPage } from './email-page';

const comms = {
  emails: [
    { id: 31, subject: 'Activate your account', created: '2026-03-02T17:05:00.000Z' },
    { id: 30, subject: 'Your booking', created: '2026-02-20T09:00:00.000Z' },
  ],
  smss: [{ id: 4, text: 'Court 4 tomorrow at 19:00 is confirmed.', created: '2026-03-01T08:30:00.000Z' }],
};

function renderEmail(path: string) {
  return renderRoutes(
    [
      { path: '/customer-comms/emails/:id', element: <EmailPage /> },
      { path: '/customer-comms', element: <p>list</p> },
    ],
    path,
  );
}

describe('communications page', () => {
  it('lists the emails (linking their page) and the sms with their dates', async () => {
    storeSession();
    const api = stubFetch({ 'GET /api/publiccomms/customer-comms/7': () => json({ ok: true, model: comms }) });
    renderWithSettings(<CommsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Communications');
    const emails = await screen.findByRole('list', { name: /Emails/ });
    const links = within(emails).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/customer-comms/emails/31', '/customer-comms/emails/30']);
    // Club format dd/MM/yyyy in Europe/Madrid.
    expect(links[0]?.textContent).toContain('Activate your account');
    expect(links[0]?.textContent).toContain('02/03/2026 18:05');
    const sms = screen.getByRole('list', { name: /Sms/ });
    expect(sms.textContent).toContain('Court 4 tomorrow at 19:00 is confirmed.');
    expect(sms.textContent).toContain('01/03/2026 09:30');
    expect(api.requests.map((r) => r.path)).toEqual(['/api/publiccomms/customer-comms/7']);
  });

  it('uses the id the session acts as (a parent acting as a child)', async () => {
    storeSession({ id: 21, name: 'Daniela', surname: 'Ruiz', logo: '', parent: 7, currentId: 21 });
    const api = stubFetch({ 'GET /api/publiccomms/customer-comms/21': () => json({ ok: true, model: { emails: [], smss: [] } }) });
    renderWithSettings(<CommsPage />);
    await waitFor(() =>
      expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
        'You have not received any emails yet.',
        'You have not received any text messages yet.',
      ]),
    );
    expect(api.requests[0]?.path).toBe('/api/publiccomms/customer-comms/21');
  });

  it('shows the server message when the list fails', async () => {
    storeSession();
    stubFetch({
      'GET /api/publiccomms/customer-comms/7': () => json({ ok: false, errorMsg: 'You can only access your own data' }, { status: 403 }),
    });
    renderWithSettings(<CommsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('You can only access your own data');
  });
});

describe('email page', () => {
  it('shows number, subject, date and the sanitised body', async () => {
    storeSession();
    stubFetch({
      'GET /api/publiccomms/customer-comms/emails/31/7': () =>
        json({
          ok: true,
          model: {
            id: 31,
            subject: 'Activate your account',
            created: '2026-03-02T17:05:00.000Z',
            body: '<p>Hello <b>Ana</b></p><script>window.evil = 1</script><a href="javascript:alert(1)">x</a>',
          },
        }),
    });
    const { container } = renderEmail('/customer-comms/emails/31');
    const email = await screen.findByRole('article');
    expect(within(email).getByRole('heading').textContent).toBe('Activate your account');
    expect(
      within(email)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Number', 'Sent on']);
    expect(
      within(email)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['31', '02/03/2026 18:05']);
    expect(screen.getByText('Ana').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your communications' }).getAttribute('href')).toBe('/customer-comms');
  });

  it("shows the server message for someone else's email", async () => {
    storeSession();
    stubFetch({
      'GET /api/publiccomms/customer-comms/emails/99/7': () => json({ ok: false, errorMsg: 'This email does not exist' }, { status: 404 }),
    });
    renderEmail('/customer-comms/emails/99');
    expect((await screen.findByRole('alert')).textContent).toBe('This email does not exist');
  });
});
