import { z } from 'zod';
import { gridStatusParam } from './grid-status.js';
import { okEnvelope } from './api-result.js';
import { BlogSort, TEXT_BLOCK_LIST_ROWS } from './blog-limits.js';
import { TextBlockType } from './enums.js';
import { idOrZeroParam, idParam } from './ids.js';
import { SEARCH_MAX_LENGTH } from './shop-limits.js';

/** A text block with its author (spec: id, title, text, smalText, image, created, name, TextBlockType). */
export const textBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  smalText: z.string(),
  image: z.string(),
  created: z.string(),
  name: z.string(),
  TextBlockType: z.number().int(),
});
export type TextBlock = z.infer<typeof textBlockSchema>;

/** GET /api/cztextblocks/list-with-users?count=2[&popular=true]: latest (or most read) posts. */
export const listWithUsersQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(30),
  popular: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const listWithUsersResponseSchema = okEnvelope({ data: z.array(textBlockSchema) });
export type ListWithUsersResponse = z.infer<typeof listWithUsersResponseSchema>;

/**
 * The blog list's `gridStatus`: URL-encoded JSON `{ "sort": 2, "search": "pala", "page": 1 }`. Every field
 * is optional (sort 1 new, no search, page 1); `page` counts only without startRow/endRow. Unknown fields
 * are refused. A search of 3 characters or fewer is no search (spec section 5).
 */
export const blogGridStatusSchema = z
  .object({
    sort: z.union([z.literal(1), z.literal(2)]).default(1),
    search: z.string().max(SEARCH_MAX_LENGTH).default(''),
    page: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();
export type BlogGridStatus = z.infer<typeof blogGridStatusSchema>;

const rowSchema = idOrZeroParam.pipe(z.number().max(10_000_000));

/** GET /api/cztextblocks/list-by-page?startRow&endRow&gridStatus: endRow exclusive, at most a page (30). */
export const listByPageQuerySchema = z.object({
  startRow: rowSchema.optional(),
  endRow: rowSchema.optional(),
  gridStatus: gridStatusParam(
    'gridStatus',
    { search: ['Title'], sorts: { 'Created:desc': BlogSort.Newest, 'Created:asc': BlogSort.Oldest } },
    blogGridStatusSchema,
  ).optional(),
});
export const listByPageResponseSchema = okEnvelope({ data: z.array(textBlockSchema), totalCount: z.number().int() });
export type ListByPageResponse = z.infer<typeof listByPageResponseSchema>;

/** GET /api/cztextblocks/get-with-user?id={id}: one published post with its author. */
export const getWithUserQuerySchema = z.object({ id: idParam });
export const getWithUserResponseSchema = okEnvelope({ data: textBlockSchema });
export type GetWithUserResponse = z.infer<typeof getWithUserResponseSchema>;

/** `gridstatus` of the text block list: `{ "filters": { "TextBlockType": 1 } }` (TextBlockType equals). */
export const textBlockFilterSchema = z
  .object({
    filters: z
      .object({
        TextBlockType: z
          .union([z.literal(TextBlockType.Posts), z.literal(TextBlockType.Testimonials), z.literal(TextBlockType.Teams)])
          .optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

/**
 * GET /api/cztextblocks/list?startRow=0&endRow=14&lookup=true&gridstatus: the home's testimonials and team.
 * Rows are inclusive here (0 to 14 is 15 rows, spec section 9), at most {@link TEXT_BLOCK_LIST_ROWS}.
 */
export const textBlockListQuerySchema = z.object({
  startRow: rowSchema.default(0),
  endRow: rowSchema.default(TEXT_BLOCK_LIST_ROWS - 1),
  lookup: z.enum(['true', 'false']).optional(),
  gridstatus: gridStatusParam('gridstatus', { filters: ['TextBlockType'] }, textBlockFilterSchema).optional(),
});
export const textBlockListResponseSchema = z.object({ rowData: z.array(textBlockSchema) });
export type TextBlockListResponse = z.infer<typeof textBlockListResponseSchema>;
