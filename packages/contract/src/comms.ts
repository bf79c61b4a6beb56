import { z } from 'zod';
import { okOnlySchema } from './api-result.js';

/** POST /api/publiccomms/info-request: the footer's request-info form. Both fields must be non-empty. */
export const infoRequestBodySchema = z.object({
  email: z.email({ error: 'Please enter a valid email' }).max(254),
  question: z.string().trim().min(1, { error: 'Please write your question' }).max(4000),
});
export type InfoRequestBody = z.infer<typeof infoRequestBodySchema>;
export const infoRequestResponseSchema = okOnlySchema;
