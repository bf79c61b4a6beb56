import { z } from 'zod';

/** A home banner (spec section 3: id, title, text, image, url). `image` is a file name under Uploads or a URL. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string(),
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banners/open-list: the published banners, in the club's order. */
export const bannersOpenListResponseSchema = z.object({ rowData: z.array(bannerSchema) });
export type BannersOpenListResponse = z.infer<typeof bannersOpenListResponseSchema>;
