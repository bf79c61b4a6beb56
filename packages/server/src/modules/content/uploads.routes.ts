import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { App, RouteDeps } from '../../lib/route-types.js';

/** Raster images and the club's own SVG artwork are shown in place; everything else is downloaded. */
function isInlineImage(contentType: string): boolean {
  return /^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(contentType);
}

const uploadParamsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,299}$/, 'not a stored file name') });

/**
 * Uploaded files (club images, customer photos) from the file storage, so every instance serves the same
 * ones. Names are random and never reused, so a day of caching is safe. Each is served with the type
 * stored for it (for customer uploads, the type verified from the content); anything that is not an
 * image is downloaded rather than opened in the portal's origin.
 */
export async function uploadsRoutes(app: App, { storage }: RouteDeps) {
  app.get('/uploads/:name', { schema: { hide: true, params: uploadParamsSchema } }, async (req, reply) => {
    const file = await storage.get(req.params.name);
    if (!file) throw new AppError('not_found', 'fileNotFound');
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('content-length', file.size)
      // Opened directly, a file runs nothing: no scripts, no plugins, its own opaque origin (an SVG included).
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    if (!isInlineImage(file.contentType)) reply.header('content-disposition', `attachment; filename="${req.params.name}"`);
    return reply.send(Buffer.from(file.data));
  });
}
