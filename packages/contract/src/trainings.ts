import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber } from './ids.js';

/**
 * The member's team trainings (spec: Trainings; section 3 "Training"; section 7 publicteams calls). Field
 * names are the spec's; `teamName` and `started` are ours (a member of two teams sees which one trains; the
 * page says whether they attended only of a training that has begun).
 */
export const trainingVideoSchema = z.object({ title: z.string(), fileName: z.string() });
export const trainingFileSchema = z.object({ url: z.string(), title: z.string() });

export const trainingSchema = z.object({
  id: z.number().int(),
  /** ISO-8601 UTC. */
  start: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  teamName: z.string(),
  description: z.string(),
  /** Whether the member missed this training (the coach marks it). */
  notShow: z.boolean(),
  /** Whether it has begun by the server's clock (it is in `past`): attendance is only said of these. */
  started: z.boolean(),
  publicComments: z.string(),
  /** Image file names (uploads). */
  gallery: z.array(z.string()),
  videos: z.array(trainingVideoSchema),
  files: z.array(trainingFileSchema),
});
export type Training = z.infer<typeof trainingSchema>;

/** POST /api/publicteams/trainings: body customerId; model next (soonest first) and past (latest first). */
export const trainingsBodySchema = z.strictObject({ customerId: idNumber });
export const trainingsResponseSchema = okEnvelope({ model: z.object({ next: z.array(trainingSchema), past: z.array(trainingSchema) }) });

/** POST /api/publicteams/training: body customerId, itemId; model the training with its gallery, videos and files. */
export const trainingBodySchema = z.strictObject({ customerId: idNumber, itemId: idNumber });
export const trainingResponseSchema = okEnvelope({ model: trainingSchema });
