import { z } from 'zod';
import { okOnlySchema } from './api-result.js';
import { acceptedConditions, requiredEmail } from './validation.js';

/**
 * POST /api/newsletter/subscribe: an email with the visitor's consent. The answer is the same whether the
 * address was new, pending or already subscribed (nobody learns who is on the list); a confirmation mail
 * with a signed link goes out unless the address is already confirmed (double opt-in).
 */
export const newsletterSubscribeBodySchema = z.object({ email: requiredEmail, acceptConditions: acceptedConditions });
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;
export const newsletterSubscribeResponseSchema = okOnlySchema;

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the signed token of the mailed link. */
export const newsletterTokenBodySchema = z.object({ token: z.string().min(1).max(300) });
export const newsletterTokenResponseSchema = okOnlySchema;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
