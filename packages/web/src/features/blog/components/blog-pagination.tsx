import { PaginationNav } from '../../../components/pagination-nav';
import { BLOG_PAGE_LINKS } from '../rules/blog-rules';

/** The blog's pages: up to 4 page links (spec section 9). */
export function BlogPagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  return <PaginationNav page={page} pages={pages} hrefFor={hrefFor} maxLinks={BLOG_PAGE_LINKS} />;
}
