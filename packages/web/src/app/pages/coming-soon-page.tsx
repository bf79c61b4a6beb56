import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageBanner } from '../../components/ui/page-banner';
import { sectionOf } from '../route-meta';

/** The one page shown by every route whose feature is not built yet; it names the section. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const section = sectionOf(matches);
  const name = section ? t(`sections.${section}`) : '';
  return (
    <div className="status-page">
      <PageBanner title={name} />
      <div className="container status-page__body">
        <div className="status-card">
          <p className="status-card__eyebrow">{t('comingSoon.eyebrow')}</p>
          <h2 className="status-card__title">{t('comingSoon.title', { section: name })}</h2>
          <p>{t('comingSoon.text')}</p>
          <Link to="/" className={buttonClass('primary')}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
