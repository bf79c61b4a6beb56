import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { App, RouteDeps } from '../../lib/route-types.js';

const uploadParamsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,299}$/, 'not a stored file name') });

/**
 * Uploaded files (club images, customer photos) from the file storage, so every instance serves the same
 * ones. Names are random and never reused, so a day of caching is safe. Anything that is not an image is
 * downloaded rather than opened in the portal's origin.
 */
export async function uploadsRoutes(app: App, { storage }: RouteDeps) {
  app.get('/uploads/:name', { schema: { hide: true, params: uploadParamsSchema } }, async (req, reply) => {
    const file = await storage.get(req.params.name);
    if (!file) throw new AppError('not_found', 'fileNotFound');
    reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=86400').header('content-length', file.size);
    if (!file.contentType.startsWith('image/')) reply.header('content-disposition', `attachment; filename="${req.params.name}"`);
    return reply.send(Buffer.from(file.data));
  });
}
