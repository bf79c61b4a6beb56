import { PaginationNav } from '../../../components/pagination-nav';
import { MAX_PAGE_LINKS } from '../rules/shop-rules';

/** The shop's pages: up to 4 page links (spec section 9). */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  return <PaginationNav page={page} pages={pages} hrefFor={hrefFor} maxLinks={MAX_PAGE_LINKS} />;
}
