import { newsletterSubscribeBodySchema, newsletterSubscribeResponseSchema, newsletterTokenBodySchema, newsletterTokenResponseSchema } from '@clubportal/contract/newsletter';
import { requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { confirmSubscription, subscribe, unsubscribe, type NewsletterDeps } from './newsletter.service.js';

export async function newsletterRoutes(app: App, { db, clock, outbox, config }: RouteDeps) {
  const deps: NewsletterDeps = { db, clock, outbox, secret: config.jwtSecret, publicUrl: config.publicUrl };
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicForm },
      schema: { tags: ['newsletter'], summary: 'Subscribe an email with consent; a confirmation link is mailed (double opt-in)', body: newsletterSubscribeBodySchema, response: { 200: newsletterSubscribeResponseSchema } },
    },
    async (req) => {
      await subscribe(deps, req.body, requestLanguage(req.headers['accept-language']));
      return { ok: true as const };
    },
  );
  app.post(
    '/api/newsletter/confirm',
    { config: { access: 'public', rateLimit: RATE_LIMITS.publicForm }, schema: { tags: ['newsletter'], summary: 'Confirm a subscription with the mailed signed token', body: newsletterTokenBodySchema, response: { 200: newsletterTokenResponseSchema } } },
    async (req) => {
      await confirmSubscription(deps, req.body.token);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/newsletter/unsubscribe',
    { config: { access: 'public', rateLimit: RATE_LIMITS.publicForm }, schema: { tags: ['newsletter'], summary: 'Unsubscribe with the signed token of any newsletter mail', body: newsletterTokenBodySchema, response: { 200: newsletterTokenResponseSchema } } },
    async (req) => {
      await unsubscribe(deps, req.body.token);
      return { ok: true as const };
    },
  );
}
