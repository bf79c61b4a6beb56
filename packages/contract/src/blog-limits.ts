/**
 * The blog's constants, apart from the zod schemas of `text-blocks.ts`, so pages and pure rules can read
 * them without loading zod.
 */

/** Spec section 9: blog page size 30. */
export const BLOG_PAGE_SIZE = 30;
/** Spec section 9: blog sort 1 new, 2 old. */
export const BlogSort = { Newest: 1, Oldest: 2 } as const;
export type BlogSort = (typeof BlogSort)[keyof typeof BlogSort];
/** Spec section 9: a post's preview in the list is cut at 100 characters. */
export const POST_PREVIEW_LENGTH = 100;
/** Spec section 9: testimonials and team are read as rows 0 to 14 (15 rows). */
export const TEXT_BLOCK_LIST_ROWS = 15;
/** Spec section 9: popular posts beside a post, and the menu's recent posts. */
export const POPULAR_POSTS_COUNT = 2;
/** Spec section 9: the home page's last posts. */
export const HOME_POSTS_COUNT = 3;
