import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { MainSettings } from '@clubportal/contract/settings';
import { createAppRouter } from '../app/router';
import { SettingsBootstrap } from '../app/settings-bootstrap';
import { SettingsContext } from '../lib/settings/settings-context';
import { demoSettings } from './fixtures';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The whole app (settings bootstrap, real route table and guard) on a memory router at `path`. */
export function renderApp(path: string, { onSettingsFailure = () => {} }: { onSettingsFailure?: () => void } = {}) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SettingsBootstrap onFailure={onSettingsFailure}>
        <RouterProvider router={router} />
      </SettingsBootstrap>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One component with settings, query client and a router around it (no network for settings). */
export function renderWithSettings(ui: ReactNode, settings: MainSettings = demoSettings) {
  return renderRoutes([{ path: '*', element: ui }], '/', settings);
}

/** Pages on a memory router of their own routes at `path`, with the settings and a fresh query client. */
export function renderRoutes(routes: RouteObject[], path: string, settings: MainSettings = demoSettings) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = testQueryClient();
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        <SettingsContext.Provider value={settings}>
          <RouterProvider router={router} />
        </SettingsContext.Provider>
      </QueryClientProvider>,
    ),
    router,
    queryClient,
  };
}
