import {
  activitiesListQuerySchema,
  activitiesListResponseSchema,
  activityByCustomerParamsSchema,
  activityParamsSchema,
  activityResponseSchema,
  cancelInscriptionParamsSchema,
  cancelInscriptionResponseSchema,
  customerParamsSchema,
  leaveWaitlistResponseSchema,
  mySignUpsResponseSchema,
  withdrawResponseSchema,
  inscriptionBodySchema,
  inscriptionResponseSchema,
  waitlistResponseSchema,
} from '@clubportal/contract/activities';
import type { FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { readerLanguages } from '../settings/index.js';
import { getActivity, listActivities } from './activities.service.js';
import { cancelSignUp, signUp } from './inscription.service.js';
import { leaveActivityWaitlist, mySignUps, withdrawSignUp } from './my-activities.service.js';
import { joinWaitlist } from './waitlist.service.js';

export async function activitiesRoutes(app: App, deps: RouteDeps) {
  const tags = ['activities'];
  const signUpDeps = { ...deps, publicUrl: deps.config.publicUrl };
  // The club's texts (names, descriptions) in the language the caller reads (the web sends the page's).
  const readerOf = (req: FastifyRequest) => readerLanguages(deps, req.headers['accept-language']);

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
      void reply.header('vary', 'Accept-Language');
      return { ok: true as const, model: await listActivities(deps, req.query, await readerOf(req)) };
    },
  );

  app.get(
    '/api/publicactivities/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'An activity', params: activityParamsSchema, response: { 200: activityResponseSchema } },
    },
    async (req) => ({ ok: true as const, ...(await getActivity(deps, req.session, req.params.id, undefined, await readerOf(req))) }),
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
    async (req) => ({
      ok: true as const,
      ...(await getActivity(deps, req.session, req.params.id, req.params.customerId, await readerOf(req))),
    }),
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

  app.get(
    '/api/publicactivities/customer-signups/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The member's sign-ups and waitlist places of activities not ended yet, with what giving each back refunds",
        params: customerParamsSchema,
        response: { 200: mySignUpsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await mySignUps(deps, req.session, req.params.customerId) }),
  );

  app.post(
    '/api/publicactivities/withdraw/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "Give a sign-up back by the activity's cancellation rule; the refund goes back the way it was paid",
        params: cancelInscriptionParamsSchema,
        response: { 200: withdrawResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, infoReturns: { amounts: await withdrawSignUp(signUpDeps, req.session, req.params) } }),
  );

  app.post(
    '/api/publicactivities/waitlist/leave/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "Leave an activity's waitlist (a place offered goes to the next in line)",
        params: cancelInscriptionParamsSchema,
        response: { 200: leaveWaitlistResponseSchema },
      },
    },
    async (req) => {
      await leaveActivityWaitlist(signUpDeps, req.session, req.params);
      return { ok: true as const };
    },
  );
}
