import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { SettingsBootstrap } from './settings-bootstrap';

/** Providers, then the settings bootstrap, then the router (the router's pages all need settings). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsBootstrap>
        <RouterProvider router={router} />
      </SettingsBootstrap>
    </QueryClientProvider>
  );
}
