import {
  legalSettingsResponseSchema,
  mainSettingsResponseSchema,
  templateResponseSchema,
} from '@clubportal/contract/settings';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { getLegalSettingsCached, getMainSettingsCached, getTemplateConfigCached } from './settings.service.js';

/** Settings change rarely; a short shared cache spares every page load a round trip to the database. */
const SETTINGS_CACHE = 'public, max-age=60';

export async function settingsRoutes(app: App, { db, clock }: RouteDeps) {
  app.get(
    '/api/czconfigs/main-settings',
    { schema: { tags: ['settings'], summary: 'Club settings: branding, contact, regional formats, feature flags', response: { 200: mainSettingsResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', SETTINGS_CACHE);
      return { ok: true as const, data: await getMainSettingsCached(db, clock) };
    },
  );
  app.get(
    '/api/czconfigs/legal-settings',
    { schema: { tags: ['settings'], summary: 'Legal texts (HTML)', response: { 200: legalSettingsResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', SETTINGS_CACHE);
      return { ok: true as const, data: await getLegalSettingsCached(db, clock) };
    },
  );
  app.get(
    '/api/czconfigs/template',
    { schema: { tags: ['settings'], summary: 'Home page template: hero slides, welcome blocks, numbers', response: { 200: templateResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', SETTINGS_CACHE);
      return { ok: true as const, data: await getTemplateConfigCached(db, clock) };
    },
  );
}
