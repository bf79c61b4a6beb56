import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSettings } from '../../../lib/settings/settings-context';

/** The club as the console shows it; on a first run there are no settings yet (no name, the browser's zone). */
export function useStaffClub(): { name: string; timeZone: string | undefined } {
  const settings = useOptionalSettings();
  return { name: settings?.name ?? '', timeZone: settings?.timeZone };
}

/** The tab's title: "Staff console - Club" (the portal's shell, which titles the public pages, is not around). */
export function useStaffTitle() {
  const { t, i18n } = useTranslation();
  const { name } = useStaffClub();
  const title = name ? `${t('sections.staff')} - ${name}` : t('sections.staff');
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
