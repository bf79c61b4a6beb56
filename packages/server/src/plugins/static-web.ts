import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@clubportal/contract/api-result';
import { API_PREFIX } from '@clubportal/contract/http';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (hashed assets cached for a year, index.html revalidated every time) and the
 * SPA fallback: any other GET for a page gets index.html so the
 * client router can show the page or its own not-found screen. API paths and missing files get a 404.
 */
type Options = {
  webDist: string | undefined;
  /** Tags replacing the built page's <title> for a path; on failure the page is served as built. */
  pageHead: (path: string) => Promise<string>;
};

/** The built page's own title and icon: the parts pageHead replaces. */
const HEAD_PLACEHOLDER = /<link rel="icon" href="data:," \/>\s*<title>[^<]*<\/title>/;

export const staticWeb = fp(async (app: FastifyInstance, opts: Options) => {
  if (opts.webDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
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

  // Read on every page (a small, OS-cached file) so a rebuild of the web app is served without a restart.
  async function renderIndex(url: string): Promise<string> {
    const indexHtml = await readFile(path.join(opts.webDist as string, 'index.html'), 'utf8');
    try {
      const head = await opts.pageHead(url);
      return HEAD_PLACEHOLDER.test(indexHtml) ? indexHtml.replace(HEAD_PLACEHOLDER, head) : indexHtml.replace(/<title>[^<]*<\/title>/, head);
    } catch (err) {
      app.log.warn({ err }, 'page head unavailable: serving index.html as built');
      return indexHtml;
    }
  }

  // The home page is also answered here (not by the static files) so it gets the club's head tags.
  if (opts.webDist) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await renderIndex('/')),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
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
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await renderIndex(url));
    }
    return reply.status(404).send({ ok: false, errorMsg: `Not found: ${request.method} ${url}` } satisfies ApiError);
  });
});
