import {
  bannerMoveBodySchema,
  staffBannerBodySchema,
  staffBannerResponseSchema,
  staffBannersResponseSchema,
  staffContentParamsSchema,
} from '@clubportal/contract/staff-content';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import { createStaffBanner, editStaffBanner, listStaffBanners, moveStaffBanner, publishStaffBanner } from './banner-admin.service.js';

const tags = ['staff'];
/** Unpublished banners are not public: only those who edit the club's content read the list. */
const access = { access: 'staff', staff: 'content.write' } as const;
const one = { 200: staffBannerResponseSchema };
const params = staffContentParamsSchema;

/** The home's banners for staff (issue 32 §5). */
export async function bannerAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };

  app.get(
    '/api/staff/banners',
    {
      schema: { tags, summary: 'Every home banner in its order, with translations', response: { 200: staffBannersResponseSchema } },
      config: access,
    },
    async () => ({ ok: true as const, model: await listStaffBanners(service) }),
  );
  app.post(
    '/api/staff/banners',
    {
      schema: { tags, summary: 'A new banner, a draft, last (audited banner.create)', body: staffBannerBodySchema, response: one },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await createStaffBanner(service, opts.actorOf(req), req.body) }),
  );
  app.put(
    '/api/staff/banners/:id',
    {
      schema: {
        tags,
        summary: 'Change a banner and its translations (audited banner.edit)',
        params,
        body: staffBannerBodySchema,
        response: one,
      },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await editStaffBanner(service, opts.actorOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/api/staff/banners/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a banner to a place on the home (audited banner.move)',
        params,
        body: bannerMoveBodySchema,
        response: one,
      },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await moveStaffBanner(service, opts.actorOf(req), req.params.id, req.body.position) }),
  );
  app.post(
    '/api/staff/banners/:id/publish',
    { schema: { tags, summary: 'Show a banner on the home (audited banner.publish)', params, response: one }, config: access },
    async (req) => ({ ok: true as const, model: await publishStaffBanner(service, opts.actorOf(req), req.params.id, true) }),
  );
  app.post(
    '/api/staff/banners/:id/unpublish',
    { schema: { tags, summary: 'Take a banner off the home, kept (audited banner.unpublish)', params, response: one }, config: access },
    async (req) => ({ ok: true as const, model: await publishStaffBanner(service, opts.actorOf(req), req.params.id, false) }),
  );
}
