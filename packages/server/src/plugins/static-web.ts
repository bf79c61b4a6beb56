import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@clubportal/contract/api-result';
import { API_PREFIX } from '@clubportal/contract/http';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (hashed assets cached for a year, index.html revalidated every time),
 * uploaded files under /uploads/, and the SPA fallback: any other GET for a page gets index.html so the
 * client router can show the page or its own not-found screen. API paths and missing files get a 404.
 */
export const staticWeb = fp(async (app: FastifyInstance, opts: { webDist: string | undefined; uploadsDir: string }) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: !opts.webDist,
    index: false,
    maxAge: '1d',
  });

  if (opts.webDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(opts.webDist as string, filePath);
        reply.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? ONE_YEAR : rel === 'index.html' ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      opts.webDist &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith(`${API_PREFIX}/`) &&
      url !== API_PREFIX &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/') &&
      !path.extname(url);
    if (isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', opts.webDist as string);
    }
    return reply.status(404).send({ ok: false, errorMsg: `Not found: ${request.method} ${url}` } satisfies ApiError);
  });
});
