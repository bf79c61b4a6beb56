import { legalSettingsResponseSchema, mainSettingsResponseSchema, templateResponseSchema } from '@clubportal/contract/settings';
import type { FastifyReply } from 'fastify';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { getLegalSettingsFor } from './legal-admin.service.js';
import { getTemplateConfigCached } from './settings.service.js';
import { getMainSettingsFor, readerLanguages } from './settings-texts.service.js';

/** Settings change rarely; a short shared cache spares every page load a round trip to the database. */
const SETTINGS_CACHE = 'public, max-age=60';

/**
 * The answer's JSON, written once per cached read of the settings: they were validated by the contract's
 * schema when read, and validating them again on every answer (time zone, currency and date-format checks)
 * cost more than the rest of the call. The schema still documents the answer.
 */
const answers = new WeakMap<object, string>();
function sendSettings(reply: FastifyReply, data: object) {
  let body = answers.get(data);
  if (body === undefined) {
    body = JSON.stringify({ ok: true, data });
    answers.set(data, body);
  }
  return reply.header('cache-control', SETTINGS_CACHE).type('application/json; charset=utf-8').send(body);
}

export async function settingsRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/czconfigs/main-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Club settings: branding, contact, regional formats, feature flags',
        response: { 200: mainSettingsResponseSchema },
      },
    },
    async (req, reply) => {
      // The club's texts (opening hours...) are in the reader's language: a shared cache keeps one copy per language.
      const languages = await readerLanguages(deps, req.headers['accept-language']);
      reply.header('vary', 'accept-language');
      return sendSettings(reply, await getMainSettingsFor(deps, languages));
    },
  );
  app.get(
    '/api/czconfigs/legal-settings',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], summary: 'Legal texts (HTML)', response: { 200: legalSettingsResponseSchema } },
    },
    async (req, reply) => {
      // Translated where the club wrote a translation: a shared cache keeps one copy per language.
      const languages = await readerLanguages(deps, req.headers['accept-language']);
      reply.header('vary', 'accept-language');
      return sendSettings(reply, await getLegalSettingsFor(deps, languages));
    },
  );
  app.get(
    '/api/czconfigs/template',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Home page template: hero slides, welcome blocks, numbers',
        response: { 200: templateResponseSchema },
      },
    },
    async (_req, reply) => sendSettings(reply, await getTemplateConfigCached(deps)),
  );
}
