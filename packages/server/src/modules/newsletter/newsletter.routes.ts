import {
  newsletterSubscribeBodySchema,
  newsletterSubscribeResponseSchema,
  newsletterTokenBodySchema,
  newsletterTokenResponseSchema,
} from '@clubportal/contract/newsletter';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { confirmSubscription, newsletterDeps, subscribe, unsubscribe, type FollowAccountTick } from './newsletter.service.js';

/**
 * The body of an RFC 8058 one-click unsubscribe: `List-Unsubscribe=One-Click`, form-encoded (what mail
 * providers send) or as the one field of a multipart form (what the RFC prefers).
 */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (/^multipart\/form-data/i.test(contentType ?? ''))
    return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
}

export async function newsletterRoutes(app: App, routeDeps: RouteDeps, followAccountTick: FollowAccountTick) {
  const deps = newsletterDeps(routeDeps);
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicForm },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email with consent; a confirmation link is mailed (double opt-in)',
        body: newsletterSubscribeBodySchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (req) => {
      await subscribe(deps, req.body, requestLanguage(req.headers['accept-language']));
      return { ok: true as const };
    },
  );
  app.post(
    '/api/newsletter/confirm',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicForm },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the mailed signed token',
        body: newsletterTokenBodySchema,
        response: { 200: newsletterTokenResponseSchema },
      },
    },
    async (req) => {
      await confirmSubscription(deps, followAccountTick, req.body.token);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicForm },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the signed token of any newsletter mail',
        body: newsletterTokenBodySchema,
        response: { 200: newsletterTokenResponseSchema },
      },
    },
    async (req) => {
      await unsubscribe(deps, followAccountTick, req.body.token);
      return { ok: true as const };
    },
  );
  // A mail program's own unsubscribe button (the List-Unsubscribe headers of every newsletter mail) POSTs to
  // the address of the mail's link and expects no page. Only a POST with the RFC's body unsubscribes: a GET
  // of that address is the web page, which asks the API above, so a link scanner changes nothing.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/unsubscribe/:token',
      {
        config: { access: 'token', rateLimit: RATE_LIMITS.oneClickUnsubscribe },
        schema: { hide: true, params: newsletterTokenBodySchema },
      },
      async (req, reply) => {
        if (!isOneClickBody(req.headers['content-type'], req.body)) throw new AppError('bad_request', 'oneClickBodyRequired');
        await unsubscribe(deps, followAccountTick, req.params.token);
        return reply.status(204).send();
      },
    );
  });
}
