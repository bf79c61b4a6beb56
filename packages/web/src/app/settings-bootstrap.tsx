import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useMainSettingsQuery } from '../lib/settings/get-main-settings';
import { SettingsContext } from '../lib/settings/settings-context';
import { applyTheme } from './theme';
import { LoadingScreen } from './pages/loading-screen';

/** Spec section 8: when the settings cannot be loaded the visitor goes to the static 404 page. */
export const SETTINGS_FAILURE_PAGE = '/404-page.html';

function goToFailurePage() {
  window.location.replace(SETTINGS_FAILURE_PAGE);
}

/** Loads the main settings before anything else renders, themes the page with them and provides them. */
export function SettingsBootstrap({ children, onFailure = goToFailurePage }: { children: ReactNode; onFailure?: () => void }) {
  const { data, error } = useMainSettingsQuery();

  useEffect(() => {
    if (error) {
      console.error('Main settings failed to load', error);
      onFailure();
    }
  }, [error, onFailure]);

  useLayoutEffect(() => {
    if (data) applyTheme(data);
  }, [data]);

  if (!data) return <LoadingScreen />;
  return <SettingsContext.Provider value={data}>{children}</SettingsContext.Provider>;
}
