import {
  staffContentParamsSchema,
  staffPeopleResponseSchema,
  staffPersonBodySchema,
  staffPersonResponseSchema,
  type PersonKind,
} from '@clubportal/contract/staff-content';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import { createStaffPerson, editStaffPerson, listStaffPeople, publishStaffPerson } from './person-admin.service.js';

const tags = ['staff'];
/** Drafts are not public: only those who edit the club's content read the lists. */
const access = { access: 'staff', staff: 'content.write' } as const;
const one = { 200: staffPersonResponseSchema };
const params = staffContentParamsSchema;
const WORDS: Record<PersonKind, string> = { testimonials: 'testimonial', team: 'team member' };

/** The home's testimonials (/api/staff/testimonials) and team (/api/staff/team) for staff (issue 32 §5). */
export async function personAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };
  for (const kind of ['testimonials', 'team'] as const) {
    const base = `/api/staff/${kind}`;
    const word = WORDS[kind];
    app.get(
      base,
      {
        schema: { tags, summary: `Every ${word} in the home's order, with translations`, response: { 200: staffPeopleResponseSchema } },
        config: access,
      },
      async () => ({ ok: true as const, model: await listStaffPeople(service, kind) }),
    );
    app.post(
      base,
      { schema: { tags, summary: `A new ${word}, a draft, last (audited)`, body: staffPersonBodySchema, response: one }, config: access },
      async (req) => ({ ok: true as const, model: await createStaffPerson(service, opts.actorOf(req), kind, req.body) }),
    );
    app.put(
      `${base}/:id`,
      {
        schema: { tags, summary: `Change a ${word} and its translations (audited)`, params, body: staffPersonBodySchema, response: one },
        config: access,
      },
      async (req) => ({ ok: true as const, model: await editStaffPerson(service, opts.actorOf(req), kind, req.params.id, req.body) }),
    );
    for (const published of [true, false]) {
      app.post(
        `${base}/:id/${published ? 'publish' : 'unpublish'}`,
        {
          schema: { tags, summary: `${published ? 'Show' : 'Hide'} a ${word} on the home (audited)`, params, response: one },
          config: access,
        },
        async (req) => ({ ok: true as const, model: await publishStaffPerson(service, opts.actorOf(req), kind, req.params.id, published) }),
      );
    }
  }
}
