import { z } from 'zod';
import { okEnvelope, okOnlySchema } from './api-result.js';
import { idParam } from './ids.js';

/** POST /api/publiccomms/info-request: the footer's request-info form. Both fields must be non-empty. */
export const infoRequestBodySchema = z.object({
  email: z.email({ error: 'Please enter a valid email' }).max(254),
  question: z.string().trim().min(1, { error: 'Please write your question' }).max(4000),
});
export type InfoRequestBody = z.infer<typeof infoRequestBodySchema>;
export const infoRequestResponseSchema = okOnlySchema;

/** GET /api/publiccomms/customer-comms/{customerId} */
export const emailSummarySchema = z.object({ id: z.number().int(), subject: z.string(), created: z.string() });
export const smsSchema = z.object({ id: z.number().int(), text: z.string(), created: z.string() });
export const customerCommsResponseSchema = okEnvelope({
  model: z.object({ emails: z.array(emailSummarySchema), smss: z.array(smsSchema) }),
});
export const customerCommsParamsSchema = z.object({ customerId: idParam });

/** GET /api/publiccomms/customer-comms/emails/{id}/{customerId} */
export const emailDetailParamsSchema = z.object({
  id: idParam,
  customerId: idParam,
});
export const emailDetailSchema = z.object({ id: z.number().int(), subject: z.string(), body: z.string(), created: z.string() });
export const emailDetailResponseSchema = okEnvelope({ model: emailDetailSchema });
