import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/** Categories of club files listed publicly (spec: Sponsors, CzGallery). */
export const FILE_CATEGORIES = ['Sponsors', 'CzGallery'] as const;

export const openListQuerySchema = z.object({
  parentName: z.literal('CZConfig', { error: 'parentName must be CZConfig' }),
  parentId: idParam,
  category: z.enum(FILE_CATEGORIES, { error: `category must be one of ${FILE_CATEGORIES.join(', ')}` }),
});
export type OpenListQuery = z.infer<typeof openListQuerySchema>;

export const sponsorFileSchema = z.object({ url: z.string(), description: z.string() });
export type SponsorFile = z.infer<typeof sponsorFileSchema>;

export const openListResponseSchema = okEnvelope({ data: z.array(sponsorFileSchema) });
export type OpenListResponse = z.infer<typeof openListResponseSchema>;
