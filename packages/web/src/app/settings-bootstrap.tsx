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

/**
 * Loads the main settings before anything else renders, themes the page with them and provides them.
 * `required` false (the staff console): without settings (a club's first run) the page renders without them.
 */
export function SettingsBootstrap({
  children,
  onFailure = goToFailurePage,
  required = true,
}: {
  children: ReactNode;
  onFailure?: () => void;
  required?: boolean;
}) {
  const { data, error, failureCount } = useMainSettingsQuery();

  useEffect(() => {
    if (error && required) {
      console.error('Main settings failed to load', error);
      onFailure();
    }
  }, [error, onFailure, required]);

  useLayoutEffect(() => {
    if (data) applyTheme(data);
  }, [data]);

  // Not required: a first failure is enough to go on without them (a club with none answers the same on retry).
  if (!data) return !required && (error || failureCount > 0) ? children : <LoadingScreen />;
  return <SettingsContext.Provider value={data}>{children}</SettingsContext.Provider>;
}
