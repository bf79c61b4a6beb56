import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-page';

const routes = [
  { path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> },
  { path: '/newsletter/unsubscribe/:token', element: <NewsletterUnsubscribePage /> },
];

describe('newsletter link pages', () => {
  it('confirms the subscription with the link token, once', async () => {
    const api = stubFetch({ 'POST /api/newsletter/confirm': () => json({ ok: true }) });
    renderRoutes(routes, '/newsletter/confirm/12-confirm-99-sig');
    expect((await screen.findByText(/confirmed/)).textContent).toBe('Your subscription is confirmed. Thank you!');
    expect(api.to('/api/newsletter/confirm').map((r) => r.body)).toEqual([{ token: '12-confirm-99-sig' }]);
  });

  it('unsubscribes with the link token, once, and says so', async () => {
    const api = stubFetch({ 'POST /api/newsletter/unsubscribe': () => json({ ok: true }) });
    renderRoutes(routes, '/newsletter/unsubscribe/12-unsubscribe-0-sig');
    expect((await screen.findByText(/unsubscribed/)).textContent).toBe(
      'You have been unsubscribed. You will not receive the newsletter any more.',
    );
    expect(api.to('/api/newsletter/unsubscribe').map((r) => r.body)).toEqual([{ token: '12-unsubscribe-0-sig' }]);
  });

  it("says the server's words when an unsubscribe link is not valid", async () => {
    stubFetch({
      'POST /api/newsletter/unsubscribe': () =>
        json({ ok: false, errorMsg: 'This newsletter link is not valid or has expired. Please subscribe again.' }, { status: 400 }),
    });
    renderRoutes(routes, '/newsletter/unsubscribe/bad');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This newsletter link is not valid or has expired. Please subscribe again.',
    );
  });
});
