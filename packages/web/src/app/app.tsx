import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SettingsBootstrap } from './settings-bootstrap';

/**
 * Providers, then the settings bootstrap, then the router (the router's pages all need settings, except the
 * staff console's: `settingsRequired` false there, so a club's first run can open its setup page).
 */
export function App({
  queryClient,
  router,
  settingsRequired = true,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  settingsRequired?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsBootstrap required={settingsRequired}>
        <RouterProvider router={router} />
      </SettingsBootstrap>
    </QueryClientProvider>
  );
}
