import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLinks } from '../lib/page-links';

/** Previous, up to `maxLinks` page links, Next; each a real link (the page is in the address). */
export function PaginationNav({
  page,
  pages,
  hrefFor,
  maxLinks,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  maxLinks: number;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__link pagination__step" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : null}
      {pageLinks(page, pages, maxLinks).map((n) => (
        <Link
          key={n}
          className="pagination__link"
          to={hrefFor(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link className="pagination__link pagination__step" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
