import { z } from 'zod';
import { okEnvelope, okOnlySchema } from './api-result.js';
import { requiredEmail, requiredText } from './validation.js';
import { idParam } from './ids.js';

/** POST /api/publiccomms/info-request, and the footer's form: both fields non-empty, or nothing is sent (spec section 5). */
export const infoRequestBodySchema = z.object({ email: requiredEmail, question: requiredText(4000) });
export type InfoRequestBody = z.input<typeof infoRequestBodySchema>;
export const infoRequestResponseSchema = okOnlySchema;

/** GET /api/publiccomms/customer-comms/{customerId} */
export const emailSummarySchema = z.object({ id: z.number().int(), subject: z.string(), created: z.string() });
export const smsSchema = z.object({ id: z.number().int(), text: z.string(), created: z.string() });
/**
 * The language the customer's mails and messages are written in: the one they registered in (ours; not kept
 * per message). A page in another language marks them with it, so they are read as written.
 */
const messagesLanguage = z.string().max(10).optional();
export const customerCommsResponseSchema = okEnvelope({
  model: z.object({ emails: z.array(emailSummarySchema), smss: z.array(smsSchema), language: messagesLanguage }),
});
export const customerCommsParamsSchema = z.object({ customerId: idParam });

/** GET /api/publiccomms/customer-comms/emails/{id}/{customerId} */
export const emailDetailParamsSchema = z.object({
  id: idParam,
  customerId: idParam,
});
export const emailDetailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  created: z.string(),
  language: messagesLanguage,
});
export const emailDetailResponseSchema = okEnvelope({ model: emailDetailSchema });
