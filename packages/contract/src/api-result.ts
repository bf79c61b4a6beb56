import { z } from 'zod';

/** The error shape every failed API call answers with (spec: `{ ok: false, errorMsg }`). */
export const apiErrorSchema = z.object({
  ok: z.literal(false),
  errorMsg: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `{ ok: true }` plus the given fields: the success envelope used by most calls. */
export function okEnvelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ok: z.literal(true), ...shape });
}

export const okOnlySchema = okEnvelope({});
