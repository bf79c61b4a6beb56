import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../test/fixtures';
import { renderApp } from '../test/render';

// The booking pages' code cannot be fetched (the member is offline, or a deploy replaced it).
vi.mock('./pages/booking-routes', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function fakeServer() {
  stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/czconfigs/legal-settings': () =>
      json({ ok: true, data: { generalConditions: '', waiver: '', privacyPolicyFull: '<p>Privacy</p>', cookiesPolicy: '' } }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
  });
}

describe('a page whose code cannot be fetched', () => {
  afterEach(() => {
    // Unmounted first: back online, the offline error page would reload the page.
    cleanup();
    onlineManager.setOnline(true);
  });

  it('fails inside the layout: the header and its menu stay, with a way to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer();
    const { router } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await act(() => router.navigate('/bookingtypes'));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops! Tecnical problems. Please try again.');
    expect(screen.getByTestId('club-name').textContent).toBe('Club Pádel Demo');
    expect(screen.getByRole('button', { name: 'Reload the page' }).tagName).toBe('BUTTON');
  });

  it('offline, says there is no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer();
    const { router } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    onlineManager.setOnline(false);
    await act(() => router.navigate('/bookingtypes'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'No internet connection. The page will update by itself when you are back online.',
    );
    expect(screen.getByTestId('club-name').textContent).toBe('Club Pádel Demo');
  });
});
