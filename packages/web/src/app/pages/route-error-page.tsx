import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/** A page failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <div className="container status-page__body status-page__body--center">
      <div className="status-card status-card--center" role="alert">
        <h1 className="status-card__title">{t('errorPage.title')}</h1>
        <p>{t('messages.crash')}</p>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </div>
    </div>
  );
}
