import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
