import { openListQuerySchema, openListResponseSchema } from '@clubportal/contract/file-uploads';
import { bannersOpenListResponseSchema } from '@clubportal/contract/banners';
import {
  getWithUserQuerySchema,
  getWithUserResponseSchema,
  listByPageQuerySchema,
  listByPageResponseSchema,
  listWithUsersQuerySchema,
  listWithUsersResponseSchema,
  textBlockListQuerySchema,
  textBlockListResponseSchema,
} from '@clubportal/contract/text-blocks';
import type { FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../lib/route-types.js';
import type { TextLanguages } from '../club-texts/index.js';
import { listOpenBanners } from './banners.service.js';
import { listOpenFilesFor } from './file-uploads.service.js';
import { getPostWithAuthor, listPostPage, listPostsWithAuthors, listTextBlocks } from './text-blocks.service.js';

/** Public club content changes when staff edit it: a minute of caching keeps it fresh enough. */
const CONTENT_CACHE = 'public, max-age=60';

/**
 * The public content. Posts and banners are in the reader's language (`readerOf`, from the settings, handed down by
 * the composition root: content sits below settings): a shared cache keeps one copy per language.
 */
export async function contentRoutes(
  app: App,
  deps: RouteDeps,
  { readerOf }: { readerOf: (req: FastifyRequest) => Promise<TextLanguages> },
) {
  const { db } = deps;
  const reads = { db, caches: deps.caches };
  app.get(
    '/api/fileuploads/open-list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Public club files: sponsors or gallery',
        querystring: openListQuerySchema,
        response: { 200: openListResponseSchema },
      },
    },
    async (req, reply) => {
      // A gallery photo's caption is in the reader's language: a shared cache keeps one copy per language.
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'accept-language');
      return { ok: true as const, data: await listOpenFilesFor(reads, req.query, await readerOf(req)) };
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
    async (req, reply) => {
      reply.header('vary', 'accept-language');
      return { ok: true as const, data: await listPostsWithAuthors(reads, req.query, await readerOf(req)) };
    },
  );
  app.get(
    '/api/cztextblocks/list-by-page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A page of the blog (gridStatus: URL-encoded JSON { sort: 1 new | 2 old, search, page })',
        querystring: listByPageQuerySchema,
        response: { 200: listByPageResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'accept-language');
      return { ok: true as const, ...(await listPostPage(reads, req.query, await readerOf(req))) };
    },
  );
  app.get(
    '/api/cztextblocks/get-with-user',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One blog post with its author',
        querystring: getWithUserQuerySchema,
        response: { 200: getWithUserResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'accept-language');
      return { ok: true as const, data: await getPostWithAuthor(reads, req.query.id, await readerOf(req)) };
    },
  );
  app.get(
    '/api/cztextblocks/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Text blocks of one type (gridstatus: { filters: { TextBlockType } }), rows startRow to endRow inclusive',
        querystring: textBlockListQuerySchema,
        response: { 200: textBlockListResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'accept-language');
      return { rowData: await listTextBlocks(reads, req.query, await readerOf(req)) };
    },
  );
  app.get(
    '/api/banners/open-list',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], summary: 'The home banners', response: { 200: bannersOpenListResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'accept-language');
      return { rowData: await listOpenBanners(reads, await readerOf(req)) };
    },
  );
}
