import { useTranslation } from 'react-i18next';

/** Full-page wait (settings bootstrap, first route load): the same spinner index.html shows before JS. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="loading-screen__text">{t('common.loading')}</span>
    </div>
  );
}
