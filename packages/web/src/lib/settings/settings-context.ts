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

/** Resolves an image field of the settings (file name under Uploads) to a URL. */
export function useUploadUrl(): (file: string) => string {
  const { Uploads } = useSettings();
  return (file: string) => uploadUrl(Uploads, file);
}
