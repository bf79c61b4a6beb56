import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { useOnline } from '../../lib/use-online';

/**
 * A page failed to load or render (often a stale chunk after a deploy): offer a reload. Offline, its code
 * could not be fetched: say so, and load it again by itself once the connection is back. It renders inside
 * the layout, so the header and its menus stay.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  useEffect(() => {
    if (online) console.error('Route error', error);
  }, [error, online]);
  // Back online after failing offline: load the page again, by itself.
  const failedOffline = useRef(false);
  useEffect(() => {
    if (!online) failedOffline.current = true;
    else if (failedOffline.current) window.location.reload();
  }, [online]);
  if (!online) {
    return (
      <div className="container status-page__body status-page__body--center">
        <div className="status-card status-card--center" role="status">
          <p>{t('common.offline')}</p>
        </div>
      </div>
    );
  }
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
