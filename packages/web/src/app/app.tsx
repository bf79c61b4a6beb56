import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SettingsBootstrap } from './settings-bootstrap';

/** Providers, then the settings bootstrap, then the router (the router's pages all need settings). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsBootstrap>
        <RouterProvider router={router} />
      </SettingsBootstrap>
    </QueryClientProvider>
  );
}
