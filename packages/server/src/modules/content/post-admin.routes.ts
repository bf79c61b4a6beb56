import {
  staffContentParamsSchema,
  staffPostBodySchema,
  staffPostResponseSchema,
  staffPostsResponseSchema,
} from '@clubportal/contract/staff-content';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import { createStaffPost, editStaffPost, listStaffPosts, publishStaffPost, staffPost } from './post-admin.service.js';

const tags = ['staff'];
/** Drafts are not public: only those who edit the club's content read them (no other role has a use for the list). */
const access = { access: 'staff', staff: 'content.write' } as const;
const one = { 200: staffPostResponseSchema };
const params = staffContentParamsSchema;

/** The staff's blog posts (issue 32 §5); the composition root names the signed-in staff member and the club's languages. */
export async function postAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };

  app.get(
    '/api/staff/posts',
    {
      schema: {
        tags,
        summary: 'Every blog post, newest first, drafts too, with translations',
        response: { 200: staffPostsResponseSchema },
      },
      config: access,
    },
    async () => ({ ok: true as const, model: await listStaffPosts(service) }),
  );
  app.get('/api/staff/posts/:id', { schema: { tags, summary: 'One blog post', params, response: one }, config: access }, async (req) => ({
    ok: true as const,
    model: await staffPost(service, req.params.id),
  }));
  app.post(
    '/api/staff/posts',
    {
      schema: {
        tags,
        summary: 'A new post, a draft by the signed-in staff member (audited post.create)',
        body: staffPostBodySchema,
        response: one,
      },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await createStaffPost(service, opts.actorOf(req), req.body) }),
  );
  app.put(
    '/api/staff/posts/:id',
    {
      schema: {
        tags,
        summary: 'Change a post and its translations: the whole form, an empty translation cleared (audited post.edit)',
        params,
        body: staffPostBodySchema,
        response: one,
      },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await editStaffPost(service, opts.actorOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/api/staff/posts/:id/publish',
    { schema: { tags, summary: 'Show a post on the blog (audited post.publish)', params, response: one }, config: access },
    async (req) => ({ ok: true as const, model: await publishStaffPost(service, opts.actorOf(req), req.params.id, true) }),
  );
  app.post(
    '/api/staff/posts/:id/unpublish',
    {
      schema: { tags, summary: 'Take a post off the blog, kept as a draft (audited post.unpublish)', params, response: one },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await publishStaffPost(service, opts.actorOf(req), req.params.id, false) }),
  );
}
