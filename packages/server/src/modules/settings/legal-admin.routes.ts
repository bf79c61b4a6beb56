import { staffLegalBodySchema, staffLegalResponseSchema } from '@clubportal/contract/staff-legal';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import { getStaffLegal, saveStaffLegal } from './legal-admin.service.js';

const tags = ['staff'];
/** The legal texts are the club's settings: the go-live wizard's step needs the same permission. */
const access = { access: 'staff', staff: 'settings.write' } as const;

/** `/staff/legal`'s calls (issue 32 §5): the legal texts and their translations, read and saved. */
export async function legalAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };
  app.get(
    '/api/staff/legal',
    {
      schema: {
        tags,
        summary: 'The legal texts in the default language and their translations',
        response: { 200: staffLegalResponseSchema },
      },
      config: access,
    },
    async () => ({ ok: true as const, model: await getStaffLegal(service) }),
  );
  app.put(
    '/api/staff/legal',
    {
      schema: {
        tags,
        summary: 'Save the legal texts and their translations (audited legal.edit, club_text.*)',
        body: staffLegalBodySchema,
        response: { 200: staffLegalResponseSchema },
      },
      config: access,
    },
    async (req) => ({ ok: true as const, model: await saveStaffLegal(service, opts.actorOf(req), req.body) }),
  );
}
