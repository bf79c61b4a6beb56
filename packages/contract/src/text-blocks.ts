import { z } from 'zod';
import { okEnvelope } from './api-result.js';

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
