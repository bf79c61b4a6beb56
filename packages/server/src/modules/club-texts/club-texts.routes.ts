import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  clubTextBodySchema,
  clubTextParamsSchema,
  clubTextsParamsSchema,
  clubTextsResponseSchema,
  missingTranslationsResponseSchema,
} from '@clubportal/contract/club-texts';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { changeClubText, listClubTexts, listMissingTranslations, type ClubLanguages, type ClubTextSources } from './club-texts.service.js';

const tags = ['staff'];
/** Every role that reads the club's settings sees its texts; writing them is content work. */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'content.write' } as const;

/** What the composition root hands down: each entity kind's lister, the club's languages, the signed-in staff member as the actor. */
export type ClubTextsRouteOptions = Pick<StaffRequestOf, 'actorOf'> & {
  sources: ClubTextSources;
  languages: () => Promise<ClubLanguages>;
};

/** The translations editor's calls (issue 32 §6): list one kind's texts with what is missing, save or clear one translation. */
export async function clubTextsRoutes(app: App, deps: RouteDeps, opts: ClubTextsRouteOptions) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, sources: opts.sources, languages: opts.languages };

  app.get(
    '/api/staff/translations/missing',
    {
      schema: {
        tags,
        summary: "Every club text lacking a translation in one of the club's languages, of every kind",
        response: { 200: missingTranslationsResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: await listMissingTranslations(service) }),
  );

  app.get(
    '/api/staff/club-texts/:entity',
    {
      schema: {
        tags,
        summary: "One kind's texts (booking-type, club, fee): the default-language text and each offered language's translation or null",
        params: clubTextsParamsSchema,
        response: { 200: clubTextsResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await listClubTexts(service, req.params.entity) }),
  );

  app.put(
    '/api/staff/club-texts/:entity/:entityId/:field/:language',
    {
      schema: {
        tags,
        summary: 'Save one translation of a club text',
        params: clubTextParamsSchema,
        body: clubTextBodySchema,
        response: { 200: okOnlySchema },
      },
      config: write,
    },
    async (req) => {
      await changeClubText(service, opts.actorOf(req), { ...req.params, text: req.body.text });
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/staff/club-texts/:entity/:entityId/:field/:language',
    {
      schema: {
        tags,
        summary: 'Clear one translation (readers of that language get the default text)',
        params: clubTextParamsSchema,
        response: { 200: okOnlySchema },
      },
      config: write,
    },
    async (req) => {
      await changeClubText(service, opts.actorOf(req), { ...req.params, text: null });
      return { ok: true as const };
    },
  );
}
