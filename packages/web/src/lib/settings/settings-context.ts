import { createContext, useContext } from 'react';
import type { MainSettings } from '@clubportal/contract/settings';
import { uploadUrl } from '@clubportal/contract/settings-view';

export const SettingsContext = createContext<MainSettings | null>(null);

/** The loaded main settings. Only rendered below the settings bootstrap, which waits for them. */
export function useSettings(): MainSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() used outside the settings bootstrap');
  return settings;
}

/**
 * The main settings when there are any: the staff console also runs on a club that has none yet (the first
 * run's setup page), where the bootstrap renders it without them.
 */
export function useOptionalSettings(): MainSettings | null {
  return useContext(SettingsContext);
}

/** Resolves an image field of the settings (file name under Uploads) to a URL. */
export function useUploadUrl(): (file: string) => string {
  const { Uploads } = useSettings();
  return (file: string) => uploadUrl(Uploads, file);
}
