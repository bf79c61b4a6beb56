import { staffMailPreferencesBodySchema, staffMailPreferencesResponseSchema } from '@clubportal/contract/staff-mail';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { staffOf } from './staff-guard.js';
import { ownMailPreferences, saveOwnMailPreferences } from './staff-mail.service.js';

const tags = ['staff'];
/** Any signed-in staff member, for their own account only: the routes take no id. */
const self = { access: 'staff', staff: 'self' } as const;

/** A staff member's own mail preferences (issue 33 §8): which of the club's mails they receive. */
export async function staffMailRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/staff/me/mail-preferences',
    {
      schema: {
        tags,
        summary: "One's own mail preferences: each kind, whether it is received, and whether one's permissions allow it",
        response: { 200: staffMailPreferencesResponseSchema },
      },
      config: self,
    },
    async (req) => ({ ok: true as const, model: await ownMailPreferences(deps, staffOf(req)) }),
  );

  app.put(
    '/api/staff/me/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Choose which mails one receives (audited: staff.mail_preferences)',
        body: staffMailPreferencesBodySchema,
        response: { 200: staffMailPreferencesResponseSchema },
      },
      config: self,
    },
    async (req) => ({ ok: true as const, model: await saveOwnMailPreferences(deps, staffOf(req), req.body, req.ip) }),
  );
}
