import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { testQueryClient } from '../test/render';
import { createAppRouter, isStaffPath } from './router';
import { SettingsBootstrap } from './settings-bootstrap';

const TOKEN = 'setup-token-0123456789abcdef';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff console route', () => {
  it('covers /staff and below, and nothing public', () => {
    expect(['/staff', '/staff/setup', '/staff/accounts'].map(isStaffPath)).toEqual([true, true, true]);
    expect(['/', '/staffing', '/shop/staff'].map(isStaffPath)).toEqual([false, false, false]);
  });
});

describe('a club’s first run, before it has any settings', () => {
  it('opens the setup page from the real route table instead of the failure page', async () => {
    stubFetch({
      'GET /api/czconfigs/main-settings': () => json({ ok: false, errorMsg: 'The club has no main settings yet' }, { status: 404 }),
      'POST /api/staff/setup/check': () => json({ ok: true }),
    });
    const onFailure = vi.fn();
    const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [`/staff/setup#${TOKEN}`] }));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SettingsBootstrap required={false} onFailure={onFailure}>
          <RouterProvider router={router} />
        </SettingsBootstrap>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('button', { name: 'Create the owner account' })).textContent).toBe('Create the owner account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set up your club');
    expect(onFailure).not.toHaveBeenCalled();
    expect(document.title).toBe('Staff console');
  });
});
