import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container status-page__body status-page__body--center">
      <div className="status-card status-card--center">
        <p className="status-card__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-card__title">{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
