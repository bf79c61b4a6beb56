import {
  bannerMoveBodySchema,
  CLUB_FILE_KINDS,
  staffClubFileBodySchema,
  staffClubFileResponseSchema,
  staffClubFilesResponseSchema,
  staffContentParamsSchema,
} from '@clubportal/contract/staff-content';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import {
  archiveStaffClubFile,
  createStaffClubFile,
  editStaffClubFile,
  listStaffClubFiles,
  moveStaffClubFile,
  publishStaffClubFile,
} from './club-file-admin.service.js';

const tags = ['staff'];
/** Hidden files are not public: only those who edit the club's content read the lists. */
const access = { access: 'staff', staff: 'content.write' } as const;
const one = { 200: staffClubFileResponseSchema };
const params = staffContentParamsSchema;

/** The home's sponsors (`/api/staff/sponsors`) and photo gallery (`/api/staff/gallery`) for staff (issue 32 §5). */
export async function clubFileAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };
  for (const kind of CLUB_FILE_KINDS) {
    const base = `/api/staff/${kind}`;
    const what = kind === 'sponsors' ? 'sponsor' : 'gallery photo';
    app.get(
      base,
      {
        schema: { tags, summary: `Every ${what} not archived, in the home's order`, response: { 200: staffClubFilesResponseSchema } },
        config: access,
      },
      async () => ({ ok: true as const, model: await listStaffClubFiles(service, kind) }),
    );
    app.post(
      base,
      { schema: { tags, summary: `A new ${what}, hidden, last`, body: staffClubFileBodySchema, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await createStaffClubFile(service, opts.actorOf(req), kind, req.body) }),
    );
    app.put(
      `${base}/:id`,
      { schema: { tags, summary: `Change a ${what}`, params, body: staffClubFileBodySchema, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await editStaffClubFile(service, opts.actorOf(req), kind, req.params.id, req.body) }),
    );
    app.post(
      `${base}/:id/move`,
      {
        schema: { tags, summary: `Move a ${what} to a place on the home`, params, body: bannerMoveBodySchema, response: one },
        config: access,
      },
      async (req) => ({
        ok: true as const,
        model: await moveStaffClubFile(service, opts.actorOf(req), kind, req.params.id, req.body.position),
      }),
    );
    app.post(
      `${base}/:id/publish`,
      { schema: { tags, summary: `Show a ${what} on the home`, params, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await publishStaffClubFile(service, opts.actorOf(req), kind, req.params.id, true) }),
    );
    app.post(
      `${base}/:id/unpublish`,
      { schema: { tags, summary: `Hide a ${what}, kept`, params, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await publishStaffClubFile(service, opts.actorOf(req), kind, req.params.id, false) }),
    );
    app.post(
      `${base}/:id/archive`,
      { schema: { tags, summary: `Archive a ${what}: off the home and the list, kept`, params, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await archiveStaffClubFile(service, opts.actorOf(req), kind, req.params.id) }),
    );
  }
}
