import { useTranslation } from 'react-i18next';

/**
 * The one loading indicator (settings bootstrap, first route load, the next page, the login dialog's code):
 * the bar at the top that index.html shows too, visible only once a wait lasts long enough to be noticed.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <span className="page-loading" role="status">
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}
