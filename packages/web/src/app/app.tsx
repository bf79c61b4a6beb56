import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { Language } from '@clubportal/contract/languages';
import { OfferedLanguagesProvider } from '../lib/offered-languages';
import { SettingsBootstrap } from './settings-bootstrap';

/**
 * Providers, then the settings bootstrap, then the router (the router's pages all need settings, except the
 * staff console's: `settingsRequired` false there, so a club's first run can open its setup page).
 */
export function App({
  queryClient,
  router,
  settingsRequired = true,
  languages,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  settingsRequired?: boolean;
  /** The languages the club offers (boot data). */
  languages?: readonly Language[];
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfferedLanguagesProvider languages={languages}>
        <SettingsBootstrap required={settingsRequired}>
          <RouterProvider router={router} />
        </SettingsBootstrap>
      </OfferedLanguagesProvider>
    </QueryClientProvider>
  );
}
