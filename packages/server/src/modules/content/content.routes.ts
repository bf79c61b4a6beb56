import { openListQuerySchema, openListResponseSchema } from '@clubportal/contract/file-uploads';
import { listWithUsersQuerySchema, listWithUsersResponseSchema } from '@clubportal/contract/text-blocks';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { listOpenFiles } from './file-uploads.service.js';
import { listPostsWithAuthors } from './text-blocks.service.js';

export async function contentRoutes(app: App, { db }: RouteDeps) {
  app.get(
    '/api/fileuploads/open-list',
    { config: { access: 'public' }, schema: { tags: ['content'], summary: 'Public club files: sponsors or gallery', querystring: openListQuerySchema, response: { 200: openListResponseSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { ok: true as const, data: await listOpenFiles(db, req.query) };
    },
  );
  app.get(
    '/api/cztextblocks/list-with-users',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Latest (or most read, with popular=true) blog posts with their authors',
        querystring: listWithUsersQuerySchema,
        response: { 200: listWithUsersResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, data: await listPostsWithAuthors(db, req.query) }),
  );
}
