import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { fileLinks } from '../../lib/file-links.js';
import type { App, RouteDeps } from '../../lib/route-types.js';

/** Raster images and the club's own SVG artwork are shown in place; everything else is downloaded. */
function isInlineImage(contentType: string): boolean {
  return /^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(contentType);
}

const uploadParamsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,299}$/, 'not a stored file name') });
const uploadQuerySchema = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/**
 * Uploaded files (club images, customer photos) from the file storage, so every instance serves the same
 * ones. Public files: names are random and never reused, so a day of public caching is safe. Private files
 * (training media, sign-up uploads) only on a signed, unexpired link (lib/file-links.ts), kept by the browser
 * alone and no longer than the link; without one they are not found, as if they did not exist. Each is
 * served with the type stored for it (for customer uploads, the type verified from the content); anything
 * that is not an image is downloaded rather than opened in the portal's origin.
 */
export async function uploadsRoutes(app: App, { storage, config, clock }: RouteDeps) {
  const links = fileLinks(config.jwtSecret, clock);
  app.get('/uploads/:name', { schema: { hide: true, params: uploadParamsSchema, querystring: uploadQuerySchema } }, async (req, reply) => {
    const file = await storage.get(req.params.name);
    if (!file) throw new AppError('not_found', 'fileNotFound');
    if (file.private) {
      const verdict = links.check(req.params.name, req.query.exp, req.query.sig);
      if (verdict === 'invalid') throw new AppError('not_found', 'fileNotFound');
      if (verdict === 'expired') throw new AppError('forbidden', 'fileLinkExpired');
      const left = Math.max(0, Number(req.query.exp) - Math.floor(clock.now().getTime() / 1000));
      reply.header('cache-control', `private, max-age=${left}`);
    } else reply.header('cache-control', 'public, max-age=86400');
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      // Opened directly, a file runs nothing: no scripts, no plugins, its own opaque origin (an SVG included).
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    if (!isInlineImage(file.contentType)) reply.header('content-disposition', `attachment; filename="${req.params.name}"`);
    return reply.send(Buffer.from(file.data));
  });
}
