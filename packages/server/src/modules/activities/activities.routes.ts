import {
  activitiesListQuerySchema,
  activitiesListResponseSchema,
  activityByCustomerParamsSchema,
  activityParamsSchema,
  activityResponseSchema,
  cancelInscriptionParamsSchema,
  cancelInscriptionResponseSchema,
  inscriptionBodySchema,
  inscriptionResponseSchema,
  waitlistResponseSchema,
} from '@clubportal/contract/activities';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { getActivity, listActivities } from './activities.service.js';
import { cancelSignUp, signUp } from './inscription.service.js';
import { joinWaitlist } from './waitlist.service.js';

export async function activitiesRoutes(app: App, deps: RouteDeps) {
  const tags = ['activities'];
  const signUpDeps = { ...deps, publicUrl: deps.config.publicUrl };

  app.get(
    '/api/publicactivities/list',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A page of activities by type and status',
        querystring: activitiesListQuerySchema,
        response: { 200: activitiesListResponseSchema },
      },
    },
    async (req, reply) => {
      // Places left change with every sign-up: a short shared cache only.
      void reply.header('cache-control', 'public, max-age=15');
      return { ok: true as const, model: await listActivities(deps, req.query) };
    },
  );

  app.get(
    '/api/publicactivities/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'An activity', params: activityParamsSchema, response: { 200: activityResponseSchema } },
    },
    async (req) => ({ ok: true as const, ...(await getActivity(deps, req.session, req.params.id)) }),
  );

  app.get(
    '/api/publicactivities/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'An activity, with whether the customer is signed up and where they stand on its waitlist',
        params: activityByCustomerParamsSchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, ...(await getActivity(deps, req.session, req.params.id, req.params.customerId)) }),
  );

  app.post(
    '/api/publicactivities/inscription',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Sign the member or a linked child up',
        body: inscriptionBodySchema,
        response: { 200: inscriptionResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await signUp(signUpDeps, req.session, req.body), errorMsg: '' }),
  );

  app.post(
    '/api/publicactivities/waitlist',
    {
      config: { access: 'customer' },
      schema: { tags, summary: "Join a full activity's waitlist", body: inscriptionBodySchema, response: { 200: waitlistResponseSchema } },
    },
    async (req) => ({ ok: true as const, model: await joinWaitlist(signUpDeps, req.session, req.body) }),
  );

  app.post(
    '/api/publicactivities/cancel/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Give back a sign-up not paid yet (the cart cancel URL)',
        params: cancelInscriptionParamsSchema,
        response: { 200: cancelInscriptionResponseSchema },
      },
    },
    async (req) => {
      await cancelSignUp(signUpDeps, req.session, req.params);
      return { ok: true as const };
    },
  );
}
